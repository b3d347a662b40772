#if !canImport(UIKit)
  import Foundation

  /// The simulated VoiceOver: **headless-only** setup, the stand-in for the user turning
  /// VoiceOver on in Settings, and the record of what the app posted to it.
  extension UIAccessibility {
    /// Turns the simulated VoiceOver on or off: **headless-only**. Turning it off drops the
    /// element it was focused on [choice: VoiceOver focuses nothing while it is off].
    /// ``UIAccessibility/isVoiceOverRunning`` reports the state.
    @MainActor
    public static func simulateVoiceOver(running: Bool) {
      SimulatedVoiceOver.shared.setRunning(running)
    }

    /// Every notification posted with ``UIAccessibility/post(notification:argument:)``, in
    /// order, whether or not VoiceOver was running: **headless-only**, for tests to read. It
    /// is the process's record, as posts are the process's in UIKit: a test reads the posts
    /// whose argument is one of its own views. An object argument is held weakly and reads
    /// `nil` once it has gone away [choice: the record keeps no view alive].
    @MainActor
    public static var simulatedPosts: [(notification: UIAccessibility.Notification, argument: Any?)]
    {
      SimulatedVoiceOver.shared.posts.map { ($0.notification, $0.argument) }
    }
  }

  /// The state behind ``UIAccessibility``'s functions: whether VoiceOver runs, the element it
  /// is on, and the posts. Main-actor state, as UIKit's accessibility calls are main-actor.
  @MainActor
  final class SimulatedVoiceOver {
    static let shared = SimulatedVoiceOver()

    private(set) var isRunning = false
    private(set) var posts: [Post] = []
    /// VoiceOver's element, weakly: an element that goes away is no longer focused.
    private weak var focus: AnyObject?

    /// A recorded post: its argument weakly when it is an object.
    struct Post {
      let notification: UIAccessibility.Notification
      private let value: Any?
      private weak var object: AnyObject?

      init(_ notification: UIAccessibility.Notification, argument: Any?) {
        self.notification = notification
        if let argument, type(of: argument) is AnyClass {
          value = nil
          object = argument as AnyObject
        } else {
          value = argument
        }
      }

      var argument: Any? {
        if let object { return object }
        return value
      }
    }

    func setRunning(_ running: Bool) {
      isRunning = running
      if !running { focus = nil }
    }

    func post(_ notification: UIAccessibility.Notification, argument: Any?) {
      posts.append(Post(notification, argument: argument))
      guard isRunning, notification == .layoutChanged, let argument,
        !(argument is String), !(argument is NSString)
      else { return }
      focus = argument as AnyObject
    }

    func focusedElement(using identifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? {
      guard isRunning, identifier == nil || identifier == .notificationVoiceOver else { return nil }
      return focus
    }
  }
#endif
