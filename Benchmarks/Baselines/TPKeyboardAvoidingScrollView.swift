#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// `TPKeyboardAvoidingScrollView` (Michael Tyson, Objective-C, release 1.3.5, 2020): the
/// `UIScrollView` subclass an app installs in place of its scroll view, re-implemented in
/// Swift from its source. A literal port of the behaviour (our own code, no copied text).
///
/// Source: https://github.com/michaeltyson/TPKeyboardAvoiding at commit 3217d62 (tag 1.3.5),
/// files `TPKeyboardAvoiding/TPKeyboardAvoidingScrollView.m` (the subclass: observers,
/// `setFrame:`, `setContentSize:`) and
/// `TPKeyboardAvoiding/UIScrollView+TPKeyboardAvoidingAdditions.m` (the category holding the
/// maths; its `isKindOfClass:[TPKeyboardAvoidingScrollView class]` branches are always taken
/// here). Each method below names the Objective-C method it follows.
///
/// What the port leaves out, and why:
/// - `pagingEnabled` is switched off while the keyboard is up and restored after; the model
///   has no paging, and no scenario pages.
/// - Return-key navigation (`textFieldShouldReturn:`, `focusNextTextField`, the delegate
///   assignment scheduled from `layoutSubviews`) and `touchesEnded:` resigning the first
///   responder: no scenario presses Return or taps the background.
/// - Timing: the 0.01 s `dispatch_after` before a keyboard change is applied runs at once (it
///   exists so a text view's caret is up to date, which it always is in the model), and
///   animations end at once, as the model's do.
/// - The caret: the source centres any `UITextInput` on its caret. The model's `UITextView`
///   has a caret, its `UITextField` does not, so a text field is centred whole; for a caret
///   centred vertically in the field, as UIKit draws it, both give the same offset
///   (`caret.minY − (viewable − caret.height) / 2` = `field.midY − viewable / 2`).
/// - The opt-in `TPKeyboardAvoidingAdditionsOptions` protocol (a view asking to be scrolled
///   to the top rather than centred): no view in the scenes adopts it.
/// - `scrollIndicatorInsets` (deprecated since iOS 13) is written as
///   `verticalScrollIndicatorInsets`, the same write for a vertical form.
@MainActor
open class TPKeyboardAvoidingScrollView: UIScrollView {
  /// `kMinimumScrollOffsetPadding`.
  static let minimumScrollOffsetPadding: CGFloat = 20
  /// `kCalculatedContentPadding`.
  static let calculatedContentPadding: CGFloat = 10

  /// `TPKeyboardAvoidingState`: the category's associated object.
  private struct State {
    var priorInset: UIEdgeInsets = .zero
    var priorScrollIndicatorInsets: UIEdgeInsets = .zero
    var keyboardVisible = false
    /// The end frame converted into this view's coordinates when it was posted, kept as is.
    var keyboardRect: CGRect = .zero
    var priorContentSize: CGSize = .zero
    var ignoringNotifications = false
    var keyboardAnimationInProgress = false
    var animationDuration: TimeInterval = 0
  }

  private var state = State()
  private let tokens = NotificationTokens()

