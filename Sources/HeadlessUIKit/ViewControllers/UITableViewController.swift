#if !canImport(UIKit)
  import Foundation

  /// A view controller that specializes in managing a table view.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitableviewcontroller and
  /// UITableViewController.h ("Creates a table view with the correct dimensions and
  /// autoresizing, setting the datasource and delegate to self"). The model's table view is
  /// the controller's root view, which is what makes the table's `next` responder this
  /// controller.
  ///
  /// UIKit's controller also "automatically resizes its table view to accommodate the
  /// appearance and disappearance of the onscreen keyboard" ([doc] class overview) through a
  /// private keyboard-support object ([seen] UIKitCore runtime headers, iOS 17:
  /// `UIAutoRespondingScrollViewControllerKeyboardSupport`). What it writes (inset or
  /// offset, with which safe-area rule) is not documented, so the model does **not**
  /// simulate it: a table managed by this model controller gets nothing for the keyboard.
  ///
  /// UIKit's controller adopts `UITableViewDataSource` (and `UITableViewDelegate`, which the
  /// model does not have), so a subclass overrides `tableView(_:numberOfRowsInSection:)`;
  /// the model's does too. It has no appearance callbacks or editing.
  @preconcurrency @MainActor
  open class UITableViewController: UIViewController, UITableViewDataSource {
    private let style: UITableView.Style

    /// Initializes a table-view controller to manage a table view of a given style.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) {
      self.style = style
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a table-view controller with the nib file in the specified bundle.
    ///
    /// Source: UITableViewController.h (`initWithNibName:bundle:` is a designated
    /// initializer). The model has no nibs: the table is plain [choice: UIKit reads it from
    /// the nib].
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      style = .plain
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a table-view controller with data in an unarchiver.
    ///
    /// Source: UITableViewController.h (`initWithCoder:` is a designated initializer). The
    /// model has no archives: the table is plain.
    public required init?(coder: NSCoder) {
      style = .plain
      super.init(coder: coder)
    }

    /// The table view managed by the controller object.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    /// (`null_resettable` in UITableViewController.h). [choice] The model keeps the table
    /// as the controller's view: reading loads the view and answers it if it is a table
    /// view (`nil` after the app put another kind of view there); writing sets the view.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's own type (null_resettable).
    open var tableView: UITableView! {
      get { view as? UITableView }
      set { view = newValue }
    }

    /// Creates the table view, of the controller's style, as the root view, with the
    /// controller as its data source.
    ///
    /// Source: UITableViewController.h ("Creates a table view with the correct dimensions
    /// and autoresizing, setting the datasource and delegate to self"). The model has no
    /// autoresizing: the frame is zero until the app sets it.
    open override func loadView() {
      let table = UITableView(frame: .zero, style: style)
      table.dataSource = self
      view = table
    }

    /// The number of rows in a section: none, unless a subclass overrides it.
    ///
    /// Source: UITableViewController.h, `@interface UITableViewController : UIViewController
    /// <UITableViewDelegate, UITableViewDataSource>`: the protocol's methods are the
    /// controller's, overridable. UIKit's own answers come from a storyboard's static cells;
    /// the model has no storyboards and answers 0 [choice].
    @discardableResult
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      0
    }

    /// The cell for a row: a plain, unidentified cell, unless a subclass overrides it.
    ///
    /// Source: as `tableView(_:numberOfRowsInSection:)`; what UIKit returns without static
    /// cells is not documented: the model returns a default-style cell, never nothing
    /// [choice].
    @discardableResult
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The number of sections: one, unless a subclass overrides it.
    ///
    /// Source: UITableView.h, `numberOfSectionsInTableView:` "Default is 1 if not
    /// implemented"; the controller's own answer is the same [choice].
    @discardableResult
    open func numberOfSections(in tableView: UITableView) -> Int {
      1
    }
  }

  /// A UITableViewController is its view's scroll view delegate, as in UIKit.
  ///
  /// Source: UITableViewController.h: `<UITableViewDelegate, UITableViewDataSource>`, and UITableView.h: `@protocol UITableViewDelegate<NSObject, UIScrollViewDelegate>`. The model has no table or collection view delegate protocol, so the
  /// controller adopts the scroll view delegate directly [choice]; it implements none of its
  /// (unmodelled) methods.
  extension UITableViewController: UIScrollViewDelegate {}
#endif
