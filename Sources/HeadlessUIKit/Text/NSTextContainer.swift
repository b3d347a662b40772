#if !canImport(UIKit)
  import Foundation

  /// A region where text layout occurs.
  ///
  /// Source: NSTextContainer.h (iOS 18.0 SDK, UIKit), `@interface NSTextContainer : NSObject`.
  /// The model keeps only what `UITextView.init(frame:textContainer:)` needs to name: its
  /// text layout is the line model (TextLineModel.swift), not TextKit.
  open class NSTextContainer: NSObject {
    /// The size of the text container's bounding rectangle.
    ///
    /// Source: NSTextContainer.h, `@property CGSize size`.
    open var size: CGSize

    /// Creates a text container with the specified bounding rectangle.
    ///
    /// Source: NSTextContainer.h, `- initWithSize:` (`NS_DESIGNATED_INITIALIZER`).
    public init(size: CGSize) {
      self.size = size
      super.init()
    }

    /// Creates a text container from data in an unarchiver.
    ///
    /// Source: NSTextContainer.h, `- (instancetype)initWithCoder:(NSCoder *)coder
    /// NS_DESIGNATED_INITIALIZER` (not nullable, so not failable), required by `NSCoding`.
    /// The model has no archives: the container has a zero size [choice].
    public required init(coder: NSCoder) {
      size = .zero
      super.init()
    }
  }
#endif
