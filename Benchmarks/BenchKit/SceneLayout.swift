#if !canImport(UIKit)
  import HeadlessUIKit

  /// How a scenario's window and form are laid out on a device.
  struct SceneLayout: Sendable {
    /// The window's frame in screen coordinates; the whole screen when `nil`.
    var windowFrame: CGRect?
    /// The scroll view's frame in the root view; the whole root view when `nil`.
    var scrollFrame: CGRect?
    /// Put the scroll view in a container (a sheet) whose frame is `scrollFrame`.
    var inSheet = false
    /// Rows in the form: text fields 44 pt tall, 16 pt apart, 16 pt from the top.
    var rowCount = 30
    /// A self-sizing `UITextView` (scrolling off) at this row.
    var textViewRow: Int?
    /// A text field in the root view above the scroll view (a header with a search field);
    /// the scroll view then starts below it.
    var hasHeaderField = false
    /// Each row's input accessory view (a toolbar above the keys) is this tall; none at 0.
    var accessoryHeight: CGFloat = 0
    /// The app's own insets, set before the keyboard shows.
    var appContentInset: UIEdgeInsets = .zero
    var appIndicatorInsets: UIEdgeInsets = .zero

    static let rowHeight: CGFloat = 44
    static let spacing: CGFloat = 16
    static let headerHeight: CGFloat = 60

    /// Non-zero insets an app might use: a little room at the top and above the last row.
    static let typicalAppInsets = UIEdgeInsets(top: 8, left: 0, bottom: 24, right: 0)
    static let typicalAppIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
  }
#endif
