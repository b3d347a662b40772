import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The walk that reads a form: the text fields and text views below a scope (a scroll view,
/// or a cell), where each lies, and whether each can take the focus.
///
/// The walk gathers the facts; the order itself is ``ReadingOrder``'s. Nothing is kept: the
/// form is read afresh each time, so a field added, removed, hidden or disabled since the last
/// walk is seen as it is now.
@MainActor
enum FormWalk {
  /// The text fields and text views of `scope`'s subtree in reading order; the fields of a
  /// nested avoiding scroll view in its own reading order, placed where that scroll view sits.
  static func snapshot(of scope: UIView) -> FormSnapshot {
    var visited: Set<ObjectIdentifier> = []
    var nested: [any KeyboardAvoidingScrollView] = []
    let fields = fields(in: scope, visited: &visited, nested: &nested)
    return FormSnapshot(
      fields: fields.map(\.view), eligible: fields.map(\.isEligible), nestedScrollViews: nested)
  }

  /// The fields of `cell` in reading order, eligible or not.
  static func fields(inCell cell: UIView) -> [(view: UIView, isEligible: Bool)] {
    var visited: Set<ObjectIdentifier> = []
    var nested: [any KeyboardAvoidingScrollView] = []
    return fields(in: cell, visited: &visited, nested: &nested).map { ($0.view, $0.isEligible) }
  }

  /// One field of the form and whether the focus may move to it.
  private struct Field {
    let view: UIView
    let isEligible: Bool
  }

  /// An entry of one scope (the scroll view or a nested avoiding one) before ordering: one
  /// field, or the fields of a nested avoiding scroll view, already in its order.
  private struct Entry {
    let frame: CGRect
    let field: Field?
    let nested: [Field]
  }

  /// The fields of `scope`'s subtree in `scope`'s reading order.
  private static func fields(
    in scope: UIView, visited: inout Set<ObjectIdentifier>,
    nested: inout [any KeyboardAvoidingScrollView]
  ) -> [Field] {
    // A view is gathered once: UIKit refuses to make a view its own ancestor, and this
    // keeps the walk finite even if a hierarchy ever did [choice].
    guard visited.insert(ObjectIdentifier(scope)).inserted else { return [] }
    var entries: [Entry] = []
    for subview in scope.subviews {
      collect(
        subview, scope: scope, shown: true, into: &entries, visited: &visited, nested: &nested)
    }
    let order = ReadingOrder.order(
      entries.map(\.frame),
      rightToLeft: scope.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // Most entries are one field: they are appended as they are, with no array of one
    // built for each (this runs on every focus change, over the whole form).
    var fields: [Field] = []
    fields.reserveCapacity(order.count)
    for index in order {
      let entry = entries[index]
      if let field = entry.field {
        fields.append(field)
      } else {
        fields.append(contentsOf: entry.nested)
      }
    }
    return fields
  }

  private static func collect(
    _ view: UIView, scope: UIView, shown ancestorsShown: Bool, into entries: inout [Entry],
    visited: inout Set<ObjectIdentifier>, nested: inout [any KeyboardAvoidingScrollView]
  ) {
    // [doc] a hidden view hides its subviews, and so does an alpha of 0 (UIView.isHidden,
    // UIView.alpha): their fields cannot be seen, so the focus skips them.
    let shown = ancestorsShown && !view.isHidden && view.alpha > 0
    // Only fields and nested avoiding scroll views are placed in the order, so only their
    // frames are converted to the scope: a container's or a label's would go unused.
    if let field = view as? UITextField {
      // [doc] a disabled control ignores input (UIControl.isEnabled).
      let eligible = shown && field.isEnabled
      entries.append(
        Entry(
          frame: scope.convert(view.bounds, from: view),
          field: Field(view: field, isEligible: eligible), nested: []))
      return
    }
    if let textView = view as? UITextView {
      // [doc] a text view that is not editable shows no keyboard (UITextView.isEditable).
      let eligible = shown && textView.isEditable
      entries.append(
        Entry(
          frame: scope.convert(view.bounds, from: view),
          field: Field(view: textView, isEligible: eligible), nested: []))
      return
    }
    if view is UIScrollView, let avoiding = view as? any KeyboardAvoidingScrollView {
      // A nested avoiding scroll view reads its own fields in its own order; they take its
      // place in this scope's order [choice: a form inside a form is read as a block].
      var fields = fields(in: view, visited: &visited, nested: &nested)
      if !fields.isEmpty { nested.append(avoiding) }
      if !shown {
        fields = fields.map { Field(view: $0.view, isEligible: false) }
      }
      entries.append(
        Entry(frame: scope.convert(view.bounds, from: view), field: nil, nested: fields))
      return
    }
    guard visited.insert(ObjectIdentifier(view)).inserted else { return }
    for subview in view.subviews {
      collect(
        subview, scope: scope, shown: shown, into: &entries, visited: &visited, nested: &nested)
    }
  }
}
