#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A plain horizontal collection view of fields (a carousel): 10 items of 200 × 60, no
  /// spacing, so item k spans x 200 k … 200 k + 200 and its field (TextFieldItemCell) x
  /// 200 k + 16 … 200 k + 184, y 8 … 52. The data source is kept by the carousel's owner.
  @MainActor
  final class Carousel {
    let layout = UICollectionViewFlowLayout()
    let view: UICollectionView
    let items = TextFieldItems(count: 10)

    init() {
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 200, height: 60)
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 0
      view = UICollectionView(frame: .zero, collectionViewLayout: layout)
      view.register(TextFieldItemCell.self, forCellWithReuseIdentifier: "field")
      view.dataSource = items
    }

    func field(item: Int) -> UITextField? {
      (view.cellForItem(at: IndexPath(item: item, section: 0)) as? TextFieldItemCell)?.field
    }
  }

  /// A table cell holding a carousel that fills its content view.
  final class CarouselCell: UITableViewCell {
    let carousel = Carousel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(carousel.view)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(carousel.view)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      carousel.view.frame = contentView.bounds
    }
  }

  /// 30 rows of 60 pt: row 8 is the carousel, the others `TextFieldCell`s.
  final class RowsWithCarousel: NSObject, UITableViewDataSource {
    let carouselCell = CarouselCell(style: .default, reuseIdentifier: nil)
    let fieldRows = TextFieldRows(count: 30)

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      indexPath.row == 8
        ? carouselCell : fieldRows.tableView(tableView, cellForRowAt: indexPath)
    }
  }

  /// Issue 12 item 4: a horizontal carousel of fields inside a vertical avoiding view. The
  /// carousel sits in row 8 (content y 480 … 540), so its fields span y 488 … 532 in the
  /// vertical view, padded 472 … 548: the same vertical arithmetic as TableViewScenarioTests
  /// (inset keyboard − B = 253 / 302; offset 548 − keyboardTop = 233 / 32).
  ///
  /// The user has swiped the carousel to x 300 and taps item 3's field (x 616 … 784). UIKit
  /// asks the nearest enclosing scroll view, the carousel, to show it (UIKit's scroll on
  /// focus, HeadlessUIKit UIScrollView+FocusScroll.swift): visible 300 … 300 + W, so it
  /// scrolls right by 784 − (300 + W), to x 784 − W (SE W 320: 464; iPhone 15 W 393: 391).
  /// The avoiding view then scrolls vertically only (its content is as wide as it is), and
  /// only it gets the keyboard inset.
  @MainActor
  @Suite struct NestedCarouselScenarioTests {
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func carouselInAnAvoidingTable(device: Device) throws {
      let stage = EditingStage(device: device)
      let rows = RowsWithCarousel()
      let table = AvoidingTableView(frame: stage.window.bounds, style: .plain)
      table.rowHeight = 60
      table.dataSource = rows
      stage.window.addSubview(table)
      stage.window.layoutIfNeeded()
      table.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      stage.window.layoutIfNeeded()
      let carousel = rows.carouselCell.carousel
      try revealCarouselField(carousel, in: table, stage: stage)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func carouselInAnAvoidingScrollView(device: Device) throws {
      let stage = EditingStage(device: device)
      let scrollView = AvoidingScrollView()
      stage.addForm(scrollView, fieldCount: 0)
      let width = device.screenSize.width
      scrollView.contentSize = CGSize(width: width, height: 1800)
      let carousel = Carousel()
      carousel.view.frame = CGRect(x: 0, y: 480, width: width, height: 60)
      scrollView.addSubview(carousel.view)
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      stage.window.layoutIfNeeded()
      try revealCarouselField(carousel, in: scrollView, stage: stage)
    }

    /// The shared steps and expectations (arithmetic in the suite's comment).
    private func revealCarouselField(
      _ carousel: Carousel, in vertical: UIScrollView, stage: EditingStage
    ) throws {
      let device = stage.device
      let width = device.screenSize.width
      carousel.view.contentOffset = CGPoint(x: 300, y: 0)  // the user swiped
      stage.window.layoutIfNeeded()
      let field = try #require(carousel.field(item: 3))
      #expect(field.becomeFirstResponder())
      #expect(carousel.view.contentOffset == CGPoint(x: 784 - width, y: 0))
      stage.keyboard.show()
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(vertical.contentInset.bottom == added)
      #expect(vertical.verticalScrollIndicatorInsets.bottom == added)
      #expect(vertical.contentOffset == CGPoint(x: 0, y: 548 - device.keyboardTop))
      // The carousel: no inset, not scrolled vertically, still where UIKit put it.
      #expect(carousel.view.contentInset == .zero)
      #expect(carousel.view.verticalScrollIndicatorInsets == .zero)
      #expect(carousel.view.contentOffset == CGPoint(x: 784 - width, y: 0))
      stage.window.layoutIfNeeded()
      // On screen: 16 pt above the keyboard, its right edge at the screen's edge
      // (784 − (784 − W) = W).
      #expect(field.isFirstResponder)
      #expect(stage.rectInWindow(field).maxY == device.keyboardTop - 16)
      #expect(stage.rectInWindow(field).maxX == width)
      stage.keyboard.hide()
      #expect(vertical.contentInset == .zero)
      #expect(carousel.view.contentInset == .zero)
      #expect(carousel.view.contentOffset == CGPoint(x: 784 - width, y: 0))
    }
  }
#endif
