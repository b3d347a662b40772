#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The 2009 tutorial that shrinks the scroll view's frame by the keyboard's height, guarded
/// by a "keyboard visible" flag.
///
/// Source: a 2009 tutorial that could not be retrieved; this is a reconstruction from a
/// 2009 post describing it (gargantuchet.blogspot.com, 2009-12-24,
/// https://gargantuchet.blogspot.com/2009/12/i-came-across-post-updating-uiview-to.html),
/// not a literal port. On did-show, unless the flag is set: save `contentOffset`,
/// shrink the frame's height by the keyboard's bounds height, scroll the active field's
/// frame moved 10 pt down into view. On did-hide: the frame goes back to a fixed
/// 320 × 460 and the saved offset is restored.
///
/// The pre-3.2 `UIKeyboardBoundsUserInfoKey` gave the keyboard's size only; its height is
/// the end frame's height, which is what is read here.
@MainActor
public final class ShrinkFrameWithFlag: KeyboardApproach {
  /// The name used in tables.
  public static let name = "Shrink + flag (2009)"
  /// Where the maths comes from.
  public static let source = "2009 tutorial via gargantuchet.blogspot.com/2009/12"

  /// The frame the tutorial restores on hide: a 480 pt iPhone less the 20 pt status bar.
  static let restoredFrame = CGRect(x: 0, y: 0, width: 320, height: 460)
  /// How far below the field's frame the scrolled-to rect is moved.
  static let fieldShift: CGFloat = 10

  private let scrollView: UIScrollView
  private weak var activeField: UIView?
  private var keyboardVisible = false
  private var offsetBeforeKeyboard: CGPoint = .zero
  private let tokens = NotificationTokens()

  /// Attaches to `scrollView`.
  public init(scrollView: UIScrollView, rootView: UIView) {
    self.scrollView = scrollView
    tokens.observe(UITextField.textDidBeginEditingNotification) { [weak self] note in
      guard let field = note.object as? UIView else { return }
      MainActor.assumeIsolated { self?.activeField = field }
    }
    tokens.observe(UIResponder.keyboardDidShowNotification) { [weak self] note in
      let height = KeyboardNote(note).endFrame?.height ?? 0
      MainActor.assumeIsolated { self?.keyboardDidShow(height: height) }
    }
    tokens.observe(UIResponder.keyboardDidHideNotification) { [weak self] _ in
      MainActor.assumeIsolated { self?.keyboardDidHide() }
    }
  }

  /// Stops observing.
  public func detach() {
    tokens.removeAll()
  }

  private func keyboardDidShow(height: CGFloat) {
    if keyboardVisible { return }  // "Keyboard is already visible. Ignore notification."
    offsetBeforeKeyboard = scrollView.contentOffset
    var frame = scrollView.frame
    frame.size.height -= height
    scrollView.frame = frame
    if let field = activeField {
      var rect = field.frame
      rect.origin.y += Self.fieldShift
      scrollView.scrollRectToVisible(rect, animated: true)
    }
    keyboardVisible = true
  }

  private func keyboardDidHide() {
    if !keyboardVisible { return }
    scrollView.frame = Self.restoredFrame
    scrollView.contentOffset = offsetBeforeKeyboard
    keyboardVisible = false
  }
}
