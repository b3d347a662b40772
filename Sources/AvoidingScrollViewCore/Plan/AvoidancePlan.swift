import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// What the engine does for one event: a pure value, decided from what the shell measured.
///
/// The engine's pipeline is record → measure → decide → apply: the shell records the facts
/// (the keyboard, the focus), measures the geometry with UIKit reads only
/// (``AvoidancePlan/Measurement``), this type decides, and the shell applies the plan with
/// UIKit writes: the insets, the pull back into range, the reveal, the restore-offset memory.
/// The plan carries the facts and reasons it was decided from, as values, so that each
/// decision can be told and tested without views.
package struct AvoidancePlan: Equatable, Sendable {
  /// What the shell read before deciding.
  package struct Measurement: Equatable, Sendable {
    /// The keyboard, as it covers the scroll view.
    package var coverage: KeyboardCoverage
    /// The insets UIKit adds to `contentInset` for the safe area: `adjustedContentInset`
    /// less `contentInset`.
    package var appliedSafeArea: Edges
    /// The bottom safe area UIKit adds to the indicator insets: the safe area's bottom when
    /// `automaticallyAdjustsScrollIndicatorInsets` is on, else 0. Read only when the keyboard
    /// covers something (`nil` otherwise: the costliest read, and unused then).
    package var indicatorSafeAreaBottom: CGFloat?
    /// The content offset before the update.
    package var offset: CGPoint
    /// `contentSize.height` and `bounds.height`.
    package var contentHeight: CGFloat
    package var boundsHeight: CGFloat

    package init(
      coverage: KeyboardCoverage, appliedSafeArea: Edges, indicatorSafeAreaBottom: CGFloat?,
      offset: CGPoint, contentHeight: CGFloat, boundsHeight: CGFloat
    ) {
      self.coverage = coverage
      self.appliedSafeArea = appliedSafeArea
      self.indicatorSafeAreaBottom = indicatorSafeAreaBottom
      self.offset = offset
      self.contentHeight = contentHeight
      self.boundsHeight = boundsHeight
    }
  }

  /// Whether the event may scroll toward the focused view, and if not, why.
  package enum Reveal: Equatable, Sendable {
    /// Reveal the focused view (if there is one to reveal: see the reveal's own plan).
    case reveal
    /// A keyboard notification after which the keyboard covers no more than before (a hide,
    /// a shrink): it never pulls the content toward the field (``KeyboardRevealRule``).
    case keyboardCoversNoMore
    /// Another app's keyboard (iPad multitasking): it insets but never scrolls.
    case otherAppsKeyboard
    /// A second look after the keyboard's animation ended, or the scroll view leaving its
    /// window: only the geometry is measured again.
    case measureOnly
  }

  /// The measurement the plan was decided from.
  package var measurement: Measurement
  /// The app's own insets and the keyboard's part, after the update.
  package var ledger: InsetLedger
  /// Whether the keyboard's part of the content inset changes, and of the indicator insets.
  package var contentInsetChanges: Bool
  package var indicatorInsetsChange: Bool
  /// The adjusted content inset once the insets are written: what UIKit will inset the
  /// content by, the reveal's visible area and the valid offsets follow from it.
  package var adjustedContentInset: Edges
  /// When the keyboard's part shrank: the largest valid offset, to pull the offset back to
  /// if it lies past it (UIKit leaves the offset where it was, showing a blank band).
  package var pullBackTo: CGFloat?
  /// Whether to reveal the focused view, and if not, why.
  package var reveal: Reveal
  /// What the restore-offset memory does before the insets change.
  package var offsetMemory: OffsetMemory.BeforeUpdate

  /// Decides an update from `measurement`, the `ledger` as it stands, whether the event may
  /// `reveal`, and the restore-offset `memory` (`restoresOffset`: whether the option is on).
  package init(
    measurement: Measurement, ledger: InsetLedger, reveal: Reveal, memory: OffsetMemory?,
    restoresOffset: Bool
  ) {
    self.measurement = measurement
    let covered = measurement.coverage.covered
    // Nothing covered adds nothing; the indicator's safe area is only read when needed.
    let content = KeyboardOverlap.addedInset(
      coveredHeight: covered, safeAreaAlreadyApplied: measurement.appliedSafeArea.bottom)
    let indicator =
      covered > 0
      ? KeyboardOverlap.addedInset(
        coveredHeight: covered, safeAreaAlreadyApplied: measurement.indicatorSafeAreaBottom ?? 0)
      : 0
    var after = ledger
    after.setKeyboardPart(content: content, indicator: indicator)
    self.ledger = after
    contentInsetChanges = content != ledger.keyboardContentBottom
    indicatorInsetsChange = indicator != ledger.keyboardIndicatorBottom
    adjustedContentInset = after.contentInset + measurement.appliedSafeArea
    if content < ledger.keyboardContentBottom {
      pullBackTo =
        ScrollableRange.offsets(
          contentLength: measurement.contentHeight, boundsLength: measurement.boundsHeight,
          leadingInset: adjustedContentInset.top, trailingInset: adjustedContentInset.bottom
        ).upperBound
    } else {
      pullBackTo = nil
    }
    self.reveal = reveal
    offsetMemory = OffsetMemory.beforeUpdate(
      memory, isEnabled: restoresOffset, keyboardBefore: ledger.keyboardContentBottom,
      keyboardAfter: content, offset: measurement.offset)
  }

  /// The valid offsets once the insets are written.
  package var scrollableRange: ClosedRange<CGFloat> {
    ScrollableRange.offsets(
      contentLength: measurement.contentHeight, boundsLength: measurement.boundsHeight,
      leadingInset: adjustedContentInset.top, trailingInset: adjustedContentInset.bottom)
  }
}
