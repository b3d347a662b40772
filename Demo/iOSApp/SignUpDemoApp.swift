// The iOS demo app's entry point. Apple platforms only, and part of no SwiftPM target:
// add this file to an iOS App project in Xcode (see README.md beside it).
#if canImport(UIKit)
  import AvoidingScrollView
  import UIKit

  // With the package's form target linked, import it; with its files copied into the app
  // (README.md, step 2), they are part of this module already.
  #if canImport(SignUpForm)
    import SignUpForm
  #endif

  /// Starts the app and gives it one window scene.
  @main
  final class SignUpDemoAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(
        name: nil, sessionRole: connectingSceneSession.role)
      // Programmatic, storyboard-free: the scene delegate builds the window itself.
      configuration.delegateClass = SignUpDemoSceneDelegate.self
      return configuration
    }
  }

  /// Shows the sign-up form full screen in the scene's window.
  final class SignUpDemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = SignUpViewController()
      window.makeKeyAndVisible()
      self.window = window
    }
  }

  /// Holds the form; lays it out again whenever its size or safe area changes (rotation,
  /// Split View, Stage Manager resizing).
  final class SignUpViewController: UIViewController {
    private let form = SignUpForm(width: 0)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      form.scrollView.backgroundColor = .systemGroupedBackground
      form.scrollView.keyboardDismissMode = .interactive
      for (name, field) in form.fields {
        field.backgroundColor = .secondarySystemGroupedBackground
        field.layer.cornerRadius = 8
        (field as? UITextField)?.placeholder = name
        (field as? UITextField)?.borderStyle = .roundedRect
        (field as? UITextView)?.font = .preferredFont(forTextStyle: .body)
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
#endif
