#if !canImport(UIKit)
  import HeadlessUIKit

  /// The parent of a replay's stand-ins: the app's content. What a recorded layout pass
  /// placed (``ReplayScene/placeAtNextPass(_:)``) is put in place when it is laid out.
  @MainActor
  final class ReplayContentView: UIView {
    /// What the next layout of the content places, once.
    var placement: (() -> Void)?

    override func layoutSubviews() {
      super.layoutSubviews()
      let placement = placement
      self.placement = nil
      placement?()
    }
  }
#endif
