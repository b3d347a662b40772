#if !canImport(UIKit)
  import Foundation

  /// An abstract superclass for items that you can add to a bar at the bottom of the
  /// screen.
  ///
  /// Source: UIBarItem.h (iOS 18-era copy found by content: `UIKIT_EXTERN
  /// API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIBarItem : NSObject <NSCoding,
  /// UIAppearance>`).
  @preconcurrency @MainActor
  open class UIBarItem: NSObject {
    /// Creates a bar item.
    ///
    /// Source: UIBarItem.h, `- (instancetype)init NS_DESIGNATED_INITIALIZER`.
    public override init() {
      super.init()
    }

    /// Creates a bar item from data in an unarchiver.
    ///
    /// Source: UIBarItem.h, `- (nullable instancetype)initWithCoder:(NSCoder *)coder
    /// NS_DESIGNATED_INITIALIZER`, required by `NSCoding`. The model has no archives: the
    /// item has its defaults [choice].
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// A Boolean value that indicates whether the item is enabled.
    ///
    /// Source: UIBarItem.h, `@property(nonatomic,getter=isEnabled) BOOL enabled; //
    /// default is YES`. A disabled item does not run its action when tapped [doc:
    /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled].
    open var isEnabled: Bool = true

    /// The title displayed on the item.
    ///
    /// Source: UIBarItem.h, `@property(nullable, nonatomic,copy) NSString *title; //
    /// default is nil`.
    open var title: String?

    /// The image used to represent the item.
    ///
    /// Source: UIBarItem.h, `@property(nullable, nonatomic,strong) UIImage *image; //
    /// default is nil`.
    open var image: UIImage?

    /// A succinct label that identifies the item, for assistive technologies.
    ///
    /// Source: UIAccessibility.h (iPhoneOS18.0.sdk, xybp888/iOS-SDKs): `@interface NSObject
    /// (UIAccessibility)`, `@property (nullable, nonatomic, copy) NSString
    /// *accessibilityLabel … NS_SWIFT_UI_ACTOR` ("default == nil"). **Placement**: UIKit
    /// declares it on every `NSObject`; a Swift extension of a Foundation class cannot hold
    /// a stored, overridable property on Linux, so the model declares it on the one class
    /// that uses it (the reference row's status says so).
    open var accessibilityLabel: String?

    /// A brief phrase that describes what activating the item does, for assistive
    /// technologies.
    ///
    /// Source: UIAccessibility.h (iPhoneOS18.0.sdk, xybp888/iOS-SDKs): `@interface NSObject
    /// (UIAccessibility)`, `@property (nullable, nonatomic, copy) NSString *accessibilityHint
    /// … NS_SWIFT_UI_ACTOR`: "Returns a localized string that describes the result of
    /// performing an action on the element, when the result is non-obvious. The hint should
    /// be a brief phrase. For example: "Purchases the item." … default == nil".
    /// **Placement**: on `UIBarItem`, as ``accessibilityLabel``.
    open var accessibilityHint: String?
  }
#endif
