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
/// what the walk gathered and reads it through the reading order, so that no array of every
/// field is made.
@MainActor
struct FormSnapshot {
  private let gathered: FormWalk.Gathered
  private let order: [Int]
  /// Whether each field may take the focus (shown, enabled, editable), in reading order.
  let eligible: [Bool]
  /// The avoiding scroll views nested in this one that hold at least one field.
  let nestedScrollViews: [any KeyboardAvoidingScrollView]

  /// The snapshot of what `gathered` found, in `order` (positions in its fields).
  init(_ gathered: FormWalk.Gathered, order: [Int]) {
    self.gathered = gathered
    self.order = order
    var eligible: [Bool] = []
    eligible.reserveCapacity(order.count)
    for index in order { eligible.append(gathered.fields[index].eligible) }
    self.eligible = eligible
    nestedScrollViews = gathered.nestedScrollViews
  }

  /// The number of fields.
  var count: Int { order.count }

  /// The field at `position` in reading order (`0 ..< count`).
  func field(at position: Int) -> UIView {
    gathered.view(order[position])
  }

  /// The `returnKeyType` the walk read for the field at `position`, if it is a text field
  /// and the walk read them (``FormReader/read(readingReturnKeyTypes:)``).
  func returnKeyType(at position: Int) -> UIReturnKeyType? {
    gathered.fields[order[position]].returnKeyType
  }

  /// The position of `view` in reading order, if it is one of the fields.
  func position(of view: UIView) -> Int? {
    for position in 0..<order.count where gathered.view(order[position]) === view {
      return position
    }
    return nil
  }
}
