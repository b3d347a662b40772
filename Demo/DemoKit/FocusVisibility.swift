#if !canImport(UIKit)
  import HeadlessUIKit

  /// Whether the user can see the focused field, judged from what is on the screen.
  ///
  /// The field (or, for a text view too tall for the space the keyboard leaves, its caret
  /// line) must lie inside the scroll view's on-screen viewport less its safe-area insets,
  /// and must not be under the keyboard. This is "inside the bounds less
  /// `adjustedContentInset`" for the component, whose bottom inset is exactly the
  /// keyboard's overlap; it is judged on the screen rather than on the insets so that an
  /// approach that over-insets (the Apple guide's dead band) is not marked hidden for a
  /// field the user can in fact see.
  @MainActor
  enum FocusVisibility {
    /// The slack allowed for floating-point error, in points.
    static let slack: CGFloat = 0.5

    /// The rect to check, in the scroll view's coordinates: the focused view, or its caret
    /// when it is a text view taller than `visibleHeight` less padding above and below.
    static func checkedRect(of view: UIView, in scene: DemoScene, visibleHeight: CGFloat)
      -> (rect: CGRect, isCaret: Bool)
    {
      let scrollView = scene.scrollView
      let whole = scrollView.convert(view.bounds, from: view)
      let padding: CGFloat = 16
      guard let textView = view as? UITextView, whole.height + 2 * padding > visibleHeight,
        let selection = textView.selectedTextRange
      else { return (whole, false) }
      return (scrollView.convert(textView.caretRect(for: selection.end), from: textView), true)
    }

    /// The part of the screen where the scroll view's content can be seen, ignoring the
    /// keyboard: the viewport less the safe area, inside the window and the screen.
    static func viewport(of scene: DemoScene) -> CGRect {
      let scrollView = scene.scrollView
      let inset = scrollView.bounds.inset(by: scrollView.safeAreaInsets)
      return scrollView.convert(inset, to: scene.screen.coordinateSpace)
        .intersection(scene.window.frame)
        .intersection(scene.screen.bounds)
    }

    /// The keyboard's frame on the screen, or `nil` when no part of it is on the screen.
    static func keyboardOnScreen(of scene: DemoScene) -> CGRect? {
      let onScreen = scene.keyboardFrame.intersection(scene.screen.bounds)
      guard !onScreen.isNull, onScreen.width > 0, onScreen.height > 0 else { return nil }
      return onScreen
    }

    /// Whether `rect` (screen coordinates) is inside `viewport` and clear of `keyboard`.
    static func isVisible(_ rect: CGRect, viewport: CGRect, keyboard: CGRect?) -> Bool {
      let inside =
        rect.minX >= viewport.minX - slack && rect.maxX <= viewport.maxX + slack
        && rect.minY >= viewport.minY - slack && rect.maxY <= viewport.maxY + slack
      guard inside else { return false }
      guard let keyboard else { return true }
      let covered = rect.intersection(keyboard)
      return covered.isNull || covered.width <= slack || covered.height <= slack
    }
  }
#endif
