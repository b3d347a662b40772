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
/// it in code and add your form to it. Nothing else is needed.
///
/// On every keyboard notification, focus change and size change it recomputes from the
/// current facts: it converts the keyboard's end frame into its own coordinates, adds exactly
/// the covered height (less the safe area UIKit already insets) to the bottom of
/// `contentInset` and `verticalScrollIndicatorInsets`, and scrolls the least distance that
/// shows the focused view, or a tall text view's caret, with ``keyboardPadding`` around it.
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
@MainActor
open class AvoidingScrollView: UIScrollView, KeyboardAvoiding {
  /// The engine; created on first use, after `super.init`.
  lazy var keyboardAvoider = KeyboardAvoider(scrollView: self)

  /// Creates an avoiding scroll view with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an avoiding scroll view from a storyboard or nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The space, in points, kept between the focused view and the keyboard, and between the
  /// focused view and the top of the visible area when scrolling up to it. Default 16.
  ///
  /// Negative and non-finite values count as 0.
  @IBInspectable public var keyboardPadding: CGFloat {
    get { keyboardAvoider.padding }
    set { keyboardAvoider.padding = newValue }
  }

  /// Whether the scroll view avoids the keyboard. Default `true`. Turning it off gives the
  /// app its own insets back at once and ignores the keyboard until it is turned on again.
  public var isKeyboardAvoidanceEnabled: Bool {
    get { keyboardAvoider.isEnabled }
    set { keyboardAvoider.isEnabled = newValue }
  }

  /// The content inset: your value, plus the keyboard's part at the bottom while it covers
  /// the scroll view. See the type's discussion for how writes are read.
  open override var contentInset: UIEdgeInsets {
    get { super.contentInset }
    set {
      super.contentInset = keyboardAvoider.contentInsetToStore(
        appWrote: newValue, current: super.contentInset)
    }
  }

  /// The vertical scroll indicator insets: your value, plus the keyboard's part at the
  /// bottom while it covers the scroll view.
  open override var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { super.verticalScrollIndicatorInsets }
    set {
      super.verticalScrollIndicatorInsets = keyboardAvoider.indicatorInsetsToStore(
        appWrote: newValue, current: super.verticalScrollIndicatorInsets)
    }
  }

  /// The frame; a new size re-measures the keyboard's overlap at once, without waiting for
  /// the next layout pass.
  open override var frame: CGRect {
    didSet {
      if frame.size != oldValue.size { keyboardAvoider.sizeDidChange() }
    }
  }

  /// The bounds; scrolling moves only their origin and costs a size comparison here.
  open override var bounds: CGRect {
    didSet {
      if bounds.size != oldValue.size { keyboardAvoider.sizeDidChange() }
    }
  }

  /// The size of the content; a change re-checks that the focused view is still visible.
  open override var contentSize: CGSize {
    didSet {
      if contentSize != oldValue { keyboardAvoider.contentSizeDidChange() }
    }
  }

  /// Stops following the keyboard before leaving a window, and restores your insets.
  open override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    if newWindow == nil { keyboardAvoider.stopObserving() }
  }

  /// Starts following the keyboard and focus once in a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { keyboardAvoider.startObserving() }
  }

  /// Re-measures the keyboard's overlap when the scroll view's size changes, then performs
  /// any animated `scrollRectToVisible(_:animated:)` request still held.
  open override func layoutSubviews() {
    super.layoutSubviews()
    keyboardAvoider.layoutDidChange()
    keyboardAvoider.performHeldScrollRequests()
  }

  /// Scrolls so that `rect` is visible; an animated request is performed at the next layout
  /// pass, unless showing the field being edited answers it first.
  ///
  /// UIKit itself calls this, animated, when a text field or text view inside the scroll
  /// view becomes first responder, before the keyboard's will-show. Performing it at once
  /// would show the field without ``keyboardPadding`` and without the keyboard that is about
  /// to appear, and the scroll view would then move a second time. Holding it until the
  /// layout pass that precedes the next frame lets the scroll view move once. Requests
  /// with `animated: false` take effect at once, as always.
  open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    if keyboardAvoider.holdsScrollRequest(rect, animated: animated) { return }
    super.scrollRectToVisible(rect, animated: animated)
  }

  /// Re-measures when the safe area, content size or insets change what UIKit insets.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    keyboardAvoider.adjustedContentInsetDidChange()
  }
}
