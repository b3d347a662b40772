#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// A window on its own screen, for scenes that `FormScene` does not build: several scroll
  /// views, nested scroll views, text views, a recording scroll view. Used by the focus (F)
  /// and sequence (S) scenarios.
  @MainActor
  final class EditingStage {
    let device: Device
    let screen: UIScreen
    let window: UIWindow
    /// The screen's system keyboard, hidden at first.
    let keyboard: SystemKeyboard

    /// - Parameter windowFrame: in screen coordinates; defaults to the whole screen.
    init(device: Device, windowFrame: CGRect? = nil) {
      self.device = device
      screen = device.makeScreen()
      window = UIWindow(frame: windowFrame ?? device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      keyboard = SystemKeyboard(device: device, screen: screen)
    }

    /// Puts `scrollView` at `frame` (default: the whole window) in `parent` (default: the
    /// window) and fills it with a column of text fields, as `FormScene` does: field `i` at
    /// y = spacing + i × (fieldHeight + spacing), x = 16, full width less 32; content height
    /// fieldCount × (fieldHeight + spacing) + spacing.
    @discardableResult
    func addForm(
      _ scrollView: UIScrollView, in parent: UIView? = nil, frame: CGRect? = nil,
      fieldCount: Int = 20, fieldHeight: CGFloat = 44, spacing: CGFloat = 16
    ) -> [UITextField] {
      scrollView.frame = frame ?? window.bounds
      (parent ?? window).addSubview(scrollView)
      var fields: [UITextField] = []
      for index in 0..<fieldCount {
        let y = spacing + CGFloat(index) * (fieldHeight + spacing)
        let field = UITextField(
          frame: CGRect(x: 16, y: y, width: scrollView.bounds.width - 32, height: fieldHeight))
        scrollView.addSubview(field)
        fields.append(field)
      }
      scrollView.contentSize = CGSize(
        width: scrollView.bounds.width,
        height: CGFloat(fieldCount) * (fieldHeight + spacing) + spacing)
      window.layoutIfNeeded()
      return fields
    }

    /// A view's rect in the window: what the user sees.
    func rectInWindow(_ view: UIView) -> CGRect {
      view.convert(view.bounds, to: window)
    }

    /// Waits for one turn of the main queue: the component re-checks a text view's caret
    /// there after a text change.
    static func nextMainQueueTurn() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }

  /// An `AvoidingScrollView` that records every write to `contentInset`,
  /// `verticalScrollIndicatorInsets` and `contentOffset`, with the animation duration in
  /// effect at each write (`UIView.inheritedAnimationDuration`).
  @MainActor
  final class WriteRecordingScrollView: AvoidingScrollView {
    private(set) var contentInsetWrites: [UIEdgeInsets] = []
    private(set) var indicatorInsetWrites: [UIEdgeInsets] = []
    private(set) var contentOffsetWrites: [CGPoint] = []
    /// The inherited animation duration at each write, in order.
    private(set) var animationDurations: [TimeInterval] = []

    /// All writes of the three properties.
    var writeCount: Int {
      contentInsetWrites.count + indicatorInsetWrites.count + contentOffsetWrites.count
    }

    /// Starts recording afresh.
    func forgetWrites() {
      contentInsetWrites = []
      indicatorInsetWrites = []
      contentOffsetWrites = []
      animationDurations = []
    }

    override var contentInset: UIEdgeInsets {
      get { super.contentInset }
      set {
        contentInsetWrites.append(newValue)
        animationDurations.append(UIView.inheritedAnimationDuration)
        super.contentInset = newValue
      }
    }

    override var verticalScrollIndicatorInsets: UIEdgeInsets {
      get { super.verticalScrollIndicatorInsets }
      set {
        indicatorInsetWrites.append(newValue)
        animationDurations.append(UIView.inheritedAnimationDuration)
        super.verticalScrollIndicatorInsets = newValue
      }
    }

    override var contentOffset: CGPoint {
      get { super.contentOffset }
      set {
        contentOffsetWrites.append(newValue)
        animationDurations.append(UIView.inheritedAnimationDuration)
        super.contentOffset = newValue
      }
    }
  }
#endif
