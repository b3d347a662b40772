#if !canImport(UIKit)
  import Foundation

  /// The methods that an object adopts to manage data and provide cells for a table view.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitableviewdatasource and
  /// UITableView.h (`@protocol UITableViewDataSource<NSObject>`: the two row methods are
  /// `@required`, `numberOfSectionsInTableView:` is `@optional`, "Default is 1 if not
  /// implemented"). Linux has no `@objc optional`, so a default implementation stands in.
  @preconcurrency @MainActor
  public protocol UITableViewDataSource: NSObjectProtocol {
    /// Tells the data source to return the number of rows in a given section of a table view.
    @discardableResult
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Asks the data source for a cell to insert in a particular location of the table view.
    @discardableResult
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Asks the data source to return the number of sections in the table view.
    @discardableResult
    func numberOfSections(in tableView: UITableView) -> Int
  }

  extension UITableViewDataSource {
    /// Default: one section ("Default is 1 if not implemented", UITableView.h).
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  }
#endif
