import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A view with a fixed intrinsic content size, as apps write one (a label stands-in).
  final class IntrinsicView: UIView {
    var naturalSize: CGSize {
      didSet { invalidateIntrinsicContentSize() }
    }

    init(naturalSize: CGSize) {
      self.naturalSize = naturalSize
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
      naturalSize = .zero
      super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { naturalSize }
  }

  /// Setup shared by the Auto Layout suites.
  @MainActor
  enum AutoLayoutScenes {
    /// A view laid out by constraints, added to `superview`.
    static func constrainedView<View: UIView>(_ view: View, in superview: UIView) -> View {
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      return view
    }

    /// Resumes after everything already queued on the main queue has run (the display turn
    /// of a window whose layout was marked before the call).
    static func nextMainQueueTurn() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }
#endif
