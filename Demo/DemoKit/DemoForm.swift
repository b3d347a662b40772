#if !canImport(UIKit)
  import HeadlessUIKit
  import SignUpForm

  /// What the session needs of a form, whichever it is: the sign-up form in a scroll view or
  /// the settings form in a table view.
  @MainActor
  protocol DemoForm: AnyObject {
    /// The scroll view (or table view) holding the form.
    var scrollView: UIScrollView { get }
    /// The editable views that exist now, with their names, in reading order.
    var fields: [(name: String, view: UIView)] { get }
    /// Every view the drawing shows, with its name: the fields, buttons, shown error labels.
    var drawnViews: [(name: String, view: UIView)] { get }
    /// The cells the table shows now; none for a form that is not a table.
    var cells: [UIView] { get }
    /// The view with the given name, if it exists now.
    func view(named name: String) -> UIView?
    /// Lays the form out for a scroll view `width` points wide (after a rotation).
    func layout(width: CGFloat)
  }

  extension SignUpForm: DemoForm {
    var drawnViews: [(name: String, view: UIView)] {
      // The error label only while shown, so the steps before it draw as they always did.
      views + (postcodeError.isHidden ? [] : [(Self.postcodeErrorName, postcodeError)])
    }

    var cells: [UIView] { [] }
  }

  extension SettingsForm: DemoForm {
    var scrollView: UIScrollView { tableView }

    var fields: [(name: String, view: UIView)] {
      visibleFields.map { ($0.name, $0.view as UIView) }
    }

    var drawnViews: [(name: String, view: UIView)] { fields }

    var cells: [UIView] { tableView.visibleCells }

    func view(named name: String) -> UIView? { field(named: name) }

    /// The table lays its cells out itself: nothing to do.
    func layout(width: CGFloat) {}
  }
#endif
