#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// The toolbar follows the form from one focus change to the next: a field that left loses
  /// it, whatever else the form holds. FormScene's field `i` spans 16 + 60 i … 60 + 60 i.
  @MainActor
  @Suite struct KeyboardToolbarFormChangeTests {
    /// Three fields; the app gives field 1 its own accessory view, so the toolbar goes on
    /// fields 0 and 2 only. Field 2 leaves the form: at the next focus change it loses the
    /// toolbar, field 0 keeps it and field 1 keeps the app's view.
    @Test func aFieldThatLeavesLosesTheToolbarBesideAFieldWithTheAppsOwnAccessory() {
      let scene = FormScene(device: .iPhoneSE, fieldCount: 3)
      let appAccessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
      scene.fields[1].inputAccessoryView = appAccessory
      scene.scrollView.showsKeyboardToolbar = true
      let toolbar = scene.fields[0].inputAccessoryView
      #expect(toolbar is UIToolbar)
      #expect(scene.fields[2].inputAccessoryView === toolbar)

      let leaving = scene.fields[2]
      leaving.removeFromSuperview()
      #expect(scene.fields[0].becomeFirstResponder())
      #expect(leaving.inputAccessoryView == nil)
      #expect(scene.fields[0].inputAccessoryView === toolbar)
      #expect(scene.fields[1].inputAccessoryView === appAccessory)
    }

    /// Text views are treated as text fields are: one the app gave its own accessory view
    /// keeps it through focus changes, one with none gets the toolbar.
    @Test func aTextViewKeepsTheAppsOwnAccessoryAndAnotherGetsTheToolbar() {
      let scene = FormScene(device: .iPhoneSE, fieldCount: 1)
      let appAccessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
      let ownNotes = UITextView(frame: CGRect(x: 16, y: 76, width: 288, height: 88))
      ownNotes.inputAccessoryView = appAccessory
      let notes = UITextView(frame: CGRect(x: 16, y: 180, width: 288, height: 88))
      scene.scrollView.addSubview(ownNotes)
      scene.scrollView.addSubview(notes)
      scene.scrollView.showsKeyboardToolbar = true
      let toolbar = scene.fields[0].inputAccessoryView
      #expect(toolbar is UIToolbar)
      #expect(notes.inputAccessoryView === toolbar)
      #expect(ownNotes.becomeFirstResponder())
      #expect(notes.becomeFirstResponder())
      #expect(ownNotes.inputAccessoryView === appAccessory)
      #expect(notes.inputAccessoryView === toolbar)
    }

    /// A field that leaves as another joins, between two focus changes: the new one gets the
    /// toolbar and the one that left loses it.
    @Test func aFieldThatLeavesAsAnotherJoinsLosesTheToolbar() {
      let scene = FormScene(device: .iPhoneSE, fieldCount: 3)
      scene.scrollView.showsKeyboardToolbar = true
      let toolbar = scene.fields[0].inputAccessoryView
      let leaving = scene.fields[2]
      leaving.removeFromSuperview()
      let joining = UITextField(frame: CGRect(x: 16, y: 136, width: 288, height: 44))
      scene.scrollView.addSubview(joining)
      #expect(scene.fields[1].becomeFirstResponder())
      #expect(joining.inputAccessoryView === toolbar)
      #expect(leaving.inputAccessoryView == nil)
    }
  }
#endif
