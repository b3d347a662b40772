#if !canImport(UIKit)
  import Foundation

  /// A view that defines the behavior for all cells and supplementary views presented by a
  /// collection view.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicollectionreusableview and
  /// UICollectionViewCell.h (`NS_SWIFT_UI_ACTOR @interface UICollectionReusableView : UIView`).
  @preconcurrency @MainActor
  open class UICollectionReusableView: UIView {
    /// Set by the collection view when it creates the view for a reuse identifier.
    var assignedReuseIdentifier: String?

    /// Creates a view with the given frame, as for any `UIView`.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a view from data in an unarchiver.
    ///
    /// Source: UICollectionViewCell.h (`initWithCoder:` is a designated initializer).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// A string that identifies the purpose of the view.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
    /// The identifier the view was registered and dequeued with.
    open var reuseIdentifier: String? { assignedReuseIdentifier }

    /// Performs any clean up necessary to prepare the view for use again.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
    /// Called before a queued view is returned from a dequeue method.
    open func prepareForReuse() {}
  }
#endif
