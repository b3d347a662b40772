#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The features of one engine, each a type that owns its state: the engine holds them and
/// tells them what happened; none writes another's state.
@MainActor
final class Features {
  /// Next and previous field (Features/FormNavigation).
  let navigation: FormNavigation
  /// Rows whose cells do not exist yet, in tables and collection views (Features/Lists).
  let rows: RowsWithoutCells
  /// The Return key (Features/ReturnKey).
  let returnKey: ReturnKeyNavigation
  /// The previous / next / done toolbar (Features/Toolbar).
  let toolbar: KeyboardToolbarController
  /// A tap outside any field ends editing (Features/TapToEndEditing).
  let tapToEndEditing: TapToEndEditing
  /// The offset put back when the keyboard hides (Features/RestoreOffset).
  let restoreOffset: OffsetRestoration
  /// UIKit's own scroll on focus, held and answered (Features/FocusScroll).
  let focusScroll: HeldScrollRequests
  /// Per-view padding and companions (Features/FocusPolicy).
  let focusPolicy: FocusPolicy
  /// A focused row that moves is revealed again (Features/Lists); tables and collection views
  /// only.
  let focusFollower: FocusFollower?
  /// Moving out from under a floating keyboard (Features/FloatingKeyboard).
  let floatingKeyboard: FloatingKeyboardAvoidance
  /// VoiceOver moved to the field after the component's own focus moves (Features/VoiceOver).
  let voiceOverFocus: VoiceOverFocus
  /// The inset following the keyboard while the user drags it down (Features/KeyboardDrag).
  let keyboardDrag: KeyboardDragTracking

  init(engine: KeyboardAvoider, followsFocusedViewInLayout: Bool) {
    navigation = FormNavigation(engine: engine)
    rows = RowsWithoutCells(engine: engine)
    returnKey = ReturnKeyNavigation(engine: engine)
    toolbar = KeyboardToolbarController(engine: engine)
    tapToEndEditing = TapToEndEditing(scrollView: engine.scrollView)
    restoreOffset = OffsetRestoration(scrollView: engine.scrollView)
    focusScroll = HeldScrollRequests(engine: engine)
    focusPolicy = FocusPolicy(engine: engine)
    focusFollower = followsFocusedViewInLayout ? FocusFollower(engine: engine) : nil
    floatingKeyboard = FloatingKeyboardAvoidance { [unowned engine] in
      engine.handle(.settingChanged)
    }
    voiceOverFocus = VoiceOverFocus(engine: engine)
    keyboardDrag = KeyboardDragTracking(scrollView: engine.scrollView)
  }

  /// `view`, a descendant of the scroll view, began editing: the Return keys' titles and the
  /// toolbar follow the new position, from one walk of the form.
  func focusDidChange(to view: UIView) {
    var form = FormReader(navigation: navigation)
    if let field = view as? UITextField { returnKey.focusDidChange(to: field, form: &form) }
    toolbar.focusDidChange(form: &form)
  }
}
