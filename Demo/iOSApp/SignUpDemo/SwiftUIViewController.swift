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
    scrollView.addSubview(note)
    scrollView.addSubview(nameField)
    view.addSubview(scrollView)
    #if canImport(SwiftUI)
      let hosting = HostedContactFields.makeHostingController()
      addChild(hosting)
      hosting.view.backgroundColor = .clear
      scrollView.addSubview(hosting.view)
      hosting.didMove(toParent: self)
      hosted = hosting
    #endif
  }

  /// Lays the column out in the safe area's width (the hosted content ignores the safe
  /// area, so the frame keeps it clear of a notch in landscape) and sizes the content.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.frame = view.bounds
    let left = view.safeAreaInsets.left
    let width = view.bounds.width - left - view.safeAreaInsets.right
    let noteHeight = note.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude))
      .height
    note.frame = CGRect(x: left + 16, y: 16, width: width - 32, height: noteHeight)
    nameField.frame = CGRect(x: left + 16, y: note.frame.maxY + 12, width: width - 32, height: 44)
    var bottom = nameField.frame.maxY
    if let hostedView = hosted?.view {
      let fitting = hostedView.sizeThatFits(
        CGSize(width: width, height: .greatestFiniteMagnitude))
      hostedView.frame = CGRect(x: left, y: bottom + 8, width: width, height: fitting.height)
      bottom = hostedView.frame.maxY
    }
    scrollView.contentSize = CGSize(width: view.bounds.width, height: bottom + 16)
  }
}
