#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Moving the focus to the next or previous field in reading order.
///
/// The shell gathers the facts (which views are fields, where they are, whether they can
/// take focus); the order itself is ``ReadingOrder``'s. Nothing is cached: the form is read
/// afresh on every move, so a field added, removed, hidden or disabled since the last move
/// is seen as it is now. In table and collection views the form goes on in rows whose cells
/// do not exist yet (KeyboardAvoider+CellRows.swift).
extension KeyboardAvoider {
  /// One field of the form, in reading order, and whether the focus may move to it.
  struct FormField {
    let view: UIView
    let isEligible: Bool
  }

  /// The view being edited inside this scroll view, if it is still first responder.
  var currentField: UIView? {
    guard let focusedView, focusedView.isFirstResponder,
      focusedView.isDescendant(of: scrollView)
    else { return nil }
    return focusedView
  }

  /// Moves the focus to the next (`forward`) or previous field after `current` (default:
  /// the view being edited), trying each candidate in turn until one becomes first
  /// responder. Returns whether the focus moved.
  func moveFocus(forward: Bool, from current: UIView? = nil) -> Bool {
    guard let window = scrollView.window else { return false }
    let origin = current ?? currentField
    // A focused row the user scrolled off screen: the rows between it and the screen come
    // first, and they have no cells.
    if let origin, isInCellOffScreen(origin) {
      return moveFocusIntoRowsWithoutCells(
        forward: forward, from: origin, onScreenRowsOffered: false)
    }
    let fields = formFields()
    let position = origin.flatMap { origin in fields.firstIndex { $0.view === origin } }
    let candidates = ReadingOrder.candidates(
      from: position, eligible: fields.map(\.isEligible), forward: forward)
    if offerFocus(to: candidates.lazy.map { fields[$0].view }, in: window) { return true }
    // In a table or collection view the form goes on in rows that have no cell yet.
    guard let origin else { return false }
    return moveFocusIntoRowsWithoutCells(forward: forward, from: origin)
  }

  /// Asks each of `views` in turn to become first responder; returns whether one did.
  func offerFocus(to views: some Sequence<UIView>, in window: UIWindow) -> Bool {
    for view in views {
      // A delegate asked by an earlier candidate may have removed or moved this one.
      guard view.window === window, view.isDescendant(of: scrollView) else { continue }
      if view.becomeFirstResponder() { return true }
    }
    return false
  }

  /// The text fields and text views of this scroll view in reading order; the fields of a
  /// nested avoiding scroll view in its own reading order, placed where that scroll view
  /// sits.
  func formFields() -> [FormField] {
    var visited: Set<ObjectIdentifier> = []
    return Self.formFields(in: scrollView, visited: &visited)
  }

  /// An entry of one scope (this scroll view or a nested avoiding one) before ordering:
  /// one field, or the fields of a nested avoiding scroll view, already in its order.
  private struct Entry {
    let frame: CGRect
    let field: FormField?
    let nested: [FormField]
  }

  /// The fields of `scope`'s subtree in `scope`'s reading order.
  static func formFields(in scope: UIView, visited: inout Set<ObjectIdentifier>)
    -> [FormField]
  {
    // A view is gathered once: UIKit refuses to make a view its own ancestor, and this
    // keeps the walk finite even if a hierarchy ever did [choice].
    guard visited.insert(ObjectIdentifier(scope)).inserted else { return [] }
    var entries: [Entry] = []
    for subview in scope.subviews {
      collect(subview, scope: scope, shown: true, into: &entries, visited: &visited)
    }
    let order = ReadingOrder.order(
      entries.map(\.frame),
      rightToLeft: scope.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // Most entries are one field: they are appended as they are, with no array of one
    // built for each (this runs on every focus change, over the whole form).
    var fields: [FormField] = []
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
    visited: inout Set<ObjectIdentifier>
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
          field: FormField(view: field, isEligible: eligible), nested: []))
      return
    }
    if let textView = view as? UITextView {
      // [doc] a text view that is not editable shows no keyboard (UITextView.isEditable).
      let eligible = shown && textView.isEditable
      entries.append(
        Entry(
          frame: scope.convert(view.bounds, from: view),
          field: FormField(view: textView, isEligible: eligible), nested: []))
      return
    }
    if view is UIScrollView, view is any KeyboardAvoidingScrollView {
      // A nested avoiding scroll view reads its own fields in its own order; they take its
      // place in this scope's order [choice: a form inside a form is read as a block].
      var fields = formFields(in: view, visited: &visited)
      if !shown {
        fields = fields.map { FormField(view: $0.view, isEligible: false) }
      }
      entries.append(
        Entry(frame: scope.convert(view.bounds, from: view), field: nil, nested: fields))
      return
    }
    guard visited.insert(ObjectIdentifier(view)).inserted else { return }
    for subview in view.subviews {
      collect(subview, scope: scope, shown: shown, into: &entries, visited: &visited)
    }
  }
}
