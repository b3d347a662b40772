#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 21: a focus change in a form whose geometry has not moved reuses the last reading
  /// order instead of converting every frame and sorting again. These check that any move
  /// between two focus changes is seen all the same. Four fields stacked at 16, 76, 136, 196
  /// (44 tall, 16 apart), in a full-screen scroll view.
  @MainActor
  @Suite struct FormOrderReuseTests {
    /// Fields 1 and 2 swap places (their frames, not their order among the subviews): the
    /// same frames as before, held by other fields. Next from field 0 then goes to field 2,
    /// which now sits at 76; the Return keys follow (field 1, at 136, is no longer last but
    /// field 3 is).
    @Test func fieldsThatSwapPlacesAreReadInTheirNewOrder() {
      let scene = FormScene(device: .iPhone15, fieldCount: 4)
      #expect(scene.fields[0].becomeFirstResponder())
      #expect(scene.scrollView.focusNextField())
      #expect(scene.fields[1].isFirstResponder)
      let one = scene.fields[1].frame
      scene.fields[1].frame = scene.fields[2].frame
      scene.fields[2].frame = one
      #expect(scene.fields[0].becomeFirstResponder())
      #expect(scene.scrollView.focusNextField())
      #expect(scene.fields[2].isFirstResponder)
      #expect(scene.scrollView.focusNextField())
      #expect(scene.fields[1].isFirstResponder)
    }

    /// The container of the last two fields moves above the others (by 300 up, so that its
    /// fields at 136 and 196 read −164 and −104): with no field's own frame changed, they
    /// now come first, and the form's last field, titled Done, is field 1.
    @Test func aContainerThatMovesTakesItsFieldsAlong() {
      let scene = FormScene(device: .iPhone15, fieldCount: 2)
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
      scene.scrollView.addSubview(container)
      let lower = [136, 196].map { y in
        UITextField(frame: CGRect(x: 16, y: CGFloat(y), width: 361, height: 44))
      }
      for field in lower { container.addSubview(field) }
      #expect(scene.fields[0].becomeFirstResponder())
      #expect(lower[1].returnKeyType == .done)
      #expect(scene.fields[1].returnKeyType == .next)

      container.frame.origin.y = -300
      #expect(lower[0].becomeFirstResponder())
      #expect(scene.scrollView.focusNextField())
      #expect(lower[1].isFirstResponder)  // −104, right after −164
      #expect(scene.fields[1].returnKeyType == .done)  // 76: the last field now
      #expect(lower[1].returnKeyType == .next)
      #expect(scene.scrollView.focusNextField())
      #expect(scene.fields[0].isFirstResponder)  // 16
    }

    /// A field disabled between two focus changes (its frame unchanged) is skipped, and the
    /// field before it becomes the last, titled Done.
    @Test func aFieldDisabledMeanwhileIsSkipped() {
      let scene = FormScene(device: .iPhone15, fieldCount: 4)
      #expect(scene.fields[0].becomeFirstResponder())
      #expect(scene.fields[3].returnKeyType == .done)
      scene.fields[3].isEnabled = false
      #expect(scene.fields[1].becomeFirstResponder())
      #expect(scene.fields[2].returnKeyType == .done)
      #expect(scene.scrollView.focusNextField())
      #expect(!scene.scrollView.focusNextField())  // field 3 is disabled: nothing after 2
      #expect(scene.fields[2].isFirstResponder)
    }
  }
#endif
