#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The form of one scroll view as one walk found it: its text fields and text views in reading
/// order, whether each may take the focus, and the avoiding scroll views nested in it.
///
/// One snapshot serves everything a focus change asks of the form (the Return keys' titles,
/// the toolbar's fields and buttons), so the form is walked once per focus change.
@MainActor
struct FormSnapshot {
  /// The text fields and text views, in reading order; the fields of a nested avoiding scroll
  /// view in its own order, where that scroll view sits.
  let fields: [UIView]
  /// Whether each of `fields` may take the focus: shown, enabled, editable.
  let eligible: [Bool]
  /// The avoiding scroll views nested in this one that hold at least one of `fields`.
  let nestedScrollViews: [any KeyboardAvoidingScrollView]

  /// The position of `view` in reading order, if it is one of the fields.
  func position(of view: UIView) -> Int? {
    fields.firstIndex { $0 === view }
  }
}
