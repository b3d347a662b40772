#if !canImport(UIKit)
  import AvoidingScrollView
  import Baselines
  import HeadlessUIKit
  import SimulatedDevice

  /// One window on its own screen with a view controller's view (`rootView`) holding a
  /// scroll view form, measured with one contender. The harness keeps the facts the judge
  /// needs: where the app laid the scroll view out, the app's own insets, the keyboard, the
  /// focused view.
  @MainActor
  final class BenchScene {
    let device: Device
    let layout: SceneLayout
    let screen: UIScreen
    let window: UIWindow
    let rootView: RecordingRootView
    let scrollView: UIScrollView
    let recorder = MotionRecorder()
    private(set) var rows: [UIView] = []
    private(set) var headerField: UITextField?
    private var approach: (any KeyboardApproach)?

    /// The app's intended insets (changed by scenarios that edit them while the keyboard is up).
    var appContentInset: UIEdgeInsets
    var appIndicatorInsets: UIEdgeInsets
    /// The screen's system keyboard, which posts the notifications.
    let systemKeyboard: SystemKeyboard
    /// The keyboard as last posted, as the judge reads it; `nil` when hidden.
    var keyboard: (frame: CGRect, isLocal: Bool)?
    /// The scroll view's frame in screen coordinates as the app laid it out.
    private(set) var appScrollFrameInScreen: CGRect = .zero

    init(device: Device, layout: SceneLayout, contender: Contender) {
      self.device = device
      self.layout = layout
      appContentInset = layout.appContentInset
      appIndicatorInsets = layout.appIndicatorInsets
      screen = device.makeScreen()
      systemKeyboard = SystemKeyboard(device: device, screen: screen)
      window = UIWindow(frame: layout.windowFrame ?? device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      rootView = RecordingRootView(frame: window.bounds)
      window.addSubview(rootView)
      var scrollFrame = layout.scrollFrame ?? rootView.bounds
      if layout.hasHeaderField {
        let top = rootView.safeAreaInsets.top
        let field = UITextField(
          frame: CGRect(x: 16, y: top + 8, width: rootView.bounds.width - 32, height: 44))
        rootView.addSubview(field)
        headerField = field
        scrollFrame.origin.y = top + SceneLayout.headerHeight
        scrollFrame.size.height = rootView.bounds.height - scrollFrame.minY
      }
      switch contender {
      case .component:
        let view = RecordingAvoidingScrollView(frame: .zero)
        view.recorder = recorder
        scrollView = view
      case .baseline(let type) where type.scrollViewClass is TPKeyboardAvoidingScrollView.Type:
        // The library's own subclass, as an app installs it.
        let view = RecordingTPKeyboardAvoidingScrollView(frame: .zero)
        view.recorder = recorder
        scrollView = view
      case .baseline:
        let view = RecordingScrollView(frame: .zero)
        view.recorder = recorder
        scrollView = view
      }
      if layout.inSheet {
        let sheet = UIView(frame: scrollFrame)
        rootView.addSubview(sheet)
        scrollView.frame = sheet.bounds
        sheet.addSubview(scrollView)
      } else {
        scrollView.frame = scrollFrame
        rootView.addSubview(scrollView)
      }
      for index in 0..<layout.rowCount {
        let frame = CGRect(
          x: 16, y: 0, width: scrollView.bounds.width - 32, height: SceneLayout.rowHeight)
        let row: UIView
        if index == layout.textViewRow {
          let textView = UITextView(frame: frame)
          textView.isScrollEnabled = false
          row = textView
        } else {
          row = UITextField(frame: frame)
        }
        scrollView.addSubview(row)
        rows.append(row)
        if layout.accessoryHeight > 0 { Self.addAccessory(layout.accessoryHeight, to: row) }
      }
      relayoutRows()
      scrollView.contentInset = layout.appContentInset
      scrollView.verticalScrollIndicatorInsets = layout.appIndicatorInsets
      window.layoutIfNeeded()
      // UIKit rests a new scroll view at the top of its content, below its adjusted inset.
      scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
      appScrollFrameInScreen = scrollView.convert(scrollView.bounds, to: screen.coordinateSpace)
      rootView.recorder = recorder
      recorder.contentPosition = { [unowned self] in contentOriginInScreen }
      if case .baseline(let type) = contender {
        approach = type.init(scrollView: scrollView, rootView: rootView)
      }
    }

    /// Stacks the rows top to bottom (a self-sizing text view takes its content's height),
    /// and sets the content size: what the app's layout does.
    func relayoutRows() {
      var y = SceneLayout.spacing
      for row in rows {
        var frame = row.frame
        frame.origin.y = y
        if let textView = row as? UITextView { frame.size.height = textView.contentSize.height }
        if row.frame != frame { row.frame = frame }
        y += frame.height + SceneLayout.spacing
      }
      scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: y)
    }

    /// Gives `row` (a text field or view) an input accessory view `height` tall, as an app
    /// installs a toolbar above the keys.
    private static func addAccessory(_ height: CGFloat, to row: UIView) {
      let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
      if let field = row as? UITextField { field.inputAccessoryView = accessory }
      if let textView = row as? UITextView { textView.inputAccessoryView = accessory }
    }

    /// Inserts a text field at `index` and lays the form out again.
    func insertRow(at index: Int) {
      let field = UITextField(
        frame: CGRect(
          x: 16, y: 0, width: scrollView.bounds.width - 32, height: SceneLayout.rowHeight))
      scrollView.addSubview(field)
      rows.insert(field, at: index)
      relayoutRows()
    }

    /// Detaches the approach and takes the scene out of its window, so nothing keeps
    /// reacting to later scenes' notifications.
    func tearDown() {
      approach?.detach()
      approach = nil
      recorder.end()
      if let responder = window.firstResponderView { responder.resignFirstResponder() }
      rootView.removeFromSuperview()
      window.isHidden = true
    }

    // MARK: Geometry in screen coordinates (the user's view)

    /// The y of the content's origin on screen.
    var contentOriginInScreen: CGFloat {
      scrollView.convert(CGPoint.zero, to: screen.coordinateSpace).y
    }

    /// The scroll view's frame on screen now.
    var scrollFrameInScreen: CGRect {
      scrollView.convert(scrollView.bounds, to: screen.coordinateSpace)
    }

    /// A view's rect on screen.
    func rectInScreen(_ view: UIView) -> CGRect {
      view.convert(view.bounds, to: screen.coordinateSpace)
    }

    /// The window's frame on screen.
    var windowFrameInScreen: CGRect { window.frame }
  }

  extension UIWindow {
    /// The first responder among this window's views, found by a tree walk (harness only).
    var firstResponderView: UIView? {
      var stack: [UIView] = [self]
      while let view = stack.popLast() {
        if view.isFirstResponder { return view }
        stack.append(contentsOf: view.subviews)
      }
      return nil
    }
  }
#endif
