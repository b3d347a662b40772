#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing
  import TestSupport

  /// Issue 37: a keyboard whose hide never came, or a stale show after the hide
  /// (duckduckgo/apple-browsers PR #1898), is given back when no field of the app is editing
  /// and the window's keyboard layout guide is at the safe area; never while a field edits
  /// (the iOS 27 beta's guide stuck at the screen's bottom, cmux PR #9958), never for another
  /// app's keyboard, never while a field of another window of the app edits.
  ///
  /// An iPhone 15 (393 × 852, bottom safe area 34, applied: the 1216 pt form is taller than
  /// the screen); the docked keyboard is 336 pt (top 852 − 336 = 516), so the keyboard's
  /// part of the inset is 336 − 34 = 302, over the app's own bottom inset of 12.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct KeyboardGiveBackScenarioTests {
    static let appInset = UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
    /// The app's 12 and the keyboard's 302.
    static let shownInset: CGFloat = 12 + 302

    /// The form with the app's inset, field 0 focused and the keyboard up: 12 + 302 = 314.
    /// The main queue has turned since the show, so that the look the show asked for is done.
    private func shownScene() async -> FormScene {
      let scene = FormScene(device: .iPhone15)
      scene.scrollView.contentInset = Self.appInset
      #expect(scene.fields[0].becomeFirstResponder())
      scene.keyboard.show()
      await EditingStage.nextMainQueueTurn()
      #expect(scene.scrollView.contentInset.bottom == Self.shownInset)
      return scene
    }

    /// The hide's notifications are lost: the field resigns, the keyboard goes and nothing
    /// is posted. On the next turn no field edits and the window's guide is at the safe area
    /// (852 − 34 = 818): the inset is the app's 12 again.
    @Test func aLostHideIsGivenBackOnTheNextTurn() async {
      let scene = await shownScene()
      var decisions: [KeyboardAvoidanceDecision] = []
      scene.scrollView.keyboardDecisionHandler = { decisions.append($0) }
      #expect(scene.fields[0].resignFirstResponder())
      scene.keyboard.hide(reporting: .hideLost)
      await EditingStage.nextMainQueueTurn()
      #expect(scene.scrollView.contentInset == Self.appInset)
      #expect(scene.scrollView.verticalScrollIndicatorInsets == .zero)
      // Parallel tests' keyboards on their own screens are told too: this one's is the look.
      let last = decisions.last { $0.event == .keyboardSettled }
      #expect(last?.keyboardPlacement == .givenBack)
      #expect(last?.rules.contains("keyboard-given-back") == true)
      #expect(last?.description.contains("Keyboard given back") == true)
    }

    /// A stale show after the hide: the hide gives the inset back, the show's notifications
    /// come once more while the keyboard is gone (the inset 314 again for a moment), and the
    /// next turn gives it back: 12.
    @Test func aStaleShowAfterTheHideIsGivenBack() async {
      let scene = await shownScene()
      #expect(scene.fields[0].resignFirstResponder())
      scene.keyboard.hide(reporting: .staleShowAfterHide)
      #expect(scene.scrollView.contentInset.bottom == Self.shownInset)
      await EditingStage.nextMainQueueTurn()
      #expect(scene.scrollView.contentInset == Self.appInset)
    }

    /// A show long after the keyboard went, with no field editing and the keyboard really
    /// gone (the guide at the safe area, 818): a stale show on its own is given back on the
    /// next turn. 302 for a moment (no app inset here), then 0.
    @Test func aLoneStaleShowIsGivenBack() async {
      let scene = FormScene(device: .iPhone15)
      let hidden = CGRect(x: 0, y: 852, width: 393, height: 336)
      let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
      for name in [KeyboardNotification.Name.willChangeFrame, .willShow] {
        KeyboardNotification(name, begin: hidden, end: docked).post(on: scene.screen)
      }
      #expect(scene.scrollView.contentInset.bottom == 302)
      await EditingStage.nextMainQueueTurn()
      #expect(scene.scrollView.contentInset == .zero)
    }

    /// After the give-back, the next focus and show are as usual: 314 with the keyboard.
    @Test func theNextShowInsetsAsUsual() async {
      let scene = await shownScene()
      #expect(scene.fields[0].resignFirstResponder())
      scene.keyboard.hide(reporting: .hideLost)
      await EditingStage.nextMainQueueTurn()
      #expect(scene.fields[1].becomeFirstResponder())
      #expect(scene.scrollView.contentInset == Self.appInset)
      scene.keyboard.show()
      #expect(scene.scrollView.contentInset.bottom == Self.shownInset)
    }

    /// The iOS 27 beta's guide stuck at the screen's bottom while a field is focused and
    /// the frames are right: a field edits, so the guide is never asked; the inset stays 314.
    @Test func aStuckGuideWithAFieldFocusedKeepsTheKeyboard() async {
      let scene = FormScene(device: .iPhone15)
      scene.scrollView.contentInset = Self.appInset
      #expect(scene.fields[0].becomeFirstResponder())
      scene.keyboard.show(reporting: .layoutGuide(.stuckAtScreenBottom))
      await EditingStage.nextMainQueueTurn()
      #expect(scene.scrollView.contentInset.bottom == Self.shownInset)
    }

    /// Another app's keyboard (Split View, Slide Over): no field of this app edits and this
    /// window's guide may be anywhere, but the keyboard is not this app's to doubt: 314.
    @Test func anotherAppsKeyboardIsNeverGivenBack() async {
      let scene = FormScene(device: .iPhone15)
      scene.scrollView.contentInset = Self.appInset
      scene.keyboard.show(scene.keyboard.dockedFrame(), isLocal: false)
      await EditingStage.nextMainQueueTurn()
      #expect(scene.scrollView.contentInset.bottom == Self.shownInset)
    }

    /// A field in another window of the app edits (an accessory window over the form, say):
    /// this scroll view has no focused view, but the app does, so the keyboard stays: 314.
    @Test func aFieldEditingInAnotherWindowKeepsTheKeyboard() async {
      let scene = FormScene(device: .iPhone15)
      scene.scrollView.contentInset = Self.appInset
      let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
      other.screen = scene.screen
      other.isHidden = false
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
      other.addSubview(field)
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      await EditingStage.nextMainQueueTurn()
      #expect(scene.scrollView.contentInset.bottom == Self.shownInset)
    }
  }
#endif
