#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// The visual representation of a single row in a table view.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitableviewcell and
  /// UITableViewCell.h (`NS_SWIFT_UI_ACTOR @interface UITableViewCell : UIView`). The model
  /// draws nothing: a cell is a view with a `contentView` that fills it, and a reuse
  /// identifier.
  ///
  /// UITableViewCell.h: `@interface UITableViewCell : UIView <NSCoding,
  /// UIGestureRecognizerDelegate>`, so a cell can be a recognizer's delegate without
  /// declaring it; the protocol's methods are optional, and the model's defaults answer.
  @preconcurrency @MainActor
  open class UITableViewCell: UIView, UIGestureRecognizerDelegate {
    /// Initializes a table cell with a style and a reuse identifier and returns it to the
    /// caller.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    /// "If the cell can be reused, you must pass in a reuse identifier" (UITableViewCell.h).
    /// The cell starts 320 × 44 pt [choice: UIKit's initial cell size is not documented; the
    /// table view sets the frame before showing it]. Every style is laid out the same way.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      addSubview(contentView)
    }

    /// Creates a cell from data in an unarchiver.
    ///
    /// Source: UITableViewCell.h (`initWithCoder:` is a designated initializer). The model
    /// has no archives: the cell has no reuse identifier.
    public required init?(coder: NSCoder) {
      reuseIdentifier = nil
      contentView = UIView(frame: .zero)
      super.init(coder: coder)
      addSubview(contentView)
    }

    /// The content view of the cell object.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    /// "add subviews to the content view"; the model keeps it the size of the cell [choice:
    /// no accessory or editing controls narrow it].
    open private(set) var contentView: UIView

    /// A string used to identify a cell that is reusable.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
    open private(set) var reuseIdentifier: String?

    /// Prepares a reusable cell for reuse by the table view's delegate.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
    /// "called just before the object is returned from the UITableView method
    /// dequeueReusableCell(withIdentifier:)".
    open func prepareForReuse() {}

    /// Asks whether a gesture recognizer the cell is the delegate of may recognize together
    /// with another: no, unless a subclass overrides it.
    ///
    /// Source: UIGestureRecognizer.h (`@optional`; "the default implementation returns NO (by
    /// default no two gestures can be recognized simultaneously)"). The cell adopts
    /// `UIGestureRecognizerDelegate` (UITableViewCell.h), so Swift gives it the protocol's
    /// members, overridable: a subclass's implementation needs `override` against the SDK
    /// (type-checked), and here it is what a recognizer asks, as on iOS.
    @discardableResult
    open func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      false
    }

    override func geometryDidChange(oldFrame: CGRect, oldBoundsOrigin: CGPoint) {
      super.geometryDidChange(oldFrame: oldFrame, oldBoundsOrigin: oldBoundsOrigin)
      if oldFrame.size != frame.size {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
      }
    }
  }

  extension UITableViewCell {
    /// An enumeration for the various styles of cells.
    ///
    /// Source: UITableViewCell.h, `typedef NS_ENUM(NSInteger, UITableViewCellStyle)`. Declared in C
    /// (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not frozen (a
    /// `switch` needs `@unknown default`), any raw value accepted.
    public typealias CellStyle = UITableViewCellStyle
  }
#endif
