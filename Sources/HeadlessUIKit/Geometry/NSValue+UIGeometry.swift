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
    /// check `objCType` first.
    public var cgRectValue: CGRect {
      rectValue
    }
  }
#endif