  /// `initWithFrame:` then `setupKeyboardAvoiding`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setupKeyboardAvoiding()
  }

  /// `awakeFromNib` registers the same observers for a view from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setupKeyboardAvoiding()
  }

  /// Removes the observers, as `dealloc` does (the harness calls it when a scene ends).
  public func stopKeyboardAvoiding() {
    tokens.removeAll()
  }

  /// `setupKeyboardAvoiding`: will-change-frame goes to the "will show" handler (so it also
  /// runs before a hide), will-hide to its own, begin-editing of any text field or text view
  /// (from any window: `object:nil`) to `scrollToActiveTextField`.
  private func setupKeyboardAvoiding() {
    tokens.observe(UIResponder.keyboardWillChangeFrameNotification) { [weak self] notification in
      let note = KeyboardNote(notification)
      MainActor.assumeIsolated { self?.keyboardWillShow(note) }
    }
    tokens.observe(UIResponder.keyboardWillHideNotification) { [weak self] notification in
      let note = KeyboardNote(notification)
      MainActor.assumeIsolated { self?.keyboardWillHide(note) }
    }
    for name in [
      UITextView.textDidBeginEditingNotification, UITextField.textDidBeginEditingNotification,
    ] {
      tokens.observe(name) { [weak self] _ in
        MainActor.assumeIsolated { self?.scrollToActiveTextField() }
      }
    }
  }

  /// `setFrame:` calls super, then `TPKeyboardAvoiding_updateContentInset`.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      updateContentInset()
    }
  }

  /// `setContentSize:` calls super, then `TPKeyboardAvoiding_updateFromContentSizeChange`.
  open override var contentSize: CGSize {
    get { super.contentSize }
    set {
      super.contentSize = newValue
      updateFromContentSizeChange()
    }
  }

  // MARK: Keyboard

  /// `TPKeyboardAvoiding_keyboardWillShow:`.
  private func keyboardWillShow(_ note: KeyboardNote) {
    state.animationDuration = note.duration
    // A missing key reads as CGRectZero in Objective-C; `convertRect:fromView:nil` treats the
    // screen rectangle as window coordinates.
    let begin = convert(note.beginFrame ?? .zero, from: nil)
    let end = convert(note.endFrame ?? .zero, from: nil)
    if end.isEmpty {
      // The source only forgets the keyboard here; the insets stay as they are.
      state.keyboardVisible = false
      return
    }
    if begin == end && state.ignoringNotifications { return }
    state.keyboardRect = end
    if !state.keyboardVisible {
      state.priorInset = contentInset
      state.priorScrollIndicatorInsets = verticalScrollIndicatorInsets
    }
    state.keyboardVisible = true
    state.priorContentSize = contentSize
    if contentSize == .zero {
      // An unset (zero) content size is computed from the subviews; the write goes through
      // `setContentSize:`, so `updateFromContentSizeChange` runs too.
      contentSize = calculatedContentSizeFromSubviewFrames()
    }
    // The delayed block (0.01 s later in the source) with the keyboard's curve and duration,
    // beginning from the current state.
    UIView.animate(
      withDuration: note.duration, delay: 0,
      options: note.curveOptions.union(.beginFromCurrentState),
      animations: { [self] in
        // `setAnimationWillStartSelector:keyboardViewAppear:context:`.
        state.keyboardAnimationInProgress = true
        contentInset = contentInsetForKeyboard()
        if let firstResponder = firstResponderBeneath() {
          let viewableHeight = bounds.height - contentInset.top - contentInset.bottom
          setContentOffset(
            CGPoint(
              x: contentOffset.x,
              y: idealOffset(for: firstResponder, viewingAreaHeight: viewableHeight)),
            animated: false)
        }
        verticalScrollIndicatorInsets = contentInset
        layoutIfNeeded()
      },
      completion: { [self] finished in
        // `setAnimationDidStopSelector:keyboardViewDisappear:finished:context:`.
        if finished { state.keyboardAnimationInProgress = false }
      })
  }

  /// `TPKeyboardAvoiding_keyboardWillHide:`.
  private func keyboardWillHide(_ note: KeyboardNote) {
    let begin = convert(note.beginFrame ?? .zero, from: nil)
    let end = convert(note.endFrame ?? .zero, from: nil)
    // Since 2019 the source tests the *begin* frame here (commit 7b895e2, "Use starting
    // keyboard frame rather than end one to determine if keyboard in use on dismiss").
    if begin.isEmpty && !state.keyboardAnimationInProgress { return }
    if begin == end && state.ignoringNotifications { return }
    if !state.keyboardVisible { return }
    state.keyboardRect = .zero
    state.keyboardVisible = false
    UIView.animate(
      withDuration: note.duration, delay: 0,
      options: note.curveOptions.union(.beginFromCurrentState),
      animations: { [self] in
        contentSize = state.priorContentSize
        contentInset = state.priorInset
        verticalScrollIndicatorInsets = state.priorScrollIndicatorInsets
        layoutIfNeeded()
      })
  }

  /// `TPKeyboardAvoiding_updateContentInset` (from `setFrame:`): the stored keyboard rect,
  /// in the coordinates of the moment it was posted, against the new bounds.
  private func updateContentInset() {
    if state.keyboardVisible { contentInset = contentInsetForKeyboard() }
  }

  /// `TPKeyboardAvoiding_updateFromContentSizeChange` (from `setContentSize:`).
  private func updateFromContentSizeChange() {
    if state.keyboardVisible {
      state.priorContentSize = contentSize
      contentInset = contentInsetForKeyboard()
    }
  }

  /// `TPKeyboardAvoiding_scrollToActiveTextField`, on begin-editing: re-centres the first
  /// responder, visible or not, inside an animation of the last keyboard duration.
  private func scrollToActiveTextField() {
    guard state.keyboardVisible, let firstResponder = firstResponderBeneath() else { return }
    state.ignoringNotifications = true
    let visibleSpace = bounds.height - contentInset.top - contentInset.bottom
    let ideal = CGPoint(
      x: contentOffset.x, y: idealOffset(for: firstResponder, viewingAreaHeight: visibleSpace))
    UIView.animate(
      withDuration: state.animationDuration, delay: 0,
      animations: { [self] in contentOffset = ideal },
      completion: { [self] _ in state.ignoringNotifications = false })
  }

  // MARK: Maths

  /// `TPKeyboardAvoiding_contentInsetForKeyboard`: only `bottom` changes; the covered height
  /// is the keyboard's height less the part below the bounds, clamped at 0 (the clamp came
  /// in 2019, commit a54949b: "Prevent bottom content inset from being negative"). No
  /// safe-area term and no test of the keyboard's x or top against the view.
  private func contentInsetForKeyboard() -> UIEdgeInsets {
    var inset = contentInset
    let keyboard = state.keyboardRect
    if keyboard.height == 0 {
      inset.bottom = state.priorInset.bottom
    } else {
      inset.bottom = max(keyboard.height - max(keyboard.maxY - bounds.maxY, 0), 0)
    }
    return inset
  }

  /// `TPKeyboardAvoiding_idealOffsetForView:withViewingAreaHeight:` (the iOS 11 branch:
  /// `adjustedContentInset`): centre the caret, or the view, in the viewable height, at
  /// least 20 pt below the top; clamp to the content's end (ignoring the bottom inset) and
  /// to the top.
  private func idealOffset(for view: UIView, viewingAreaHeight: CGFloat) -> CGFloat {
    let inset = adjustedContentInset
    var rect = convert(view.bounds, from: view)
    if let textView = view as? UITextView, let selection = textView.selectedTextRange {
      rect = convert(textView.caretRect(for: selection.start), from: textView)
    }
    let padding = max((viewingAreaHeight - rect.height) / 2, Self.minimumScrollOffsetPadding)
    var offset = rect.minY - padding - inset.top
    let maxOffset = contentSize.height - viewingAreaHeight - inset.top
    if offset > maxOffset { offset = maxOffset }
    if offset < -inset.top { offset = -inset.top }
    return offset
  }

  /// `TPKeyboardAvoiding_calculatedContentSizeFromSubviewFrames`: the union of the direct
  /// subviews' frames (from the origin) plus 10 pt. The source hides the scroll indicators
  /// while it looks, so they are not counted; the model has no indicator views.
  private func calculatedContentSizeFromSubviewFrames() -> CGSize {
    var rect = CGRect.zero
    for view in subviews { rect = rect.union(view.frame) }
    rect.size.height += Self.calculatedContentPadding
    return rect.size
  }
}
