#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// A sign-up screen written the way apps write theirs (issue 36's corpus; written here, not
  /// copied): a view controller whose `viewDidLoad()` builds a logo, labels, fields and a
  /// button in a `UIStackView` inside an `AvoidingScrollView`, set as the window's
  /// `rootViewController`.
  @MainActor
  final class SignUpViewController: UIViewController {
    let scrollView = AvoidingScrollView()
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()
    private(set) var submissions = 0
    private(set) lazy var submitButton = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Create account") { [weak self] _ in
        self?.submissions += 1
      })

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Sign up"
      view.backgroundColor = .systemBackground
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)

      let logo = UIView()
      logo.backgroundColor = .secondarySystemBackground
      let heading = UILabel()
      heading.font = .systemFont(ofSize: 30, weight: .bold)
      heading.text = "Welcome"
      nameField.placeholder = "Jane Appleseed"
      nameField.borderStyle = .roundedRect
      nameField.textColor = .label
      emailField.placeholder = "jane@example.com"
      emailField.keyboardType = .emailAddress
      emailField.autocapitalizationType = .none
      emailField.autocorrectionType = .no
      emailField.borderStyle = .roundedRect
      passwordField.isSecureTextEntry = true
      passwordField.borderStyle = .roundedRect
      let form = UIStackView(arrangedSubviews: [
        logo, heading, caption("Name"), nameField, caption("Email"), emailField,
        caption("Password"), passwordField, submitButton,
      ])
      form.axis = .vertical
      form.spacing = 8
      form.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(form)

      let content = scrollView.contentLayoutGuide
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        logo.heightAnchor.constraint(equalToConstant: 160),
        form.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
        form.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
        form.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
        form.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
        form.widthAnchor.constraint(
          equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
      ])
    }

    private func caption(_ text: String) -> UILabel {
      let label = UILabel()
      label.font = .systemFont(ofSize: 15)
      label.textColor = .secondaryLabel
      label.text = text
      return label
    }
  }

  /// The sign-up screen with the component, its scenario worked out by hand.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct SignUpScreenTests {
    @Test func theLastFieldClearsTheKeyboard() {
      // iPhone SE: 320 × 568, no safe area, keyboard 253 tall (top 315).
      let scene = DeviceScene(device: .iPhoneSE)
      let screen = SignUpViewController()
      scene.window.rootViewController = screen
      scene.window.layoutIfNeeded()
      // Heights by the model's font model (lines 1.2 × size): logo 160, heading 30 pt → 36,
      // captions 15 pt → 18, fields one 20 pt line, the button's 15 pt title 18; 8 between
      // the nine views. The password field's top: 20 + 160 + 8 + 36 + 8 + 18 + 8 + 20 + 8 +
      // 18 + 8 + 20 + 8 + 18 + 8 = 366, its bottom 386; the button 394 … 412; the content
      // 412 + 20 = 432 tall.
      #expect(screen.scrollView.contentSize == CGSize(width: 320, height: 432))
      #expect(
        screen.scrollView.convert(screen.passwordField.bounds, from: screen.passwordField)
          == CGRect(x: 20, y: 366, width: 280, height: 20))
      #expect(screen.passwordField.becomeFirstResponder())
      scene.keyboard.show()
      // No safe area: the whole keyboard, 253, is added. The field padded by the default 16
      // ends at 402, below 315: the offset is 402 − 315 = 87 (at most 432 + 253 − 568 = 117).
      #expect(screen.scrollView.contentInset.bottom == 253)
      #expect(screen.scrollView.contentOffset.y == 87)
      scene.keyboard.hide()
      #expect(screen.scrollView.contentInset == .zero)
      #expect(screen.submitButton.currentTitle == "Create account")
    }
  }
#endif
