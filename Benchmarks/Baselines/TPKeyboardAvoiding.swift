#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// TPKeyboardAvoiding (Michael Tyson, Objective-C, last release 2020), approach 7 of
/// anchors.md, as its `UIScrollView` category works on a plain scroll view.
///
/// Source: michaeltyson/TPKeyboardAvoiding,
/// `TPKeyboardAvoiding/UIScrollView+TPKeyboardAvoidingAdditions.m` (stored commit 8127c87,
/// plus the later upstream iOS 11 change) and `TPKeyboardAvoidingScrollView.m` for the
/// wiring. Where anchors-notes.md corrects anchors.md, the source is followed:
/// - the "will show" handler is registered on will-change-frame (so it also runs before a
///   hide) and will-hide has its own handler;
/// - the keyboard's end frame is converted with `convertRect:fromView:nil` into the scroll
///   view and stored; the bottom inset is `kb.height − max(kb.maxY − bounds.maxY, 0)` with
///   **no** outer clamp at 0 (it goes negative when the keyboard lies below the view), no
///   x test and no safe-area term;
/// - the prior insets are snapshotted on the first change while not visible and restored on
///   hide; indicator insets are set equal to the content insets;
/// - the first responder is found by walking the whole subtree on each event, and is
///   re-centred even when visible: padding `max((viewable − height) / 2, 20)`, offset
///   `y − padding − inset.top`, clamped to `[−inset.top, contentSize − viewable − inset.top]`,
///   where `viewable` uses `contentInset` and `inset` is `adjustedContentInset` (the iOS 11
///   branch of the later upstream);
/// - a text view with a caret is centred on its caret (any `UITextInput` in the source; the
///   model's `UITextField` has no caret API, so a field is centred whole);
/// - begin-editing of any field re-centres it (`scrollToActiveTextField`).
///
/// Two timing details are applied synchronously because the model has no run loop: the
/// 0.01 s `dispatch_after` before applying a keyboard change (it exists so a text view's
/// caret is up to date, which it always is in the model) and the next-turn
/// `setContentOffset(animated:)` of `scrollToActiveTextField`. The `setFrame:` and
/// `setContentSize:` overrides belong to `TPKeyboardAvoidingScrollView`, not to the category
/// used on a plain scroll view, so they are not reproduced.
@MainActor
public final class TPKeyboardAvoiding: KeyboardApproach {
  /// The name used in tables.
  public static let name = "TPKeyboardAvoiding"
  /// The repository file the maths comes from.
  public static let source =
    "michaeltyson/TPKeyboardAvoiding UIScrollView+TPKeyboardAvoidingAdditions.m"

  /// `kMinimumScrollOffsetPadding`.
  static let minimumScrollOffsetPadding: CGFloat = 20

  private let scrollView: UIScrollView
  private var keyboardRect: CGRect = .zero
  private var keyboardVisible = false
  private var priorInset: UIEdgeInsets = .zero
  private var priorScrollIndicatorInsets: UIEdgeInsets = .zero
  private let tokens = NotificationTokens()

  /// Attaches to `scrollView`.
  public init(scrollView: UIScrollView, rootView: UIView) {
    self.scrollView = scrollView
    tokens.observe(UIResponder.keyboardWillChangeFrameNotification) { [weak self] notification in
      let note = KeyboardNote(notification)
      MainActor.assumeIsolated { self?.keyboardWillShow(note) }
    }
    tokens.observe(UIResponder.keyboardWillHideNotification) { [weak self] notification in
      let note = KeyboardNote(notification)
      MainActor.assumeIsolated { self?.keyboardWillHide(note) }
    }
    for name in [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
    ] {
      tokens.observe(name) { [weak self] _ in
        MainActor.assumeIsolated { self?.scrollToActiveTextField() }
      }
    }
  }

  /// Stops observing.
  public func detach() {
    tokens.removeAll()
  }

  private func keyboardWillShow(_ note: KeyboardNote) {
    guard let end = note.endFrame else { return }
    let converted = scrollView.convert(end, from: nil)
    if converted.isEmpty { return }
    keyboardRect = converted
    if !keyboardVisible {
      priorInset = scrollView.contentInset
      priorScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets
    }
    keyboardVisible = true
    UIView.animate(
      withDuration: note.duration, delay: 0,
      options: note.curveOptions,
      animations: { [self] in
        scrollView.contentInset = contentInsetForKeyboard()
        if let firstResponder = scrollView.firstResponderBeneath() {
          let viewable =
            scrollView.bounds.height - scrollView.contentInset.top
            - scrollView.contentInset.bottom
          scrollView.contentOffset = CGPoint(
            x: scrollView.contentOffset.x,
            y: idealOffset(for: firstResponder, viewAreaHeight: viewable))
        }
        scrollView.verticalScrollIndicatorInsets = scrollView.contentInset
        scrollView.layoutIfNeeded()
      })
  }

  private func keyboardWillHide(_ note: KeyboardNote) {
    guard let end = note.endFrame else { return }
    // "return if empty AND no keyboard animation in progress": the model's animations end
    // at once, so none is ever in progress.
    if scrollView.convert(end, from: nil).isEmpty { return }
    if !keyboardVisible { return }
    keyboardRect = .zero
    keyboardVisible = false
    UIView.animate(
      withDuration: note.duration, delay: 0,
      options: note.curveOptions,
      animations: { [self] in
        scrollView.contentInset = priorInset
        scrollView.verticalScrollIndicatorInsets = priorScrollIndicatorInsets
        scrollView.layoutIfNeeded()
      })
  }

  private func scrollToActiveTextField() {
    guard keyboardVisible, let firstResponder = scrollView.firstResponderBeneath() else {
      return
    }
    let visibleSpace =
      scrollView.bounds.height - scrollView.contentInset.top - scrollView.contentInset.bottom
    let offset = CGPoint(
      x: scrollView.contentOffset.x,
      y: idealOffset(for: firstResponder, viewAreaHeight: visibleSpace))
    scrollView.setContentOffset(offset, animated: true)
  }

  /// `TPKeyboardAvoiding_contentInsetForKeyboard`.
  private func contentInsetForKeyboard() -> UIEdgeInsets {
    var inset = scrollView.contentInset
    let bounds = scrollView.bounds
    inset.bottom = keyboardRect.height - max(keyboardRect.maxY - bounds.maxY, 0)
    return inset
  }

  /// `TPKeyboardAvoiding_idealOffsetForView:withViewingAreaHeight:`.
  private func idealOffset(for view: UIView, viewAreaHeight: CGFloat) -> CGFloat {
    let inset = scrollView.adjustedContentInset
    var rect = scrollView.convert(view.bounds, from: view)
    if let textView = view as? UITextView, let selection = textView.selectedTextRange {
      rect = scrollView.convert(textView.caretRect(for: selection.start), from: textView)
    }
    let padding = max((viewAreaHeight - rect.height) / 2, Self.minimumScrollOffsetPadding)
    var offset = rect.minY - padding - inset.top
    let maxOffset = scrollView.contentSize.height - viewAreaHeight - inset.top
    offset = min(offset, maxOffset)
    return max(offset, -inset.top)
  }
}
