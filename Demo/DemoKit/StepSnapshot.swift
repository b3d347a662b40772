#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit

  /// What one approach shows after one step: the table's numbers and everything needed to
  /// draw the screen to scale. Every rect is in screen coordinates (points) unless named
  /// otherwise.
  public struct StepSnapshot: Sendable {
    /// A view of the form, where it is on the screen in its scrolled position.
    public struct Item: Sendable {
      /// Its name in the form.
      public var name: String
      /// Its frame on the screen.
      public var frame: CGRect
      /// Whether it is the first responder.
      public var isFocused: Bool
      /// The text it holds (`""` for a view that holds none).
      public var text: String = ""
      /// For a text view: where its first line lies on the screen (the caret's rect at the
      /// start of the document, one line tall), so the text can be drawn line by line.
      public var firstLine: CGRect?
    }

    /// What the keyboard is doing, judged from its last end frame and the screen.
    public enum KeyboardKind: Sendable, Equatable {
      /// Off the screen (hidden).
      case none
      /// An empty frame: what iOS reports while a floating keyboard is dragged.
      case empty
      /// Docked at the bottom, across the whole screen.
      case docked
      /// A hardware keyboard: only the shortcuts bar is on screen, the frame reaches below.
      case hardwareBar
      /// A floating (or undocked) keyboard: narrower than the screen or above its bottom.
      case floating
      /// A docked keyboard the user's finger holds below its place (an interactive dismissal).
      case dragged
    }

    /// The screen's bounds.
    public var screen: CGRect
    /// The screen's unsafe margins.
    public var safeArea: UIEdgeInsets
    /// The window's frame.
    public var window: CGRect
    /// The form sheet's frame, when there is one.
    public var sheet: CGRect?
    /// The scroll view's frame.
    public var scrollView: CGRect
    /// The visible area's bottom edge, `adjustedContentInset.bottom` above the scroll view's.
    public var insetEdgeY: CGFloat
    /// The form's views.
    public var items: [Item]
    /// The keyboard's frame, clipped to the screen; `nil` when none of it is on screen.
    public var keyboard: CGRect?
    /// The name of the focused view, if any.
    public var focusedName: String?
    /// The rect checked for visibility: the focused view or its caret line.
    public var focusRect: CGRect?
    /// Whether ``focusRect`` is a text view's caret line.
    public var focusIsCaret: Bool
    /// The padding the approach keeps around the focused rect (0 for the Apple guide).
    public var padding: CGFloat
    /// How much of the scroll view's height the keyboard covers, in points.
    public var keyboardOverlap: CGFloat
    /// `contentInset.bottom`.
    public var contentInsetBottom: CGFloat
    /// `contentOffset.y`.
    public var contentOffsetY: CGFloat
    /// Whether the focused rect is on screen above the keyboard; `nil` without focus.
    public var isFocusVisible: Bool?
    /// Whether the focused rect lies inside the scroll view's bounds less
    /// `adjustedContentInset` (the design's invariant); `nil` without focus.
    public var isInsideAdjustedInsets: Bool?
    /// What the keyboard is doing.
    public var keyboardKind: KeyboardKind = .none
    /// The safe-area part UIKit adds to the bottom inset itself (`adjustedContentInset`
    /// less `contentInset`).
    public var safeAreaBottom: CGFloat = 0
    /// The caret of the focused view on the screen: a text view's own `caretRect`; for a
    /// text field, which the model gives no caret API, a 2 × 20 pt bar after its text,
    /// centred vertically [choice: the demo's drawing, used for nothing but the picture].
    public var caret: CGRect?
    /// The cells of a table form on the screen, top to bottom; empty for other forms.
    public var cells: [CGRect] = []
    /// The focused field's frame in the scroll view's content coordinates.
    public var focusInContent: CGRect?
    /// The focused field's cell in the table's content coordinates, for a table form.
    public var focusedCellInContent: CGRect?
    /// The focused text field's Return key title ("Next", "Done"); `nil` for a text view,
    /// no focus, or a key left at the default.
    public var returnKeyTitle: String?
    /// Whether the scroll view brings back the user's offset when the keyboard hides.
    public var restoresOffset = false
    /// Whether the caption spells out the reveal's arithmetic (the acts added with the
    /// table and navigation).
    public var explainsReveal = false
    /// The visible area's top edge on the screen, `adjustedContentInset.top` below the
    /// scroll view's.
    public var visibleTopY: CGFloat = 0
    /// The keyboard's toolbar (the first responder's `UIToolbar` accessory, part of the
    /// keyboard's frame), when the keyboard is up with one.
    public var keyboardToolbar: Toolbar?

    /// The previous / next / Done toolbar at the top of the keyboard.
    public struct Toolbar: Sendable, Equatable {
      /// Its frame on the screen: the keyboard's top `height` points.
      public var frame: CGRect
      /// Whether the previous item (chevron up) is enabled.
      public var isPreviousEnabled: Bool
      /// Whether the next item (chevron down) is enabled.
      public var isNextEnabled: Bool
    }
  }

  extension StepSnapshot {
    /// Captures `scene` as it is now.
    @MainActor
    init(_ scene: DemoScene) {
      let scrollView = scene.scrollView
      let space = scene.screen.coordinateSpace
      let viewport = FocusVisibility.viewport(of: scene)
      let keyboard = FocusVisibility.keyboardOnScreen(of: scene)
      let scrollFrame = scrollView.convert(scrollView.bounds, to: space)
      let covered = keyboard.map { scrollFrame.intersection($0) }
      let overlap = covered.map { $0.isNull ? 0 : $0.height } ?? 0
      screen = scene.screen.bounds
      safeArea = scene.device.safeArea
      window = scene.window.frame
      sheet =
        scene.device.sheetFrame == nil
        ? nil : scene.rootView.convert(scene.rootView.bounds, to: space)
      self.scrollView = scrollFrame
      insetEdgeY = scrollFrame.maxY - scrollView.adjustedContentInset.bottom
      let focused = scene.focused
      items = scene.form.drawnViews.map { name, view in
        var item = Item(
          name: name, frame: view.convert(view.bounds, to: space),
          isFocused: view === focused?.view)
        if let field = view as? UITextField {
          item.text = field.text ?? ""
        } else if let textView = view as? UITextView {
          item.text = textView.text ?? ""
          item.firstLine = textView.convert(
            textView.caretRect(for: textView.beginningOfDocument), to: space)
        }
        return item
      }
      self.keyboard = keyboard
      keyboardKind =
        scene.isKeyboardDragged
        ? .dragged : Self.kind(of: scene.keyboardFrame, on: scene.screen.bounds)
      safeAreaBottom = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
      caret = focused.flatMap { Self.caret(of: $0.view, in: space) }
      focusedName = focused?.name
      padding = scene.padding
      keyboardOverlap = overlap
      contentInsetBottom = scrollView.contentInset.bottom
      contentOffsetY = scrollView.contentOffset.y
      cells = scene.form.cells.map { $0.convert($0.bounds, to: space) }
      restoresOffset =
        (scrollView as? AvoidingScrollView)?.restoresContentOffsetOnKeyboardHide ?? false
      explainsReveal = scene.explainsReveal
      visibleTopY = scrollFrame.minY + scrollView.adjustedContentInset.top
      keyboardToolbar = Self.toolbar(of: focused?.view, keyboard: keyboard, in: scene)
      if let field = focused?.view {
        focusInContent = scrollView.convert(field.bounds, from: field)
        focusedCellInContent = scene.form.cells.first { field.isDescendant(of: $0) }
          .map { scrollView.convert($0.bounds, from: $0) }
        returnKeyTitle = (field as? UITextField).flatMap { Self.title(of: $0.returnKeyType) }
      }
      guard let focused else {
        focusRect = nil
        focusIsCaret = false
        isFocusVisible = nil
        isInsideAdjustedInsets = nil
        return
      }
      let keyboardInViewport = keyboard.map { viewport.intersection($0) }
      let hiddenHeight =
        keyboardInViewport.map { $0.isNull ? 0 : max(0, viewport.maxY - $0.minY) } ?? 0
      let checked = FocusVisibility.checkedRect(
        of: focused.view, in: scene, visibleHeight: viewport.height - hiddenHeight)
      let rectOnScreen = scrollView.convert(checked.rect, to: space)
      focusRect = rectOnScreen
      focusIsCaret = checked.isCaret
      isFocusVisible = FocusVisibility.isVisible(
        rectOnScreen, viewport: viewport, keyboard: keyboard)
      let visible = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
      isInsideAdjustedInsets = FocusVisibility.isVisible(
        checked.rect, viewport: visible, keyboard: nil)
    }

    /// The toolbar `field` shows at the top of the docked `keyboard` (the accessory the
    /// simulated keyboard counts, SystemKeyboard+InputAccessory), found by the items'
    /// accessibility labels as the demo's script taps them.
    @MainActor
    private static func toolbar(of field: UIView?, keyboard: CGRect?, in scene: DemoScene)
      -> Toolbar?
    {
      let height = scene.keyboard.inputAccessoryHeight
      guard let keyboard, height > 0,
        kind(of: scene.keyboardFrame, on: scene.screen.bounds) == .docked,
        let bar = field?.inputAccessoryView as? UIToolbar, let items = bar.items
      else { return nil }
      let item = { (label: String) in items.first { $0.accessibilityLabel == label } }
      return Toolbar(
        frame: CGRect(
          x: keyboard.minX, y: keyboard.minY, width: keyboard.width,
          height: min(height, keyboard.height)),
        isPreviousEnabled: item(DemoScript.previousLabel)?.isEnabled ?? false,
        isNextEnabled: item(DemoScript.nextLabel)?.isEnabled ?? false)
    }

    /// The title the keyboard shows on a Return key of `type`, for the kinds the demo uses.
    static func title(of type: UIReturnKeyType) -> String? {
      switch type {
      case .next: "Next"
      case .done: "Done"
      default: nil
      }
    }

    /// Classifies the keyboard's end frame (screen coordinates) on a screen.
    static func kind(of frame: CGRect, on screen: CGRect) -> KeyboardKind {
      if frame.isEmpty { return .empty }
      let onScreen = frame.intersection(screen)
      if onScreen.isNull || onScreen.isEmpty { return .none }
      if frame.maxY > screen.maxY { return .hardwareBar }
      if frame.maxY == screen.maxY && frame.width >= screen.width { return .docked }
      return .floating
    }

    /// The focused view's caret on the screen (see ``caret``).
    @MainActor
    private static func caret(of view: UIView, in space: any UICoordinateSpace) -> CGRect? {
      if let textView = view as? UITextView, let selection = textView.selectedTextRange {
        return textView.convert(textView.caretRect(for: selection.end), to: space)
      }
      guard let field = view as? UITextField else { return nil }
      let lineHeight: CGFloat = 20
      let x = 8 + CGFloat((field.text ?? "").utf16.count) * SVGDrawing.characterAdvance
      let rect = CGRect(
        x: x, y: (field.bounds.height - lineHeight) / 2, width: 2, height: lineHeight)
      return field.convert(rect, to: space)
    }
  }
#endif
