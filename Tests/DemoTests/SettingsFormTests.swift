#if !canImport(UIKit)
  import HeadlessUIKit
  import SignUpForm
  import Testing

  extension DemoTests {
    /// The settings form's shape and its cells' reuse: what the demo and the iOS app rely on.
    @MainActor
    @Suite struct SettingsFormTests {
      @Test func fifteenRowsInFiveSectionsOf56Points() {
        let settings = SettingsForm(tableView: UITableView(frame: .zero, style: .insetGrouped))
        #expect(settings.sections.map(\.rows.count) == [2, 3, 4, 4, 2])
        #expect(settings.tableView.numberOfSections == 5)
        #expect(settings.tableView.rowHeight == 56)
        // Row 12 (securityCode): 12 × 56 = 672.
        let indexPath = settings.indexPath(of: "securityCode")
        #expect(indexPath == IndexPath(row: 3, section: 3))
        #expect(indexPath.map { settings.tableView.rectForRow(at: $0).minY } == 672)
        #expect(settings.indexPath(of: "nope") == nil)
      }

      /// A 393 × 300 table shows rows 0 … 5 (300 / 56 = 5.4). Text typed in row 0 comes
      /// back when the row is scrolled away (its cell reused for another row) and back.
      @Test func textSurvivesCellReuse() throws {
        let settings = SettingsForm(tableView: UITableView(frame: .zero, style: .plain))
        let table = settings.tableView
        table.frame = CGRect(x: 0, y: 0, width: 393, height: 300)
        table.layoutIfNeeded()
        #expect(settings.visibleFields.map(\.name).prefix(2) == ["username", "password"])
        let username = try #require(settings.field(named: "username"))
        // The field is 6 pt inside its 56 pt cell: 44 tall, 16 in from each side.
        #expect(username.frame == CGRect(x: 16, y: 6, width: 361, height: 44))
        username.text = "ann"
        username.sendActions(for: .editingChanged)
        table.contentOffset = CGPoint(x: 0, y: 500)
        table.layoutIfNeeded()
        #expect(settings.field(named: "username") == nil)
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(settings.field(named: "username")?.text == "ann")
        #expect(settings.field(named: "password")?.text == "")
      }
    }
  }
#endif
