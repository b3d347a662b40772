import UIKit

/// Holds the sign-up form (`Demo/SignUpForm`, the code the Linux demo plays) inside an
/// `AvoidingScrollView`, full screen, and lays it out again whenever its size or safe area
/// changes (rotation, Split View, Stage Manager resizing).
final class SignUpViewController: UIViewController {
  /// Created on first use, on the main actor, like the view controller itself.
  private lazy var form = SignUpForm(width: 0)

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
    view.addSubview(form.scrollView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    form.scrollView.frame = view.bounds
    form.layout(width: view.bounds.width)
  }
}
