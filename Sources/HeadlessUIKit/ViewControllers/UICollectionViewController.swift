#if !canImport(UIKit)
  import Foundation

  /// A view controller that specializes in managing a collection view.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller and
  /// UICollectionViewController.h. "If you create the collection view controller
  /// programmatically, it automatically creates a new unconfigured collection view object,
  /// which you can access using the collectionView property." The model's collection view
  /// is the controller's root view, which makes its `next` responder this controller.
  ///
  /// Apple's page lists no keyboard behaviour, but since iOS 9 the controller holds the same
  /// private keyboard-support object as `UITableViewController` ([seen] UIKitCore runtime
  /// headers for iOS 14.2 and 17: `UIAutoRespondingScrollViewControllerKeyboardSupport
  /// *_keyboardSupport`, conforming to `_UIKeyboardAutoRespondingScrollViewController`;
  /// absent from the iOS 7-era dump), and developers report it adjusting the inset
  /// ([seen] ekazaev/ChatLayout #19; TPKeyboardAvoiding #188). What it writes is not
  /// documented, so the model does **not** simulate it.
  ///
  /// UIKit's controller adopts `UICollectionViewDataSource` (and `UICollectionViewDelegate`,
  /// which the model does not have), so a subclass overrides
  /// `collectionView(_:numberOfItemsInSection:)`; the model's does too.
  @preconcurrency @MainActor
  open class UICollectionViewController: UIViewController, UICollectionViewDataSource {
    private let layout: UICollectionViewLayout

    /// Initializes a collection view controller and configures the collection view with
    /// the provided layout.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    public init(collectionViewLayout layout: UICollectionViewLayout) {
      self.layout = layout
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a collection view controller with the nib file in the specified bundle.
    ///
    /// Source: UICollectionViewController.h (a designated initializer). The model has no
    /// nibs: the layout is a flow layout with its defaults [choice].
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      layout = UICollectionViewFlowLayout()
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a collection view controller with data in an unarchiver.
    ///
    /// Source: UICollectionViewController.h (a designated initializer). The model has no
    /// archives: the layout is a flow layout with its defaults.
    public required init?(coder: NSCoder) {
      layout = UICollectionViewFlowLayout()
      super.init(coder: coder)
    }

    /// The collection view object managed by this view controller.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview
    /// (`null_resettable` in UICollectionViewController.h). [choice] As for the model's
    /// table view controller: the collection view is the root view.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's own type (null_resettable).
    ///
    /// A collection view without a data source gets the controller as its data source
    /// ([doc] "If you assign a new collection view object to this property and that view's
    /// data source or delegate aren't yet set, the collection view controller makes itself
    /// the delegate or data source or both").
    open var collectionView: UICollectionView! {
      get { view as? UICollectionView }
      set {
        if let newValue, newValue.dataSource == nil { newValue.dataSource = self }
        view = newValue
      }
    }

    /// Creates the collection view, with the controller's layout, as the root view, with the
    /// controller as its data source.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
    /// ("automatically creates a new unconfigured collection view object"; "If a data source
    /// or delegate is not specified, the collection view controller assigns itself to the
    /// unspecified role").
    open override func loadView() {
      let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
      collection.dataSource = self
      view = collection
    }

    /// The number of items in a section: none, unless a subclass overrides it.
    ///
    /// Source: UICollectionViewController.h, `@interface UICollectionViewController :
    /// UIViewController <UICollectionViewDelegate, UICollectionViewDataSource>`: the
    /// protocol's methods are the controller's, overridable. What UIKit's own returns is not
    /// documented: the model answers 0 [choice].
    @discardableResult
    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      0
    }

    /// The cell for an item: a plain cell, unless a subclass overrides it.
    ///
    /// Source: as `collectionView(_:numberOfItemsInSection:)`; the model returns an empty
    /// cell (the collection view gives it its frame), never nothing [choice].
    @discardableResult
    open func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      UICollectionViewCell(frame: .zero)
    }

    /// The number of sections: one, unless a subclass overrides it.
    ///
    /// Source: uicollectionviewdatasource/numberofsections(in:) ("If you don't implement
    /// this method, the collection view uses a default value of 1"); the controller's own
    /// answer is the same [choice].
    @discardableResult
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
      1
    }
  }

  /// A UICollectionViewController is its view's scroll view delegate, as in UIKit.
  ///
  /// Source: UICollectionViewController.h: `<UICollectionViewDelegate, UICollectionViewDataSource>`, and UICollectionView.h: `@protocol UICollectionViewDelegate <UIScrollViewDelegate>`. The model has no table or collection view delegate protocol, so the
  /// controller adopts the scroll view delegate directly [choice]; it implements none of its
  /// (unmodelled) methods.
  extension UICollectionViewController: UIScrollViewDelegate {}
#endif
