#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The 2009 blog post that cuts the scroll view's frame at the keyboard's top, converted
/// into the scroll view.
///
/// Source: gargantuchet.blogspot.com, "Fiendishly Clever Title", 2009-12-24
/// (https://gargantuchet.blogspot.com/2009/12/i-came-across-post-updating-uiview-to.html).
/// On did-show: the keyboard's frame (rebuilt from its bounds and centre, which give the end
/// frame) is converted from window coordinates into the scroll view, corrected by
/// `contentOffset` (the conversion lands in content coordinates), and the frame's height
/// becomes that `y`: no flag is needed, the height is recomputed each time. Then it scrolls
/// to the field's frame grown 20 pt in height. The post shows no restore on hide, so none
/// happens here.
@MainActor
public final class ChopFrameAtKeyboard: KeyboardApproach {
  /// The name used in tables.
  public static let name = "Chop frame (2009)"
  /// Where the maths comes from.
  public static let source = "gargantuchet.blogspot.com/2009/12 (convertRect:fromView:)"

  /// Extra height given to the field's rect when scrolling to it.
  static let fieldGrowth: CGFloat = 20

  private let scrollView: UIScrollView
  private weak var activeField: UIView?
  private let tokens = NotificationTokens()

  /// Attaches to `scrollView`.
  public init(scrollView: UIScrollView, rootView: UIView) {
    self.scrollView = scrollView
    tokens.observe(UITextField.textDidBeginEditingNotification) { [weak self] note in
      guard let field = note.object as? UIView else { return }
      MainActor.assumeIsolated { self?.activeField = field }
    }
    tokens.observe(UIResponder.keyboardDidShowNotification) { [weak self] note in
      guard let frame = KeyboardNote(note).endFrame else { return }
      MainActor.assumeIsolated { self?.keyboardDidShow(frame: frame) }
    }
  }

  /// Stops observing.
  public func detach() {
    tokens.removeAll()
  }

  private func keyboardDidShow(frame keyboard: CGRect) {
    // "convertRect:fromView:nil": window coordinates into the scroll view's content.
    var converted = scrollView.convert(keyboard, from: nil)
    converted.origin.y -= scrollView.contentOffset.y
    var frame = scrollView.frame
    frame.size.height = converted.minY
    scrollView.frame = frame
    if let field = activeField {
      var rect = field.frame
      rect.size.height += Self.fieldGrowth
      scrollView.scrollRectToVisible(rect, animated: true)
    }
  }
}
