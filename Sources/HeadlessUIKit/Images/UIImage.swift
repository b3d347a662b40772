#if !canImport(UIKit)
  import Foundation

  /// An object that manages image data in your app.
  ///
  /// Source: UIImage.h (iPhoneOS16.4.sdk; iPhoneOS18.0.sdk, xiangfeidexiaohuo/iOS-SDKs):
  /// `NS_SWIFT_SENDABLE @interface UIImage : NSObject <NSSecureCoding>`, no
  /// `NS_SWIFT_UI_ACTOR`: Swift imports it as `@unchecked Sendable` (an image is immutable). The model keeps only what the component uses: a system symbol by name. It
  /// draws nothing and has no pixels; the image remembers its name so tests can tell symbols
  /// apart. `@unchecked Sendable` holds here too: the name is set while the image is
  /// initialized and never after.
  open class UIImage: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral {
    /// The symbol's name, for tests (not UIKit API); `nil` for an image made otherwise.
    package private(set) var systemName: String?

    /// Creates an empty image.
    ///
    /// Source: UIImage.h declares no designated initializer, so `NSObject`'s `init()` is one
    /// of UIImage's (and `UIImage()` compiles against the SDK). The model's empty image has
    /// no name.
    public override init() {
      super.init()
    }

    /// Creates an image from data in an unarchiver.
    ///
    /// Source: UIImage.h, `<NSSecureCoding>`: `init(coder:)` is required of every subclass.
    /// The model has no archives: the image is empty [choice].
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// Creates an image from an image literal (`#imageLiteral(resourceName:)`): the named
    /// image of the app's asset catalogue.
    ///
    /// Source: the UIKit overlay (UIKit.swiftinterface, iPhoneOS16.4.sdk): `extension
    /// UIImage : Swift._ExpressibleByImageLiteral { required convenience public
    /// init(imageLiteralResourceName name: Swift.String) }`, so every subclass that declares
    /// an initializer of its own must provide it. The model has no asset catalogue: the
    /// image is empty [choice].
    public required convenience init(imageLiteralResourceName name: String) {
      self.init()
    }

    /// Creates an image object that contains a system symbol image.
    ///
    /// Source: UIImage.h, `+ (nullable UIImage *)systemImageNamed:(NSString *)name
    /// API_AVAILABLE(ios(13.0))`: "Returns nil if an image with specified name doesn't
    /// exist." The model knows no symbol catalogue: an empty name is the only one it
    /// refuses [choice]. A class factory, imported as a convenience initializer: it reaches
    /// `init()`, so a subclass inherits it, as on iOS.
    public convenience init?(systemName name: String) {
      guard !name.isEmpty else { return nil }
      self.init()
      systemName = name
    }
  }
#endif
