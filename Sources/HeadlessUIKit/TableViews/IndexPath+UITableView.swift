#if !canImport(UIKit)
  import Foundation

  // Source: NSIndexPath+UIKitAdditions.h ("the index path's row and section, for use with
  // UITableView"), which UIKit's Swift overlay exposes on `IndexPath`. Foundation on Linux has
  // no UIKit additions, so the model adds them: a table index path is [section, row].
  extension IndexPath {
    /// Creates an index path that identifies a row in a table view.
    ///
    /// Source: https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// An index number that identifies a row in a section of a table view.
    ///
    /// Source: https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// An index number that identifies a section in a table view.
    ///
    /// Source: https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif
