import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Moving the focus to the next or previous field in reading order: `focusNextField()`,
/// `focusPreviousField()`, and the moves the Return key and the toolbar make.
///
/// The form is read by ``FormWalk``; in table and collection views the form goes on in rows
/// whose cells do not exist yet (``RowsWithoutCells``).
@MainActor
final class FormNavigation {
  private unowned let context: any FeatureContext
  private var scrollView: UIScrollView { context.scrollView }

  /// Rows whose cells do not exist yet, where the form goes on in a list.
  private let rows: RowsWithoutCells
  /// VoiceOver, told of each move.
  private let voiceOverFocus: VoiceOverFocus

  init(
    context: any FeatureContext, rows: RowsWithoutCells, voiceOverFocus: VoiceOverFocus
  ) {
    self.context = context
    self.rows = rows
    self.voiceOverFocus = voiceOverFocus
  }

  /// What the last walk found of the form's geometry (no view: nothing is kept alive) and
  /// the reading order it gave, by position in the walk.
  private var last: (geometry: FormWalk.Geometry, order: [Int])?

  /// The form as it is now: one walk. The reading order is computed again (each field's
  /// frame converted, each scope sorted) only when the form's geometry differs from the
  /// last walk's; a focus change in a form that did not move reuses it [choice: the order
  /// is a function of that geometry, ``ReadingOrder``]. The eligible text fields'
  /// `returnKeyType`s are read too when `readingReturnKeyTypes`.
  func form(readingReturnKeyTypes: Bool = false) -> FormSnapshot {
    let gathered = FormWalk.gather(
      scrollView, readingReturnKeyTypes: readingReturnKeyTypes,
      expected: last?.geometry.fields.count ?? 0)
    let order: [Int]
    if let last, last.geometry.isSame(as: gathered) {
      order = last.order
    } else {
      order = FormWalk.readingOrder(of: gathered)
      last = (gathered.geometry, order)
    }
    return FormSnapshot(gathered, order: order)
  }

  /// The view being edited inside this scroll view, if it is still first responder.
  var currentField: UIView? { context.currentField }

  /// Moves the focus to the next (`forward`) or previous field after `current` (default:
  /// the view being edited), trying each candidate in turn until one becomes first
  /// responder. Returns whether the focus moved. Every move the component makes comes
  /// here (the toolbar, the Return key, `focusNextField()` / `focusPreviousField()`), so
  /// this is where VoiceOver is told of it (``VoiceOverFocus``).
  func moveFocus(forward: Bool, from current: UIView? = nil) -> Bool {
    guard focusNextCandidate(forward: forward, from: current) else { return false }
    if let field = currentField { voiceOverFocus.componentMovedFocus(to: field) }
    return true
  }

  /// The move itself: see ``moveFocus(forward:from:)``.
  private func focusNextCandidate(forward: Bool, from current: UIView?) -> Bool {
    guard let window = scrollView.window else { return false }
    let origin = current ?? currentField
    // A focused row the user scrolled off screen: the rows between it and the screen come
    // first, and they have no cells.
    if let origin, rows.isInCellOffScreen(origin) {
      return rows.moveFocus(forward: forward, from: origin, onScreenRowsOffered: false)
    }
    let form = form()
    let position = origin.flatMap { form.position(of: $0) }
    let candidates = ReadingOrder.candidates(
      from: position, eligible: form.eligible, forward: forward)
    if Self.offerFocus(
      to: candidates.lazy.map { form.field(at: $0) }, in: window, within: scrollView)
    {
      return true
    }
    // In a table or collection view the form goes on in rows that have no cell yet.
    guard let origin else { return false }
    return rows.moveFocus(forward: forward, from: origin)
  }

  /// Asks each of `views` in turn to become first responder, those still in `window` and
  /// inside `scrollView`; returns whether one did.
  static func offerFocus(
    to views: some Sequence<UIView>, in window: UIWindow, within scrollView: UIScrollView
  ) -> Bool {
    for view in views {
      // A delegate asked by an earlier candidate may have removed or moved this one.
      guard view.window === window, view.isDescendant(of: scrollView) else { continue }
      if view.becomeFirstResponder() { return true }
    }
    return false
  }
}
