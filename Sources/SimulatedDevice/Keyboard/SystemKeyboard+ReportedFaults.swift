#if !canImport(UIKit)
  import HeadlessUIKit

  extension SystemKeyboard {
    /// The keyboard appears docked (QuickType bar and the first responder's accessory view
    /// included, ``dockedFrame(quickType:)``) and iOS reports it with `fault` (see
    /// ``ReportedKeyboardFault``, each case with its report). The keyboard on screen, its
    /// ``frame`` and the `keyboardLayoutGuide`s are where it really is; the notifications
    /// say what the report says. `window` is the window whose coordinates
    /// ``ReportedKeyboardFault/endFrameInWindowCoordinates`` uses (the key window when
    /// `nil`).
    public func show(reporting fault: ReportedKeyboardFault, in window: UIWindow? = nil) {
      let actual = dockedFrame()
      let begin = isShown ? frame : hiddenFrame(height: max(actual.height, 1))
      switch fault {
      case .endFrameInWindowCoordinates:
        let origin = windowOrigin(window)
        playReporting(
          .show(
            from: begin.offsetBy(dx: -origin.x, dy: -origin.y),
            to: actual.offsetBy(dx: -origin.x, dy: -origin.y), timing: timing),
          while: actual, isShown: true)
      case .accessoryLeftOutOfFrame:
        // The keys alone, at the screen's bottom: the accessory above them is on screen but
        // not in the frame.
        let keys = dockedFrame(height: max(actual.height - inputAccessoryHeight, 0))
        let keysBegin = isShown ? begin : hiddenFrame(height: max(keys.height, 1))
        playReporting(
          .show(from: keysBegin, to: keys, timing: timing), while: actual, isShown: true)
      case .burst(let heights):
        // Each height is a show of its own, and the keyboard really takes it; a height that
        // is not finite, or negative, counts as 0 (bad input is no crash). Each show comes
        // inside the animation of the one before: Apple forum 813579's four heights came in
        // about 390 ms, three moves about 130 ms apart, each within the 0.25 s the keyboard's
        // animation lasts (``KeyboardNotification/systemDuration``), and the reports log the
        // will-shows only [seen: KeyboardKit #971; IQKeyboardManager #2165]. So only the last
        // show's did-notifications are posted: an animation still in flight is interrupted
        // and its did-notifications dropped, the model's rule for an interrupted animation
        // (``play(_:)``) [choice: no report logs the did-notifications of a burst].
        guard !heights.isEmpty else { return show() }
        let finishesAtOnce = finishesAnimationsAtOnce
        defer { finishesAnimationsAtOnce = finishesAtOnce }
        for (index, height) in heights.enumerated() {
          finishesAnimationsAtOnce = index == heights.count - 1 ? finishesAtOnce : false
          show(dockedFrame(height: height.isFinite ? max(height, 0) : 0))
        }
      case .hideLost, .staleShowAfterHide:
        // The show is as usual; the fault comes with the hide.
        show()
      case .crossFade:
        playReporting(.show(from: begin, to: .zero, timing: timing), while: actual, isShown: true)
      case .layoutGuide(let quirk):
        guideQuirk = quirk
        if quirk == .stuckAtScreenBottom {
          playReporting(
            .show(from: begin, to: actual, timing: timing), while: actual, isShown: true,
            guideAt: hiddenFrame(height: max(actual.height, 1)))
        } else {
          show()
        }
      }
    }

    /// The keyboard goes away and iOS reports it with `fault` (see
    /// ``show(reporting:in:)``). A hidden keyboard posts nothing.
    public func hide(reporting fault: ReportedKeyboardFault, in window: UIWindow? = nil) {
      guard isShown else { return }
      let shown = frame
      let actual = hiddenFrame(height: max(shown.height, 1))
      switch fault {
      case .endFrameInWindowCoordinates:
        let origin = windowOrigin(window)
        playReporting(
          .hide(
            from: shown.offsetBy(dx: -origin.x, dy: -origin.y),
            to: actual.offsetBy(dx: -origin.x, dy: -origin.y), timing: timing, isLocal: isLocal),
          while: actual, isShown: false)
      case .hideLost:
        // The keyboard goes inside its animation, with the guides, and nothing is posted.
        let screen = screen
        let curve = UInt(clamping: max(timing.curve, 0)) & 0xF
        UIView.animate(
          withDuration: timing.duration, delay: 0,
          options: UIView.AnimationOptions(rawValue: curve << 16)
        ) {
          screen.simulatedKeyboardFrame = actual
          screen.layOutKeyboardLayoutGuides()
          self.placeInputAccessory(onKeyboardAt: actual)
        }
        frame = actual
        isShown = false
      case .staleShowAfterHide:
        hide()
        // The show's notifications once more, after the hide's: the keyboard stays gone.
        playReporting(
          .show(from: actual, to: shown, timing: timing, isLocal: isLocal), while: actual,
          isShown: false)
      case .crossFade:
        let bounds = screen.bounds
        let reported = CGRect(
          x: 0, y: bounds.height, width: bounds.width, height: Self.crossFadeHideHeight)
        playReporting(
          .hide(from: shown, to: reported, timing: timing, isLocal: isLocal), while: actual,
          isShown: false)
      case .layoutGuide:
        // The guide follows the keyboard again as it goes [choice: the report says nothing
        // of the hide].
        screen.simulatedKeyboardLayoutGuideFrame = nil
        hide()
      case .accessoryLeftOutOfFrame, .burst:
        hide()
      }
    }

    /// The height of the cross-fade hide's end frame: 71 pt [seen: RxSwiftCommunity/
    /// RxKeyboard PR #107, "(0.0, 812.0, 375.0, 71.0)" on a 375 × 812 screen].
    nonisolated public static let crossFadeHideHeight: CGFloat = 71

    /// Posts `sequence` as ``play(_:)`` does while the keyboard really goes to `actual`:
    /// the guides see `actual` (or `guideAt`, a guide fault) throughout, so that a
    /// will-notification's observer finds them where the keyboard is, and afterwards the
    /// keyboard's ``frame`` and ``isShown`` are the real ones.
    private func playReporting(
      _ sequence: KeyboardSequence, while actual: CGRect, isShown shown: Bool,
      guideAt guide: CGRect? = nil
    ) {
      screen.simulatedKeyboardLayoutGuideFrame = guide ?? actual
      actualFrameWhileReporting = actual
      play(sequence)
      actualFrameWhileReporting = nil
      screen.simulatedKeyboardFrame = actual
      screen.simulatedKeyboardLayoutGuideFrame = guide
      frame = actual
      isShown = shown
    }

    /// The origin on screen of `window`, or of the key window; zero without one or with a
    /// non-finite frame.
    private func windowOrigin(_ window: UIWindow?) -> CGPoint {
      guard let origin = (window ?? screen.keyWindow)?.frame.origin,
        origin.x.isFinite, origin.y.isFinite
      else { return .zero }
      return origin
    }
  }
#endif
