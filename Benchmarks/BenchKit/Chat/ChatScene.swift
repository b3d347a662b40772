#if !canImport(UIKit)
  import AvoidingScrollView
  import Baselines
  import HeadlessUIKit
  import SimulatedDevice

  /// A chat screen on its own device: a message list filling the window above a composer (a
  /// bar holding a self-sizing `UITextView`), the composer on the keyboard guide or as the
  /// text view's input accessory, measured with one ``ChatContender``. The harness keeps
  /// what the judge needs: the keyboard, the newest message, whether the user reads history.
  @MainActor
  final class ChatScene {
    /// Each message is a bubble this tall, `spacing` apart, from `spacing` below the top.
    static let messageHeight: CGFloat = 44
    static let spacing: CGFloat = 16
    /// Messages in the conversation before the scene starts.
    static let messageCount = 30
    /// The composer's padding around its text view.
    static let composerPadding: CGFloat = 8

    let device: Device
    let placement: ComposerPlacement
    let screen: UIScreen
    let window: UIWindow
    let rootView: RecordingRootView
    let list: UIScrollView
    let composer: UIView
    let textView: UITextView
    let systemKeyboard: SystemKeyboard
    let recorder = MotionRecorder()
    private(set) var messages: [UIView] = []
    /// The keyboard on screen as the judge reads it; `nil` when hidden.
    var keyboard: ChatKeyboard?
    /// Whether the user scrolled the newest message out of view and reads the history.
    var userReadsHistory = false
    /// The interactive drag under way, between ``ChatStep/dragKeyboardDown`` and its release.
    var drag: InteractiveKeyboardDrag?
    private var approach: (any KeyboardApproach)?
    private var constraints: [NSLayoutConstraint] = []

    init(device: Device, placement: ComposerPlacement, contender: ChatContender) {
      self.device = device
      self.placement = placement
      screen = device.makeScreen()
      systemKeyboard = SystemKeyboard(device: device, screen: screen)
      window = UIWindow(frame: device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      rootView = RecordingRootView(frame: window.bounds)
      window.addSubview(rootView)
      switch contender {
      case .component:
        let view = RecordingAvoidingScrollView(frame: .zero)
        view.recorder = recorder
        list = view
      case .tpKeyboardAvoiding:
        let view = RecordingTPKeyboardAvoidingScrollView(frame: .zero)
        view.recorder = recorder
        list = view
      case .appleKeyboardGuide, .iqKeyboardManagerDisabled:
        let view = RecordingScrollView(frame: .zero)
        view.recorder = recorder
        list = view
      }
      // Chat lists let the user drag the keyboard away [choice: what chat apps set].
      list.keyboardDismissMode = .interactive
      textView = UITextView(
        frame: CGRect(x: Self.composerPadding, y: Self.composerPadding, width: 200, height: 36))
      textView.isScrollEnabled = false
      composer = UIView(frame: .zero)
      composer.addSubview(textView)
      let safe = rootView.safeAreaInsets
      let restingHeight = textView.intrinsicContentSize.height + 2 * Self.composerPadding
      let restingTop = rootView.bounds.height - safe.bottom - restingHeight
      list.frame = CGRect(
        x: 0, y: safe.top, width: rootView.bounds.width, height: restingTop - safe.top)
      rootView.addSubview(list)
      rootView.addSubview(composer)
      for _ in 0..<Self.messageCount { appendMessage() }
      switch placement {
      case .keyboardGuide:
        pinComposerToGuide(pinningList: contender == .appleKeyboardGuide)
      case .inputAccessory:
        composer.frame = CGRect(
          x: 0, y: restingTop, width: rootView.bounds.width, height: restingHeight)
        layOutAccessoryComposer()
        textView.inputAccessoryView = composer
      }
      window.layoutIfNeeded()
      // A conversation opens at its newest message.
      list.contentOffset = CGPoint(x: 0, y: endOffset)
      rootView.recorder = recorder
      recorder.contentPosition = { [unowned self] in contentOriginInScreen }
      if contender == .appleKeyboardGuide, placement == .inputAccessory {
        approach = AppleKeyboardLayoutGuide(scrollView: list, rootView: rootView)
      }
    }

    /// The composer's edges on the guide and the root view; the text view fills it less
    /// the padding and gives it its height (a self-sizing text view's natural height). With
    /// `pinningList`, the list's bottom follows the composer's top (Apple's recipe).
    private func pinComposerToGuide(pinningList: Bool) {
      composer.translatesAutoresizingMaskIntoConstraints = false
      textView.translatesAutoresizingMaskIntoConstraints = false
      let padding = Self.composerPadding
      constraints = [
        composer.leadingAnchor.constraint(equalTo: rootView.leadingAnchor),
        composer.trailingAnchor.constraint(equalTo: rootView.trailingAnchor),
        composer.bottomAnchor.constraint(equalTo: rootView.keyboardLayoutGuide.topAnchor),
        textView.topAnchor.constraint(equalTo: composer.topAnchor, constant: padding),
        textView.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: -padding),
        textView.leadingAnchor.constraint(equalTo: composer.leadingAnchor, constant: padding),
        textView.trailingAnchor.constraint(equalTo: composer.trailingAnchor, constant: -padding),
      ]
      if pinningList {
        let top = list.frame.minY
        list.translatesAutoresizingMaskIntoConstraints = false
        constraints += [
          list.topAnchor.constraint(equalTo: rootView.topAnchor, constant: top),
          list.leadingAnchor.constraint(equalTo: rootView.leadingAnchor),
          list.trailingAnchor.constraint(equalTo: rootView.trailingAnchor),
          list.bottomAnchor.constraint(equalTo: composer.topAnchor),
        ]
      }
      NSLayoutConstraint.activate(constraints)
    }

    /// The accessory composer's height follows its text view (the model reads an accessory's
    /// height from its frame, SystemKeyboard+InputAccessory.swift); its bottom stays put.
    func layOutAccessoryComposer() {
      let padding = Self.composerPadding
      let height = textView.intrinsicContentSize.height + 2 * padding
      var frame = composer.frame
      frame.origin.y = frame.maxY - height
      frame.size.height = height
      composer.frame = frame
      textView.frame = CGRect(
        x: padding, y: padding, width: frame.width - 2 * padding, height: height - 2 * padding)
    }

    /// Puts the accessory composer where the system shows it: on top of the keys while a
    /// keyboard is up, at the safe area's bottom otherwise.
    func placeAccessoryComposer() {
      guard placement == .inputAccessory else { return }
      var frame = composer.frame
      if systemKeyboard.isShown, systemKeyboard.frame.height > 0 {
        frame.origin.y = rootView.convert(systemKeyboard.frame, from: nil).minY
      } else {
        frame.origin.y = rootView.bounds.height - rootView.safeAreaInsets.bottom - frame.height
      }
      composer.frame = frame
    }

    /// Adds a message bubble at the end and sets the list's content size, as the app's
    /// layout does.
    func appendMessage() {
      let pitch = Self.messageHeight + Self.spacing
      let y = Self.spacing + CGFloat(messages.count) * pitch
      let bubble = UIView(
        frame: CGRect(x: 16, y: y, width: list.bounds.width * 0.6, height: Self.messageHeight))
      list.addSubview(bubble)
      messages.append(bubble)
      list.contentSize = CGSize(width: list.bounds.width, height: y + pitch)
    }

    /// The offset that shows the end of the content above the list's bottom inset.
    var endOffset: CGFloat {
      let inset = list.adjustedContentInset
      return max(-inset.top, list.contentSize.height + inset.bottom - list.bounds.height)
    }

    /// Detaches everything, so nothing reacts to later scenes' notifications.
    func tearDown() {
      approach?.detach()
      approach = nil
      NSLayoutConstraint.deactivate(constraints)
      if let tp = list as? TPKeyboardAvoidingScrollView { tp.stopKeyboardAvoiding() }
      recorder.end()
      if textView.isFirstResponder { textView.resignFirstResponder() }
      rootView.removeFromSuperview()
      window.isHidden = true
    }

    // MARK: Geometry in screen coordinates

    /// The y of the list content's origin on screen.
    var contentOriginInScreen: CGFloat {
      list.convert(CGPoint.zero, to: screen.coordinateSpace).y
    }

    /// A view's rect on screen.
    func rectInScreen(_ view: UIView) -> CGRect {
      view.convert(view.bounds, to: screen.coordinateSpace)
    }

    /// The composer's caret on screen.
    var caretInScreen: CGRect? {
      guard let position = textView.selectedTextRange?.start else { return nil }
      return textView.convert(textView.caretRect(for: position), to: screen.coordinateSpace)
    }
  }
#endif
