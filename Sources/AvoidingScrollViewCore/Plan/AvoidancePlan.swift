import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Everything the engine does for one update: a pure value, decided from one measurement.
///
/// The engine's pipeline is record → measure → decide → apply → notify: the shell records the
/// facts (the keyboard, the focus), measures the geometry with UIKit reads only
/// (``AvoidancePlan/Measurement``), this type decides, the shell applies the plan with UIKit
/// writes (the restore-offset memory's first step, the insets, the pull back into range, the
/// reveal, the move away from a floating keyboard, the memory's last step) and returns what
/// it wrote, and whoever listens is told the event, this plan and what was written, once.
///
/// Every reason for not scrolling is decided here (``RevealPlan/Gate``), and so is where to
/// scroll (``revealPlan``). Two steps follow UIKit's own scroll: the move away from a floating
/// keyboard and the restore-offset memory's last step are pure functions of the offset the
/// reveal left (``floatingKeyboardMove(after:)``, ``OffsetMemory/afterUpdate``), since where
/// `scrollRectToVisible` lands is UIKit's to decide. The plan carries the facts and reasons it
/// was decided from, as values, so that each decision can be told and tested without views.
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
    /// The facts every reason for not revealing rests on.
    package var gate: RevealPlan.Gate
    /// The focused view's geometry, read when ``RevealPlan/Gate/skip`` is `nil`.
    package var reading: RevealPlan.Reading?
    /// With `avoidsFloatingKeyboard` on: a floating, undocked or split keyboard's frame in the
    /// scroll view's coordinates at ``offset``, to move the revealed rect out from under.
    package var floatingKeyboard: CGRect?

    package init(
      coverage: KeyboardCoverage, appliedSafeArea: Edges, indicatorSafeAreaBottom: CGFloat?,
      offset: CGPoint, contentHeight: CGFloat, boundsHeight: CGFloat,
      gate: RevealPlan.Gate? = nil,
      reading: RevealPlan.Reading? = nil, floatingKeyboard: CGRect? = nil
    ) {
      self.coverage = coverage
      self.appliedSafeArea = appliedSafeArea
      self.indicatorSafeAreaBottom = indicatorSafeAreaBottom
      self.offset = offset
      self.contentHeight = contentHeight
      self.boundsHeight = boundsHeight
      self.gate = gate ?? RevealPlan.Gate(rule: .measureOnly, isAvoiding: true)
      self.reading = reading
      self.floatingKeyboard = floatingKeyboard
    }
  }

  /// Whether the event may scroll toward the focused view, and if not, why.
  package enum Reveal: Equatable, Sendable {
    /// Reveal the focused view (if there is one to reveal: see the reveal's own plan).
    case reveal
    /// A keyboard notification after which the keyboard covers no more than before (a hide,
    /// a shrink): it never pulls the content toward the field (``KeyboardRevealRule``). Also
    /// a resize while the keyboard layout guide shows the keyboard already lower than the
    /// last notification put it, that hide or shrink being on its way (``ResizeRevealRule``).
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
  /// The keyboard's part of `contentInset.bottom` before the update.
  package var keyboardInsetBefore: CGFloat
  /// Whether the keyboard's part of the content inset changes, and of the indicator insets.
  package var contentInsetChanges: Bool
  package var indicatorInsetsChange: Bool
  /// The adjusted content inset once the insets are written: what UIKit will inset the
  /// content by, the reveal's visible area and the valid offsets follow from it.
  package var adjustedContentInset: Edges
  /// When the keyboard's part shrank and the offset lies past the largest valid one: that
  /// offset, to pull back to (UIKit leaves the offset where it was, showing a blank band).
  package var pullBack: CGFloat?
  /// Whether the event may reveal the focused view, and if not, why.
  package var reveal: Reveal
  /// What the reveal decided: where to scroll, or why not (every reason, in precedence order,
  /// ``RevealPlan/Gate/skip``).
  package var revealPlan: RevealPlan
  /// What the reveal measured, when it measured the focused view (something was visible).
  package var revealMeasurement: RevealPlan.Measurement?
  /// What the restore-offset memory does before the insets change.
  package var offsetMemory: OffsetMemory.BeforeUpdate
  /// For an update made in a layout pass while the user drags the keyboard down: what the
  /// drag's reading decided (``KeyboardDragPlan``); `nil` otherwise.
  package var drag: KeyboardDragPlan?
  /// When that reading lowered the keyboard's part: the ledger the last notification gives,
  /// which the release is decided from (the engine keeps it, Features/KeyboardDrag).
  package var ledgerBeforeDrag: InsetLedger?

  /// Decides an update from `measurement`, the `ledger` as it stands, whether the event may
  /// `reveal`, and the restore-offset `memory` (`restoresOffset`: whether the option is on).
  ///
  /// `drag` is the keyboard layout guide's reading when the update is made in a layout pass
  /// while the user drags (``KeyboardDragSample``). Then the update never reveals and never
  /// pulls back: the offset is the finger's alone [choice, as for a drag's sample alone,
  /// ``KeyboardDragPlan``: a reveal in each frame that resizes the scroll view moved the
  /// content against the finger]; and when the reading is used, the insets are the reading's,
  /// so that the pass writes them once, never first the last notification's.
  package init(
    measurement: Measurement, ledger: InsetLedger, reveal: Reveal, memory: OffsetMemory?,
    restoresOffset: Bool, drag: KeyboardDragSample.Reading? = nil
  ) {
    self.measurement = measurement
    let dragging = drag?.isDragging == true
    let reveal: Reveal = dragging ? .measureOnly : reveal
    let covered = measurement.coverage.covered
    // Nothing covered adds nothing; the indicator's safe area is only read when needed.
    let notifiedContent = KeyboardOverlap.addedInset(
      coveredHeight: covered, safeAreaAlreadyApplied: measurement.appliedSafeArea.bottom)
    let indicatorSafeArea = measurement.indicatorSafeAreaBottom ?? 0
    var after = ledger
    after.setKeyboardPart(
      content: notifiedContent,
      indicator: covered > 0
        ? KeyboardOverlap.addedInset(
          coveredHeight: covered, safeAreaAlreadyApplied: indicatorSafeArea) : 0)
    if let drag {
      // The reading is judged against what the last notification gives now.
      let plan = KeyboardDragPlan(
        sample: KeyboardDragSample(drag, notified: measurement.coverage), ledger: after,
        appliedSafeAreaBottom: measurement.appliedSafeArea.bottom,
        indicatorSafeAreaBottom: indicatorSafeArea)
      self.drag = plan
      if plan.ledger != after {
        ledgerBeforeDrag = after
        after = plan.ledger
      }
    }
    let content = after.keyboardContentBottom
    self.ledger = after
    keyboardInsetBefore = ledger.keyboardContentBottom
    contentInsetChanges = content != ledger.keyboardContentBottom
    indicatorInsetsChange = after.keyboardIndicatorBottom != ledger.keyboardIndicatorBottom
    adjustedContentInset = after.contentInset + measurement.appliedSafeArea
    pullBack = nil
    if !dragging, content < ledger.keyboardContentBottom {
      let upper =
        ScrollableRange.offsets(
          contentLength: measurement.contentHeight, boundsLength: measurement.boundsHeight,
          leadingInset: adjustedContentInset.top, trailingInset: adjustedContentInset.bottom
        ).upperBound
      if measurement.offset.y > upper { pullBack = upper }
    }
    self.reveal = reveal
    // The visible area once the insets are written and the offset pulled back: the bounds
    // (whose origin is the offset) less the adjusted content inset.
    var gate = measurement.gate
    gate.rule = reveal
    let visible = Self.visibleArea(
      offset: CGPoint(x: measurement.offset.x, y: pullBack ?? measurement.offset.y),
      size: measurement.reading?.boundsSize ?? .zero, inset: adjustedContentInset)
    if gate.skip == nil, let reading = measurement.reading, RevealPlan.canShow(in: visible) {
      let revealMeasurement = reading.measurement(
        visible: visible, contentHeight: measurement.contentHeight)
      self.revealMeasurement = revealMeasurement
      revealPlan = RevealPlan(revealMeasurement)
    } else {
      revealMeasurement = nil
      // Nothing measured: the first reason that holds; else a focused view read with no
      // visible area to show it in; else nothing read.
      revealPlan = .skip(gate.skip ?? (measurement.reading != nil ? .nothingVisible : .noRect))
    }
    // A drag's lowered part is the moment's only: the memory sees the notified part, as
    // when the drag's sample is written alone.
    offsetMemory = OffsetMemory.beforeUpdate(
      memory, isEnabled: restoresOffset, keyboardBefore: ledger.keyboardContentBottom,
      keyboardAfter: notifiedContent, offset: measurement.offset)
  }

  /// Whether the focused view has no size yet (``RevealPlan/Skip/noRect``): its container's
  /// coming layout pass places it, and the scroll view must lay out in that pass to reveal it.
  package var awaitsLayout: Bool {
    guard revealPlan == .skip(.noRect), let measurement = revealMeasurement else { return false }
    return !measurement.revealsCaret && measurement.focus.isEmpty
  }

  /// The bounds at `offset` of a scroll view of `size`, less `inset`.
  private static func visibleArea(offset: CGPoint, size: CGSize, inset: Edges) -> CGRect {
    CGRect(
      x: offset.x + inset.left, y: offset.y + inset.top,
      width: size.width - inset.left - inset.right,
      height: size.height - inset.top - inset.bottom)
  }

  /// The offset to move to, out from under a floating keyboard, once the reveal left the
  /// offset at `offset`: the least change, within the scrollable range, that puts the revealed
  /// rect just above or just below the keyboard (``FloatingKeyboardReveal``); `nil` when the
  /// keyboard is not floating or the option off, nothing was revealed, the keyboard is not
  /// over the rect, or no change fits.
  package func floatingKeyboardMove(after offset: CGPoint) -> CGPoint? {
    guard let frame = measurement.floatingKeyboard, let rect = revealPlan.rect,
      let size = measurement.reading?.boundsSize
    else { return nil }
    // The keyboard stays put on screen: in the scroll view's coordinates it moves with the
    // offset.
    let keyboard = frame.offsetBy(
      dx: offset.x - measurement.offset.x, dy: offset.y - measurement.offset.y)
    let range = scrollableRange
    // An offset outside the range (content shorter than the view) must not be moved
    // further out: the allowed change is what keeps or brings it inside.
    let lower = min(range.lowerBound - offset.y, 0)
    let upper = max(range.upperBound - offset.y, 0)
    guard
      let change = FloatingKeyboardReveal.offsetChange(
        rect: rect, keyboard: keyboard,
        visible: Self.visibleArea(offset: offset, size: size, inset: adjustedContentInset),
        allowed: lower...upper),
      change != 0, change.isFinite
    else { return nil }
    return CGPoint(x: offset.x, y: offset.y + change)
  }

  /// The valid offsets once the insets are written.
  package var scrollableRange: ClosedRange<CGFloat> {
    ScrollableRange.offsets(
      contentLength: measurement.contentHeight, boundsLength: measurement.boundsHeight,
      leadingInset: adjustedContentInset.top, trailingInset: adjustedContentInset.bottom)
  }
}
