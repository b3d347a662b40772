#if !canImport(UIKit)
  import Foundation

  /// A view's Auto Layout state, made the first time the view takes part, so that the many
  /// views of a frame-laid-out form carry none of it.
  @MainActor
  final class ViewAutoLayoutState {
    /// "By default, a view's margins are eight points on each side" [doc:
    /// uiview/layoutmargins].
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The constraints installed on the view, in the order installed.
    var installedConstraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMask = true
    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompression = UILayoutPriority.defaultHigh
    var verticalCompression = UILayoutPriority.defaultHigh
    /// The margins as last set by `layoutMargins`, left and right.
    var layoutMargins = ViewAutoLayoutState.defaultLayoutMargins
    /// The margins as last set by `directionalLayoutMargins`, leading and trailing; `nil` once
    /// `layoutMargins` is set again. While set, left and right follow the view's direction.
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    /// The app's guides, in the order added.
    var appLayoutGuides: [UILayoutGuide] = []
    /// The guides UIKit makes for the view, made on first use.
    var systemGuides: [UILayoutGuide.Kind: UILayoutGuide] = [:]
    /// The frame the last layout pass solved for the view (superview coordinates); applied by
    /// the superview's base `layoutSubviews()`.
    var solvedFrame: CGRect?
    /// A scroll view's content size from its content layout guide, when constraints give it.
    var solvedContentSize: CGSize?

    func huggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      axis == .vertical ? verticalHugging : horizontalHugging
    }

    func compressionPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      axis == .vertical ? verticalCompression : horizontalCompression
    }

    /// Every guide the view owns, the app's and UIKit's.
    var allGuides: [UILayoutGuide] {
      appLayoutGuides + systemGuides.values.sorted { "\($0.kind)" < "\($1.kind)" }
    }
  }
#endif
