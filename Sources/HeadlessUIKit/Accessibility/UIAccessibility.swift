#if !canImport(UIKit)
  import Foundation

  /// The namespace of UIKit's accessibility functions and constants in Swift.
  ///
  /// Source: UIAccessibilityConstants.h (iPhoneOS16.4.sdk and iPhoneOS18.0.sdk):
  /// `#ifdef __swift__ typedef struct UIAccessibility { void *_reserved; } UIAccessibility;`,
  /// "Its only purpose is to create a namespace for accessibility symbols in Swift." Swift
  /// imports the C struct with a memberwise `init(_reserved:)`, which nothing uses; the model
  /// declares no initializer.
  public struct UIAccessibility {
    /// A notification an app posts to assistive technologies such as VoiceOver.
    ///
    /// Source: UIAccessibilityConstants.h, `typedef uint32_t UIAccessibilityNotifications
    /// NS_TYPED_ENUM`, Swift name `UIAccessibility.Notification` (UIKit.apinotes): a struct
    /// wrapping the raw `UInt32`.
    public struct Notification: Hashable, RawRepresentable, Sendable {
      /// The notification's raw value.
      public let rawValue: UInt32

      /// Wraps a raw notification value.
      public init(rawValue: UInt32) {
        self.rawValue = rawValue
      }
    }

    /// Identifies an assistive technology, for ``UIAccessibility/focusedElement(using:)``.
    ///
    /// Source: UIAccessibilityConstants.h, `typedef NSString *
    /// UIAccessibilityAssistiveTechnologyIdentifier NS_TYPED_ENUM`, Swift name
    /// `UIAccessibility.AssistiveTechnologyIdentifier` (UIKit.apinotes).
    public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
      /// The identifier's raw string.
      public let rawValue: String

      /// Wraps a raw identifier.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }
    }

    /// Posts a notification to assistive technologies.
    ///
    /// Source: UIAccessibility.h, `UIKIT_EXTERN void
    /// UIAccessibilityPostNotification(UIAccessibilityNotifications notification, __nullable
    /// id argument)`, Swift name `UIAccessibility.post(notification:argument:)`
    /// (UIKit.apinotes); "This function posts a notification to assistive applications. Some
    /// notifications specify a required or optional argument." Main-actor isolated as the
    /// iOS 18.0 SDK declares it (`NS_SWIFT_UI_ACTOR`; the 16.4 SDK does not say).
    ///
    /// What the model does (``UIAccessibility/simulatedPosts`` records every post, whatever
    /// the state of VoiceOver [choice: a test hook]): while VoiceOver runs
    /// (``UIAccessibility/simulateVoiceOver(running:)``), ``Notification/layoutChanged``
    /// with an element moves VoiceOver's focus to that element [doc: UIAccessibilityConstants.h,
    /// "Optionally, pass the element that VoiceOver should move to after processing the
    /// notification"]; with `nil` or a string argument VoiceOver's focus stays where it is
    /// [choice: the header says nothing of where VoiceOver goes without an element]. With
    /// VoiceOver off, a post changes nothing [choice: no assistive technology listens].
    @preconcurrency @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
      SimulatedVoiceOver.shared.post(notification, argument: argument)
    }

    /// Whether VoiceOver is running.
    ///
    /// Source: UIAccessibility.h, `UIKIT_EXTERN BOOL UIAccessibilityIsVoiceOverRunning(void)
    /// API_AVAILABLE(ios(4.0))`, Swift name `getter:UIAccessibility.isVoiceOverRunning()`
    /// (UIKit.apinotes). Main-actor isolated as the iOS 18.0 SDK declares it. In the model,
    /// `false` until a test turns the simulated VoiceOver on
    /// (``UIAccessibility/simulateVoiceOver(running:)``).
    @preconcurrency @MainActor
    public static var isVoiceOverRunning: Bool {
      SimulatedVoiceOver.shared.isRunning
    }

    /// The element an assistive technology is focused on.
    ///
    /// Source: UIAccessibility.h, `UIKIT_EXTERN __nullable id
    /// UIAccessibilityFocusedElement(UIAccessibilityAssistiveTechnologyIdentifier __nullable
    /// assistiveTechnologyIdentifier) API_AVAILABLE(ios(9.0))`, Swift name
    /// `UIAccessibility.focusedElement(using:)` (UIKit.apinotes): "Returns the element that
    /// is currently focused by an assistive technology. default = nil. Pass in a specific
    /// identifier (e.g. UIAccessibilityNotificationVoiceOverIdentifier) in order to choose
    /// the focused element for a specific product. If no argument is used, the function will
    /// returned the element that was most recently focused." Main-actor isolated as the iOS
    /// 18.0 SDK declares it.
    ///
    /// The model simulates VoiceOver only: with ``AssistiveTechnologyIdentifier/notificationVoiceOver``
    /// or `nil`, VoiceOver's element while it runs (and while the element exists: the model
    /// holds it weakly), else `nil` [choice: VoiceOver focuses nothing while it is off; other
    /// assistive technologies are not modelled].
    @available(iOS 9.0, *)
    @preconcurrency @MainActor @discardableResult
    public static func focusedElement(
      using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?
    ) -> Any? {
      SimulatedVoiceOver.shared.focusedElement(using: assistiveTechnologyIdentifier)
    }
  }

  extension UIAccessibility.Notification {
    /// Tells assistive technologies that the layout of a screen changed.
    ///
    /// Source: UIAccessibilityConstants.h, `UIAccessibilityLayoutChangedNotification`, Swift
    /// name `layoutChanged` (UIKit.apinotes): "Should be posted when the layout of a screen
    /// changes, for example when an individual element appears or disappears. Optionally,
    /// pass the element that VoiceOver should move to after processing the notification."
    /// Declared as the iOS 18.0 SDK declares it, a nonisolated constant (`UIKIT_EXTERN const
    /// … NS_SWIFT_NONISOLATED`); the 16.4 SDK declares a mutable global, which Swift 6 code
    /// reads only through `@preconcurrency import UIKit` (UIKit-differences).
    ///
    /// The raw value is the model's own [choice]: UIKit's is not in its headers (an extern
    /// constant), and nothing here depends on it.
    nonisolated public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
  }

  extension UIAccessibility.AssistiveTechnologyIdentifier {
    /// Identifies VoiceOver.
    ///
    /// Source: UIAccessibilityConstants.h, `UIKIT_EXTERN
    /// UIAccessibilityAssistiveTechnologyIdentifier const
    /// UIAccessibilityNotificationVoiceOverIdentifier API_AVAILABLE(ios(9.0))`, Swift name
    /// `notificationVoiceOver` (UIKit.apinotes); "Used to identify VoiceOver as the
    /// assistive technology." The string is the model's own [choice].
    @available(iOS 9.0, *)
    nonisolated public static let notificationVoiceOver =
      UIAccessibility.AssistiveTechnologyIdentifier(rawValue: "HeadlessUIKit.VoiceOver")
  }
#endif
