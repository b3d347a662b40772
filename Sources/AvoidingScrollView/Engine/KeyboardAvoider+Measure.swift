import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Step 2 of the pipeline: what the plan is decided from, read from UIKit and nothing written.
extension KeyboardAvoider {
  /// The geometry an update needs, the keyboard's `coverage` already measured (and, for a
  /// keyboard change, how it `change`d; a drag's `drag` reading): the insets' facts, the
  /// facts every reason for not revealing rests on, and, when none of them holds, the
  /// focused view's geometry. An event that may `reveal` and a focused view inside a nested
  /// avoiding scroll view: that one reveals it first, so that what is read here is where it
  /// put it.
  func measure(
    coverage: KeyboardCoverage, reveal: AvoidancePlan.Reveal,
    change: KeyboardRevealRule.Change? = nil, drag: KeyboardDragSample.Reading? = nil
  ) -> AvoidancePlan.Measurement {
    // `coverage` was measured just before, from the same facts: it already says whether the
    // engine avoids (`notAvoiding` is its first rule) and whether the keyboard is this app's.
    // The focused view is read only when the reveal rule lets the event reveal; the plan takes
    // the rule from this measurement (and holds a drag's pass back itself).
    var gate = RevealPlan.Gate(
      rule: KeyboardRevealRule.reveal(reveal, change: change, coverage: coverage),
      isAvoiding: coverage.rule != .notAvoiding, keyboardIsLocal: coverage.isLocal)
    var focus: UIView?
    // When the engine avoids, the coverage's next rule is whether the scroll view is in a
    // window; a descendant of a scroll view in a window is in that window.
    if gate.needsFocus, coverage.rule != .notInWindow, let view = focusedView,
      let shown = shownDescendant(view)
    {
      focus = view
      gate.focus = shown ? .shown : .hidden
    }
    var reading: RevealPlan.Reading?
    if gate.skip == nil, let focus { reading = readReveal(of: focus) }
    // The safe area UIKit applies is read once: deriving it is the costliest read here, and
    // the engine's own inset writes do not change it. The indicator's safe area only matters
    // when the keyboard covers something.
    let safeArea = appliedSafeArea
    let indicatorSafeArea: CGFloat? = coverage.covered > 0 ? indicatorSafeAreaBottom : nil
    // Made once, whole: the value is large, and each change of a copy is a copy. The scroll
    // view is loaded once (each use of the unowned reference retains and releases it).
    let scrollView = self.scrollView
    return AvoidancePlan.Measurement(
      coverage: coverage, appliedSafeArea: safeArea,
      indicatorSafeAreaBottom: indicatorSafeArea, offset: scrollView.contentOffset,
      contentHeight: scrollView.contentSize.height, boundsHeight: scrollView.bounds.height,
      gate: gate, reading: reading, floatingKeyboard: floatingKeyboardFrame(coverage),
      keyboardChange: change, drag: drag)
  }

  /// The insets UIKit adds to `contentInset` for the safe area: `adjustedContentInset` less
  /// `contentInset` (an update's measurement and a drag sample read the same fact).
  var appliedSafeArea: Edges {
    let scrollView = self.scrollView
    return Edges(scrollView.adjustedContentInset) - Edges(scrollView.contentInset)
  }

  /// The bottom safe area UIKit adds to the indicator insets: the safe area's bottom when
  /// `automaticallyAdjustsScrollIndicatorInsets` is on, else 0.
  var indicatorSafeAreaBottom: CGFloat {
    let scrollView = self.scrollView
    return scrollView.automaticallyAdjustsScrollIndicatorInsets
      ? scrollView.safeAreaInsets.bottom : 0
  }

  /// The focused view's geometry for its reveal (a nested avoiding scroll view revealing it
  /// first).
  private func readReveal(of focus: UIView) -> RevealPlan.Reading {
    let scrollView = self.scrollView
    let policy = features.focusPolicy
    let padding = policy.padding(for: focus)
    var innerViewport: CGRect?
    if let inner = outermostAvoidingScrollView(holding: focus) {
      inner.keyboardAvoider.handle(.outerRevealing(keyboard))
      // The inner scroll view has done what it can; this one shows the part of the field
      // inside the inner's viewport. The inner's keyboard inset is left out of that viewport:
      // once this view has scrolled, the inner re-measures its overlap, and only the overlap
      // that remains then still hides anything.
      var viewport = inner.bounds.inset(by: inner.adjustedContentInset)
      viewport.size.height += inner.keyboardAvoider.ledger.keyboardContentBottom
      innerViewport = scrollView.convert(viewport, from: inner)
    }
    var caret: CGRect?
    if let textView = focus as? UITextView, let selection = textView.selectedTextRange {
      caret = scrollView.convert(textView.caretRect(for: selection.end), from: textView)
    }
    // A pinned section header or footer covers part of the visible area (PinnedSectionBars).
    let bars = PinnedSectionBarsReader.bars(in: scrollView, for: focus)
    return RevealPlan.Reading(
      boundsSize: scrollView.bounds.size, focus: scrollView.convert(focus.bounds, from: focus),
      caret: caret,
      companions: innerViewport == nil ? policy.companionRectsForReveal(of: focus) : [],
      padding: padding, innerViewport: innerViewport, pinnedHeader: bars.header,
      pinnedFooter: bars.footer)
  }

