#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// A window on its own screen holding an `AvoidingScrollView` with a column of text
  /// fields: the usual form.
  @MainActor
  final class FormScene {
    let device: Device
    let screen: UIScreen
    let window: UIWindow
    /// The screen's system keyboard, hidden at first.
    let keyboard: SystemKeyboard
    let scrollView: AvoidingScrollView
    var fields: [UITextField] = []

    /// - Parameters:
    ///   - windowFrame: in screen coordinates; defaults to the whole screen.
    ///   - scrollFrame: in window coordinates; defaults to the whole window.
    ///   - fieldCount, fieldHeight, spacing: fields stacked from y = spacing, full width less
    ///     16 pt margins; content height = fieldCount × (fieldHeight + spacing) + spacing.
    ///   - makeScrollView: makes the scroll view for a frame (a subclass that records, say).
    init(
      device: Device, windowFrame: CGRect? = nil, scrollFrame: CGRect? = nil,
      fieldCount: Int = 20, fieldHeight: CGFloat = 44, spacing: CGFloat = 16,
      makeScrollView: (CGRect) -> AvoidingScrollView = { AvoidingScrollView(frame: $0) }
    ) {
      self.device = device
      screen = device.makeScreen()
      window = UIWindow(frame: windowFrame ?? device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      keyboard = SystemKeyboard(device: device, screen: screen)
      scrollView = makeScrollView(scrollFrame ?? window.bounds)
      window.addSubview(scrollView)
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
    }

    /// The focused view's rect in the window, to check what the user sees.
    func rectInWindow(_ view: UIView) -> CGRect {
      view.convert(view.bounds, to: window)
    }

    /// The part of the scroll view the user can see: bounds less adjusted insets.
    var visibleRect: CGRect {
      scrollView.bounds.inset(by: scrollView.adjustedContentInset)
    }
  }
#endif
