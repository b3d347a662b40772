import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A collection view that keeps the text field or text view being edited in one of its
/// cells visible above the keyboard.
///
/// Use it wherever you would use a `UICollectionView`: set it as the custom class of a
/// collection view in a storyboard (class `AvoidingCollectionView`, module
/// `AvoidingScrollView`), or create it in code with ``init(frame:collectionViewLayout:)``.
/// Your layout, data source and cells stay as they are.
///
/// It has exactly the behaviour, configuration and guarantees of ``AvoidingScrollView``,
/// from the same engine, and the same members (``KeyboardAvoidingScrollView``): the keyboard's covered height (less the safe area UIKit already
/// insets) is added to the bottom of `contentInset` and `verticalScrollIndicatorInsets`, and
/// the collection view scrolls the least distance that shows the focused field with
/// ``keyboardPadding`` around it. Items inserted or deleted while the keyboard is up change
/// the content size, which re-checks the focused field; your own insets come back exactly
/// when the keyboard goes.
///
/// Inside a `UICollectionViewController`, as its `collectionView` (the controller's root
/// view), UIKit is observed to adjust the collection view for the keyboard itself (Apple
/// does not document it; UIKit's runtime headers and public reports show it from iOS 9). The
/// collection view detects this through its `next` responder and stands down: it adds no
/// keyboard inset and does not reveal the focused field (UIKit's own scroll on focus passes
/// through). Navigation, the Return key, the keyboard toolbar and tap to end editing still
/// work there. Placed as a subview of any other view controller's view, it avoids the
/// keyboard as usual.
///
/// If you subclass it and override `frame`, `bounds`, `contentSize`, `contentInset`,
/// `verticalScrollIndicatorInsets`, `willMove(toWindow:)`, `didMoveToWindow()`,
/// `layoutSubviews()`, `adjustedContentInsetDidChange()` or
/// `scrollRectToVisible(_:animated:)`, call `super`: those overrides are how the collection
/// view learns that something changed.
@MainActor
open class AvoidingCollectionView: UICollectionView, KeyboardAvoidingScrollView {
  /// This collection view's keyboard avoidance, created on first use (after `super.init`); see
  /// ``KeyboardAvoidingScrollView/keyboardAvoidance``.
  public private(set) lazy var keyboardAvoidance = KeyboardAvoidance(
    scrollView: self, followsFocusedViewInLayout: true)

  /// Creates an avoiding collection view with the given frame and layout, for building a
  /// form in code.
  ///
  /// It starts following the keyboard once it is in a window.
  ///
  /// - Parameters:
  ///   - frame: The frame in its superview's coordinates, as for any `UIView`.
  ///   - layout: The layout that places the items, as for `UICollectionView`.
  public override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
  }

  /// Creates an avoiding collection view from a storyboard or nib, where it is the
  /// collection view's custom class.
  ///
  /// - Parameter coder: The unarchiver, supplied by UIKit when it loads the nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The space, in points, kept between the focused view and the keyboard, and between the
  /// focused view and the top of the visible area. Default 16.
  ///
  /// As ``AvoidingScrollView/keyboardPadding``: negative and non-finite values count as 0, and
  /// a change applies at once. In Interface Builder it is the `Keyboard Padding` attribute.
  @IBInspectable public var keyboardPadding: CGFloat {
    get { keyboardAvoider.padding }
    set { keyboardAvoider.padding = newValue }
  }

  /// The content inset: your value, plus the keyboard's part at the bottom while the
  /// keyboard covers the collection view.
  ///
  /// Writes are read as for ``AvoidingScrollView/contentInset``: a write whose `bottom` equals
  /// what the getter returns keeps your bottom; a different `bottom` becomes your new bottom.
  open override var contentInset: UIEdgeInsets {
    get { super.contentInset }
    set {
      super.contentInset = keyboardAvoider.contentInsetToStore(
        appWrote: newValue, current: super.contentInset)
    }
  }

  /// The vertical scroll indicator insets: your value, plus the keyboard's part at the
  /// bottom while the keyboard covers the collection view.
  ///
  /// Writes are read as for ``contentInset``; the indicator stops at the keyboard's edge.
  open override var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { super.verticalScrollIndicatorInsets }
    set {
      super.verticalScrollIndicatorInsets = keyboardAvoider.indicatorInsetsToStore(
        appWrote: newValue, current: super.verticalScrollIndicatorInsets)
    }
  }

  /// The frame, as for any view; a new size re-measures the keyboard's overlap at once.
  open override var frame: CGRect {
    didSet { keyboardAvoider.geometryDidChange(from: oldValue.size, to: frame.size) }
  }

  /// The bounds, as for any view; a new size re-measures the keyboard's overlap, while
  /// scrolling alone costs one size comparison.
  open override var bounds: CGRect {
    didSet { keyboardAvoider.geometryDidChange(from: oldValue.size, to: bounds.size) }
  }

  /// The size of the content, as for any collection view; a change (items inserted,
  /// deleted or reloaded) re-checks that the focused field is still visible.
  open override var contentSize: CGSize {
    didSet { keyboardAvoider.contentSizeDidChange(from: oldValue) }
  }

  /// Stops following the keyboard before leaving a window, and restores your insets.
  ///
  /// - Parameter newWindow: The window it moves to, or `nil` when it leaves its window.
  open override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    keyboardAvoider.ownerWillMove(toWindow: newWindow)
  }

  /// Starts following the keyboard and focus once the collection view is in a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    keyboardAvoider.ownerDidMoveToWindow()
  }

  /// Lays out the items as `UICollectionView` does, then re-measures the keyboard's overlap
  /// if the size changed and performs any held animated scroll request.
  open override func layoutSubviews() {
    super.layoutSubviews()
    keyboardAvoider.ownerDidLayOutSubviews()
  }

  /// Scrolls so that `rect` is visible; UIKit's animated request when a field in a cell
  /// begins editing is answered by the collection view's own reveal, so it moves once.
  open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    if keyboardAvoider.features.focusScroll.hold(rect, animated: animated) { return }
    super.scrollRectToVisible(rect, animated: animated)
  }

  /// Re-measures when the safe area, content size or insets change what UIKit insets, as
  /// UIKit reports through this method.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    keyboardAvoider.adjustedContentInsetDidChange()
  }
}
