import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A scroll view that keeps the text field or text view being edited inside it visible
/// above the keyboard.
///
/// Use it wherever you would use a `UIScrollView`: set it as the custom class of a scroll
/// view in a storyboard (class `AvoidingScrollView`, module `AvoidingScrollView`), or create
/// it in code and add your form to it. Nothing else is needed: no delegate to set, no
/// notification to forward, no code in `viewWillAppear(_:)`. See <doc:GettingStarted>.
///
/// On every keyboard notification, focus change and size change it recomputes from the
/// current facts: it converts the keyboard's end frame into its own coordinates, adds exactly
/// the covered height (less the safe area UIKit already insets) to the bottom of
/// `contentInset` and `verticalScrollIndicatorInsets`, and scrolls the least distance that
/// shows the focused view, or a tall text view's caret, with ``keyboardPadding`` around it.
/// It keeps no "keyboard is visible" flag, so the same facts always give the same result and
/// a repeated notification changes nothing. <doc:HowItWorks> draws each step.
///
/// Your own insets stay yours: set `contentInset` or `verticalScrollIndicatorInsets` at any
/// time and, when the keyboard goes, exactly your values remain. While the keyboard is up
/// the getters return your value plus the keyboard's part; writing back a value whose bottom
/// is unchanged (as `contentInset.top = 20` does) keeps your bottom, and writing a new bottom
/// replaces your bottom.
///
/// UIKit's own scroll when a field becomes first responder (an animated
/// `scrollRectToVisible(_:animated:)`) is answered by the scroll view's reveal, so the
/// content moves once; see ``scrollRectToVisible(_:animated:)``.
///
/// Its configuration and form navigation (``KeyboardAvoidingScrollView/isKeyboardAvoidanceEnabled``,
/// ``KeyboardAvoidingScrollView/focusNextField()``, the options off by default) are the members
/// of ``KeyboardAvoidingScrollView``, which ``AvoidingTableView`` and ``AvoidingCollectionView``
/// share.
///
/// The class is `open` so that you can subclass it as you would `UIScrollView`. If you
/// override ``frame``, ``bounds``, ``contentSize``, ``contentInset``,
/// ``verticalScrollIndicatorInsets``, ``willMove(toWindow:)``, ``didMoveToWindow()``,
/// ``layoutSubviews()``, ``adjustedContentInsetDidChange()`` or
/// ``scrollRectToVisible(_:animated:)``, call `super`: those overrides are how the scroll view
/// learns that something changed.
@MainActor
open class AvoidingScrollView: UIScrollView, KeyboardAvoidingScrollView {
  /// This scroll view's keyboard avoidance, created on first use (after `super.init`); see
  /// ``KeyboardAvoidingScrollView/keyboardAvoidance``.
  public private(set) lazy var keyboardAvoidance = KeyboardAvoidance(
    scrollView: self, followsFocusedViewInLayout: false)

  /// Creates an avoiding scroll view with the given frame, for building a form in code.
  ///
  /// It starts following the keyboard once it is in a window; until then it does nothing,
  /// so you can configure it and add your fields in any order.
  ///
  /// - Parameter frame: The frame in its superview's coordinates, as for any `UIView`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an avoiding scroll view from a storyboard or nib, where it is the scroll view's
  /// custom class.
  ///
  /// Interface Builder's `Keyboard Padding` attribute is applied after this initializer, as
  /// for any `@IBInspectable` property.
  ///
  /// - Parameter coder: The unarchiver, supplied by UIKit when it loads the nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The space, in points, kept between the focused view and the keyboard, and between the
  /// focused view and the top of the visible area when scrolling up to it. Default 16.
  ///
  /// A field that ends exactly at the keyboard's edge looks hidden, so the scroll view reveals
  /// the focused view grown by this much above and below. When a text view is too tall to
  /// show whole with its padding, the padding surrounds its caret instead. The padding never
  /// reaches past either end of the content, where no scroll position could show it.
  ///
  /// Negative and non-finite values count as 0. A change applies at once, without waiting
  /// for the next keyboard event. In Interface Builder it is the `Keyboard Padding`
  /// attribute.
  @IBInspectable public var keyboardPadding: CGFloat {
    get { keyboardAvoider.padding }
    set { keyboardAvoider.padding = newValue }
  }

  /// The content inset: your value, plus the keyboard's part at the bottom while the
  /// keyboard covers the scroll view.
  ///
  /// The keyboard's part is kept apart from yours so that you can change your inset at any
  /// time and still get exactly your value back when the keyboard goes. A write whose
  /// `bottom` equals what the getter returns (as `contentInset.top = 20` writes) changes the
  /// other edges and keeps your bottom; a write with a different `bottom` makes it your new
  /// bottom, and the keyboard's part is added to it.
  open override var contentInset: UIEdgeInsets {
    get { super.contentInset }
    set {
      super.contentInset = keyboardAvoider.contentInsetToStore(
        appWrote: newValue, current: super.contentInset)
    }
  }

