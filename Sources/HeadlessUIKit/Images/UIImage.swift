#if !canImport(UIKit)
  import Foundation

  /// An object that manages image data in your app.
  ///
  /// Source: UIImage.h (iPhoneOS18.0.sdk, xiangfeidexiaohuo/iOS-SDKs):
  /// `@interface UIImage : NSObject <NSSecureCoding>`, no `NS_SWIFT_UI_ACTOR`.
  /// The model keeps only what the component uses: a system symbol by name. It draws
  /// nothing and has no pixels; the image remembers its name so tests can tell symbols apart.
  open class UIImage: NSObject {
    /// The symbol's name, for tests (not UIKit API).
    package let systemName: String

    /// Creates an image object that contains a system symbol image.
    ///
    /// Source: UIImage.h, `+ (nullable UIImage *)systemImageNamed:(NSString *)name
    /// API_AVAILABLE(ios(13.0))`: "Returns nil if an image with specified name doesn't
    /// exist." The model knows no symbol catalogue: an empty name is the only one it
    /// refuses [choice].
    public convenience init?(systemName name: String) {
      guard !name.isEmpty else { return nil }
      self.init(storingSystemName: name)
    }

    private init(storingSystemName name: String) {
      systemName = name
      super.init()
    }
  }
#endif
