#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import TestSupport

  /// What the oracle expects of the offset after an event.
  enum FuzzOffsetRule: Equatable {
    /// Nothing may change at all (ignored notifications, focus elsewhere, hierarchy edits).
    case unchanged
    /// No scrolling; only the clamp after the keyboard's inset shrank.
    case noScroll
    /// The focused view (or caret) plus padding must be visible when it fits.
    case reveal
    /// UIKit's own scroll on focus, which the component performs as asked when it does not
    /// reveal the field itself (avoidance off, another app's keyboard; a hidden field's is
    /// dropped since issue 21): the
    /// editor's whole frame, without padding, visible when it fits (HeadlessUIKit's
    /// UIScrollView+FocusScroll.swift). Before UIKit's scroll was modelled, such a focus
    /// change had to leave the offset alone; now UIKit moves it, so that is what is right.
    case shownByUIKit
    /// A reveal the keyboard-settling rule may hold: the focused view visible (revealed at
    /// once), or no scrolling (held until the animation ends). The fuzzer has no clock and
    /// posts no did-notifications, so it cannot tell whether the earlier animation is still
    /// in flight when the component reads the time; either is right.
    case revealOrHeld
    /// The app set this offset.
    case appOffset(CGPoint)
    /// The event may scroll (an app inset or content change, a layout pass).
    case free
  }

  /// A random scene for the fuzzer (its own screen, a window, a write-counting avoiding
  /// scroll view with text fields, a nested field, a text view, and a field outside the
  /// scroll view), plus the oracle's facts: the last keyboard this scroll view was told
  /// about, the app's own insets and whether avoidance is enabled.
  @MainActor
  final class FuzzScene {
    let screen: UIScreen
    let otherScreen: UIScreen
    let notAScreen = NSObject()
    var margins: UIEdgeInsets
    let window: UIWindow
    let scrollView: WriteCountingScrollView
    let container: UIView
    /// Editable views inside the scroll view; the last is the text view.
    let editors: [UIView]
    let homes: [UIView]
    let textView: UITextView
    let outside: UITextField
    let padding: CGFloat

    /// The last keyboard fact: `frame` is `nil` when the last notification said that no
    /// keyboard covers anything (a will-hide, an empty frame).
    var keyboard: (frame: CGRect?, isLocal: Bool)?
    /// The last fact reported on this scene's screen, in or out of the window: what a scroll
    /// view entering the window takes at once (issue 16, late joiners: the component's
    /// process-wide tracker keeps one per screen named by the notification).
    var screenKeyboard: (frame: CGRect?, isLocal: Bool)?
    var appContent: UIEdgeInsets
    var appIndicator: UIEdgeInsets
    var enabled = true
    /// The rest of a storm under way (``randomKeyboardTruthStorm(_:)``), generated first.
    var pendingStorm: [FuzzEvent] = []
    /// The keyboard-settling rule's facts, as the rule states them: a will-show is part of
    /// the animation that may still be in flight (since the last will-hide; no did-notification
    /// is ever posted here), and the last frame it was told.
    var appearing = false
    var appearingFrame: CGRect?
    /// A reveal may have been held; its animation's end (a timer of the component's) may
    /// then make it during any later turn of the main queue.
    var mayHoldReveal = false

    init(seed: UInt64) {
      var rng = SeededGenerator(seed: seed)
      let (size, margins) = Self.randomScreen(&rng)
      self.margins = margins
      screen = UIScreen(bounds: CGRect(origin: .zero, size: size), safeAreaInsets: margins)
      otherScreen = UIScreen(bounds: CGRect(origin: .zero, size: size), safeAreaInsets: margins)
      let (windowFrame, scrollFrame) = Self.randomFrames(&rng, screen: size)
      window = UIWindow(frame: windowFrame)
      window.screen = screen
      window.makeKeyAndVisible()
      outside = UITextField(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
      window.addSubview(outside)
      scrollView = WriteCountingScrollView(frame: scrollFrame)
      let behaviors: [UIScrollView.ContentInsetAdjustmentBehavior] = [
        .automatic, .automatic, .scrollableAxes, .always, .never,
      ]
      scrollView.contentInsetAdjustmentBehavior = rng.pick(behaviors)
      scrollView.alwaysBounceVertical = rng.chance(0.2)
      scrollView.automaticallyAdjustsScrollIndicatorInsets = rng.chance(0.85)
      padding = rng.pick([16, 16, 0, 8, 24] as [CGFloat])
      scrollView.keyboardPadding = padding
      let width = scrollFrame.width
      let contentHeight = rng.grid(scrollFrame.height * 0.5...scrollFrame.height * 3)
      scrollView.contentSize = CGSize(width: width, height: contentHeight)
      appContent = rng.chance(0.5) ? .zero : Self.randomInsets(&rng)
      appIndicator = rng.chance(0.6) ? .zero : Self.randomInsets(&rng)
      scrollView.contentInset = appContent
      scrollView.verticalScrollIndicatorInsets = appIndicator
      var editors: [UIView] = []
      var homes: [UIView] = []
      let fieldWidth = max(40, width - 32)
      for _ in 0..<5 {
        let height = rng.grid(30...50)
        let field = UITextField(
          frame: CGRect(
            x: 16, y: rng.grid(0...max(0, contentHeight - height)), width: fieldWidth,
            height: height))
        scrollView.addSubview(field)
        editors.append(field)
        homes.append(scrollView)
      }
      container = UIView(
        frame: CGRect(
          x: 0, y: rng.grid(0...max(0, contentHeight - 120)), width: width, height: 120))
      scrollView.addSubview(container)
      let nested = UITextField(frame: CGRect(x: 16, y: 40, width: fieldWidth, height: 40))
      container.addSubview(nested)
      editors.append(nested)
      homes.append(container)
      let tall = rng.chance(0.4)
      let textHeight = tall ? rng.grid(scrollFrame.height...scrollFrame.height * 1.5) : 100
      textView = UITextView(
        frame: CGRect(
          x: 16, y: rng.grid(0...max(0, contentHeight - textHeight)), width: fieldWidth,
          height: textHeight))
      textView.text = "hello"
      scrollView.addSubview(textView)
      editors.append(textView)
      homes.append(scrollView)
      self.editors = editors
      self.homes = homes
      window.addSubview(scrollView)
      window.layoutIfNeeded()
    }

    // MARK: Generation helpers

    static func randomScreen(_ rng: inout SeededGenerator) -> (CGSize, UIEdgeInsets) {
      if rng.chance(0.7) {
        let device = rng.pick(PropertyCase.devices)
        return (device.1, device.2)
      }
      let size = CGSize(width: rng.grid(300...1400, step: 2), height: rng.grid(300...1400, step: 2))
      let margins = UIEdgeInsets(
        top: rng.chance(0.5) ? rng.grid(0...60) : 0, left: rng.chance(0.2) ? rng.grid(0...60) : 0,
        bottom: rng.chance(0.5) ? rng.grid(0...40) : 0,
        right: rng.chance(0.2) ? rng.grid(0...60) : 0)
      return (size, margins)
    }

    static func randomFrames(_ rng: inout SeededGenerator, screen size: CGSize) -> (CGRect, CGRect)
    {
      var window = CGRect(origin: .zero, size: size)
      if rng.chance(0.4) {
        let width = rng.grid(size.width * 0.4...size.width)
        let height = rng.grid(size.height * 0.4...size.height)
        window = CGRect(
          x: rng.grid(0...(size.width - width)),
          y: rng.chance(0.4) ? size.height - height : rng.grid(0...(size.height - height)),
          width: width, height: height)
      }
      var scroll = CGRect(origin: .zero, size: window.size)
      if rng.chance(0.5) {
        let width = rng.grid(window.width * 0.6...window.width)
        let height = rng.grid(window.height * 0.3...window.height)
        scroll = CGRect(
          x: rng.grid(0...(window.width - width)), y: rng.grid(0...(window.height - height)),
          width: width, height: height)
      }
      return (window, scroll)
    }

    static func randomInsets(_ rng: inout SeededGenerator) -> UIEdgeInsets {
      UIEdgeInsets(
        top: rng.grid(0...60), left: rng.chance(0.2) ? rng.grid(0...20) : 0,
        bottom: rng.grid(0...60), right: rng.chance(0.2) ? rng.grid(0...20) : 0)
    }

    // MARK: Oracle

    var inWindow: Bool {
      scrollView.window === window
    }

    var scrollInScreen: CGRect {
      CGRect(
        x: window.frame.minX + scrollView.frame.minX, y: window.frame.minY + scrollView.frame.minY,
        width: scrollView.frame.width, height: scrollView.frame.height)
    }

    var appliedSafeArea: UIEdgeInsets {
      guard inWindow else { return .zero }
      let safe = FuzzExpectation.safeArea(
        of: scrollInScreen, screen: screen.bounds, margins: margins)
      return FuzzExpectation.appliedSafeArea(
        safe, behavior: scrollView.contentInsetAdjustmentBehavior,
        contentSize: scrollView.contentSize, boundsSize: scrollView.bounds.size,
        alwaysBounceVertical: scrollView.alwaysBounceVertical)
    }

    /// What the keyboard adds at the bottom of the content and indicator insets now.
    var expectedAdded: (content: CGFloat, indicator: CGFloat) {
      guard enabled, inWindow, let keyboard else { return (0, 0) }
      let covered = coveredHeight(keyboard.frame)
      let safe = FuzzExpectation.safeArea(
        of: scrollInScreen, screen: screen.bounds, margins: margins)
      let indicatorSafe = scrollView.automaticallyAdjustsScrollIndicatorInsets ? safe.bottom : 0
      return (max(0, covered - appliedSafeArea.bottom), max(0, covered - indicatorSafe))
    }

    /// The height of the scroll view a keyboard frame covers (docked against the screen or
    /// the window); 0 when avoidance is off or the scroll view is not in its window.
    func coveredHeight(_ frame: CGRect?) -> CGFloat {
      guard enabled, inWindow else { return 0 }
      return FuzzExpectation.coveredHeight(
        keyboard: frame, screen: screen.bounds, window: window.frame, scroll: scrollInScreen)
    }

    var expectedAdjusted: UIEdgeInsets {
      let safe = appliedSafeArea
      let added = expectedAdded.content
      return UIEdgeInsets(
        top: appContent.top + safe.top, left: appContent.left + safe.left,
        bottom: appContent.bottom + safe.bottom + added, right: appContent.right + safe.right)
    }

    var validYRange: ClosedRange<CGFloat> {
      let a = expectedAdjusted
      return FuzzExpectation.validRange(
        content: scrollView.contentSize.height, bounds: scrollView.bounds.height, leading: a.top,
        trailing: a.bottom)
    }

    var validXRange: ClosedRange<CGFloat> {
      let a = expectedAdjusted
      return FuzzExpectation.validRange(
        content: scrollView.contentSize.width, bounds: scrollView.bounds.width, leading: a.left,
        trailing: a.right)
    }

    /// The editor that is first responder, if it is inside the scroll view.
    var focusedEditor: UIView? {
      editors.first { $0.isFirstResponder && $0.isDescendant(of: scrollView) }
    }

    func isShown(_ view: UIView) -> Bool {
      var current: UIView? = view
      while let candidate = current, candidate !== scrollView {
        if candidate.isHidden { return false }
        current = candidate.superview
      }
      return current === scrollView
    }

    /// Whether the component must bring the focused editor into view now.
    var mustReveal: Bool {
      guard inWindow, enabled, keyboard?.isLocal ?? true, let focus = focusedEditor else {
        return false
      }
      return isShown(focus)
    }

    /// The rect to show for `view` in content coordinates: the view, or for a text view too
    /// tall to show with its padding, its caret (unless `whole`: UIKit asks for the frame).
    func focusRect(_ view: UIView, visibleHeight: CGFloat, whole wantsWhole: Bool = false)
      -> CGRect
    {
      var origin = view.frame.origin
      if view.superview === container {
        origin.x += container.frame.minX
        origin.y += container.frame.minY
      }
      let whole = CGRect(origin: origin, size: view.frame.size)
      guard !wantsWhole, view === textView, whole.height + 2 * padding > visibleHeight,
        let selection = textView.selectedTextRange
      else { return whole }
      let caret = textView.caretRect(for: selection.end)
      return CGRect(
        x: origin.x + caret.minX - textView.contentOffset.x,
        y: origin.y + caret.minY - textView.contentOffset.y, width: caret.width,
        height: caret.height)
    }

    var state: String {
      """
      contentInset \(scrollView.contentInset) indicators \(scrollView.verticalScrollIndicatorInsets) \
      offset \(scrollView.contentOffset) bounds \(scrollView.bounds) contentSize \(scrollView.contentSize) \
      app \(appContent)/\(appIndicator) keyboard \(keyboard.map { "\($0.frame.map { "\($0)" } ?? "hidden") local \($0.isLocal)" } ?? "none") \
      screen \(screen.bounds) margins \(margins) window \(window.frame) scroll \(scrollView.frame) \
      inWindow \(inWindow) enabled \(enabled)
      """
    }

    // MARK: Applying events

    func apply(_ event: FuzzEvent) async -> FuzzOffsetRule {
      switch event {
      case .keyboard(let name, let objectKind, let info):
        let object: Any? =
          switch objectKind {
          case .ownScreen: screen
          case .none: nil
          case .otherScreen: otherScreen
          case .notAScreen: notAScreen
          }
        NotificationCenter.default.post(
          name: name.name, object: object, userInfo: info?.userInfo(for: name))
        let forUs = objectKind == .ownScreen || objectKind == .none
        guard forUs, let accepted = info?.accepted,
          let fact = FuzzExpectation.keyboardFact(after: name, frame: accepted.frame)
        else { return .unchanged }
        if objectKind == .ownScreen { screenKeyboard = (fact, accepted.isLocal) }
        guard inWindow else { return .unchanged }
        // Issue 16: reveal only when the keyboard comes to cover more of the scroll view (or
        // becomes this app's); a hide or a shrink only clamps.
        let wasLocal = keyboard?.isLocal ?? true
        let coveredBefore = wasLocal ? coveredHeight(keyboard?.frame ?? nil) : 0
        keyboard = (fact, accepted.isLocal)
        let grows = coveredHeight(fact) > coveredBefore
        // Issue 37's settling rule: a will-notification with another frame, inside the
        // animation of a keyboard appearing (a will-show since the last will-hide, no
        // did-notification since), holds the reveal; a will-hide ends the appearing.
        let inAppearing = appearing && fact != appearingFrame
        switch name {
        case .willHide: appearing = false
        case .willShow: appearing = true
        case .willChangeFrame: break
        }
        appearingFrame = fact
        if name == .willHide { mayHoldReveal = false }
        guard mustReveal && grows else { return .noScroll }
        guard inAppearing else { return .reveal }
        mayHoldReveal = true
        return .revealOrHeld
      case .focus(let index):
        let view = editors[index]
        let was = view.isFirstResponder
        view.becomeFirstResponder()
        guard !was, view.isFirstResponder else { return .unchanged }
        // Issue 21: the component has taken over UIKit's own scroll on focus, so its rules
        // decide; it never scrolls to a hidden field, so UIKit's request for one is dropped.
        if inWindow, enabled, let focus = focusedEditor, !isShown(focus) { return .noScroll }
        return mustReveal ? .reveal : .shownByUIKit
      case .focusOutside:
        outside.becomeFirstResponder()
        return .unchanged
      case .resign:
        for view in editors + [outside] where view.isFirstResponder {
          view.resignFirstResponder()
        }
        return .unchanged
      case .setContentInset(let insets, let topOnly):
        if topOnly {
          scrollView.contentInset.top = insets.top
          appContent.top = insets.top
        } else {
          let current = scrollView.contentInset
          scrollView.contentInset = insets
          let bottom = appContent.bottom
          appContent = insets
          if insets.bottom == current.bottom { appContent.bottom = bottom }
        }
        return .free
      case .setIndicatorInsets(let insets):
        let current = scrollView.verticalScrollIndicatorInsets
        scrollView.verticalScrollIndicatorInsets = insets
        let bottom = appIndicator.bottom
        appIndicator = insets
        if insets.bottom == current.bottom { appIndicator.bottom = bottom }
        return .free
      case .setContentOffset(let point):
        scrollView.contentOffset = point
        return .appOffset(point)
      case .setContentSize(let size):
        scrollView.contentSize = size
        return .free
      case .resize(let screenSize, let newMargins, let windowFrame, var scrollFrame):
        let oldSize = scrollView.bounds.size
        let repeated =
          screenSize == screen.bounds.size && newMargins == margins
          && windowFrame == window.frame && scrollFrame == scrollView.frame
        // A resize changes the scroll view's size: a pure move of the scroll view or its
        // window is not an event the component hears of (see the reliability notes). A
        // repetition of the same resize stays a no-op.
        if !repeated, scrollFrame.size == oldSize {
          scrollFrame.size.height = max(40, oldSize.height - 2)
          if scrollFrame.size == oldSize { scrollFrame.size.height = oldSize.height + 2 }
        }
        screen.setBounds(CGRect(origin: .zero, size: screenSize), safeAreaInsets: newMargins)
        margins = newMargins
        window.frame = windowFrame
        scrollView.frame = scrollFrame
        window.layoutIfNeeded()
        if repeated { return .unchanged }
        return inWindow && scrollView.bounds.size != oldSize && mustReveal ? .reveal : .free
      case .removeEditor(let index):
        editors[index].removeFromSuperview()
        return .unchanged
      case .restoreEditor(let index):
        if editors[index].superview == nil { homes[index].addSubview(editors[index]) }
        return .unchanged
      case .setHidden(let index, let hidden):
        editors[index].isHidden = hidden
        return .unchanged
      case .removeScrollView:
        let was = inWindow
        scrollView.removeFromSuperview()
        if was { keyboard = nil }
        return .noScroll
      case .restoreScrollView:
        guard !inWindow else { return .unchanged }
        window.addSubview(scrollView)
        // A late joiner takes the screen's last keyboard at once; it reveals as a keyboard
        // that appears does (when it covers anything and a focused editor is inside).
        keyboard = screenKeyboard
        let covered = coveredHeight(screenKeyboard?.frame ?? nil)
        return mustReveal && covered > 0 ? .reveal : .noScroll
      case .layout:
        window.layoutIfNeeded()
        return .free
      case .type(let text):
        let focused = textView.isFirstResponder
        textView.insertText(text)
        await fuzzMainQueueTurn()
        if focused && mustReveal { return .reveal }
        // A held reveal may be made during this turn, when its animation's time is up.
        return mayHoldReveal ? .free : .unchanged
      case .setEnabled(let value):
        let was = enabled
        scrollView.isKeyboardAvoidanceEnabled = value
        enabled = value
        if value == was { return .unchanged }
        return value && mustReveal ? .reveal : .noScroll
      }
    }

    /// The display pass UIKit runs at the end of every turn of the run loop (the model runs
    /// pending layout only when asked): without it, a scroll view resized while out of its
    /// window and re-added would never be laid out before the next event.
    func displayPass() {
      window.layoutIfNeeded()
    }

    // MARK: Generating events

    func randomEvent(_ rng: inout SeededGenerator) -> FuzzEvent {
      if !pendingStorm.isEmpty { return pendingStorm.removeFirst() }
      let roll = rng.int(below: 1000)
      switch roll {
      case 0..<380:
        if rng.chance(0.25) {
          pendingStorm = randomKeyboardTruthStorm(&rng)
          return pendingStorm.removeFirst()
        }
        return randomKeyboardEvent(&rng)
      case 380..<480:
        return .focus(rng.chance(0.25) ? editors.count - 1 : rng.int(below: editors.count))
      case 480..<510:
        return .focusOutside
      case 510..<540:
        return .resign
      case 540..<580:
        return .setContentInset(Self.randomInsets(&rng), topOnly: rng.chance(0.4))
      case 580..<610:
        return .setIndicatorInsets(Self.randomInsets(&rng))
      case 610..<660:
        return .setContentOffset(CGPoint(x: rng.grid(validXRange), y: rng.grid(validYRange)))
      case 660..<690:
        let height = scrollView.bounds.height
        let width = rng.chance(0.9) ? scrollView.bounds.width : scrollView.bounds.width * 2
        return .setContentSize(CGSize(width: width, height: rng.grid(height * 0.3...height * 3)))
      case 690..<730:
        return randomResize(&rng)
      case 730..<750:
        return .removeEditor(rng.int(below: editors.count))
      case 750..<780:
        return .restoreEditor(rng.int(below: editors.count))
      case 780..<800:
        return .setHidden(rng.int(below: editors.count), rng.chance(0.4))
      case 800..<815:
        return .removeScrollView
      case 815..<840:
        return .restoreScrollView
      case 840..<890:
        return .layout
      case 890..<990:
        guard textView.isFirstResponder else { return .focus(editors.count - 1) }
        return .type(rng.pick(["a", "\n", "hello\n", "\n\n\n", "xyz"]))
      default:
        return .setEnabled(!enabled)
      }
    }

    func randomResize(_ rng: inout SeededGenerator) -> FuzzEvent {
      var size = screen.bounds.size
      var newMargins = margins
      switch rng.int(below: 3) {
      case 0:
        size = CGSize(width: size.height, height: size.width)
        newMargins = UIEdgeInsets(
          top: margins.right, left: margins.top, bottom: rng.chance(0.5) ? margins.bottom : 21,
          right: margins.top)
      case 1:
        break
      default:
        (size, newMargins) = Self.randomScreen(&rng)
      }
      let (windowFrame, scrollFrame) = Self.randomFrames(&rng, screen: size)
      return .resize(screen: size, margins: newMargins, window: windowFrame, scroll: scrollFrame)
    }

    func randomKeyboardEvent(_ rng: inout SeededGenerator) -> FuzzEvent {
      let name = rng.pick(FuzzKeyboardName.allCases)
      let objectRoll = rng.int(below: 100)
      let object: FuzzObject =
        objectRoll < 70
        ? .ownScreen : objectRoll < 85 ? .none : objectRoll < 93 ? .otherScreen : .notAScreen
      guard rng.int(below: 100) >= 4 else { return .keyboard(name, object, nil) }
      let size = screen.bounds.size
      var end: FuzzFrameEntry
      if rng.chance(0.85) {
        end = .rect(PropertyCase.randomKeyboard(&rng, screen: size).1)
      } else {
        let base = PropertyCase.randomKeyboard(&rng, screen: size).1
        switch rng.int(below: 10) {
        case 0: end = .rect(CGRect(x: 0, y: CGFloat.nan, width: size.width, height: 300))
        case 1: end = .rect(CGRect(x: 0, y: base.minY, width: .infinity, height: base.height))
        case 2: end = .rect(CGRect(x: -CGFloat.infinity, y: base.minY, width: 10, height: 300))
        case 3: end = .rect(CGRect(x: 0, y: base.minY, width: size.width, height: 1e9))
        case 4: end = .rect(CGRect(x: 0, y: -1e9, width: size.width, height: 300))
        case 5: end = .rect(CGRect(x: 0, y: base.minY, width: -size.width, height: 300))
        case 6: end = .rect(CGRect(x: 0, y: size.height, width: size.width, height: -300))
        case 7: end = .missing
        case 8: end = rng.pick([.string, .number, .point])
        default: end = .rect(CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan))
        }
      }
      let beginRoll = rng.int(below: 100)
      let begin: FuzzFrameEntry =
        beginRoll < 60
        ? .rect(CGRect(x: 0, y: size.height, width: size.width, height: 300))
        : beginRoll < 80
          ? .missing
          : beginRoll < 90
            ? .rect(.zero)
            : beginRoll < 95 ? .rect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) : .string
      let durationRoll = rng.int(below: 100)
      let duration: FuzzNumberEntry =
        durationRoll < 70
        ? .number(0.25)
        : durationRoll < 80
          ? .number(0)
          : durationRoll < 90
            ? .missing
            : durationRoll < 94 ? .string : durationRoll < 97 ? .number(-1) : .number(.nan)
      let curveRoll = rng.int(below: 100)
      let curve: FuzzNumberEntry =
        curveRoll < 75
        ? .number(7) : curveRoll < 85 ? .number(0) : curveRoll < 95 ? .missing : .string
      let localRoll = rng.int(below: 100)
      let isLocal: FuzzFlagEntry =
        localRoll < 80
        ? .flag(true) : localRoll < 90 ? .flag(false) : localRoll < 97 ? .missing : .string
      return .keyboard(
        name, object,
        FuzzUserInfo(end: end, begin: begin, duration: duration, curve: curve, isLocal: isLocal))
    }
  }
#endif
