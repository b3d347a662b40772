import AvoidingScrollView

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A realistic sign-up form inside a scroll view: twelve text fields of mixed heights (first
/// and last name share a row), a multiline notes text view that grows as the user types, a
/// submit button, and an error label under the postcode that shows while the postcode is not
/// five digits.
///
/// In an ``AvoidingScrollView`` the form also uses the component's navigation: the Return
/// key moves to the next field (the component titles the keys Next and Done), and the
/// postcode's error label is the field's companion, revealed with it.
///
/// Laid out as the Getting started article shows: a vertical `UIStackView` pinned to the
/// scroll view's `contentLayoutGuide`, as wide as its `frameLayoutGuide`, so Auto Layout
/// places the rows and derives the content size; the same file runs on a device and on Linux
/// against `HeadlessUIKit`'s Auto Layout. The stack sits at the content's origin and keeps its
/// 24 pt top and bottom as layout margins, so a field alone in its row has its place in the
/// content as its frame (first and last name share a horizontal stack). The owner sets the scroll view's frame (or constrains it) and the layout follows
/// at each layout pass; ``layout(width:)`` runs that pass at once.
///
/// ```swift
/// let form = SignUpForm(width: view.bounds.width)
/// form.scrollView.frame = view.bounds
/// view.addSubview(form.scrollView)
/// form.layout(width: view.bounds.width)  // lays out now that the safe area is known
/// ```
@MainActor
public final class SignUpForm {
  /// The name of the notes text view in ``fields``.
  nonisolated public static let notesName = "notes"
  /// The name of the submit button in ``views``.
  nonisolated public static let submitButtonName = "submitButton"
  /// The height of the notes text view before it grows.
  nonisolated public static let minimumNotesHeight: CGFloat = 120
  /// The widest the form gets; on an iPad it is centred at a comfortable reading width.
  nonisolated public static let maximumFormWidth: CGFloat = 560
  /// The name of the postcode field in ``fields``.
  nonisolated public static let postcodeName = "postcode"
  /// The name of the postcode's error label.
  nonisolated public static let postcodeErrorName = "postcodeError"
  /// The error label's height while shown: one line of text.
  nonisolated public static let errorLabelHeight: CGFloat = 20
  /// The space between the postcode field and its error label.
  nonisolated public static let errorLabelGap: CGFloat = 4
  /// What the error label says.
  nonisolated public static let postcodeErrorMessage = "Enter 5 digits"

  /// The scroll view holding the form: an ``AvoidingScrollView`` unless another scroll view
  /// was passed in (the demo passes a plain `UIScrollView` to compare with older recipes).
  public let scrollView: UIScrollView
  /// The editable views, top to bottom and left to right, with their names.
  public let fields: [(name: String, view: UIView)]
  /// The multiline notes field; it grows to fit its text.
  public let notes: UITextView
  /// The submit button. `UIButton` is not part of the headless UIKit model (and nothing here
  /// needs its behaviour), so this is a plain `UIView` sized like a button; an app would use
  /// a `UIButton` in its place.
  public let submitButton: UIView
  /// The error label under the postcode, hidden until the postcode is edited into something
  /// that is not five digits. Like ``submitButton`` it is a plain `UIView` (the headless
  /// model has no `UILabel`); the iOS app puts a `UILabel` with ``postcodeErrorMessage`` in
  /// it. While shown, the rows below it move down by its height and gap.
  public let postcodeError: UIView

  /// The vertical stack of rows, pinned to the scroll view's content layout guide.
  private let stack = UIStackView()
  /// The space between rows.
  private static let rowSpacing: CGFloat = 12
  /// The space above the first row and below the last.
  private static let verticalMargin: CGFloat = 24

  /// Builds the form in a new ``AvoidingScrollView``, for a scroll view of the given width.
  ///
  /// - Parameter width: The width of the scroll view, in points.
  public convenience init(width: CGFloat) {
    // [choice] A separate initializer, not a default argument: in Swift 5 language mode
    // (a new Xcode project's default) a default argument is type-checked as nonisolated, so
    // `AvoidingScrollView(frame: .zero)` there is "a call to main actor-isolated initializer
    // in a synchronous nonisolated context", an error; here it runs inside this main-actor
    // initializer, in every language mode.
    // The new scroll view is `width` wide (its frame layout guide gives the form's width),
    // until its owner gives it its frame.
    self.init(
      width: width,
      scrollView: AvoidingScrollView(frame: CGRect(x: 0, y: 0, width: width, height: 0)))
  }

  /// Builds the form in `scrollView`, for a scroll view of the given width.
  ///
  /// - Parameters:
  ///   - width: The width of the scroll view, in points.
  ///   - scrollView: The scroll view to fill (the demo passes a plain `UIScrollView` to
  ///     compare with older recipes).
  public init(width: CGFloat, scrollView: UIScrollView) {
    self.scrollView = scrollView
    notes = UITextView(frame: .zero)
    submitButton = UIView(frame: .zero)
    postcodeError = UIView(frame: .zero)
    postcodeError.isHidden = true
    var fields: [(name: String, view: UIView)] = []
    for name in SignUpFormRow.all.flatMap(\.names) {
      switch name {
      case Self.notesName: fields.append((name, notes))
      case Self.submitButtonName: continue
      default:
        // The Return key's title is left at `.default`: an AvoidingScrollView titles it Next,
        // or Done on the last field, and moves the focus on Return.
        fields.append((name, UITextField(frame: .zero)))
      }
    }
    self.fields = fields
    // A growing text view: the form scrolls, the notes do not (its natural height is its
    // text's, and the stack follows it at the next layout pass).
    notes.isScrollEnabled = false
    // A form bounces even when it fits, so the safe area is always part of its insets.
    scrollView.alwaysBounceVertical = true
    buildStack()
    if let postcode = view(named: Self.postcodeName) as? UITextField {
      // Weak: the field keeps its actions, and the form keeps the field.
      postcode.addAction(
        UIAction { [weak self] _ in self?.postcodeDidChange() }, for: .editingChanged)
      // The label is revealed with the field whenever it shows (and the component
      // re-reveals at the next layout pass when it appears or goes).
      (scrollView as? AvoidingScrollView)?.setCompanions([postcodeError], for: postcode)
    }
    layout(width: width)
  }

  /// Puts the rows in the stack and pins it to the scroll view's layout guides.
  private func buildStack() {
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = Self.rowSpacing
    stack.isLayoutMarginsRelativeArrangement = true
    // The margins are the form's own: the content already sits inside the adjusted inset.
    stack.insetsLayoutMarginsFromSafeArea = false
    stack.layoutMargins = UIEdgeInsets(
      top: Self.verticalMargin, left: 0, bottom: Self.verticalMargin, right: 0)
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    var constraints = [
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ]
    for row in SignUpFormRow.all {
      let rowViews = row.names.compactMap { view(named: $0) }
      let rowView: UIView
      if rowViews.count == 1 {
        rowView = rowViews[0]
      } else {
        // Side by side, equal widths, 12 pt apart.
        let columns = UIStackView(arrangedSubviews: rowViews)
        columns.axis = .horizontal
        columns.distribution = .fillEqually
        columns.spacing = Self.rowSpacing
        rowView = columns
      }
      if row.sectionGap > 0, let previous = stack.arrangedSubviews.last {
        stack.setCustomSpacing(Self.rowSpacing + row.sectionGap, after: previous)
      }
      stack.addArrangedSubview(rowView)
      constraints += formWidth(of: rowView)
      if rowView === notes {
        constraints.append(notes.heightAnchor.constraint(greaterThanOrEqualToConstant: row.height))
      } else {
        constraints.append(rowView.heightAnchor.constraint(equalToConstant: row.height))
      }
      if row.names.contains(Self.postcodeName) {
        stack.addArrangedSubview(postcodeError)
        constraints += formWidth(of: postcodeError)
        // Below the stack's own 'UISV-hiding' height of 0 while hidden.
        let height = postcodeError.heightAnchor.constraint(equalToConstant: Self.errorLabelHeight)
        height.priority = UILayoutPriority(999)
        constraints.append(height)
      }
    }
    NSLayoutConstraint.activate(constraints)
  }

  /// The form's width for a row: the safe area's width less 16 pt a side, at most
  /// ``maximumFormWidth`` (centred by the stack).
  private func formWidth(of view: UIView) -> [NSLayoutConstraint] {
    let safeWidth = scrollView.safeAreaLayoutGuide.widthAnchor
    let preferred = view.widthAnchor.constraint(equalTo: safeWidth, constant: -32)
    preferred.priority = .defaultHigh
    return [
      view.widthAnchor.constraint(lessThanOrEqualToConstant: Self.maximumFormWidth),
      view.widthAnchor.constraint(lessThanOrEqualTo: safeWidth, constant: -32),
      preferred,
    ]
  }

  /// Every view of the form with its name, the submit button last.
  public var views: [(name: String, view: UIView)] {
    fields + [(Self.submitButtonName, submitButton)]
  }

  /// The view with the given name (see ``fields``), if any.
  public func view(named name: String) -> UIView? {
    views.first { $0.name == name }?.view
  }

  /// Lays the form out now: runs the layout pass Auto Layout would run at the next display
  /// turn, which places the rows and derives the content size. The width comes from the
  /// scroll view's frame layout guide; `width` is kept for the callers that pass it.
  public func layout(width: CGFloat) {
    scrollView.layoutIfNeeded()
  }

  /// Whether `text` is a postcode the form accepts: empty (not typed yet) or five digits.
  nonisolated public static func isAcceptablePostcode(_ text: String) -> Bool {
    text.isEmpty || (text.count == 5 && text.allSatisfy { ("0"..."9").contains($0) })
  }

  /// Shows or hides the postcode's error label as the user types, and lays the form out
  /// again so the rows below make room for it.
  private func postcodeDidChange() {
    let text = (view(named: Self.postcodeName) as? UITextField)?.text ?? ""
    let hidden = Self.isAcceptablePostcode(text)
    guard postcodeError.isHidden != hidden,
      let postcode = view(named: Self.postcodeName)
    else { return }
    postcodeError.isHidden = hidden
    // 4 pt between the field and its label while shown; the usual 12 to the next row when
    // the label is hidden (a hidden view takes no spacing).
    stack.setCustomSpacing(
      hidden ? Self.rowSpacing : Self.errorLabelGap, after: postcode)
    // The stack re-lays out at the next layout pass, where the component reveals the field
    // with its label.
  }
}
