#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The Return key (issue 13, item 2): next field, done on the last, the app's delegate
  /// untouched. `insertText("\\n")` is the Return key in the model; the field asks its
  /// delegate's `textFieldShouldReturn` and, unless refused, sends `.editingDidEndOnExit`.
  /// FormScene's field `i` spans 16 + 60 i … 60 + 60 i.
  @MainActor
  @Suite struct ReturnKeyScenarioTests {
    /// Records every delegate call, with the index of the field it concerns.
    @MainActor
    final class RecordingDelegate: NSObject, UITextFieldDelegate {
      var fields: [UITextField] = []
      var shouldReturn = true
      private(set) var calls: [String] = []

      private func record(_ name: String, _ field: UITextField) {
        calls.append("\(name) \(fields.firstIndex { $0 === field } ?? -1)")
      }
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        record("shouldBegin", textField)
        return true
      }
      func textFieldDidBeginEditing(_ textField: UITextField) { record("didBegin", textField) }
      func textFieldDidEndEditing(_ textField: UITextField) { record("didEnd", textField) }
      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        record("shouldReturn", textField)
        return shouldReturn
      }
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func returnMovesToTheNextFieldAndRevealsIt(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      // SE: keyboard top 315 → field 5 (316…360) is the first the keyboard hides;
      // iPhone 8: 407 → field 6 (376…420).
      let hidden = FormScene.indexOfFirstField(endingBelow: device.keyboardTop)
      scene.fields[hidden - 1].becomeFirstResponder()
      scene.keyboard.show()
      #expect(scene.fields[hidden - 1].returnKeyType == .next)  // the app left .default
      scene.fields[hidden - 1].insertText("\n")
      let field = scene.fields[hidden]
      #expect(field.isFirstResponder)
      #expect(field.returnKeyType == .next)
      // offset = maxY + 16 − keyboard top: SE 376 − 315 = 61; iPhone 8: 436 − 407 = 29.
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - device.keyboardTop)
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 16)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func theLastFieldSaysDoneAndItsReturnEndsEditing(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.fields[1].becomeFirstResponder()
      scene.keyboard.show()
      scene.fields[1].insertText("\n")
      #expect(scene.fields[2].isFirstResponder)
      #expect(scene.fields[2].returnKeyType == .done)
      scene.fields[2].insertText("\n")
      #expect(scene.fields.allSatisfy { !$0.isFirstResponder })
      #expect(scene.fields[0].returnKeyType == .next)  // named with the form, though not edited
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aDelegateReturningFalseKeepsTheFocusAndIsNeverReplaced(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      let delegate = RecordingDelegate()
      delegate.fields = scene.fields
      delegate.shouldReturn = false
      for field in scene.fields { field.delegate = delegate }
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      scene.fields[0].insertText("\n")
      #expect(scene.fields[0].isFirstResponder)
      #expect(delegate.calls == ["shouldBegin 0", "didBegin 0", "shouldReturn 0"])
      #expect(scene.fields.allSatisfy { $0.delegate === delegate })
    }

    /// The same taps on a plain `UIScrollView` and on an `AvoidingScrollView`: the app's
    /// delegate gets every call it gets without the component, in the same order, and then
    /// only the calls of the focus moving to the next field, as if the user had tapped it.
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func theAppsDelegateGetsEveryCallItWouldGetWithoutTheComponent(device: Device) {
      func run(_ scrollView: UIScrollView) -> [String] {
        let stage = EditingStage(device: device)
        let fields = stage.addForm(scrollView, fieldCount: 3)
        let delegate = RecordingDelegate()
        delegate.fields = fields
        for field in fields { field.delegate = delegate }
        fields[0].becomeFirstResponder()
        stage.keyboard.show()
        fields[0].insertText("a")
        fields[0].insertText("\n")
        #expect(fields.allSatisfy { $0.delegate === delegate })
        return delegate.calls
      }
      let plain = run(UIScrollView())
      let avoiding = run(AvoidingScrollView())
      #expect(plain == ["shouldBegin 0", "didBegin 0", "shouldReturn 0"])
      #expect(Array(avoiding.prefix(plain.count)) == plain)
      // Field 1 is asked first; field 0 ends as field 1 takes over (the model's order).
      #expect(
        Array(avoiding.dropFirst(plain.count)) == ["shouldBegin 1", "didEnd 0", "didBegin 1"])
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func theWholeFormIsNamedBeforeTheFocusReachesEachField(device: Device) {
      let scene = FormScene(device: device, fieldCount: 4)
      scene.fields[2].isHidden = true  // skipped by the order: left alone
      scene.fields[0].becomeFirstResponder()
      // Before fields 1 and 3 become first responder, their keys already say what they do.
      #expect(scene.fields.map(\.returnKeyType) == [.next, .next, .default, .done])
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aReturnKeyTypeTheAppChoseIsKept(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.fields[0].returnKeyType = .go
      scene.fields[0].becomeFirstResponder()
      #expect(scene.fields[0].returnKeyType == .go)
      scene.fields[0].insertText("\n")  // still moves on
      #expect(scene.fields[1].isFirstResponder)
      #expect(scene.fields[1].returnKeyType == .next)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func theReturnKeyTypeFollowsTheFormWhenTheNextFieldGoes(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.fields[1].becomeFirstResponder()
      #expect(scene.fields[1].returnKeyType == .next)
      scene.fields[0].becomeFirstResponder()
      // Field 2 is removed: field 1 is now the last. Its title was the component's, so it
      // is updated the next time field 1 begins editing.
      scene.fields[2].removeFromSuperview()
      scene.fields[0].insertText("\n")
      #expect(scene.fields[1].isFirstResponder)
      #expect(scene.fields[1].returnKeyType == .done)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func turnedOffTheKeyDoesNothingAndTheDefaultTitlesComeBack(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.fields[0].becomeFirstResponder()
      #expect(scene.fields[0].returnKeyType == .next)
      scene.scrollView.isReturnKeyNavigationEnabled = false
      #expect(scene.fields[0].returnKeyType == .default)
      scene.fields[0].insertText("\n")
      // The model's field stays first responder on Return (the app resigns it).
      #expect(scene.fields[0].isFirstResponder)
      scene.fields[1].becomeFirstResponder()
      #expect(scene.fields[1].returnKeyType == .default)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func withNestedAvoidingScrollViewsTheOuterOneMovesOnce(device: Device) {
      let stage = EditingStage(device: device)
      let outer = AvoidingScrollView()
      let outerFields = stage.addForm(outer, fieldCount: 1)  // 16…60
      let inner = AvoidingScrollView(frame: CGRect(x: 0, y: 76, width: 300, height: 200))
      let innerField = UITextField(frame: CGRect(x: 16, y: 16, width: 100, height: 44))
      inner.addSubview(innerField)
      let last = UITextField(frame: CGRect(x: 16, y: 300, width: 100, height: 44))
      outer.addSubview(inner)
      outer.addSubview(last)
      outerFields[0].becomeFirstResponder()
      outerFields[0].insertText("\n")
      #expect(innerField.isFirstResponder)
      // The inner view's own order has no next field; one Return moves one field, to the
      // outer form's next: `last`, which the inner view alone would not know.
      #expect(innerField.returnKeyType == .next)
      innerField.insertText("\n")
      #expect(last.isFirstResponder)
      #expect(last.returnKeyType == .done)
    }

    /// A delegate that moves the focus itself in `textFieldShouldReturn`, as many apps do,
    /// and lets the key through.
    @MainActor
    final class MovingDelegate: NSObject, UITextFieldDelegate {
      var target: UITextField?
      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        target?.becomeFirstResponder()
        return true
      }
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func anAppThatMovesTheFocusItselfIsNotMovedTwice(device: Device) {
      let scene = FormScene(device: device, fieldCount: 4)
      let delegate = MovingDelegate()
      delegate.target = scene.fields[2]  // the app skips field 1
      scene.fields[0].delegate = delegate
      scene.fields[0].becomeFirstResponder()
      scene.fields[0].insertText("\n")
      // The event still comes (the delegate returned true), but field 0 no longer edits:
      // the component leaves the app's choice alone, rather than moving on to field 3.
      #expect(scene.fields[2].isFirstResponder)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func anAppActionThatEndsEditingFirstIsLeftAlone(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      let field = scene.fields[0]
      // The app's own action, added before the component's (which comes at first edit).
      field.addAction(
        UIAction { [weak field] _ in _ = field?.resignFirstResponder() }, for: .editingDidEndOnExit)
      field.becomeFirstResponder()
      field.insertText("\n")
      #expect(scene.fields.allSatisfy { !$0.isFirstResponder })
    }
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aDisabledLastFieldLeavesDoneToTheFieldBeforeIt(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.fields[2].isEnabled = false  // cannot edit: not a stop for Return
      scene.fields[0].becomeFirstResponder()
      #expect(scene.fields[0].returnKeyType == .next)
      #expect(scene.fields[1].returnKeyType == .done)
      scene.fields[1].becomeFirstResponder()
      #expect(scene.fields[1].returnKeyType == .done)
      scene.fields[1].insertText("\n")
      #expect(scene.fields.allSatisfy { !$0.isFirstResponder })
    }
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aReadOnlyTextViewAfterTheLastFieldLeavesItDone(device: Device) {
      let scene = FormScene(device: device, fieldCount: 2)  // fields at 16…60 and 76…120
      let notes = UITextView(frame: CGRect(x: 16, y: 136, width: 200, height: 88))
      notes.isEditable = false  // shown text, not a stop for Return
      scene.scrollView.addSubview(notes)
      scene.fields[0].becomeFirstResponder()
      #expect(scene.fields[0].returnKeyType == .next)
      #expect(scene.fields[1].returnKeyType == .done)
    }
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func anOuterViewWithReturnNavigationOffLeavesItToTheInnerOne(device: Device) {
      let stage = EditingStage(device: device)
      let outer = AvoidingScrollView()
      stage.addForm(outer, fieldCount: 0)
      outer.isReturnKeyNavigationEnabled = false  // the app handles Return itself out there
      let inner = AvoidingScrollView(frame: CGRect(x: 0, y: 76, width: 300, height: 200))
      let fields = stage.addForm(inner, in: outer, frame: inner.frame, fieldCount: 2)
      fields[0].becomeFirstResponder()
      // The outer view does not navigate, so the inner one does, in its own order.
      #expect(fields[0].returnKeyType == .next)
      fields[0].insertText("\n")
      #expect(fields[1].isFirstResponder)
      #expect(fields[1].returnKeyType == .done)
    }

    /// Counts how often its Return key's title is written, by the app or the component.
    final class TitleCountingField: UITextField {
      var titleWrites = 0
      override var returnKeyType: UIReturnKeyType {
        didSet { titleWrites += 1 }
      }
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aTitleAlreadyGivenIsNotWrittenAgainOnEachFocusChange(device: Device) {
      let scene = FormScene(device: device, fieldCount: 2)
      // A third field where FormScene's field 2 would be: y = 16 + 2 × 60 = 136.
      let last = TitleCountingField(frame: CGRect(x: 16, y: 136, width: 200, height: 44))
      scene.scrollView.addSubview(last)
      scene.fields[0].becomeFirstResponder()
      #expect(last.returnKeyType == .done)
      #expect(last.titleWrites == 1)  // .default → .done
      // Two more focus changes over the same form: every title is already right.
      scene.fields[1].becomeFirstResponder()
      scene.fields[0].becomeFirstResponder()
      #expect(last.titleWrites == 1)
      // A field after it changes what it does: then its title is written again.
      let after = UITextField(frame: CGRect(x: 16, y: 196, width: 200, height: 44))
      scene.scrollView.addSubview(after)
      scene.fields[1].becomeFirstResponder()
      #expect(last.returnKeyType == .next)
      #expect(last.titleWrites == 2)
      #expect(after.returnKeyType == .done)
    }
  }
#endif
