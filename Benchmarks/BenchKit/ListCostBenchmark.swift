#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// One list size measured with `AvoidingTableView` or `AvoidingCollectionView`.
  public struct ListCostRow: Sendable {
    /// "table" or "collection".
    public var kind: String
    /// Rows (or items) in the list.
    public var rowCount: Int
    /// Per keyboard notification and the layout pass after it (the keyboard's height
    /// alternates, so every event writes).
    public var event: Measurement
    /// Per focus change between two neighbouring rows and the layout pass after it, the
    /// keyboard up.
    public var focus: Measurement
    /// Cells the data source was asked for, from the first layout to the end of the run:
    /// the rows on screen, whatever the list's length, when nothing touches every cell.
    public var cellsRequested: Int
  }

  /// Times the table and collection classes at 10, 1,000 and 100,000 rows: the per-event cost
  /// must not grow with the row count, because the engine looks only at the focused view and
  /// the list creates cells only for the rows on screen.
  @MainActor
  public enum ListCostBenchmark {
    static let rowCounts = [10, 1_000, 100_000]

    /// Measures both kinds at every size; `quick` takes fewer samples.
    public static func run(quick: Bool) -> [ListCostRow] {
      var rows: [ListCostRow] = []
      for kind in ["table", "collection"] {
        for count in rowCounts {
          rows.append(measure(kind: kind, rowCount: count, quick: quick))
        }
      }
      return rows
    }

    static func measure(kind: String, rowCount: Int, quick: Bool) -> ListCostRow {
      let samples = quick ? 41 : 301
      let budget: Duration = quick ? .milliseconds(40) : .milliseconds(300)
      let device = Device.iPhone15
      let screen = UIScreen(bounds: device.screenBounds, safeAreaInsets: device.safeArea)
      let window = UIWindow(frame: device.screenBounds)
      window.screen = screen
      window.makeKeyAndVisible()
      let source = BenchRows(count: rowCount)
      let list: UIScrollView
      if kind == "table" {
        let table = AvoidingTableView(frame: window.bounds, style: .plain)
        table.rowHeight = 60
        table.dataSource = source
        list = table
      } else {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: device.screenSize.width, height: 60)
        layout.minimumLineSpacing = 0
        let collection = AvoidingCollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(BenchItemCell.self, forCellWithReuseIdentifier: "field")
        collection.dataSource = source
        list = collection
      }
      window.addSubview(list)
      window.layoutIfNeeded()
      let keyboard = SystemKeyboard(device: device, screen: screen)
      let tall = KeyboardShape.docked(height: nil).frame(on: device)
      let short = KeyboardShape.withoutQuickType.frame(on: device)
      let focusRows = [min(8, rowCount - 2), min(9, rowCount - 1)]
      _ = source.field(in: list, row: focusRows[0])?.becomeFirstResponder()
      keyboard.show(tall)
      window.layoutIfNeeded()

      var useShort = true
      let event = Measurement.take(samples: samples, budget: budget) {
        keyboard.changeFrame(to: useShort ? short : tall)
        useShort.toggle()
        window.layoutIfNeeded()
      }
      var next = 1
      let focus = Measurement.take(samples: samples, budget: budget) {
        _ = source.field(in: list, row: focusRows[next])?.becomeFirstResponder()
        next = 1 - next
        window.layoutIfNeeded()
      }
      keyboard.hide()
      list.removeFromSuperview()
      window.isHidden = true
      return ListCostRow(
        kind: kind, rowCount: rowCount, event: event, focus: focus,
        cellsRequested: source.cellsRequested)
    }
  }

  /// A collection cell with one text field.
  final class BenchItemCell: UICollectionViewCell {
    let field = UITextField(frame: CGRect(x: 16, y: 8, width: 361, height: 44))

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(field)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(field)
    }
  }

  /// A table cell with one text field.
  final class BenchRowCell: UITableViewCell {
    let field = UITextField(frame: CGRect(x: 16, y: 8, width: 361, height: 44))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(field)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(field)
    }
  }

  /// `count` rows (or items) of one text field each; counts the cells it hands out.
  final class BenchRows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    let count: Int
    private(set) var cellsRequested = 0

    init(count: Int) {
      self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      cellsRequested += 1
      return tableView.dequeueReusableCell(withIdentifier: "field")
        ?? BenchRowCell(style: .default, reuseIdentifier: "field")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      cellsRequested += 1
      return collectionView.dequeueReusableCell(withReuseIdentifier: "field", for: indexPath)
    }

    /// The field of `row`'s cell in `list`, if it is on screen.
    func field(in list: UIScrollView, row: Int) -> UITextField? {
      if let table = list as? UITableView {
        return (table.cellForRow(at: IndexPath(row: row, section: 0)) as? BenchRowCell)?.field
      }
      if let collection = list as? UICollectionView {
        return (collection.cellForItem(at: IndexPath(item: row, section: 0)) as? BenchItemCell)?
          .field
      }
      return nil
    }
  }

  extension BenchReport {
    /// The table / collection scaling table: per-event cost at 10, 1,000 and 100,000 rows and
    /// its ratio to the 10-row cost.
    func printListCost(_ rows: [ListCostRow]) {
      print(
        """

        LISTS: AvoidingTableView / AvoidingCollectionView, 60 pt rows with a text field each,
        iPhone 15, keyboard up; median microseconds per keyboard event and per focus change
        (rows 8 <-> 9), each with the layout pass after it, their ratio to the 10-row figure, and the cells the data source was
        asked for in the whole run (setup included).

        """)
      var table = TextTable(header: [
        "list", "rows", "event", "x10-row", "focus", "x10-row", "cells asked",
      ])
      for row in rows {
        let base = rows.first { $0.kind == row.kind && $0.rowCount == 10 }
        func ratio(_ a: Measurement, _ b: Measurement?) -> String {
          guard let b, b.medianNanoseconds > 0 else { return "n/a" }
          return String(format: "%.2f", a.medianNanoseconds / b.medianNanoseconds)
        }
        table.rows.append([
          row.kind, "\(row.rowCount)",
          String(format: "%.2f", row.event.medianNanoseconds / 1000), ratio(row.event, base?.event),
          String(format: "%.2f", row.focus.medianNanoseconds / 1000), ratio(row.focus, base?.focus),
          "\(row.cellsRequested)",
        ])
      }
      print(table.render())
    }
  }
#endif
