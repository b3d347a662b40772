#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The form of one scroll view as one walk found it: its text fields and text views in reading
/// order, whether each may take the focus, and the avoiding scroll views nested in it.
///
/// One snapshot serves everything a focus change asks of the form (the Return keys' titles,
/// the toolbar's fields and buttons), so the form is walked once per focus change. It keeps
/// what the walk gathered and reads it through the reading order when asked, so that a focus
/// change makes no array of every field: the questions it asks ("which eligible field is
/// last", "is there one before or after this one") read a field or a few.
@MainActor
struct FormSnapshot {
  private let gathered: FormWalk.Gathered
  private let order: [Int]

  /// The snapshot of what `gathered` found, in `order` (positions in its fields).
  init(_ gathered: FormWalk.Gathered, order: [Int]) {
    self.gathered = gathered
    self.order = order
  }

  /// The number of fields.
  var count: Int { order.count }

  /// The avoiding scroll views nested in this one that hold at least one field.
  var nestedScrollViews: [any KeyboardAvoidingScrollView] { gathered.nestedScrollViews }

  /// The field at `position` in reading order (`0 ..< count`).
  func field(at position: Int) -> UIView {
    gathered.view(order[position])
  }

  /// Whether the field at `position` may take the focus (shown, enabled, editable).
  func isEligible(at position: Int) -> Bool {
    gathered.fields[order[position]].eligible
  }

  /// Whether each field may take the focus, in reading order.
  var eligible: [Bool] {
    order.map { gathered.fields[$0].eligible }
  }

  /// The `returnKeyType` the walk read for the field at `position`, if it is an eligible text
  /// field and the walk read them (``FormReader/read(readingReturnKeyTypes:)``).
  func returnKeyType(at position: Int) -> UIReturnKeyType? {
    gathered.fields[order[position]].returnKeyType
  }

  /// The position of `view` in reading order, if it is one of the fields.
  func position(of view: UIView) -> Int? {
    guard let index = gathered.index(of: view) else { return nil }
    return order.firstIndex(of: index)
  }

  /// Calls `body` with each field in reading order. The fields are not retained for the call:
  /// the snapshot holds them.
  func forEachField(_ body: (UIView) -> Void) {
    for index in order { gathered.withView(index, body) }
  }
}
