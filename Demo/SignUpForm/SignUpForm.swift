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
/// Frames are computed in code, without Auto Layout, so the same file runs on a device and
/// on Linux against `HeadlessUIKit`. The owner sets the scroll view's frame and calls
/// ``layout(width:)`` whenever that width or the safe area changes (rotation, window resize).
///
/// ```swift
/// let form = SignUpForm(width: view.bounds.width)
/// form.scrollView.frame = view.bounds
/// view.addSubview(form.scrollView)
/// form.layout(width: view.bounds.width)  // now that the safe area is known
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

  private var width: CGFloat
  private let notesObserver: NotesObserver

  /// Builds the form in a new ``AvoidingScrollView``, for a scroll view of the given width.
  ///
  /// - Parameter width: The width of the scroll view, in points.
  public convenience init(width: CGFloat) {
    // [choice] A separate initializer, not a default argument: in Swift 5 language mode
    // (a new Xcode project's default) a default argument is type-checked as nonisolated, so
    // `AvoidingScrollView(frame: .zero)` there is "a call to main actor-isolated initializer
    // in a synchronous nonisolated context", an error; here it runs inside this main-actor
    // initializer, in every language mode.
    self.init(width: width, scrollView: AvoidingScrollView(frame: .zero))
  }

  /// Builds the form in `scrollView`, for a scroll view of the given width.
  ///
  /// - Parameters:
  ///   - width: The width of the scroll view, in points.
  ///   - scrollView: The scroll view to fill (the demo passes a plain `UIScrollView` to
  ///     compare with older recipes).
  public init(width: CGFloat, scrollView: UIScrollView) {
    self.width = width
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
    notesObserver = NotesObserver(notes: notes)
    // A growing text view: the form scrolls, the notes do not.
    notes.isScrollEnabled = false
    // A form bounces even when it fits, so the safe area is always part of its insets.
    scrollView.alwaysBounceVertical = true
    for (_, view) in views { scrollView.addSubview(view) }
    scrollView.addSubview(postcodeError)
    notesObserver.onChange = { [weak self] in self?.notesDidChange() }
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

  /// Every view of the form with its name, the submit button last.
  public var views: [(name: String, view: UIView)] {
    fields + [(Self.submitButtonName, submitButton)]
  }

  /// The view with the given name (see ``fields``), if any.
  public func view(named name: String) -> UIView? {
    views.first { $0.name == name }?.view
  }

  /// Lays the form out for a scroll view `width` points wide, inside the scroll view's
  /// current horizontal safe area, and sets its content size.
  public func layout(width: CGFloat) {
    self.width = width
    let safeArea = scrollView.safeAreaInsets
    let available = max(0, width - safeArea.left - safeArea.right)
    let formWidth = min(max(0, available - 32), Self.maximumFormWidth)
    let left = safeArea.left + (available - formWidth) / 2
    let spacing: CGFloat = 12
    var y: CGFloat = 24
    for (index, row) in SignUpFormRow.all.enumerated() {
      if index > 0 { y += spacing + row.sectionGap }
      let height = row.names == [Self.notesName] ? notesHeight : row.height
      let columnWidth =
        (formWidth - spacing * CGFloat(row.names.count - 1)) / CGFloat(row.names.count)
      for (column, name) in row.names.enumerated() {
        view(named: name)?.frame = CGRect(
          x: left + CGFloat(column) * (columnWidth + spacing), y: y, width: columnWidth,
          height: height)
      }
      y += height
      if row.names.contains(Self.postcodeName) {
        postcodeError.frame = CGRect(
          x: left, y: y + Self.errorLabelGap, width: formWidth,
          height: postcodeError.isHidden ? 0 : Self.errorLabelHeight)
        if !postcodeError.isHidden { y += Self.errorLabelGap + Self.errorLabelHeight }
      }
    }
    scrollView.contentSize = CGSize(width: width, height: y + 24)
  }

  /// The notes grow with their text, never below ``minimumNotesHeight``.
  private var notesHeight: CGFloat {
    max(Self.minimumNotesHeight, notes.contentSize.height.rounded(.up))
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
    guard postcodeError.isHidden != hidden else { return }
    postcodeError.isHidden = hidden
    layout(width: width)
    // The component re-reveals the field with its label at the scroll view's next layout
    // pass; ask for one, as any change of layout outside layoutSubviews should.
    scrollView.setNeedsLayout()
  }

  private func notesDidChange() {
    guard notes.frame.height != notesHeight else { return }
    layout(width: width)
  }
}