  /// With `avoidsFloatingKeyboard` on, a keyboard that covers no band (`coverage` undocked)
  /// in this scroll view's coordinates, to move the revealed field out from under.
  private func floatingKeyboardFrame(_ coverage: KeyboardCoverage) -> CGRect? {
    guard coverage.rule == .undocked, features.floatingKeyboard.isEnabled,
      let frame = coverage.frameInScreen, let screen = scrollView.window?.screen
    else { return nil }
    return screen.coordinateSpace.convert(frame, to: scrollView)
  }

  /// How much of the scroll view's height the keyboard lies over as `coverage` measured it,
  /// for the rule that decides whether a keyboard notification may reveal
  /// (``KeyboardRevealRule``): the docked height it covers; or, with
  /// `avoidsFloatingKeyboard` on, a floating keyboard's overlap with the bounds, so that a
  /// floating keyboard that appears or grows over the field reveals it, and one that covers
  /// less never pulls the content.
  func revealOverlap(_ coverage: KeyboardCoverage) -> CGFloat {
    guard coverage.covered == 0, features.floatingKeyboard.isEnabled,
      let frame = coverage.frameInScreen, let screen = scrollView.window?.screen
    else { return coverage.covered }
    switch coverage.rule {
    case .offScreen, .undocked, .docked: break
    case .notAvoiding, .notInWindow, .noKeyboard, .hidden, .givenBack, .otherScreen:
      return coverage.covered
    }
    let converted = screen.coordinateSpace.convert(frame, to: scrollView)
    let overlap = converted.intersection(scrollView.bounds)
    guard !overlap.isNull, overlap.height.isFinite else { return 0 }
    return overlap.height
  }

  /// How much of the scroll view the keyboard `fact` covers while docked, and why; nothing
  /// when it covers nothing here (hidden, floating or undocked, another screen, avoidance
  /// off, no window).
  package func coverage(of fact: KeyboardFact?) -> KeyboardCoverage {
    let isAvoiding = self.isAvoiding
    return coverage(of: fact, isAvoiding: isAvoiding, window: isAvoiding ? scrollView.window : nil)
  }

  /// ``coverage(of:)`` once ``isAvoiding`` and the scroll view's window are read (`window`
  /// is not read when the engine does not avoid; a keyboard notification reads both once for
  /// the facts before and after it).
  func coverage(of fact: KeyboardFact?, isAvoiding: Bool, window: UIWindow?)
    -> KeyboardCoverage
  {
    let isLocal = fact?.isLocal ?? true
    guard isAvoiding else { return KeyboardCoverage(rule: .notAvoiding, isLocal: isLocal) }
    guard let window else {
      return KeyboardCoverage(rule: .notInWindow, isLocal: isLocal)
    }
    // Loaded once: each use of the unowned reference retains and releases it.
    let scrollView = self.scrollView
    guard let fact else { return KeyboardCoverage(rule: .noKeyboard) }
    guard let frame = fact.frameInScreen else {
      return KeyboardCoverage(rule: .hidden, isLocal: isLocal)
    }
    let screen = window.screen
    guard fact.isOn(screen) else {
      return KeyboardCoverage(rule: .otherScreen, frameInScreen: frame, isLocal: isLocal)
    }
    var placement = KeyboardPlacement(keyboardFrame: frame, screenBounds: screen.bounds)
    var atWindowBottom = false
    if placement == .undocked {
      // Only a frame that stops short of the screen's bottom needs the window's frame (one
      // more conversion): in Slide Over it ends at the window's bottom and is still docked.
      let windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
      placement = KeyboardPlacement(
        keyboardFrame: frame, screenBounds: screen.bounds, windowFrame: windowFrame)
      atWindowBottom = true
    }
    switch placement {
    case .offScreen:
      return KeyboardCoverage(rule: .offScreen, frameInScreen: frame, isLocal: isLocal)
    case .undocked:
      return KeyboardCoverage(rule: .undocked, frameInScreen: frame, isLocal: isLocal)
    case .docked:
      let converted = screen.coordinateSpace.convert(frame, to: scrollView)
      let covered = KeyboardOverlap.coveredHeight(
        keyboardFrame: converted, bounds: scrollView.bounds)
      return KeyboardCoverage(
        rule: .docked(atWindowBottom: atWindowBottom), frameInScreen: frame,
        frameInScrollView: converted, covered: covered.isFinite ? covered : 0, isLocal: isLocal)
    }
  }
}
