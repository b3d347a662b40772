#if !canImport(UIKit)
  import Foundation

  extension UITableView {
    /// Constants for the table view styles.
    ///
    /// Source: UITableView.h, `typedef NS_ENUM(NSInteger, UITableViewStyle)`. The model lays
    /// out every style the same way (no section insets or rounded groups).
    public enum Style: Int, Sendable {
      /// A plain table view.
      case plain = 0
      /// A table view where sections have distinct groups of rows.
      case grouped = 1
      /// A table view where the grouped sections are inset with rounded corners.
      case insetGrouped = 2
    }

    /// The type of animation to use when inserting or deleting rows.
    ///
    /// Source: UITableView.h, `typedef NS_ENUM(NSInteger, UITableViewRowAnimation)`. The model
    /// has no frames: every animation ends at once.
    public enum RowAnimation: Int, Sendable {
      /// The inserted or deleted rows fade in or out.
      case fade = 0
      /// The inserted row or rows slide in from the right; deleted ones slide out to the right.
      case right = 1
      /// The inserted row or rows slide in from the left; deleted ones slide out to the left.
      case left = 2
      /// The inserted row or rows slide in from the top; deleted ones slide out toward the top.
      case top = 3
      /// The inserted row or rows slide in from the bottom; deleted ones slide out toward the
      /// bottom.
      case bottom = 4
      /// The inserted or deleted rows use the default animations.
      case none = 5
      /// The table view tries to keep the old and new cells centered in the space they did or
      /// will occupy.
      case middle = 6
      /// The table view chooses an appropriate animation style for you.
      case automatic = 100
    }
  }
#endif
