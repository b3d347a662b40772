#if !canImport(UIKit)
  import AvoidingScrollView
  import Baselines
  import HeadlessUIKit
  import SimulatedDevice

  /// A chat screen on its own device: a message list (a scroll view of bubbles, or a table
  /// view of 60 pt rows) filling the window above a composer (a bar holding a self-sizing
  /// `UITextView`), the composer on the keyboard guide or as the text view's input
  /// accessory, measured with one ``ChatContender``. The harness keeps
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
    /// The bubbles of a scroll-view list, oldest first (empty for a table).
    private(set) var messages: [UIView] = []
    /// The rows of a table list.
    private let tableRows = MessageRows()
    /// Whether the list is flipped (`CGAffineTransform(scaleX: 1, y: -1)`): the newest
    /// message at the content's top, drawn at the list's bottom.
    let isInverted: Bool
    /// The keyboard on screen as the judge reads it; `nil` when hidden.
    var keyboard: ChatKeyboard?
    /// Whether the user scrolled the newest message out of view and reads the history.
    var userReadsHistory = false
    /// The interactive drag under way, between ``ChatStep/dragKeyboardDown`` and its release.
    var drag: InteractiveKeyboardDrag?
    private var approach: (any KeyboardApproach)?
    private var constraints: [NSLayoutConstraint] = []

    init(
      device: Device, placement: ComposerPlacement, contender: ChatContender, table: Bool = false,
      inverted: Bool = false
    ) {
      isInverted = inverted && !table
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
      case .component where table:
        let view = RecordingAvoidingTableView(frame: .zero, style: .plain)
        view.recorder = recorder
        list = view
      case .appleKeyboardGuide where table, .iqKeyboardManagerDisabled where table,
        .tpKeyboardAvoiding where table:
        // TPKeyboardAvoiding's table subclass is not ported; ChatRun does not play it here.
        let view = RecordingTableView(frame: .zero, style: .plain)
        view.recorder = recorder
        list = view
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
      if let tableView = list as? UITableView {
        tableView.rowHeight = Self.messageHeight + Self.spacing
        tableRows.count = Self.messageCount
        tableView.dataSource = tableRows
      } else {
        for _ in 0..<Self.messageCount { appendMessage() }
      }
      switch placement {
      case .keyboardGuide:
        pinComposerToGuide(pinningList: contender == .appleKeyboardGuide)
      case .inputAccessory:
        composer.frame = CGRect(
          x: 0, y: restingTop, width: rootView.bounds.width, height: restingHeight)
        layOutAccessoryComposer()
        textView.inputAccessoryView = composer
      }
      if isInverted {
        // The flip chat apps use [seen: react-native-keyboard-controller PR #1637, the
        // `inverted` of KeyboardChatScrollView, PR #1314].
        list.transform = CGAffineTransform(scaleX: 1, y: -1)
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

    /// Adds a message at the end: a table row inserted (the table sizes its content), or a
    /// bubble and the content size set, as the app's layout does.
    func appendMessage() {
      if let tableView = list as? UITableView {
        tableRows.count += 1
        tableView.insertRows(at: [IndexPath(row: tableRows.count - 1, section: 0)], with: .none)
        return
      }
      let pitch = Self.messageHeight + Self.spacing
      let y = Self.spacing + CGFloat(messages.count) * pitch
      let bubble = UIView(
        frame: CGRect(x: 16, y: y, width: list.bounds.width * 0.6, height: Self.messageHeight))
      list.addSubview(bubble)
      messages.append(bubble)
      if isInverted {
        // Newest first: every bubble moves one pitch down the content.
        for (index, message) in messages.enumerated() {
          message.frame.origin.y = Self.spacing + CGFloat(messages.count - 1 - index) * pitch
        }
      }
      list.contentSize = CGSize(width: list.bounds.width, height: y + pitch)
    }

    /// The offset that shows the newest message: the end of the content above the list's
    /// bottom inset, or for an inverted list the content's top below its top inset.
    var endOffset: CGFloat {
      let inset = list.adjustedContentInset
      if isInverted { return -inset.top }
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
      // The composer holds the text view whose accessory it is (a strong reference each way,
      // as on iOS): break the cycle.
      textView.inputAccessoryView = nil
      rootView.removeFromSuperview()
      window.isHidden = true
    }

    // MARK: Geometry

    /// The newest message's rectangle in the list's content: the last bubble's frame, or
    /// the last row's rectangle.
    var newestMessageInContent: CGRect? {
      if let tableView = list as? UITableView {
        guard tableRows.count > 0 else { return nil }
        return tableView.rectForRow(at: IndexPath(row: tableRows.count - 1, section: 0))
      }
      return messages.last?.frame
    }

    /// The newest message's rectangle on screen.
    var newestMessageInScreen: CGRect? {
      newestMessageInContent.map { list.convert($0, to: screen.coordinateSpace) }
    }

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

  /// A table's messages: `count` rows of plain cells.
  @MainActor
  final class MessageRows: NSObject, UITableViewDataSource {
    var count = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "message")
        ?? UITableViewCell(style: .default, reuseIdentifier: "message")
    }
  }
#endif
