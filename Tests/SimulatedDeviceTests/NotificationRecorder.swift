#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// Records the keyboard notifications posted for one screen, decoded back from their
  /// `userInfo`, as an app observing `NotificationCenter.default` would see them.
  @MainActor
  final class NotificationRecorder {
    struct Received: Equatable {
      var name: KeyboardNotification.Name
      var begin: CGRect?
      var end: CGRect?
      var duration: Double?
      var curve: Int?
      var isLocal: Bool?
      var objectIsTheScreen: Bool
    }

    private(set) var received: [Received] = []
    private var tokens: [any NSObjectProtocol] = []

    /// Observes the six keyboard notifications whose `object` is `screen` or `nil`.
    init(screen: UIScreen) {
      for name in KeyboardNotification.Name.allCases {
        // queue nil: delivered synchronously on the posting thread, as UIKit does
        // (uikit-reference.md, "Linux facts").
        let token = NotificationCenter.default.addObserver(
          forName: name.notificationName, object: nil, queue: nil
        ) { [weak self, weak screen] note in
          let info = note.userInfo ?? [:]
          // The iOS 18.0 SDK isolates the userInfo keys to the main actor, where iOS posts.
          let keys = MainActor.assumeIsolated {
            (
              begin: UIResponder.keyboardFrameBeginUserInfoKey,
              end: UIResponder.keyboardFrameEndUserInfoKey,
              duration: UIResponder.keyboardAnimationDurationUserInfoKey,
              curve: UIResponder.keyboardAnimationCurveUserInfoKey,
              isLocal: UIResponder.keyboardIsLocalUserInfoKey
            )
          }
          let object = note.object as AnyObject?
          guard object == nil || object === screen else { return }
          let received = Received(
            name: name,
            begin: Self.rect(info[keys.begin]),
            end: Self.rect(info[keys.end]),
            duration: (info[keys.duration] as? NSNumber)?
              .doubleValue,
            curve: (info[keys.curve] as? NSNumber)?.intValue,
            isLocal: (info[keys.isLocal] as? NSNumber)?.boolValue,
            objectIsTheScreen: object != nil)
          MainActor.assumeIsolated { self?.received.append(received) }
        }
        tokens.append(token)
      }
    }

    /// Stops observing when the test's suite instance goes.
    isolated deinit {
      stop()
    }

    /// The rectangle an `NSValue` holds; `nil` for anything else. Other tests post malformed
    /// notifications (`NSValue(point:)` frames) that must not crash an observer, and
    /// `cgRectValue` on a non-rect value is a programming error.
    nonisolated static func rect(_ value: Any?) -> CGRect? {
      guard let value = value as? NSValue else { return nil }
      return Mirror(reflecting: value).children.first?.value as? CGRect
    }

    var names: [KeyboardNotification.Name] { received.map(\.name) }

    func forget() { received = [] }

    func stop() {
      tokens.forEach { NotificationCenter.default.removeObserver($0) }
      tokens = []
    }
  }
#endif
