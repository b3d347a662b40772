#if !canImport(UIKit)
  import Foundation

  extension NSValue {
    /// Creates a value object that contains the specified CoreGraphics rectangle structure.
    ///
    /// Source: https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:)
    public convenience init(cgRect rect: CGRect) {
      self.init(rect: rect)
    }

    /// Returns the CoreGraphics rectangle structure representation of the value.
    ///
    /// Source: https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
    /// As on iOS, reading it from a value that holds another type is a programming error:
    /// check `objCType` first. UIKit's is `open` (an Objective-C category property,
    /// UIGeometry.h: `@property(nonatomic, readonly) CGRect CGRectValue`); a Swift member
    /// added to a Foundation class in an extension cannot be overridden on Linux (no
    /// `@objc`), so the model's is `public`.
    public var cgRectValue: CGRect {
      rectValue
    }
  }
#endif
