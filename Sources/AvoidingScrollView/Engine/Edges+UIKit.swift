import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension Edges {
  /// The edges of `insets`.
  package init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension UIEdgeInsets {
  /// The insets with `edges`' values.
  package init(_ edges: Edges) {
    self.init(top: edges.top, left: edges.left, bottom: edges.bottom, right: edges.right)
  }
}
