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
    guard let fact else { return KeyboardCoverage(rule: .noKeyboard) }
    let screen = window.screen
    guard var frame = fact.frameInScreen else {
      // An empty show frame is checked against the window's guide (KeyboardFact).
      if let empty = fact.emptyShowFrame, fact.isOn(screen),
        let guided = guidedKeyboardFrame(for: fact, window: window, screen: screen)
      {
        return docked(
          guided, fact: fact, screen: screen, source: .keyboardLayoutGuide,
          reported: empty)
      }
      return KeyboardCoverage(rule: .hidden, isLocal: isLocal)
    }
    guard fact.isOn(screen) else {
      return KeyboardCoverage(rule: .otherScreen, frameInScreen: frame, isLocal: isLocal)
    }
    var source = KeyboardFrameSource.notificationFrame
    var reported: CGRect?
    var placement = KeyboardPlacement(keyboardFrame: frame, screenBounds: screen.bounds)
    var atWindowBottom = false
    var windowFrame: CGRect?
    if placement == .undocked {
      // Only a frame that stops short of the screen's bottom needs the window's frame (one
      // more conversion): in Slide Over it ends at the window's bottom and is still docked.
      let inScreen = window.convert(window.bounds, to: screen.coordinateSpace)
      windowFrame = inScreen
      placement = KeyboardPlacement(
        keyboardFrame: frame, screenBounds: screen.bounds, windowFrame: inScreen)
      atWindowBottom = true
    }
    // The check of the frame's shape (KeyboardFrameCheck): arithmetic on a frame that spans
    // the screen (in the screen's coordinates whatever it is); the window's frame and a
    // second reading only when it does not.
    if placement != .offScreen, !Self.spansScreen(frame, screen.bounds) {
      let inScreen = windowFrame ?? window.convert(window.bounds, to: screen.coordinateSpace)
      let windowReading = window.convert(frame, to: screen.coordinateSpace)
      if KeyboardFrameCheck.readsInWindowCoordinates(
        screenReading: frame, windowReading: windowReading, screenBounds: screen.bounds,
        windowFrame: inScreen)
      {
        // Read so, it is the screen's docked keyboard (the check's condition).
        reported = frame
        frame = windowReading
        source = .windowCoordinates
        placement = .docked
        atWindowBottom = false
      }
    }
    switch placement {
    case .offScreen:
      return KeyboardCoverage(rule: .offScreen, frameInScreen: frame, isLocal: isLocal)
    case .undocked:
      return KeyboardCoverage(rule: .undocked, frameInScreen: frame, isLocal: isLocal)
    case .docked:
      var coverage = docked(
        frame, fact: fact, screen: screen, source: source, reported: reported)
      coverage.rule = .docked(atWindowBottom: atWindowBottom)
      return coverage
    }
  }

  /// The coverage of a docked keyboard at `frame` (screen coordinates), taken from `source`.
  private func docked(
    _ frame: CGRect, fact: KeyboardFact, screen: UIScreen, source: KeyboardFrameSource,
    reported: CGRect?
  ) -> KeyboardCoverage {
    var frame = frame
    var added: CGFloat = 0
    // One accessory read: the focused field's accessory, where it is on screen.
    if let onKeys = accessoryFrame(on: screen),
      let extended = KeyboardFrameCheck.frame(frame, withAccessoryAt: onKeys)
    {
      added = extended.height - frame.height
      frame = extended
    }
    let scrollView = self.scrollView
    let converted = screen.coordinateSpace.convert(frame, to: scrollView)
    let covered = KeyboardOverlap.coveredHeight(
      keyboardFrame: converted, bounds: scrollView.bounds)
    var coverage = KeyboardCoverage(
      rule: .docked(atWindowBottom: false), frameInScreen: frame,
      frameInScrollView: converted, covered: covered.isFinite ? covered : 0,
      isLocal: fact.isLocal)
    coverage.source = source
    coverage.reportedFrame = reported ?? (added > 0 ? fact.frameInScreen : nil)
    coverage.accessoryAdded = added
    return coverage
  }

  /// The focused view's input accessory view on `screen`, in its coordinates, when it is
  /// shown there: in a window on that screen (iOS hosts it in the keyboard's own window,
  /// SimulatedDevice's SystemKeyboard+AccessoryHost.swift cites the observations), and not
  /// hidden. [doc] UIResponder.h declares `inputAccessoryView` on every responder, read-only.
  private func accessoryFrame(on screen: UIScreen) -> CGRect? {
    guard let accessory = focusedView?.inputAccessoryView, !accessory.isHidden,
      let window = accessory.window, !window.isHidden, window.screen === screen
    else { return nil }
    return accessory.convert(accessory.bounds, to: screen.coordinateSpace)
  }

  /// Whether `frame` spans the screen's width (a docked keyboard's, and the check that costs
  /// no UIKit read).
  private static func spansScreen(_ frame: CGRect, _ bounds: CGRect) -> Bool {
    let tolerance = KeyboardPlacement.bottomTolerance
    return frame.minX <= bounds.minX + tolerance && frame.maxX >= bounds.maxX - tolerance
  }

  /// The docked keyboard the window's guide gave for `fact`, an empty show frame: read once,
  /// when the fact is first measured (at its own notification, when the guide stands where
  /// that notification's keyboard goes, or when the scroll view enters a window), then kept
  /// for the fact. [choice] Read again as the fact "before" a later notification, the guide
  /// would already follow the later keyboard, and the reveal rule would compare that keyboard
  /// with itself.
  private func guidedKeyboardFrame(for fact: KeyboardFact, window: UIWindow, screen: UIScreen)
    -> CGRect?
  {
    if let guided = guidedKeyboard, guided.serial == fact.serial { return guided.frame }
    let frame = keyboardFrameFromGuide(of: window, on: screen)
    guidedKeyboard = (fact.serial, frame)
    return frame
  }

  /// The identifier of the constraint that makes a window's keyboard layout guide track.
  static let guideTrackingIdentifier = "AvoidingScrollView.windowKeyboardGuideTracking"

  /// Makes `guide`, the keyboard layout guide of `window`, track the keyboard, once per
  /// window (the frame check and the give-back rule read it): a guide tracks only when a constraint uses it (KeyboardDragTracking cites
  /// WWDC18 220 and WWDC15 219), so a constraint that holds for every frame (its height at
  /// least 0) is activated on it, with no view of the app involved. [choice] It is made at
  /// the first failed check, not before: an app whose frames pass never pays for a tracked
  /// guide; it stays, so that later reads find the guide laid out with the keyboard.
  @available(iOS 15.0, *)
  static func trackGuide(_ guide: UIKeyboardLayoutGuide, of window: UIWindow) {
    guard
      !window.constraints.contains(where: { $0.identifier == guideTrackingIdentifier })
    else { return }
    let tracking = guide.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
    tracking.identifier = guideTrackingIdentifier
    tracking.isActive = true
  }

  /// The docked keyboard the keyboard layout guide of `window` (a view that does not scroll)
  /// follows, in screen coordinates; `nil` when it follows none. Read only when a show's
  /// frame failed its check: [doc] UIView.h documents the guide's `layoutFrame` in its owning
  /// view's coordinates, so the window's converts to the screen as any of its rects.
  private func keyboardFrameFromGuide(of window: UIWindow, on screen: UIScreen) -> CGRect? {
    // Before iOS 15 there is no guide: the empty frame is read as before.
    guard #available(iOS 15.0, *) else { return nil }
    let space = screen.coordinateSpace
    let keyboardGuide = window.keyboardLayoutGuide
    Self.trackGuide(keyboardGuide, of: window)
    let guide = window.convert(keyboardGuide.layoutFrame, to: space)
    return KeyboardFrameCheck.keyboardFrame(
      guideInScreen: guide, windowFrame: window.convert(window.bounds, to: space),
      safeAreaBottom: window.safeAreaInsets.bottom, screenBounds: screen.bounds)
  }
}
