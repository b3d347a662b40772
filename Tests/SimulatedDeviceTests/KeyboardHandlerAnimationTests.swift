#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// What an observer of the keyboard's notifications finds about animation: on iOS the
  /// will-notifications are posted inside the keyboard's animation block, so a handler's
  /// writes animate with the keyboard and a nested `UIView.animate` inherits its duration
  /// and curve unless it passes `overrideInheritedDuration` / `overrideInheritedCurve`
  /// [seen: uptech.team/blog/uiresponder-keyboard-notification-handler-animate, "Yes, it runs
  /// inside of an animation block!", with the call stack; developer.apple.com/forums/thread/701769;
  /// Stack Overflow 33486030; johnpatrickmorgan/KeyboardLayoutGuide PR #6, "it inherits the
  /// correct curve from the in-flight animation"] [doc: uiview/animationoptions/overrideinheritedcurve,
  /// "If this key is not present, the animation inherits the curve of the in-flight
  /// animation"]. The did-notifications come at the animation's end, outside it.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct KeyboardHandlerAnimationTests {
    /// Durations seen by the handlers, by label, in the order they ran.
    @MainActor final class Seen {
      var durations: [String: [TimeInterval]] = [:]
    }

    /// Observes `name`, noting in `seen` the inherited duration, then what `nested` finds.
    static func observe(
      _ name: Notification.Name, in seen: Seen, label: String,
      nested: (@MainActor @Sendable (Seen) -> Void)? = nil
    ) -> any NSObjectProtocol {
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
        MainActor.assumeIsolated {
          seen.durations[label, default: []].append(UIView.inheritedAnimationDuration)
          nested?(seen)
        }
      }
    }

    @Test func willHandlersRunInsideTheKeyboardsAnimationAndDidHandlersAfterIt() {
      let scene = DeviceScene(device: .iPhone15)
      let seen = Seen()
      let tokens = [
        Self.observe(UIResponder.keyboardWillShowNotification, in: seen, label: "willShow"),
        Self.observe(UIResponder.keyboardDidShowNotification, in: seen, label: "didShow"),
        Self.observe(UIResponder.keyboardWillHideNotification, in: seen, label: "willHide"),
        Self.observe(UIResponder.keyboardDidHideNotification, in: seen, label: "didHide"),
      ]
      defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
      scene.keyboard.show()
      scene.keyboard.hide()
      // The system keyboard's 0.25 s (KeyboardNotification.systemDuration) inside the
      // will-handlers; 0 in the did-handlers, which run after the block.
      #expect(seen.durations["willShow"] == [0.25])
      #expect(seen.durations["willHide"] == [0.25])
      #expect(seen.durations["didShow"] == [0])
      #expect(seen.durations["didHide"] == [0])
    }

    @Test func aHandlersOwnAnimationInheritsTheKeyboardsDurationUnlessItOverridesIt() {
      let scene = DeviceScene(device: .iPhone15)
      let seen = Seen()
      let token = Self.observe(
        UIResponder.keyboardWillShowNotification, in: seen, label: "willShow"
      ) { seen in
        // A handler with its own 0.4 s, as the b2cloud recipe animates its indicator insets.
        UIView.animate(withDuration: 0.4, delay: 0) {
          seen.durations["nested", default: []].append(UIView.inheritedAnimationDuration)
        }
        UIView.animate(withDuration: 0.4, delay: 0, options: [.overrideInheritedDuration]) {
          seen.durations["overriding", default: []].append(UIView.inheritedAnimationDuration)
        }
      }
      defer { NotificationCenter.default.removeObserver(token) }
      scene.keyboard.show()
      // Nested: the keyboard's 0.25, not its own 0.4; with the override: its own 0.4.
      #expect(seen.durations["nested"] == [0.25])
      #expect(seen.durations["overriding"] == [0.4])
    }

    @Test func aHandlersDirectWriteLandsInTheKeyboardsAnimation() {
      // The Apple guide's will-hide handler writes `contentInset = .zero` with no block of
      // its own: on iOS that write animates with the keyboard.
      let scene = DeviceScene(device: .iPhone15)
      let scrollView = UIScrollView(frame: scene.rootView.bounds)
      scene.rootView.addSubview(scrollView)
      scrollView.contentInset.bottom = 300
      let seen = Seen()
      let token = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak scrollView] _ in
        MainActor.assumeIsolated {
          scrollView?.contentInset = .zero
          seen.durations["write", default: []].append(UIView.inheritedAnimationDuration)
        }
      }
      defer { NotificationCenter.default.removeObserver(token) }
      scene.keyboard.show()
      scene.keyboard.hide()
      #expect(scrollView.contentInset == .zero)
      #expect(seen.durations["write"] == [0.25])
    }
  }
#endif
