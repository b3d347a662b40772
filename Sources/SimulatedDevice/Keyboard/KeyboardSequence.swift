#if !canImport(UIKit)
  import HeadlessUIKit

  /// The notifications iOS posts for one thing the keyboard does, in iOS's order, and where
  /// that order and those frames were seen.
  ///
  /// To add a sequence: write a static function in `KeyboardSequence+Catalog.swift` that
  /// lists its notifications and names its source ([doc] an Apple page, [seen] a named public
  /// observation, [choice] this project's decision where nothing is known), then a method on
  /// ``SystemKeyboard`` that plays it; `SimulatedDeviceTests` checks each sequence's order.
  public struct KeyboardSequence: Sendable, Hashable {
    /// Where the order and the frames come from, tagged [doc], [seen] or [choice].
    public var source: String
    /// The notifications, in the order iOS posts them.
    public var notifications: [KeyboardNotification]

    /// A sequence.
    public init(source: String, notifications: [KeyboardNotification]) {
      self.source = source
      self.notifications = notifications
    }

    /// The notifications posted before the keyboard animates.
    public var willPart: [KeyboardNotification] {
      Array(notifications.prefix { $0.name.isWill })
    }

    /// The notifications posted once the animation has ended.
    public var didPart: [KeyboardNotification] {
      Array(notifications.drop { $0.name.isWill })
    }

    /// The names, in order.
    public var names: [KeyboardNotification.Name] { notifications.map(\.name) }

    /// The same notifications, each with `change` applied (a malformed or unusual variant of
    /// a real sequence).
    public func map(_ change: (inout KeyboardNotification) -> Void) -> KeyboardSequence {
      KeyboardSequence(
        source: source,
        notifications: notifications.map {
          var notification = $0
          change(&notification)
          return notification
        })
    }
  }
#endif
