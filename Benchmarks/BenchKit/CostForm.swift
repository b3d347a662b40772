#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// A form for the cost benchmark: `fieldCount` text fields nested `depth` levels below the
  /// scroll view (a chain of `depth − 1` container views holds them all), in a full-screen
  /// window on a Face ID iPhone.
  @MainActor
  final class CostForm {
    let device = Device.iPhone15
    let screen: UIScreen
    let window: UIWindow
    let scrollView: UIScrollView
    let recorder = MotionRecorder()
    private(set) var fields: [UITextField] = []

    /// Builds the form around `scrollView` (an avoiding or a tree-search scroll view).
    init(scrollView: UIScrollView, fieldCount: Int, depth: Int) {
      screen = UIScreen(bounds: device.screenBounds, safeAreaInsets: device.safeArea)
      window = UIWindow(frame: device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      self.scrollView = scrollView
      scrollView.frame = window.bounds
      window.addSubview(scrollView)
      let height = CGFloat(fieldCount) * 60 + 16
      var container: UIView = scrollView
      for _ in 1..<max(1, depth) {
        let next = UIView(frame: CGRect(x: 0, y: 0, width: device.screenSize.width, height: height))
        container.addSubview(next)
        container = next
      }
      for index in 0..<fieldCount {
        let field = UITextField(
          frame: CGRect(x: 16, y: 16 + CGFloat(index) * 60, width: 361, height: 44))
        container.addSubview(field)
        fields.append(field)
      }
      scrollView.contentSize = CGSize(width: device.screenSize.width, height: height)
      window.layoutIfNeeded()
    }

    /// Takes the form out of its window.
    func tearDown() {
      for field in fields where field.isFirstResponder { field.resignFirstResponder() }
      scrollView.removeFromSuperview()
      window.isHidden = true
    }
  }
#endif
