#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The features of one engine, each a type that owns its state: the engine holds them and
/// tells them what happened; none writes another's state. This is the registry: the one place
/// that hands each feature its context and the siblings it names (the edges are: form
/// navigation → rows without cells, VoiceOver; rows without cells → restore offset; Return key
/// and toolbar → form navigation, rows without cells).
@MainActor
package final class Features {
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
  package let restoreOffset: OffsetRestoration
  /// UIKit's own scroll on focus, held and answered (Features/FocusScroll).
  let focusScroll: HeldScrollRequests
  /// Per-view padding and companions (Features/FocusPolicy).
  package let focusPolicy: FocusPolicy
  /// A focused row that moves is revealed again (Features/Lists); tables and collection views
  /// only.
  let focusFollower: FocusFollower?
  /// Moving out from under a floating keyboard (Features/FloatingKeyboard).
  package let floatingKeyboard: FloatingKeyboardAvoidance
  /// VoiceOver moved to the field after the component's own focus moves (Features/VoiceOver).
  let voiceOverFocus: VoiceOverFocus
  /// The inset following the keyboard while the user drags it down (Features/KeyboardDrag).
  let keyboardDrag: KeyboardDragTracking

  /// Makes each feature with what it says it needs: the `context` (the engine, as a
  /// ``FeatureContext``) and the siblings it names, built before it; no feature is handed the
  /// registry or the engine itself.
  init(context: any FeatureContext, followsFocusedViewInLayout: Bool) {
    let scrollView = context.scrollView
    tapToEndEditing = TapToEndEditing(scrollView: scrollView)
    restoreOffset = OffsetRestoration(scrollView: scrollView)
    keyboardDrag = KeyboardDragTracking(scrollView: scrollView)
    focusScroll = HeldScrollRequests(context: context)
    focusPolicy = FocusPolicy(context: context)
    focusFollower = followsFocusedViewInLayout ? FocusFollower(context: context) : nil
    floatingKeyboard = FloatingKeyboardAvoidance { [unowned context] in context.settingChanged() }
    voiceOverFocus = VoiceOverFocus(context: context)
    rows = RowsWithoutCells(context: context, restoreOffset: restoreOffset)
    navigation = FormNavigation(context: context, rows: rows, voiceOverFocus: voiceOverFocus)
    returnKey = ReturnKeyNavigation(context: context, navigation: navigation, rows: rows)
    toolbar = KeyboardToolbarController(context: context, navigation: navigation, rows: rows)
  }

  /// `view`, a descendant of the scroll view, began editing: the Return keys' titles and the
  /// toolbar follow the new position, from one walk of the form.
  func focusDidChange(to view: UIView) {
    var form = FormReader(navigation: navigation)
    if let field = view as? UITextField { returnKey.focusDidChange(to: field, form: &form) }
    toolbar.focusDidChange(form: &form)
  }
}
