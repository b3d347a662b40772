#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The opt-in keyboard toolbar (issue 13, item 3). FormScene's field `i` spans
  /// 16 + 60 i … 60 + 60 i; with the toolbar the keyboard is its device height + 44 pt
  /// (the toolbar is part of the keyboard's frame, SystemKeyboard+InputAccessory).
  /// iPhone SE: 320 × 568, keyboard 253, no safe area at the bottom.
  /// iPhone 8: 375 × 667, keyboard 260, no safe area at the bottom.
  @MainActor
  @Suite struct KeyboardToolbarScenarioTests {
    /// The toolbar a field shows, if it is ours (a `UIToolbar` with four items).
    private func toolbar(of field: UIView) -> UIToolbar? {
      guard let toolbar = field.inputAccessoryView as? UIToolbar, toolbar.items?.count == 4
      else { return nil }
      return toolbar
    }

    private func items(of field: UIView) -> (
      previous: UIBarButtonItem, next: UIBarButtonItem, done: UIBarButtonItem
    )? {
      guard let items = toolbar(of: field)?.items else { return nil }
      return (items[0], items[1], items[3])
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func offByDefault(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      #expect(!scene.scrollView.showsKeyboardToolbar)
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      #expect(scene.fields.allSatisfy { $0.inputAccessoryView == nil })
      // The keyboard is the device's alone: SE 253, iPhone 8 260.
      #expect(scene.keyboard.frame.height == device.keyboardHeight)
      #expect(scene.scrollView.contentInset.bottom == device.keyboardHeight)
    }

    /// (device, the first field the keyboard and toolbar hide, the offset that reveals it)
    /// SE: keyboard top 568 − 253 − 44 = 271; field 4 ends at 300 (+16 padding = 316 > 271),
    /// field 3 at 240 (256 ≤ 271). Offset 316 − 271 = 45.
    /// iPhone 8: top 667 − 260 − 44 = 363; field 5 ends at 360 (376 > 363), field 4 at 300.
    /// Offset 376 − 363 = 13.
    @Test(arguments: [(Device.iPhoneSE, 4, 45.0), (.iPhone8, 5, 13.0)])
    func theToolbarIsPartOfTheKeyboardAndTheFieldShowsAboveIt(
      device: Device, hidden: Int, offset: Double
    ) {
      let scene = FormScene(device: device)
      scene.scrollView.showsKeyboardToolbar = true
      #expect(scene.fields.allSatisfy { toolbar(of: $0) != nil })
      scene.fields[hidden].becomeFirstResponder()
      scene.keyboard.show()
      // SE 253 + 44 = 297; iPhone 8 260 + 44 = 304.
      #expect(scene.keyboard.frame.height == device.keyboardHeight + 44)
      #expect(scene.scrollView.contentInset.bottom == device.keyboardHeight + 44)
      #expect(scene.scrollView.contentOffset.y == CGFloat(offset))
      // The field ends 16 pt above the toolbar's top: SE 271 − 16 = 255; iPhone 8 347.
      #expect(
        scene.rectInWindow(scene.fields[hidden]).maxY
          == device.screenBounds.height - device.keyboardHeight - 44 - 16)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func anAccessoryTheAppSetIsKeptAndNeverRemoved(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      let appAccessory = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      scene.fields[1].inputAccessoryView = appAccessory
      scene.scrollView.showsKeyboardToolbar = true
      #expect(scene.fields[1].inputAccessoryView === appAccessory)
      #expect(toolbar(of: scene.fields[0]) != nil)
      scene.fields[1].becomeFirstResponder()
      scene.keyboard.show()
      // The app's 30 pt accessory on top of the keys: SE 283, iPhone 8 290.
      #expect(scene.keyboard.frame.height == device.keyboardHeight + 30)
      scene.scrollView.showsKeyboardToolbar = false
      #expect(scene.fields[1].inputAccessoryView === appAccessory)
      #expect(scene.fields[0].inputAccessoryView == nil)
      #expect(scene.fields[2].inputAccessoryView == nil)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func nextPreviousAndDoneDoWhatTheySayWithTheirEnabledState(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.scrollView.showsKeyboardToolbar = true
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      guard let items = items(of: scene.fields[0]) else {
        Issue.record("no toolbar")
        return
      }
      // First field: nothing before it.
      #expect(!items.previous.isEnabled)
      #expect(items.next.isEnabled)
      items.previous.simulateTap()  // disabled: ignored
      #expect(scene.fields[0].isFirstResponder)
      items.next.simulateTap()
      #expect(scene.fields[1].isFirstResponder)
      #expect(items.previous.isEnabled && items.next.isEnabled)
      items.next.simulateTap()
      #expect(scene.fields[2].isFirstResponder)
      // Last field: nothing after it.
      #expect(items.previous.isEnabled)
      #expect(!items.next.isEnabled)
      items.previous.simulateTap()
      #expect(scene.fields[1].isFirstResponder)
      items.done.simulateTap()
      #expect(scene.fields.allSatisfy { !$0.isFirstResponder })
    }

    @Test func theButtonsAreLabelledAndUseVerticalChevrons() {
      let scene = FormScene(device: .iPhoneSE, fieldCount: 2)
      scene.scrollView.showsKeyboardToolbar = true
      guard let toolbar = toolbar(of: scene.fields[0]), let items = toolbar.items else {
        Issue.record("no toolbar")
        return
      }
      #expect(toolbar.frame.height == 44)
      // Labels, and a hint on each button that says what it does; Done keeps the system
      // item's own label. Linux's Foundation always reads the development language's table
      // (English); on a Mac the test process's language decides
      // (KeyboardToolbarLocalizationTests reads every language's table).
      #expect(items[3].accessibilityLabel == nil)
      #if os(Linux)
        #expect(items[0].accessibilityLabel == "Previous")
        #expect(items[1].accessibilityLabel == "Next")
        #expect(items[0].accessibilityHint == "Moves to the previous field.")
        #expect(items[1].accessibilityHint == "Moves to the next field.")
        #expect(items[3].accessibilityHint == "Hides the keyboard.")
      #else
        #expect(items[0...1].allSatisfy { $0.accessibilityLabel?.isEmpty == false })
        #expect([0, 1, 3].allSatisfy { items[$0].accessibilityHint?.isEmpty == false })
      #endif
      // The large content viewer is UIKit's own for standard bar button items in a toolbar,
      // with vector (symbol) images [doc: WWDC19 session 261]: no custom view, no raster
      // image for the component to describe.
      #expect(type(of: toolbar) == UIToolbar.self)
      #expect(items[0].image?.systemName == "chevron.up")
      #expect(items[1].image?.systemName == "chevron.down")
      #expect(items[2].systemItem == .flexibleSpace)
      #expect(items[3].systemItem == .done)
      // One toolbar serves the whole form.
      #expect(scene.fields[1].inputAccessoryView === toolbar)
    }

    /// A row of two fields in a right-to-left form: the right one is read first.
    /// left: x 16…136, right: x width − 136 … width − 16, both at y 16…60.
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func inARightToLeftFormNextGoesFromRightToLeft(device: Device) {
      let scene = FormScene(device: device, fieldCount: 0)
      let scrollView = scene.scrollView
      scrollView.semanticContentAttribute = .forceRightToLeft
      let width = scrollView.bounds.width
      let left = UITextField(frame: CGRect(x: 16, y: 16, width: 120, height: 44))
      let right = UITextField(frame: CGRect(x: width - 136, y: 16, width: 120, height: 44))
      scrollView.addSubview(left)
      scrollView.addSubview(right)
      scrollView.showsKeyboardToolbar = true
      right.becomeFirstResponder()
      scene.keyboard.show()
      guard let items = items(of: right) else {
        Issue.record("no toolbar")
        return
      }
      #expect(!items.previous.isEnabled)  // the right field leads in right to left
      #expect(items.next.isEnabled)
      items.next.simulateTap()
      #expect(left.isFirstResponder)
      #expect(items.previous.isEnabled)
      #expect(!items.next.isEnabled)
    }

    /// A hardware keyboard, or Full Keyboard Access: Tab and Shift-Tab are UIKit's (the
    /// component installs no key command), which makes the next or previous field first
    /// responder, as `becomeFirstResponder()` does here. The toolbar follows those moves like
    /// any other (its buttons' state is set at each begin-editing) and stays usable beside
    /// them; it is an accessory view, never the first responder itself.
    @Test(arguments: [Device.iPadPro11, .iPhone15])
    func tabMovesTheFocusAndTheToolbarFollowsWithAHardwareKeyboard(device: Device) throws {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.scrollView.showsKeyboardToolbar = true
      let fields = scene.fields
      fields[0].becomeFirstResponder()
      scene.keyboard.show()
      scene.keyboard.attachHardwareKeyboard()
      let buttons = try #require(items(of: fields[0]))
      #expect(!buttons.previous.isEnabled && buttons.next.isEnabled)
      fields[1].becomeFirstResponder()  // Tab
      #expect(buttons.previous.isEnabled && buttons.next.isEnabled)
      fields[2].becomeFirstResponder()  // Tab
      #expect(buttons.previous.isEnabled && !buttons.next.isEnabled)
      buttons.previous.simulateTap()
      #expect(fields[1].isFirstResponder)
      fields[0].becomeFirstResponder()  // Shift-Tab
      #expect(!buttons.previous.isEnabled && buttons.next.isEnabled)
      #expect(fields[0].isFirstResponder)
      #expect(try #require(toolbar(of: fields[0])).isFirstResponder == false)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func turningTheOptionOffWhileEditingShrinksTheKeyboardAtItsNextFrame(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.scrollView.showsKeyboardToolbar = true
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      #expect(scene.keyboard.frame.height == device.keyboardHeight + 44)
      scene.scrollView.showsKeyboardToolbar = false
      #expect(scene.fields.allSatisfy { $0.inputAccessoryView == nil })
      // The field reloaded its input views: iOS announces the smaller keyboard.
      scene.keyboard.show()
      #expect(scene.keyboard.frame.height == device.keyboardHeight)
      #expect(scene.scrollView.contentInset.bottom == device.keyboardHeight)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aFieldAddedWhileEditingGetsTheToolbarAndOneThatLeavesLosesIt(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.scrollView.showsKeyboardToolbar = true
      let added = UITextField(frame: CGRect(x: 16, y: 196, width: 120, height: 44))
      scene.scrollView.addSubview(added)
      #expect(added.inputAccessoryView == nil)  // not seen yet
      added.becomeFirstResponder()  // its begin-editing puts the toolbar on it
      #expect(toolbar(of: added) != nil)
      scene.keyboard.show()
      // Reloaded at once, so the keyboard has the toolbar: SE 297, iPhone 8 304.
      #expect(scene.keyboard.frame.height == device.keyboardHeight + 44)
      let leaving = scene.fields[2]
      leaving.removeFromSuperview()
      scene.fields[0].becomeFirstResponder()
      #expect(leaving.inputAccessoryView == nil)
      #expect(toolbar(of: scene.fields[0]) != nil)
    }

    @Test func theFirstResponderThatLeavesTheFormLosesTheToolbar() async {
      let scene = FormScene(device: .iPhoneSE, fieldCount: 3)
      scene.scrollView.showsKeyboardToolbar = true
      let leaving = scene.fields[1]
      leaving.becomeFirstResponder()
      leaving.removeFromSuperview()  // resigns: end-editing
      #expect(!leaving.isFirstResponder)
      await EditingStage.nextMainQueueTurn()  // it resigned while still in the form
      #expect(leaving.inputAccessoryView == nil)
      #expect(toolbar(of: scene.fields[0]) != nil)
    }

    @Test func anInnerFormLeavesTheToolbarToAnOuterOneThatShowsIt() {
      let scene = FormScene(device: .iPhoneSE, fieldCount: 2)
      let inner = AvoidingScrollView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
      let innerField = UITextField(frame: CGRect(x: 16, y: 8, width: 200, height: 44))
      inner.addSubview(innerField)
      scene.scrollView.addSubview(inner)
      inner.showsKeyboardToolbar = true
      let innerToolbar = innerField.inputAccessoryView
      #expect(innerToolbar != nil)
      scene.scrollView.showsKeyboardToolbar = true
      // The outer form's toolbar takes over the inner field at once…
      let outerToolbar = scene.fields[0].inputAccessoryView
      #expect(innerField.inputAccessoryView === outerToolbar)
      // …and keeps it when the inner scroll view refreshes on begin-editing.
      innerField.becomeFirstResponder()
      #expect(innerField.inputAccessoryView === outerToolbar)
      #expect(innerField.inputAccessoryView !== innerToolbar)
    }

    @Test func tableAndCollectionViewsOfferTheOption() {
      let table = TableFormScene(device: .iPhoneSE, rowCount: 5)
      #expect(!table.table.showsKeyboardToolbar)
      table.table.showsKeyboardToolbar = true
      #expect(table.table.showsKeyboardToolbar)
      guard let field = table.field(row: 0) else {
        Issue.record("no cell")
        return
      }
      #expect(toolbar(of: field) != nil)
      let collection = CollectionFormScene(device: .iPhoneSE)
      collection.collection.showsKeyboardToolbar = true
      #expect(collection.collection.showsKeyboardToolbar)
      collection.collection.showsKeyboardToolbar = false
      #expect(!collection.collection.showsKeyboardToolbar)
    }
  }
#endif
