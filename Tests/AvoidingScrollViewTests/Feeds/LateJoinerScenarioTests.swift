#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 16, item 5 (scenarios.md K11): a scroll view that enters a window while the
  /// keyboard is already up insets at once, from the last keyboard reported on its screen,
  /// without waiting for the next notification.
  ///
  /// The first screen's form makes the module "used" before any keyboard appears (the
  /// process-wide tracker starts with the first avoiding scroll view). Forms follow
  /// FormScene's layout: field `i` spans 16 + 60 i … 60 + 60 i, padded 60 i … 76 + 60 i;
  /// content 1216, taller than both screens, so the iPhone 15's 34 pt home-indicator inset is
  /// applied and the keyboard adds 336 − 34 = 302 there, 253 on the iPhone SE.
  @MainActor
  @Suite struct LateJoinerScenarioTests {
    struct Case: CustomStringConvertible, Sendable {
      var device: Device
      /// The added inset of a docked keyboard: 253, 302.
      var added: CGFloat
      /// The offset that reveals field 10 (padded 600 … 676) above the keyboard: 676 − 315
      /// = 361 (SE, top 315, no safe area); 676 − 516 = 160 (iPhone 15, top 516; at offset 0
      /// the visible part is 59 … 516).
      var revealOffset: CGFloat
      var description: String { device.name }
    }

    nonisolated static let cases: [Case] = [
      Case(device: .iPhoneSE, added: 253, revealOffset: 361),
      Case(device: .iPhone15, added: 302, revealOffset: 160),
    ]

    /// A pushed screen: the first form has the keyboard up; a second form is added to the
    /// window on top of it and insets at once; focusing its field reveals it.
    @Test(arguments: cases)
    func k11PushedScreenInsetsAtOnce(c: Case) {
      let first = FormScene(device: c.device)
      #expect(first.fields[0].becomeFirstResponder())
      first.keyboard.show()
      #expect(first.scrollView.contentInset.bottom == c.added)

      let pushed = EditingStage.pushForm(on: first.window)
      first.window.layoutIfNeeded()
      #expect(pushed.scrollView.contentInset.bottom == c.added)
      #expect(pushed.scrollView.verticalScrollIndicatorInsets.bottom == c.added)
      // Nothing focused in it yet: no scrolling.
      #expect(pushed.scrollView.contentOffset.y == 0)

      // Its field becomes first responder with no keyboard notification (the keyboard stays
      // up): revealed above the keyboard.
      #expect(pushed.fields[10].becomeFirstResponder())
      #expect(pushed.scrollView.contentOffset.y == c.revealOffset)
    }

    /// A keyboard that was hidden before the scroll view joins gives it nothing.
    @Test(arguments: cases)
    func k11KeyboardHiddenBeforeJoiningGivesNothing(c: Case) {
      let first = FormScene(device: c.device)
      #expect(first.fields[0].becomeFirstResponder())
      first.keyboard.show()
      first.keyboard.hide()
      let pushed = EditingStage.pushForm(on: first.window)
      #expect(pushed.scrollView.contentInset == .zero)
    }

    /// The same scroll view removed while the keyboard is up and added back (a cell reused,
    /// a tab switched back): its inset returns at once.
    @Test(arguments: cases)
    func k11ReaddedScrollViewInsetsAtOnce(c: Case) {
      let scene = FormScene(device: c.device)
      #expect(scene.fields[0].becomeFirstResponder())
      scene.keyboard.show()
      scene.scrollView.removeFromSuperview()
      #expect(scene.scrollView.contentInset == .zero)
      scene.window.addSubview(scene.scrollView)
      #expect(scene.scrollView.contentInset.bottom == c.added)
    }

    /// A keyboard up on another screen (an external display) gives a scroll view joining a
    /// window on this screen nothing.
    @Test(arguments: cases)
    func k11KeyboardOnAnotherScreenGivesNothing(c: Case) {
      let elsewhere = FormScene(device: c.device)
      #expect(elsewhere.fields[0].becomeFirstResponder())
      elsewhere.keyboard.show()
      let here = FormScene(device: c.device, fieldCount: 1)
      let pushed = EditingStage.pushForm(on: here.window)
      #expect(pushed.scrollView.contentInset == .zero)
    }
  }

  /// Issue 16, item 5, the return from the background: iOS sends no keyboard notification
  /// while the app is in the background (niw/KeyboardGuide, `KeyboardGuide.swift`), yet it
  /// may resize the app's windows there (snapshots in both orientations for the app
  /// switcher). After the return, the state is what a fresh computation gives: a scroll view
  /// that joins the window now shows exactly the same insets.
  @MainActor
  @Suite struct ReturnFromBackgroundScenarioTests {
    struct Case: CustomStringConvertible, Sendable {
      var device: Device
      var landscape: Device
      /// The added inset of the docked keyboard in portrait: 336 − 34 = 302, 346 − 34 = 312.
      var added: CGFloat
      var description: String { device.name }
    }

    nonisolated static let cases: [Case] = [
      Case(device: .iPhone15, landscape: .iPhone15Landscape, added: 302),
      Case(device: .iPhone15ProMax, landscape: iPhone15ProMaxLandscape, added: 312),
    ]

    /// The catalog has no landscape figures for the iPhone 15 Pro Max: its screen turned
    /// (932 × 430) with the Dynamic Island iPhones' landscape margins (0, 59, 21, 59; the
    /// catalog's source). The keyboard heights are unused: no keyboard notification comes in
    /// the background.
    nonisolated static var iPhone15ProMaxLandscape: Device {
      var model = Device.Model.iPhone15ProMax
      model.landscape = .init(
        safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboardHeight: 0,
        quickTypeBarHeight: 0)
      return Device(model, .landscape)
    }

    @Test(arguments: cases)
    func k11AfterTheBackgroundTheStateIsAFreshComputations(c: Case) {
      let scene = FormScene(device: c.device)
      #expect(scene.fields[0].becomeFirstResponder())
      scene.keyboard.show()
      #expect(scene.scrollView.contentInset.bottom == c.added)

      // In the background: snapshots in landscape, then back to portrait, with no keyboard
      // notification. The portrait keyboard frame lies below the landscape screen (its top,
      // 852 − 336 = 516 or 932 − 346 = 586, is past 393 or 430): it covers nothing there.
      for device in [c.landscape, c.device] {
        scene.screen.setBounds(device.screenBounds, safeAreaInsets: device.safeArea)
        scene.window.frame = device.screenBounds
        scene.scrollView.frame = scene.window.bounds
        scene.window.layoutIfNeeded()
        if device.name == c.landscape.name { #expect(scene.scrollView.contentInset.bottom == 0) }
      }

      // Back in the foreground: the same as before, and the same as a fresh scroll view.
      let fresh = EditingStage.pushForm(on: scene.window)
      #expect(scene.scrollView.contentInset.bottom == c.added)
      #expect(fresh.scrollView.contentInset == scene.scrollView.contentInset)
      #expect(
        fresh.scrollView.verticalScrollIndicatorInsets
          == scene.scrollView.verticalScrollIndicatorInsets)
    }
  }

  extension EditingStage {
    /// A new full-window form (FormScene's layout, 20 fields) added on top of `window`'s
    /// content, as a pushed screen's view is.
    static func pushForm(on window: UIWindow) -> (
      scrollView: AvoidingScrollView, fields: [UITextField]
    ) {
      let scrollView = AvoidingScrollView(frame: window.bounds)
      var fields: [UITextField] = []
      for index in 0..<20 {
        let field = UITextField(
          frame: CGRect(
            x: 16, y: 16 + CGFloat(index) * 60, width: window.bounds.width - 32, height: 44))
        scrollView.addSubview(field)
        fields.append(field)
      }
      scrollView.contentSize = CGSize(width: window.bounds.width, height: 1216)
      window.addSubview(scrollView)
      return (scrollView, fields)
    }
  }
#endif
