#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// b2cloud's 2013 recipe: the keyboard's end frame converted into the view, and the
/// difference with the scroll view's bottom written as the bottom inset.
///
/// Source: a 2013 post on the b2cloud blog. The post itself could not be retrieved, so this
/// is a reconstruction from a description of its code, not a literal port. On
/// will-show and will-hide: the end frame is converted from the window (`fromView: nil`)
/// into the view controller's view; `difference = scrollView.frame.maxY - endFrame.minY` on
/// show, 0 on hide; `contentInset` and the indicator insets become `(0, 0, difference, 0)`,
/// the indicator change inside an animation of the keyboard's duration. No scrolling to the
/// field, no safe-area term, the app's insets are overwritten.
///
/// The source writes the deprecated `scrollIndicatorInsets`; the vertical insets are what it
/// changes that matter here, so `verticalScrollIndicatorInsets` is written.
@MainActor
public final class B2CloudConvertedInsets: KeyboardApproach {
  /// The name used in tables.
  public static let name = "b2cloud insets (2013)"
  /// Where the maths comes from.
  public static let source = "b2cloud blog, 2013 (reconstructed from a description)"

  private let scrollView: UIScrollView
  private let rootView: UIView
  private let tokens = NotificationTokens()

  /// Attaches to `scrollView` inside `rootView`.
  public init(scrollView: UIScrollView, rootView: UIView) {
    self.scrollView = scrollView
    self.rootView = rootView
    for (name, showing) in [
      (UIResponder.keyboardWillShowNotification, true),
      (UIResponder.keyboardWillHideNotification, false),
    ] {
      tokens.observe(name) { [weak self] note in
        guard let frame = KeyboardNote(note).endFrame else { return }
        let duration = KeyboardNote(note).duration
        MainActor.assumeIsolated {
          self?.keyboardWillChange(endFrame: frame, showing: showing, duration: duration)
        }
      }
    }
  }

  /// Stops observing.
  public func detach() {
    tokens.removeAll()
  }

  private func keyboardWillChange(endFrame: CGRect, showing: Bool, duration: TimeInterval) {
    let converted = rootView.convert(endFrame, from: nil)
    let difference = showing ? scrollView.frame.maxY - converted.minY : 0
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: difference, right: 0)
    scrollView.contentInset = insets
    UIView.animate(
      withDuration: duration, delay: 0,
      animations: { [scrollView] in scrollView.verticalScrollIndicatorInsets = insets })
  }
}
