import AvoidingScrollView
import UIKit

/// Holds the sign-up form (`Demo/SignUpForm`, the code the Linux demo plays) inside an
/// `AvoidingScrollView`, full screen, and lays it out again whenever its size or safe area
/// changes (rotation, Split View, Stage Manager resizing).
///
/// The form moves on with the Return key (the scroll view's default), shows an error label
/// under the postcode that the scroll view reveals with the field (the form makes it the
/// field's companion), and the scroll view brings back the user's offset when the keyboard
/// hides (`restoresContentOffsetOnKeyboardHide`, switched on here). The keyboard shows the
/// scroll view's previous / next / Done toolbar (`showsKeyboardToolbar`, switched on here).
/// A Record button records the session as a trace and shares it (`TraceRecordingButton`).
final class SignUpViewController: UIViewController {
  /// Created on first use, on the main actor, like the view controller itself.
  private lazy var form = SignUpForm(width: 0)
  /// Records the session as a trace and shares it (issue 24).
  private var recordButton: TraceRecordingButton?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    form.scrollView.backgroundColor = .systemGroupedBackground
    form.scrollView.keyboardDismissMode = .interactive
    for (name, field) in form.fields {
      field.backgroundColor = .secondarySystemGroupedBackground
      field.layer.cornerRadius = 8
      if let textField = field as? UITextField {
        textField.placeholder = name
        textField.borderStyle = .roundedRect
      }
      if let textView = field as? UITextView {
        textView.font = .preferredFont(forTextStyle: .body)
      }
    }
    form.submitButton.backgroundColor = .systemBlue
    form.submitButton.layer.cornerRadius = 10
    addErrorText(to: form.postcodeError)
    if let scrollView = form.scrollView as? AvoidingScrollView {
      scrollView.restoresContentOffsetOnKeyboardHide = true
      // Previous / next / Done above the keyboard, on every field of the form.
      scrollView.showsKeyboardToolbar = true
    }
    view.addSubview(form.scrollView)
    if let scrollView = form.scrollView as? AvoidingScrollView {
      let record = TraceRecordingButton(scrollView: scrollView, presenter: self)
      view.addSubview(record.button)
      recordButton = record
    }
  }

  /// The shared form's error label is a plain view (the headless model has no `UILabel`):
  /// the app puts the message in it, sized with it.
  private func addErrorText(to container: UIView) {
    let label = UILabel(frame: container.bounds)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.text = SignUpForm.postcodeErrorMessage
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .systemRed
    container.clipsToBounds = true
    container.addSubview(label)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    form.scrollView.frame = view.bounds
    form.layout(width: view.bounds.width)
    // The Record button in the top trailing corner of the safe area, over the form.
    if let button = recordButton?.button {
      let size = button.sizeThatFits(view.bounds.size)
      let safe = view.bounds.inset(by: view.safeAreaInsets)
      let x =
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? safe.minX + 16 : safe.maxX - 16 - size.width
      button.frame = CGRect(x: x, y: safe.minY + 4, width: size.width, height: size.height)
    }
  }
}
