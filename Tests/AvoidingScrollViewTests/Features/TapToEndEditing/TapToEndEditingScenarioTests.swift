#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Ending editing on a tap outside any field (issue 13, item 5): `endsEditingOnTapOutside`.
  /// Taps go through HeadlessUIKit's headless-only `UIWindow.simulateTap(at:)`: the window
  /// hit-tests the point, the tap recognizers of the touched view and its ancestors get it,
  /// the touched view gets it unless a recognizer cancels it, then the actions run.
  ///
  /// FormScene's field `i` spans x 16 … width − 16, y 16 + 60 i … 60 + 60 i in the content;
  /// x = 8 is the margin left of every field. SE: keyboard 253 pt, top 315; iPhone 8: 260 pt,
  /// top 407; neither has a bottom safe area.
  @MainActor
  @Suite struct TapToEndEditingScenarioTests {
    /// A point in the left margin, where no field is: the scroll view itself is touched.
    private let margin = CGPoint(x: 8, y: 200)

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func offByDefaultATapChangesNothing(device: Device) {
      let scene = FormScene(device: device)
      #expect(!scene.scrollView.endsEditingOnTapOutside)
      #expect(scene.scrollView.gestureRecognizers == nil)
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      scene.window.simulateTap(at: margin)
      #expect(scene.fields[0].isFirstResponder)
      // Still the keyboard's height: 568 − 315 = 253 (SE), 667 − 407 = 260 (iPhone 8).
      #expect(scene.scrollView.contentInset.bottom == device.keyboardHeight)
    }

    /// The tap asks the field, `endEditing(false)` [doc: uiview/endediting(_:)]: a field that
    /// refuses to resign (as a delegate's `textFieldShouldEndEditing(_:)` returning false
    /// would) keeps editing, and its keyboard's inset stays.
    @Test func aFieldThatRefusesToResignKeepsEditingAfterATapOutside() {
      let scene = FormScene(device: .iPhoneSE)
      scene.scrollView.endsEditingOnTapOutside = true
      let field = RefusingField(frame: CGRect(x: 16, y: 1300, width: 288, height: 44))
      scene.scrollView.addSubview(field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      scene.window.simulateTap(at: margin)
      #expect(field.isFirstResponder)
      #expect(scene.scrollView.contentInset.bottom == 253)  // 568 − 315
    }

    /// A text field that refuses to give up first-responder status when asked.
    final class RefusingField: UITextField {
      override var canResignFirstResponder: Bool { false }
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aTapOnTheBackgroundEndsEditingAndTheHidingKeyboardGivesTheInsetsBack(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      scrollView.endsEditingOnTapOutside = true
      // SE: field 5 (316…360) is the first the keyboard hides; iPhone 8: field 6 (376…420).
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: device.keyboardTop)]
      field.becomeFirstResponder()
      scene.keyboard.show()
      // Inset = overlap − bottom safe area: 253 − 0 (SE), 260 − 0 (iPhone 8).
      #expect(scrollView.contentInset.bottom == device.keyboardHeight)
      // offset = maxY + 16 − keyboard top: SE 360 + 16 − 315 = 61; iPhone 8 420 + 16 − 407 = 29.
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - device.keyboardTop)
      scene.window.simulateTap(at: margin)
      #expect(!field.isFirstResponder)
      // iOS hides the keyboard once nothing edits.
      scene.keyboard.hide()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aTapInAFieldKeepsEditing(device: Device) {
      let scene = FormScene(device: device)
      scene.scrollView.endsEditingOnTapOutside = true
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      let second = scene.rectInWindow(scene.fields[1])
      // The touched field takes the focus; the recognizer, which runs after, leaves it.
      scene.window.simulateTap(at: CGPoint(x: second.midX, y: second.midY))
      #expect(scene.fields[1].isFirstResponder)
      scene.window.simulateTap(at: CGPoint(x: second.minX + 2, y: second.minY + 2))
      #expect(scene.fields[1].isFirstResponder)
      #expect(scene.scrollView.contentInset.bottom == device.keyboardHeight)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aTapInATextViewKeepsEditing(device: Device) {
      let scene = FormScene(device: device, fieldCount: 2)
      scene.scrollView.endsEditingOnTapOutside = true
      // Below the fields (16…60, 76…120): a notes view at 140…240.
      let notes = UITextView(frame: CGRect(x: 16, y: 140, width: 200, height: 100))
      scene.scrollView.addSubview(notes)
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      let rect = scene.rectInWindow(notes)
      scene.window.simulateTap(at: CGPoint(x: rect.midX, y: rect.midY))
      #expect(notes.isFirstResponder)
    }

    /// A button's action runs (the tap is not swallowed), and editing goes on: the button
    /// decides.
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aTapOnAButtonRunsItsActionAndKeepsEditing(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.scrollView.endsEditingOnTapOutside = true
      // The fields end at 180; the button sits at 200…244.
      let button = UIControl(frame: CGRect(x: 16, y: 200, width: 120, height: 44))
      scene.scrollView.addSubview(button)
      var presses = 0
      button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      let rect = scene.rectInWindow(button)
      scene.window.simulateTap(at: CGPoint(x: rect.midX, y: rect.midY))
      #expect(presses == 1)
      #expect(scene.fields[0].isFirstResponder)
    }

    /// The app's own recognizers: left as they were when the option comes and goes, and
    /// still recognizing their taps while it is on.
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func theAppsRecognizersAreUntouchedAndStillRecognize(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      let scrollView = scene.scrollView
      var scrollViewTaps = 0
      var labelTaps = 0
      let appTap = UITapGestureRecognizer(headlessAction: { _ in scrollViewTaps += 1 })
      scrollView.addGestureRecognizer(appTap)
      // A label-like view at 200…230 with its own recognizer (cancelsTouchesInView true).
      let label = UIView(frame: CGRect(x: 16, y: 200, width: 200, height: 30))
      let labelTap = UITapGestureRecognizer(headlessAction: { _ in labelTaps += 1 })
      label.addGestureRecognizer(labelTap)
      scrollView.addSubview(label)

      scrollView.endsEditingOnTapOutside = true
      let recognizers = scrollView.gestureRecognizers ?? []
      #expect(recognizers.count == 2)
      #expect(recognizers.first === appTap)
      #expect(recognizers.last?.cancelsTouchesInView == false)
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      let rect = scene.rectInWindow(label)
      scene.window.simulateTap(at: CGPoint(x: rect.midX, y: rect.midY))
      // The label's recognizer recognizes (innermost), the component's recognizes with it,
      // the app's scroll view recognizer does not (neither allows it beside the label's).
      #expect(labelTaps == 1)
      #expect(scrollViewTaps == 0)
      #expect(!scene.fields[0].isFirstResponder)

      scrollView.endsEditingOnTapOutside = false
      #expect(scrollView.gestureRecognizers?.count == 1)
      #expect(scrollView.gestureRecognizers?.first === appTap)
      #expect(appTap.cancelsTouchesInView && appTap.delegate == nil)
      #expect(labelTap.view === label)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func turningTheOptionOffRemovesTheRecognizer(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      scrollView.endsEditingOnTapOutside = true
      scrollView.endsEditingOnTapOutside = true  // no second recognizer
      #expect(scrollView.gestureRecognizers?.count == 1)
      scrollView.endsEditingOnTapOutside = false
      #expect(scrollView.gestureRecognizers == nil)
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      scene.window.simulateTap(at: margin)
      #expect(scene.fields[0].isFirstResponder)
      scrollView.endsEditingOnTapOutside = true  // back on: the same behaviour again
      scene.window.simulateTap(at: margin)
      #expect(!scene.fields[0].isFirstResponder)
      // The app clears the scroll view's recognizers; setting the option again restores it.
      scrollView.gestureRecognizers = nil
      scrollView.endsEditingOnTapOutside = true
      #expect(scrollView.gestureRecognizers?.count == 1)
      scrollView.endsEditingOnTapOutside = false
      scrollView.endsEditingOnTapOutside = false  // already off: nothing to remove
      #expect(scrollView.gestureRecognizers == nil)
    }

    /// Only this scroll view's field ends editing: one outside it is left alone.
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aFieldOutsideTheScrollViewIsLeftAlone(device: Device) {
      let scene = FormScene(device: device, fieldCount: 2)
      scene.scrollView.endsEditingOnTapOutside = true
      // A search field over the scroll view, at the window's bottom-left.
      let search = UITextField(frame: CGRect(x: 16, y: 500, width: 200, height: 44))
      scene.window.addSubview(search)
      search.becomeFirstResponder()
      scene.window.simulateTap(at: margin)
      #expect(search.isFirstResponder)
    }

    /// A tap on a cell (not on its field) ends editing, and the cell still gets the tap: an
    /// app recognizer on the cell stands for the cell's own handling. Row selection is not
    /// in the model (no `UITableViewDelegate`); what keeps it on iOS is that the
    /// component's recognizer cancels no touches, which this test also checks.
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aTapOnACellEndsEditingAndTheCellStillGetsIt(device: Device) throws {
      let scene = TableFormScene(device: device)
      scene.table.endsEditingOnTapOutside = true
      #expect(scene.table.gestureRecognizers?.first?.cancelsTouchesInView == false)
      let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
      var cellTaps = 0
      cell.addGestureRecognizer(UITapGestureRecognizer(headlessAction: { _ in cellTaps += 1 }))
      let field = try #require(scene.field(row: 0))
      field.becomeFirstResponder()
      scene.keyboard.show()
      // Row 0 spans 0…60, its field x 16 … width − 16: x = 8 is the cell, not the field.
      let rect = scene.rectInWindow(cell)
      scene.stage.window.simulateTap(at: CGPoint(x: rect.minX + 8, y: rect.midY))
      #expect(cellTaps == 1)
      #expect(!field.isFirstResponder)
      // A tap in row 1's field: it takes the focus, editing goes on.
      let next = try #require(scene.field(row: 1))
      let nextRect = scene.rectInWindow(next)
      scene.stage.window.simulateTap(at: CGPoint(x: nextRect.midX, y: nextRect.midY))
      #expect(next.isFirstResponder)
      scene.table.endsEditingOnTapOutside = false
      #expect(scene.table.gestureRecognizers == nil)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aCollectionViewEndsEditingOnATapBesideTheField(device: Device) throws {
      let scene = CollectionFormScene(device: device)
      #expect(!scene.collection.endsEditingOnTapOutside)
      scene.collection.endsEditingOnTapOutside = true
      let field = try #require(scene.field(item: 0))
      field.becomeFirstResponder()
      scene.keyboard.show()
      // Item 0 spans 0…60, its field starts at x = 16: x = 8 is beside it.
      let rect = scene.rectInWindow(field)
      scene.stage.window.simulateTap(at: CGPoint(x: rect.minX - 8, y: rect.midY))
      #expect(!field.isFirstResponder)
      scene.collection.endsEditingOnTapOutside = false
      #expect(scene.collection.gestureRecognizers == nil)
    }
  }
#endif
