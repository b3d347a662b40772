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
/// reveal, the move away from a floating keyboard, the memory's last step, UIKit's held
/// scroll requests, the nested scroll view's new measurement) and returns what it wrote, and
/// whoever listens is told the event, this plan and what was written, once. Every event that
/// updates makes one plan: a keyboard notification that changes nothing, a drag's sample
/// and a layout pass's held scrolls too (``scope``).
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
    /// For a keyboard notification (or a keyboard found on entering a window): how much the
    /// keyboard lay over the scroll view before it and after, the reveal rule's inputs.
    package var keyboardChange: KeyboardRevealRule.Change?
    /// In a layout pass while the user drags the keyboard: what the keyboard layout guide and
    /// the pan said (``KeyboardDragSample``).
    package var drag: KeyboardDragSample.Reading?

    package init(
      coverage: KeyboardCoverage, appliedSafeArea: Edges, indicatorSafeAreaBottom: CGFloat?,
      offset: CGPoint, contentHeight: CGFloat, boundsHeight: CGFloat,
      gate: RevealPlan.Gate? = nil, reading: RevealPlan.Reading? = nil,
      floatingKeyboard: CGRect? = nil, keyboardChange: KeyboardRevealRule.Change? = nil,
      drag: KeyboardDragSample.Reading? = nil
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
      self.keyboardChange = keyboardChange
      self.drag = drag
    }
  }

  /// What the event calls for.
  package enum Scope: Equatable, Sendable {
    /// A whole update: the insets, the pull back, the reveal, the restore-offset memory.
    case update
    /// A layout pass during a drag of the keyboard that decides nothing else: the drag's
    /// reading gives the insets over the ledger as it stands, and nothing else moves.
    case dragSample
    /// A layout pass that only performs UIKit's held scroll requests.
    case heldScrolls
    /// A keyboard notification that changes nothing at all, and why.
    case ignored(IgnoredNotification)
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
    /// A will-notification inside a keyboard animation still in flight, with another frame:
    /// the keyboard has not settled, so the inset follows it but the content moves only at
    /// the did-notification that ends the animation (``KeyboardSettlingRule``).
    case keyboardSettling
    /// A second look after the keyboard's animation ended, or the scroll view leaving its
    /// window: only the geometry is measured again.
    case measureOnly
  }

  /// The measurement the plan was decided from.
  package var measurement: Measurement
  /// What the event calls for; only an ``Scope/update`` reveals, pulls back or uses the
  /// restore-offset memory.
  package var scope: Scope
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
  /// Whether the event may reveal the focused view, and if not, why: the rule the
  /// measurement carries (``RevealPlan/Gate/rule``: the event's request, for a keyboard change
  /// as ``KeyboardRevealRule`` decided it when the shell measured), evaluated once.
  package var reveal: Reveal
  /// What the reveal decided: where to scroll, or why not (every reason, in precedence order,
  /// ``RevealPlan/Gate/skip``).
  package var revealPlan: RevealPlan
  /// What the reveal measured, when it measured the focused view (something was visible).
  package var revealMeasurement: RevealPlan.Measurement?
  /// What the restore-offset memory does before the insets change.
  package var offsetMemory: OffsetMemory.BeforeUpdate
  /// When the measurement holds a drag's reading: what it meant (``KeyboardDragSample``).
  package var drag: KeyboardDragSample?
  /// When that reading lowered the keyboard's part: the ledger the last notification gives,
  /// which the release is decided from (the engine keeps it, Features/KeyboardDrag).
  package var ledgerBeforeDrag: InsetLedger?
  /// Whether UIKit's own animated scroll requests held until this layout pass are performed,
  /// after the plan's own writes (Features/FocusScroll): set for every layout pass.
  package var performsHeldScrolls: Bool
  /// Whether the avoiding scroll view nested around the focused view must measure again once
  /// this one has scrolled (the reveal moved it over the keyboard): the last effect. [choice]
  /// Its reveal, by contrast, comes first, while this one measures, so that this one reads
  /// where it put the field.
  package var remeasuresInner: Bool

  /// Decides an update from `measurement` (whose gate carries whether the event may reveal,
  /// ``RevealPlan/Gate/rule``), the `ledger` as it stands, and the restore-offset `memory`
  /// (`restoresOffset`: whether the option is on); `scope` says what the event calls for,
  /// `performsHeldScrolls` whether it is a layout pass.
  ///
  /// When the measurement holds a drag's reading (``KeyboardDragSample``), the update never
  /// reveals and never pulls back: the offset is the finger's alone [choice: a reveal in each
  /// frame that resizes the scroll view moved the content against the finger]; and when the
  /// reading is used, the insets are the reading's, so that the pass writes them once, never
  /// first the last notification's.
  package init(
    measurement: Measurement, ledger: InsetLedger, memory: OffsetMemory? = nil,
    restoresOffset: Bool = false, scope: Scope = .update,
    performsHeldScrolls: Bool = false
  ) {
    self.measurement = measurement
    self.scope = scope
    self.performsHeldScrolls = performsHeldScrolls
    let decides = scope == .update
    let dragging = measurement.drag?.isDragging == true
    // The rule was decided once, as the shell measured (the focused view is read only when it
    // lets the event reveal); the plan takes it from there.
    let reveal: Reveal = decides && !dragging ? measurement.gate.rule : .measureOnly
    let covered = measurement.coverage.covered
    // Nothing covered adds nothing; the indicator's safe area is only read when needed.
    let notifiedContent = KeyboardOverlap.addedInset(
      coveredHeight: covered, safeAreaAlreadyApplied: measurement.appliedSafeArea.bottom)
    let indicatorSafeArea = measurement.indicatorSafeAreaBottom ?? 0
    var after = ledger
    if decides {
      after.setKeyboardPart(
        content: notifiedContent,
        indicator: covered > 0
          ? KeyboardOverlap.addedInset(
            coveredHeight: covered, safeAreaAlreadyApplied: indicatorSafeArea) : 0)
    }
    if let reading = measurement.drag, decides || scope == .dragSample {
      // The reading is judged against what the last notification gives now. Only the bottom
      // of `contentInset` and of `verticalScrollIndicatorInsets` change, never the offset
      // ("scroll must be owned by UIKit, not by us" [seen: react-native-keyboard-controller
      // PR #1565]); the release's notification decides the final state as with no drag.
      let sample = KeyboardDragSample(reading, notified: measurement.coverage)
      drag = sample
      if let covered = sample.covered {
        var lowered = after
        lowered.setKeyboardPart(
          content: KeyboardOverlap.addedInset(
            coveredHeight: covered, safeAreaAlreadyApplied: measurement.appliedSafeArea.bottom),
          indicator: KeyboardOverlap.addedInset(
            coveredHeight: covered, safeAreaAlreadyApplied: indicatorSafeArea))
        if lowered != after {
          ledgerBeforeDrag = after
          after = lowered
        }
      }
    }
    let content = after.keyboardContentBottom
    self.ledger = after
    keyboardInsetBefore = ledger.keyboardContentBottom
    contentInsetChanges = content != ledger.keyboardContentBottom
    indicatorInsetsChange = after.keyboardIndicatorBottom != ledger.keyboardIndicatorBottom
    adjustedContentInset = after.contentInset + measurement.appliedSafeArea
    pullBack = nil
    if decides, !dragging, content < ledger.keyboardContentBottom {
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
    if !decides {
      revealMeasurement = nil
      revealPlan = .skip(.notThisEvent(.measureOnly))
    } else if gate.skip == nil, let reading = measurement.reading,
      RevealPlan.canShow(in: visible)
    {
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
    remeasuresInner = measurement.reading?.innerViewport != nil
    // A drag's lowered part is the moment's only: the memory sees the notified part, as
    // when the drag's sample is written alone.
    offsetMemory =
      decides
      ? OffsetMemory.beforeUpdate(
        memory, isEnabled: restoresOffset, keyboardBefore: ledger.keyboardContentBottom,
        keyboardAfter: notifiedContent, offset: measurement.offset) : .none
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
