#if !canImport(UIKit)
  import AvoidingScrollView
  import Baselines
  import HeadlessUIKit
  import SignUpForm
  import SimulatedDevice

  /// One device's screen with a window showing a form (the sign-up form, or the settings
  /// form in a table), kept above the keyboard by one approach. Each scene has its own `UIScreen`, so keyboard notifications posted for
  /// one scene (they name their screen) never reach another.
  @MainActor
  final class DemoScene {
    let approach: DemoApproach
    /// Where it plays (a rotation changes it).
    private(set) var device: DemoStage
    /// The device's screen, window and system keyboard.
    let deviceScene: DeviceScene
    let screen: UIScreen
    let window: UIWindow
    /// The view controller's view: the window's root, or the form sheet.
    let rootView: UIView
    let form: any DemoForm
    /// Whether the captions explain the reveal's arithmetic (the acts added with tables and
    /// navigation; the first acts keep their captions).
    let explainsReveal: Bool
    /// Keeps the Apple guide's recipe alive while the scene plays.
    private var recipe: AppleManagingTheKeyboardGuide?
    /// The user's finger dragging the keyboard down, while it is down.
    private(set) var keyboardDrag: InteractiveKeyboardDrag?

    init(device: DemoStage, approach: DemoApproach, form kind: DemoFormKind = .signUp) {
      self.device = device
      self.approach = approach
      explainsReveal = kind == .signUpNavigation || kind == .settingsTable
      deviceScene = DeviceScene(device: device.device, kind: device.kind)
      screen = deviceScene.screen
      window = deviceScene.window
      rootView = deviceScene.rootView
      let scrollView: UIScrollView
      switch kind {
      case .signUp, .signUpNavigation, .signUpInteractiveDismissal:
        scrollView =
          approach == .component
          ? AvoidingScrollView(frame: rootView.bounds)
          : UIScrollView(
            frame: rootView.bounds)
        form = SignUpForm(width: rootView.bounds.width, scrollView: scrollView)
      case .settingsTable:
        let table =
          approach == .component
          ? AvoidingTableView(frame: rootView.bounds, style: .insetGrouped)
          : UITableView(frame: rootView.bounds, style: .insetGrouped)
        scrollView = table
        form = SettingsForm(tableView: table)
      }
      if kind == .signUpNavigation, let avoiding = scrollView as? AvoidingScrollView {
        avoiding.restoresContentOffsetOnKeyboardHide = true
      }
      if kind == .signUpInteractiveDismissal {
        // The keyboard follows a drag of the content down, as chat screens and long forms do.
        scrollView.keyboardDismissMode = .interactive
      }
      rootView.addSubview(scrollView)
      // The safe area is known only now that the scroll view is in the window.
      form.layout(width: scrollView.bounds.width)
      if kind == .signUpNavigation, let avoiding = scrollView as? AvoidingScrollView {
        // The previous / next / Done toolbar above the keyboard, on every field of the form;
        // turned on once the scroll view is in the window, which gives the toolbar its width.
        avoiding.showsKeyboardToolbar = true
      }
      // UIKit first shows a scroll view's content from the top of its adjusted inset (below
      // the status bar); the model leaves a new scroll view's offset at zero.
      scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
      window.layoutIfNeeded()
      if approach == .appleGuide {
        recipe = AppleManagingTheKeyboardGuide(scrollView: scrollView, rootView: rootView)
      }
    }

    var scrollView: UIScrollView {
      form.scrollView
    }

    /// The screen's system keyboard.
    var keyboard: SystemKeyboard { deviceScene.keyboard }

    /// The keyboard's frame in screen coordinates (below the screen while hidden): where the
    /// finger holds it while the user drags it down.
    var keyboardFrame: CGRect { keyboardDrag?.currentFrame ?? keyboard.frame }

    /// Whether the user's finger holds the keyboard below its docked place.
    var isKeyboardDragged: Bool { keyboardDrag?.currentFrame != nil }

    /// The finger goes down at `start` (window coordinates) if it is not down yet, then moves
    /// to `end` in frames of at most 25 pt, as a drag is sampled frame by frame.
    func dragKeyboard(from start: CGPoint?, to end: CGPoint) {
      if keyboardDrag == nil, let start {
        keyboardDrag = keyboard.beginInteractiveDrag(in: window, at: start)
      }
      guard let drag = keyboardDrag else { return }
      let from = drag.finger.location
      let steps = max(1, Int((abs(end.y - from.y) / 25).rounded(.up)))
      for point in SimulatedDrag.path(from: from, to: end, steps: steps) { drag.move(to: point) }
    }

    /// The finger lifts while moving down: the keyboard goes and the field stops editing.
    func endKeyboardDrag() {
      keyboardDrag?.end(.hide)
      keyboardDrag = nil
    }

    /// The padding the approach keeps around the focused field: the component's
    /// `keyboardPadding`; the guide has none.
    var padding: CGFloat {
      if let table = scrollView as? AvoidingTableView { return table.keyboardPadding }
      return (scrollView as? AvoidingScrollView)?.keyboardPadding ?? 0
    }

    /// The focused view and its name, if a form view is first responder.
    var focused: (name: String, view: UIView)? {
      form.fields.first { $0.view.isFirstResponder }
    }

    /// Rotates the device: the system keyboard hides, the screen turns, the window and the
    /// views are resized to it and the form laid out again, as the system and a view
    /// controller would, and the keyboard shows again.
    func rotate(to newStage: DemoStage) {
      device = newStage
      deviceScene.rotate(to: newStage.device) {
        scrollView.frame = rootView.bounds
        form.layout(width: scrollView.bounds.width)
        window.layoutIfNeeded()
      }
    }

    /// Stops the recipe and takes the window off its screen.
    func tearDown() {
      recipe?.detach()
      recipe = nil
      form.fields.forEach { $0.view.resignFirstResponder() }
      window.isHidden = true
    }
  }
#endif
