#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A note cell that grows with its text: a text view at x 16, y 8, as tall as its text
  /// (the model's text view: insets 8 + 8, 20 pt a line), so the row is 16 + 16 + 20 n tall
  /// for n lines.
  final class GrowingNoteCell: UITableViewCell {
    let textView = UITextView(frame: .zero)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      textView.text = "a"
      contentView.addSubview(textView)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(textView)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width, height: textView.contentSize.height + 16)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      textView.frame = CGRect(
        x: 16, y: 8, width: contentView.bounds.width - 32, height: textView.contentSize.height)
    }
  }

  /// `count` rows of `GrowingNoteCell`.
  final class NoteRows: NSObject, UITableViewDataSource {
    let count: Int

    init(count: Int) {
      self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "note")
        ?? GrowingNoteCell(style: .default, reuseIdentifier: "note")
    }
  }

  /// Issue 12, item 2: a self-sizing cell that grows while the user types keeps its text
  /// view (and so its caret) above the keyboard.
  ///
  /// Arithmetic: 20 rows of one line each: 16 + 16 + 20 = 52 pt, content 1040 (taller than
  /// both screens: the safe area applies). Row 4 starts at 4 × 52 = 208; its text view at
  /// 216, 36 + 20 k tall after k Returns; padded by 16: 200 … 268 + 20 k.
  /// iPhone SE: T 0, keyboardTop 315. iPhone 15: T 59, keyboardTop 516, resting offset −59.
  @MainActor
  @Suite struct SelfSizingCellScenarioTests {
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func aGrowingNoteKeepsItsCaretAboveTheKeyboard(device: Device) throws {
      let stage = EditingStage(device: device)
      let rows = NoteRows(count: 20)
      let table = AvoidingTableView(frame: stage.window.bounds, style: .plain)
      table.rowHeight = UITableView.automaticDimension
      table.estimatedRowHeight = 52
      table.dataSource = rows
      stage.window.addSubview(table)
      stage.window.layoutIfNeeded()
      table.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      stage.window.layoutIfNeeded()
      #expect(table.contentSize.height == 1040)  // 20 × 52
      let cell = try #require(
        table.cellForRow(at: IndexPath(row: 4, section: 0)) as? GrowingNoteCell)
      #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).minY == 208)
      let note = cell.textView
      #expect(note.becomeFirstResponder())
      stage.keyboard.show()
      // Padded 200…268 is inside 0…315 and 0…457: no scroll.
      #expect(table.contentOffset.y == -device.safeArea.top)
      for k in 1...10 {
        note.insertText("\n")
        // What apps do on each change: let the table measure the row again.
        table.beginUpdates()
        table.endUpdates()
        stage.window.layoutIfNeeded()
        // Row 4 is now 52 + 20 k; the content 1040 + 20 k.
        #expect(table.contentSize.height == 1040 + 20 * CGFloat(k))
        #expect(note.frame.height == 36 + 20 * CGFloat(k))
        // The padded text view ends at or above the keyboard's top.
        #expect(stage.rectInWindow(note).maxY + 16 <= device.keyboardTop)
        #expect(note.isFirstResponder)
      }
      // After 10 lines the padded bottom is 468: offset 468 − keyboardTop = 153 (SE), −48.
      #expect(table.contentOffset.y == 468 - device.keyboardTop)
      #expect(table.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      stage.keyboard.hide()
      #expect(table.contentInset == .zero)
    }

    /// Without `endUpdates()` the table does not measure the row again (UIKit neither): the
    /// row keeps its height while the text view's content grows.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func rowsAreMeasuredAgainOnlyAtEndUpdates(device: Device) throws {
      let stage = EditingStage(device: device)
      let rows = NoteRows(count: 20)
      let table = AvoidingTableView(frame: stage.window.bounds, style: .plain)
      table.rowHeight = UITableView.automaticDimension
      table.dataSource = rows
      stage.window.addSubview(table)
      stage.window.layoutIfNeeded()
      let cell = try #require(
        table.cellForRow(at: IndexPath(row: 1, section: 0)) as? GrowingNoteCell)
      cell.textView.insertText("\n\n")
      stage.window.layoutIfNeeded()
      // Rows on screen measured at 52; those below still at the 44 pt estimate.
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 52)
      table.beginUpdates()
      table.endUpdates()
      // Three lines: 32 + 60 = 92.
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 92)
      // Row 2 starts below rows 0 (52) and 1 (92): 144.
      let row2 = table.rectForRow(at: IndexPath(row: 2, section: 0))
      #expect(row2.minY == 144, "\(row2)")
    }
  }
#endif
