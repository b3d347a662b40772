import AvoidingScrollView
import UIKit

/// The SwiftUI tab: SwiftUI fields inside an `AvoidingScrollView`, in a `UIHostingController`
/// child (`HostedContactFields.swift`), below a UIKit field. The scroll view avoids the
/// keyboard for both, once: the hosting controller is told not to avoid it itself
/// (`safeAreaRegions = []` on iOS 16.4 and later, `.ignoresSafeArea()` before), which is what
/// the documentation's "Using SwiftUI content in an avoiding scroll view" recommends.
///
/// This file is UIKit only, so CI type-checks it against the iOS SDK kit, which has no
/// SwiftUI; the lines that need SwiftUI are in `#if canImport(SwiftUI)` and in
/// `HostedContactFields.swift`, which only Xcode compiles (`.ci/ios-demo.sh` says so).
final class SwiftUIViewController: UIViewController {
  private let scrollView = AvoidingScrollView()
  /// The column: a vertical stack pinned to the scroll view's content layout guide, as wide
  /// as its frame layout guide, so Auto Layout places the rows and derives the content size
  /// (as `Demo/SignUpForm` and the Getting started article lay a form out).
  private let stack = UIStackView()
  private let nameField = UITextField()
  private let note = UILabel()
  /// The hosting controller of the SwiftUI fields (`nil` where SwiftUI cannot be imported).
  private var hosted: UIViewController?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    scrollView.keyboardDismissMode = .interactive
    // Previous / next / Done reach the SwiftUI fields too: each is a UITextField underneath.
    scrollView.showsKeyboardToolbar = true
    note.text =
      "The name field is UIKit; the fields below it are SwiftUI, hosted in a child view controller."
    note.numberOfLines = 0
    note.font = .preferredFont(forTextStyle: .footnote)
    note.adjustsFontForContentSizeCategory = true
    note.textColor = .secondaryLabel
    nameField.placeholder = "name (UIKit)"
    nameField.borderStyle = .roundedRect
    nameField.backgroundColor = .secondarySystemGroupedBackground
    stack.axis = .vertical
    // Centred: each row sets its own width from the safe area's, so the column keeps clear
    // of a notch in landscape (the hosted content ignores the safe area).
    stack.alignment = .center
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.addArrangedSubview(note)
    stack.addArrangedSubview(nameField)
    // 8 pt between the UIKit field and the SwiftUI fields.
    stack.setCustomSpacing(8, after: nameField)
    scrollView.addSubview(stack)
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    let safeWidth = scrollView.safeAreaLayoutGuide.widthAnchor
    var constraints = [
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      note.widthAnchor.constraint(equalTo: safeWidth, constant: -32),
      nameField.widthAnchor.constraint(equalTo: safeWidth, constant: -32),
      nameField.heightAnchor.constraint(equalToConstant: 44),
    ]
    #if canImport(SwiftUI)
      let hosting = HostedContactFields.makeHostingController()
      addChild(hosting)
      hosting.view.backgroundColor = .clear
      // Its height is the SwiftUI content's intrinsic size.
      stack.addArrangedSubview(hosting.view)
      constraints.append(hosting.view.widthAnchor.constraint(equalTo: safeWidth))
      hosting.didMove(toParent: self)
      hosted = hosting
    #endif
    NSLayoutConstraint.activate(constraints)
  }
}
