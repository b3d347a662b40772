#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// A form item: one text field in the content view at x 16, y 8, 44 tall, so in a 60 pt
  /// line the field spans 60 i + 8 … 60 i + 52, like `TextFieldCell`. It builds its field in
  /// both initializers (the model creates registered cells with `init(coder:)`).
  final class TextFieldItemCell: UICollectionViewCell {
    let field = UITextField(frame: .zero)

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(field)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(field)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      field.frame = CGRect(x: 16, y: 8, width: contentView.bounds.width - 32, height: 44)
    }
  }

  /// `count` items, each a dequeued `TextFieldItemCell`.
  final class TextFieldItems: NSObject, UICollectionViewDataSource {
    var count: Int

    init(count: Int) {
      self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "field", for: indexPath)
    }
  }

  /// A full-screen `AvoidingCollectionView` whose flow layout stacks full-width 60 pt items
  /// with no spacing: the same geometry as `TableFormScene` (item i's field padded by 16:
  /// 60 i − 8 … 60 i + 68), resting at offset −safe.top.
  @MainActor
  final class CollectionFormScene {
    let stage: EditingStage
    let layout = UICollectionViewFlowLayout()
    let collection: AvoidingCollectionView
    let items: TextFieldItems

    var device: Device { stage.device }
    var keyboard: SystemKeyboard { stage.keyboard }

    init(device: Device, itemCount: Int = 30) {
      stage = EditingStage(device: device)
      layout.itemSize = CGSize(width: device.screenBounds.width, height: 60)
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 0
      collection = AvoidingCollectionView(frame: .zero, collectionViewLayout: layout)
      collection.register(TextFieldItemCell.self, forCellWithReuseIdentifier: "field")
      items = TextFieldItems(count: itemCount)
      collection.frame = stage.window.bounds
      collection.dataSource = items
      stage.window.addSubview(collection)
      stage.window.layoutIfNeeded()
      collection.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      stage.window.layoutIfNeeded()
    }

    /// The field of `item`'s cell, if the item is on screen.
    func field(item: Int) -> UITextField? {
      (collection.cellForItem(at: IndexPath(item: item, section: 0)) as? TextFieldItemCell)?
        .field
    }

    /// A view's rect in the window: what the user sees.
    func rectInWindow(_ view: UIView) -> CGRect {
      stage.rectInWindow(view)
    }
  }
#endif
