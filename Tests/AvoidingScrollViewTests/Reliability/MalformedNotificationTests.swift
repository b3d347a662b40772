#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A notification row: what is posted instead of a complete, valid notification.
  struct MalformedRow: CustomStringConvertible, Sendable {
    var label: String
    var object: FuzzObject = .ownScreen
    /// `nil` posts a `nil` userInfo.
    var userInfo: @Sendable (CGRect) -> FuzzUserInfo?

    var description: String { label }

    static func info(_ change: @escaping @Sendable (inout FuzzUserInfo) -> Void)
      -> @Sendable (
        CGRect
      ) -> FuzzUserInfo?
    {
      { frame in
        var info = FuzzUserInfo.complete(frame)
        change(&info)
        return info
      }
    }

    static func end(_ label: String, _ rect: @escaping @Sendable (CGRect) -> CGRect) -> MalformedRow
    {
      MalformedRow(label: "end frame \(label)") { frame in
        var info = FuzzUserInfo.complete(frame)
        info.end = .rect(rect(frame))
        return info
      }
    }

    /// Every row that must change nothing.
    static let ignored: [MalformedRow] = [
      MalformedRow(label: "userInfo nil") { _ in nil },
      MalformedRow(label: "end frame missing", userInfo: info { $0.end = .missing }),
      MalformedRow(label: "end frame String", userInfo: info { $0.end = .string }),
      MalformedRow(label: "end frame NSNumber", userInfo: info { $0.end = .number }),
      MalformedRow(label: "end frame NSValue(point:)", userInfo: info { $0.end = .point }),
      MalformedRow(label: "begin frame String", userInfo: info { $0.begin = .string }),
      MalformedRow(label: "begin frame NSNumber", userInfo: info { $0.begin = .number }),
      MalformedRow(label: "begin frame NSValue(point:)", userInfo: info { $0.begin = .point }),
      MalformedRow(
        label: "begin frame NaN",
        userInfo: info { $0.begin = .rect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) }),
      MalformedRow(
        label: "begin frame negative height",
        userInfo: info { $0.begin = .rect(CGRect(x: 0, y: 500, width: 393, height: -336)) }),
      MalformedRow(label: "duration String", userInfo: info { $0.duration = .string }),
      MalformedRow(label: "duration NaN", userInfo: info { $0.duration = .number(.nan) }),
      MalformedRow(label: "duration -1", userInfo: info { $0.duration = .number(-1) }),
      MalformedRow(
        label: "duration +infinity", userInfo: info { $0.duration = .number(.infinity) }),
      MalformedRow(label: "duration 1e9", userInfo: info { $0.duration = .number(1e9) }),
      MalformedRow(label: "curve String", userInfo: info { $0.curve = .string }),
      MalformedRow(label: "curve 2.5", userInfo: info { $0.curve = .number(2.5) }),
      MalformedRow(label: "curve 99", userInfo: info { $0.curve = .number(99) }),
      MalformedRow(label: "curve -1", userInfo: info { $0.curve = .number(-1) }),
      MalformedRow(label: "isLocal String", userInfo: info { $0.isLocal = .string }),
      end("x NaN") { CGRect(x: .nan, y: $0.minY, width: $0.width, height: $0.height) },
      end("y NaN") { CGRect(x: $0.minX, y: .nan, width: $0.width, height: $0.height) },
      end("width NaN") { CGRect(x: $0.minX, y: $0.minY, width: .nan, height: $0.height) },
      end("height NaN") { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: .nan) },
      end("y +infinity") { CGRect(x: $0.minX, y: .infinity, width: $0.width, height: $0.height) },
      end("y -infinity") { CGRect(x: $0.minX, y: -.infinity, width: $0.width, height: $0.height) },
      end("x -infinity") { CGRect(x: -.infinity, y: $0.minY, width: $0.width, height: $0.height) },
      end("width +infinity") {
        CGRect(x: $0.minX, y: $0.minY, width: .infinity, height: $0.height)
      },
      end("height +infinity") {
        CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: .infinity)
      },
      end("height 1e9") { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: 1e9) },
      end("y -1e9 height 1e9") { CGRect(x: $0.minX, y: -1e9, width: $0.width, height: 1e9) },
      end("width 1e9") { CGRect(x: $0.minX, y: $0.minY, width: 1e9, height: $0.height) },
      end("x -1e9") { CGRect(x: -1e9, y: $0.minY, width: $0.width, height: $0.height) },
      end("negative width") {
        CGRect(x: $0.maxX, y: $0.minY, width: -$0.width, height: $0.height)
      },
      end("negative height") {
        CGRect(x: $0.minX, y: $0.maxY, width: $0.width, height: -$0.height)
      },
      MalformedRow(label: "object another screen", object: .otherScreen) {
        FuzzUserInfo.complete($0)
      },
      MalformedRow(label: "object not a screen", object: .notAScreen) {
        FuzzUserInfo.complete($0)
      },
    ]

    /// Rows with an optional value missing (or the empty begin frame interactive dismissal
    /// sends): the result must equal that of the complete notification.
    static let optional: [MalformedRow] = [
      MalformedRow(label: "duration missing", userInfo: info { $0.duration = .missing }),
      MalformedRow(label: "curve missing", userInfo: info { $0.curve = .missing }),
      MalformedRow(label: "isLocal missing", userInfo: info { $0.isLocal = .missing }),
      MalformedRow(label: "begin frame missing", userInfo: info { $0.begin = .missing }),
      MalformedRow(
        label: "begin frame zero (interactive dismissal)",
        userInfo: info { $0.begin = .rect(.zero) }),
      MalformedRow(
        label: "duration, curve and isLocal missing",
        userInfo: info {
          $0.duration = .missing
          $0.curve = .missing
          $0.isLocal = .missing
        }),
    ]
  }

  extension FuzzUserInfo {
    /// A complete, valid `userInfo` for `frame`, as iOS sends it.
    static func complete(_ frame: CGRect) -> FuzzUserInfo {
      FuzzUserInfo(
        end: .rect(frame), begin: .rect(frame.offsetBy(dx: 0, dy: frame.height)),
        duration: .number(0.25), curve: .number(7), isLocal: .flag(true))
    }
  }

  /// The state a malformed notification arrives in.
  enum MalformedState: String, CaseIterable, Sendable {
    /// A docked keyboard is up; the row's frame is a taller keyboard.
    case keyboardShown
    /// No keyboard yet; the row's frame is the docked keyboard.
    case noKeyboard
  }

  /// An iPhone 15 form with its own screen and a focused field, in a chosen state.
  @MainActor
  final class MalformedScene {
    static let device = Device.iPhone15

    /// Whether the complete notification `name`, carrying the row's frame, changes `state`.
    ///
    /// Changed with issue 16's rule "hides are authoritative" (KeyboardReading): this table
    /// used to count a will-hide whose end frame is the docked keyboard, posted with no
    /// keyboard up, as a change of state (it inset as if a keyboard had appeared). A will-hide
    /// means that no keyboard covers anything whatever its frame (Flutter's
    /// `-calculateKeyboardAttachMode:`, IQKeyboardManager #2124), so with no keyboard up it
    /// changes nothing; with a keyboard up it removes the keyboard's inset, still a change.
    static func completeNotificationChangesState(_ name: FuzzKeyboardName, _ state: MalformedState)
      -> Bool
    {
      !(name == .willHide && state == .noKeyboard)
    }
    let screen: UIScreen
    let otherScreen: UIScreen
    let window: UIWindow
    let scrollView: WriteCountingScrollView
    let state: MalformedState

    /// The frame a row carries: one that would change the state if it were accepted.
    var rowFrame: CGRect {
      switch state {
      case .keyboardShown: Self.device.dockedKeyboardFrame(height: 400)
      case .noKeyboard: Self.device.dockedKeyboardFrame()
      }
    }

    init(_ state: MalformedState) {
      self.state = state
      screen = Self.device.makeScreen()
      otherScreen = Self.device.makeScreen()
      window = UIWindow(frame: Self.device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      scrollView = WriteCountingScrollView(frame: window.bounds)
      scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 12, right: 0)
      scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 6, right: 0)
      var focus: UITextField?
      for index in 0..<20 {
        let field = UITextField(
          frame: CGRect(x: 16, y: 16 + CGFloat(index) * 60, width: 361, height: 44))
        scrollView.addSubview(field)
        if index == 12 { focus = field }
      }
      scrollView.contentSize = CGSize(width: 393, height: 1216)
      window.addSubview(scrollView)
      window.layoutIfNeeded()
      focus?.becomeFirstResponder()
      if state == .keyboardShown {
        post(
          .willShow, object: screen,
          userInfo: FuzzUserInfo.complete(Self.device.dockedKeyboardFrame()))
      }
    }

    func post(_ name: FuzzKeyboardName, object: Any?, userInfo: FuzzUserInfo?) {
      NotificationCenter.default.post(
        name: name.name, object: object, userInfo: userInfo?.userInfo(for: name))
    }

    func post(_ row: MalformedRow, _ name: FuzzKeyboardName) {
      let object: Any? =
        switch row.object {
        case .ownScreen: screen
        case .none: nil
        case .otherScreen: otherScreen
        case .notAScreen: NSObject()
        }
      post(name, object: object, userInfo: row.userInfo(rowFrame))
    }

    struct Snapshot: Equatable {
      var contentInset: UIEdgeInsets
      var indicators: UIEdgeInsets
      var offset: CGPoint
    }

    var snapshot: Snapshot {
      Snapshot(
        contentInset: scrollView.contentInset,
        indicators: scrollView.verticalScrollIndicatorInsets, offset: scrollView.contentOffset)
    }
  }

  @MainActor
  @Suite struct MalformedNotificationTableTests {
    @Test(arguments: MalformedRow.ignored, MalformedState.allCases)
    func malformedNotificationChangesNothing(_ row: MalformedRow, _ state: MalformedState) {
      for name in FuzzKeyboardName.allCases {
        let scene = MalformedScene(state)
        let before = scene.snapshot
        if state == .keyboardShown {
          // The state is meaningful: the keyboard's inset is there (852 − 336 = 516, covered
          // 336, less the 34 pt home indicator already applied = 302, plus the app's 12).
          let shown: CGFloat = 12 + 302
          #expect(before.contentInset.bottom == shown)
        }
        scene.scrollView.resetWrites()
        scene.post(row, name)
        #expect(scene.snapshot == before, "\(row) as \(name.rawValue) in \(state.rawValue)")
        #expect(
          scene.scrollView.writes == 0,
          "\(row) as \(name.rawValue) in \(state.rawValue) wrote \(scene.scrollView.writeLog)")
        // The same notification, complete, is not ignored: the row is what made the
        // difference.
        scene.post(name, object: scene.screen, userInfo: FuzzUserInfo.complete(scene.rowFrame))
        if MalformedScene.completeNotificationChangesState(name, state) {
          #expect(scene.snapshot != before, "the complete notification changes the state")
        } else {
          #expect(scene.snapshot == before, "a hide with no keyboard up changes nothing")
        }
      }
    }

    @Test(arguments: MalformedRow.optional, MalformedState.allCases)
    func missingOptionalValueGivesTheCompleteResult(_ row: MalformedRow, _ state: MalformedState) {
      for name in FuzzKeyboardName.allCases {
        let reference = MalformedScene(state)
        let before = reference.snapshot
        reference.scrollView.resetWrites()
        reference.post(
          name, object: reference.screen, userInfo: FuzzUserInfo.complete(reference.rowFrame))
        let changes = MalformedScene.completeNotificationChangesState(name, state)
        #expect((reference.snapshot != before) == changes, "the complete notification is applied")
        #expect(reference.scrollView.writeDurations.allSatisfy { $0 == 0.25 })

        let scene = MalformedScene(state)
        #expect(scene.snapshot == before)
        scene.scrollView.resetWrites()
        scene.post(row, name)
        #expect(
          scene.snapshot == reference.snapshot,
          "\(row) as \(name.rawValue) in \(state.rawValue)")
        if changes, case .some(.missing) = row.userInfo(scene.rowFrame).map(\.duration) {
          // No duration: applied without animation.
          #expect(
            !scene.scrollView.writeDurations.isEmpty
              && scene.scrollView.writeDurations.allSatisfy { $0 == 0 },
            "\(row): \(scene.scrollView.writeDurations)")
        }
      }
    }
  }
#endif
