#if !canImport(UIKit)
  import AvoidingScrollView
  import Baselines
  import HeadlessUIKit
  import SignUpForm

  /// One device's screen with a window showing the sign-up form, kept above the keyboard by
  /// one approach. Each scene has its own `UIScreen`, so keyboard notifications posted for
  /// one scene (they name their screen) never reach another.
  @MainActor
  final class DemoScene {
    let approach: DemoApproach
    private(set) var device: DemoDevice
    let screen: UIScreen
    let window: UIWindow
    /// The view controller's view: the window's root, or the form sheet.
    let rootView: UIView
    let form: SignUpForm
    /// The last keyboard end frame posted, in screen coordinates.
    var keyboardFrame: CGRect
    /// Keeps the Apple guide's recipe alive while the scene plays.
    private var recipe: AppleManagingTheKeyboardGuide?

    init(device: DemoDevice, approach: DemoApproach) {
      self.device = device
      self.approach = approach
      screen = UIScreen(bounds: device.screenBounds, safeAreaInsets: device.safeArea)
      window = UIWindow(frame: device.windowFrame ?? device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      let windowRoot = UIView(frame: window.bounds)
      window.addSubview(windowRoot)
      if let sheetFrame = device.sheetFrame {
        rootView = UIView(frame: sheetFrame)
        windowRoot.addSubview(rootView)
      } else {
        rootView = windowRoot
      }
      let scrollView =
        approach == .component
        ? AvoidingScrollView(frame: rootView.bounds)
        : UIScrollView(
          frame: rootView.bounds)
      form = SignUpForm(width: rootView.bounds.width, scrollView: scrollView)
      rootView.addSubview(scrollView)
      // The safe area is known only now that the scroll view is in the window.
      form.layout(width: scrollView.bounds.width)
      // UIKit first shows a scroll view's content from the top of its adjusted inset (below
      // the status bar); the model leaves a new scroll view's offset at zero.
      scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
      keyboardFrame = device.hiddenKeyboardFrame
      window.layoutIfNeeded()
      if approach == .appleGuide {
        recipe = AppleManagingTheKeyboardGuide(scrollView: scrollView, rootView: rootView)
      }
    }

    var scrollView: UIScrollView {
      form.scrollView
    }

    /// The padding the approach keeps around the focused field: the component's
    /// `keyboardPadding`; the guide has none.
    var padding: CGFloat {
      (scrollView as? AvoidingScrollView)?.keyboardPadding ?? 0
    }

    /// The focused view and its name, if a form view is first responder.
    var focused: (name: String, view: UIView)? {
      form.fields.first { $0.view.isFirstResponder }
    }

    /// Rotates the device: new screen geometry, the window and the views resized to it and
    /// the form laid out again, as the system and a view controller would.
    func rotate(to newDevice: DemoDevice) {
      device = newDevice
      screen.setBounds(newDevice.screenBounds, safeAreaInsets: newDevice.safeArea)
      window.frame = newDevice.windowFrame ?? newDevice.screenBounds
      rootView.frame = window.bounds
      scrollView.frame = rootView.bounds
      form.layout(width: scrollView.bounds.width)
      window.layoutIfNeeded()
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
