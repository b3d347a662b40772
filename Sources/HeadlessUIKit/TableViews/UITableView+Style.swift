#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  extension UITableView {
    /// Constants for the table view styles.
    ///
    /// Source: UITableView.h, `typedef NS_ENUM(NSInteger, UITableViewStyle)`. Declared in C
    /// (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not frozen (a
    /// `switch` needs `@unknown default`), any raw value accepted.
    public typealias Style = UITableViewStyle

    /// The type of animation to use when inserting or deleting rows.
    ///
    /// Source: UITableView.h, `typedef NS_ENUM(NSInteger, UITableViewRowAnimation)`. Declared in C
    /// (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's: not frozen (a
    /// `switch` needs `@unknown default`), any raw value accepted.
    public typealias RowAnimation = UITableViewRowAnimation
  }
#endif