  /// The vertical scroll indicator insets: your value, plus the keyboard's part at the
  /// bottom while the keyboard covers the scroll view.
  ///
  /// Writes are read as for ``contentInset``. The keyboard's part here can differ from the
  /// one in ``contentInset`` by the bottom safe area: UIKit adds the safe area to the
  /// indicator insets only when `automaticallyAdjustsScrollIndicatorInsets` is `true`, and
  /// the scroll view subtracts exactly what UIKit adds, so the indicator stops at the
  /// keyboard's edge either way.
  open override var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { super.verticalScrollIndicatorInsets }
    set {
      super.verticalScrollIndicatorInsets = keyboardAvoider.indicatorInsetsToStore(
        appWrote: newValue, current: super.verticalScrollIndicatorInsets)
    }
  }

  /// The frame, as for any view; a new size re-measures the keyboard's overlap.
  ///
  /// The overlap depends on the scroll view's size and position, so a resize (rotation,
  /// Split View, a sheet changing height) recomputes the inset at once, without waiting for
  /// the next layout pass, and re-reveals the focused view.
  open override var frame: CGRect {
    didSet { keyboardAvoider.geometryDidChange(from: oldValue.size, to: frame.size) }
  }

  /// The bounds, as for any view; a new size re-measures the keyboard's overlap.
  ///
  /// Scrolling moves only the bounds' origin, which leaves the overlap unchanged, so during
  /// scrolling this override costs one size comparison and writes nothing.
  open override var bounds: CGRect {
    didSet { keyboardAvoider.geometryDidChange(from: oldValue.size, to: bounds.size) }
  }

  /// The size of the content, as for any scroll view; a change re-checks that the focused
  /// view is still visible.
  ///
  /// Rows inserted above the focused field or self-sizing content can move it under the
  /// keyboard without any keyboard event, and a shorter content changes the range the
  /// scroll position may take, so a new size recomputes both.
  open override var contentSize: CGSize {
    didSet { keyboardAvoider.contentSizeDidChange(from: oldValue) }
  }

  /// Stops following the keyboard before leaving a window, and restores your insets.
  ///
  /// A scroll view outside any window is not on screen, so no keyboard can cover it: it
  /// stops observing, forgets the keyboard and the focus, and takes the keyboard's part out
  /// of its insets.
  ///
  /// - Parameter newWindow: The window it moves to, or `nil` when it leaves its window.
  open override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    keyboardAvoider.ownerWillMove(toWindow: newWindow)
  }

  /// Starts following the keyboard and focus once in a window.
  ///
  /// Keyboard frames come in screen coordinates and focus is one per window, so both only
  /// mean something once the scroll view has a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    keyboardAvoider.ownerDidMoveToWindow()
  }

  /// Lays out subviews as `UIScrollView` does, re-measures the keyboard's overlap if the
  /// scroll view's size changed since the last pass, then performs any animated
  /// `scrollRectToVisible(_:animated:)` request still held.
  ///
  /// This catches size changes that bypass the ``frame`` and ``bounds`` setters, such as
  /// Auto Layout resizing the scroll view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    keyboardAvoider.ownerDidLayOutSubviews()
  }

  /// Scrolls so that `rect` is visible; an animated request is performed at the next layout
  /// pass, unless showing the field being edited answers it first.
  ///
  /// UIKit itself calls this, animated, when a text field or text view inside the scroll
  /// view becomes first responder, before the keyboard's will-show. Performing it at once
  /// would show the field without ``keyboardPadding`` and without the keyboard that is about
  /// to appear, and the scroll view would then move a second time. Holding it until the
  /// layout pass that precedes the next frame lets the scroll view move once. UIKit's
  /// request for a hidden or fully transparent field is dropped: the scroll view never
  /// scrolls to one. Requests with `animated: false` take effect at once, as always.
  open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    if keyboardAvoider.features.focusScroll.hold(rect, animated: animated) { return }
    super.scrollRectToVisible(rect, animated: animated)
  }

  /// Re-measures when the safe area, content size or insets change what UIKit insets.
  ///
  /// UIKit calls this when `adjustedContentInset` changes. The keyboard's part is the covered
  /// height less the bottom safe area UIKit already adds, so a new safe area (rotation, a
  /// window moving) changes the keyboard's part too.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    keyboardAvoider.adjustedContentInsetDidChange()
  }
}
