#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Matt Gallagher's "Sliding UITextFields around to avoid the keyboard" (Cocoa with Love,
/// October 2008).
///
/// Source: http://www.cocoawithlove.com/2008/10/sliding-uitextfields-around-to-avoid.html
/// (the article's delegate methods and constants, which many apps copied verbatim).
///
/// It never reads a keyboard notification. On begin-editing it takes the field's midline as
/// a fraction of the view controller's view between 20 % and 80 % of its height (both in
/// window coordinates), clamps it to 0…1, multiplies it by a hard-coded keyboard height of
/// 216 pt (162 pt in landscape) and floors it; the whole view's frame moves up by that much
/// in a fixed 0.3 s animation, and back by the same amount on end-editing. The delegate
/// callbacks of the original are followed here through the text field notifications, which
/// UIKit posts at the same moments.
@MainActor
public final class CocoaWithLoveFractionSlide: KeyboardApproach {
  /// The name used in tables.
  public static let name = "Fraction slide (2008)"
  /// The article the maths comes from.
  public static let source = "cocoawithlove.com/2008/10/sliding-uitextfields-around-to-avoid"

  static let animationDuration: TimeInterval = 0.3
  static let minimumScrollFraction: CGFloat = 0.2
  static let maximumScrollFraction: CGFloat = 0.8
  static let portraitKeyboardHeight: CGFloat = 216
  static let landscapeKeyboardHeight: CGFloat = 162

  private let rootView: UIView
  private var animatedDistance: CGFloat = 0
  private let tokens = NotificationTokens()

  /// Attaches to the view controller's view; the scroll view is not used by this recipe.
  public init(scrollView: UIScrollView, rootView: UIView) {
    self.rootView = rootView
    tokens.observe(UITextField.textDidBeginEditingNotification) { [weak self] note in
      guard let field = note.object as? UITextField else { return }
      MainActor.assumeIsolated { self?.textFieldDidBeginEditing(field) }
    }
    tokens.observe(UITextField.textDidEndEditingNotification) { [weak self] _ in
      MainActor.assumeIsolated { self?.textFieldDidEndEditing() }
    }
  }

  /// Stops observing.
  public func detach() {
    tokens.removeAll()
  }

  private func textFieldDidBeginEditing(_ field: UITextField) {
    guard field.isDescendant(of: rootView) else { return }
    let textFieldRect = field.convert(field.bounds, to: nil)
    let viewRect = rootView.convert(rootView.bounds, to: nil)
    let midline = textFieldRect.minY + 0.5 * textFieldRect.height
    let numerator = midline - viewRect.minY - Self.minimumScrollFraction * viewRect.height
    let denominator =
      (Self.maximumScrollFraction - Self.minimumScrollFraction) * viewRect.height
    let heightFraction = min(max(numerator / denominator, 0), 1)
    // The original asks `statusBarOrientation`; the model has no status bar, and a screen
    // taller than wide is what portrait means.
    let screen = rootView.window?.screen.bounds ?? .zero
    let keyboardHeight =
      screen.height >= screen.width ? Self.portraitKeyboardHeight : Self.landscapeKeyboardHeight
    animatedDistance = (keyboardHeight * heightFraction).rounded(.down)
    slide(by: -animatedDistance)
  }

  private func textFieldDidEndEditing() {
    slide(by: animatedDistance)
  }

  private func slide(by distance: CGFloat) {
    guard distance != 0 else { return }
    UIView.animate(
      withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState],
      animations: { [rootView] in
        var frame = rootView.frame
        frame.origin.y += distance
        rootView.frame = frame
      })
  }
}
