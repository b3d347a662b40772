#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The 2010 `UIView` category that translates the whole view up when the edited control
/// lies below a hard-coded keyboard.
///
/// Source: a 2010 `UIView` category published for this purpose. Its code could not be
/// retrieved, so this is a reconstruction from a description of it, not a literal port.
/// Constants: device height 480, keyboard 216, gap 5. If the control's absolute `y` (its
/// origin in the window) exceeds 216 + 5, the view is translated by
/// `(480 − y) − (480 − 216 − 5 − offset)`, where `offset` is the category method's extra
/// distance argument (0 here, as a form calls it); end-editing resets the transform to
/// identity. The description gives no animation, so none is used.
///
/// The model has no `transform`. A pure translation maps every point of the view and its
/// subtree by the same vector, and so does moving the view's frame origin by that vector:
/// conversions, what lies where on screen, and sizes are identical (frame size and bounds
/// are unchanged, so no layout runs either way). The translation is therefore emulated by
/// moving the root view's frame origin, and "identity" by putting it back.
@MainActor
public final class TransformShift: KeyboardApproach {
  /// The name used in tables.
  public static let name = "Transform shift (2010)"
  /// Where the maths comes from.
  public static let source = "2010 UIView category (reconstructed from a description)"

  static let deviceHeight: CGFloat = 480
  static let keyboardHeight: CGFloat = 216
  static let gap: CGFloat = 5
  /// The category method's extra-distance argument, as a form passes it.
  static let offset: CGFloat = 0

  private let rootView: UIView
  private var identityOrigin: CGPoint
  private let tokens = NotificationTokens()

  /// Attaches to the view controller's view; the scroll view is not used by this recipe.
  public init(scrollView: UIScrollView, rootView: UIView) {
    self.rootView = rootView
    identityOrigin = rootView.frame.origin
    tokens.observe(UITextField.textDidBeginEditingNotification) { [weak self] note in
      guard let field = note.object as? UIView else { return }
      MainActor.assumeIsolated { self?.controlDidBeginEditing(field) }
    }
    tokens.observe(UITextField.textDidEndEditingNotification) { [weak self] _ in
      MainActor.assumeIsolated { self?.resetTransform() }
    }
  }

  /// Stops observing.
  public func detach() {
    tokens.removeAll()
  }

  private func controlDidBeginEditing(_ control: UIView) {
    guard control.isDescendant(of: rootView) else { return }
    let y = control.convert(control.bounds, to: nil).minY
    guard y > Self.keyboardHeight + Self.gap else { return }
    let translation =
      (Self.deviceHeight - y)
      - (Self.deviceHeight - Self.keyboardHeight - Self.gap - Self.offset)
    var frame = rootView.frame
    frame.origin.y = identityOrigin.y + translation
    rootView.frame = frame
  }

  private func resetTransform() {
    guard rootView.frame.origin != identityOrigin else { return }
    var frame = rootView.frame
    frame.origin = identityOrigin
    rootView.frame = frame
  }
}
