#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// F8 with three avoiding scroll views: the outer one hands over to the one nearest to it
  /// (the middle one), which scrolls before the outer one is asked to move; so the outer one
  /// stays put when the two inside can show the field between them.
  @MainActor
  @Suite struct NestedThreeLevelScenarioTests {
    @Test func middleScrollsBeforeTheOuterOne() {
      // iPhone SE, no safe area; keyboard 315 … 568 (253 pt).
      let stage = EditingStage(device: .iPhoneSE)
      let outer = WriteRecordingScrollView()
      stage.addForm(outer, fieldCount: 0)  // the whole window
      outer.contentSize = CGSize(width: 320, height: 2000)
      let middle = WriteRecordingScrollView()
      let middleFrame = CGRect(x: 0, y: 100, width: 320, height: 300)  // window 100 … 400
      stage.addForm(middle, in: outer, frame: middleFrame, fieldCount: 0)
      middle.contentSize = CGSize(width: 320, height: 900)
      let inner = WriteRecordingScrollView()
      let innerFrame = CGRect(x: 0, y: 150, width: 320, height: 150)  // window 250 … 400
      stage.addForm(inner, in: middle, frame: innerFrame, fieldCount: 0)
      inner.contentSize = CGSize(width: 320, height: 900)
      let field = UITextField(frame: CGRect(x: 16, y: 200, width: 288, height: 44))
      inner.addSubview(field)
      stage.window.layoutIfNeeded()

      #expect(field.becomeFirstResponder())
      // No keyboard: the inner view shows the padded field 184 … 260 at its bottom (150):
      // offset 260 − 150 = 110.
      #expect(inner.contentOffset.y == 110)
      outer.forgetWrites()
      middle.forgetWrites()
      stage.keyboard.show()

      // The inner view (window 250 … 400, 85 covered) has 65 pt: the padded field (76) is
      // cut to 184 … 249 and shown at its bottom: offset 249 − 65 = 184; the field is then at
      // window 250 + 200 − 184 = 266 … 310, padded to 326 > 315.
      // The middle view (window 100 … 400, 85 covered, 215 visible) holds the field at
      // 150 + 200 − 184 = 166 … 210, padded 226: it scrolls 226 − 215 = 11.
      #expect(middle.contentOffset.y == 11)
      #expect(middle.contentInset.bottom == 85)
      // The inner view, carried up 11 pt (window 239 … 389), re-measures: 389 − 315 = 74.
      #expect(inner.contentInset.bottom == 74)
      #expect(inner.contentOffset.y == 184)
      // The field ends at 239 + 200 − 184 + 44 = 299; padded, at the keyboard's top 315:
      // the outer view has nothing left to do.
      #expect(stage.rectInWindow(field).maxY + 16 == 315)
      #expect(outer.contentOffsetWrites.isEmpty)
      #expect(outer.contentInset.bottom == 253)

      // The user pulls the outer view down 60 pt: the field slides to 315 … 359, under the
      // keyboard; no view recomputes on scrolling.
      outer.contentOffset.y = -60
      outer.forgetWrites()
      // The app adds a row: only the outer view recomputes (no notification reaches the other
      // two, whatever order observers are called in). It hands over to the middle view, now
      // at window 160 … 460 with 460 − 315 = 145 covered (155 visible): the field, at
      // 166 … 210 in it, padded to 226, makes it scroll to 226 − 155 = 71. The inner view,
      // carried back to 239 … 389, has 74 covered again. The outer view stays where it was.
      outer.contentSize.height += 60
      #expect(outer.contentOffsetWrites.isEmpty)
      #expect(outer.contentOffset.y == -60)
      #expect(middle.contentOffset.y == 71)
      #expect(middle.contentInset.bottom == 145)
      #expect(inner.contentInset.bottom == 74)
      #expect(stage.rectInWindow(field).maxY + 16 == 315)
    }

    /// An inner avoiding scroll view added while the keyboard is already up has not seen the
    /// keyboard's notification; it insets at once all the same (issue 16's late joiners: it
    /// takes the keyboard the process-wide tracker last saw on its screen), and focus moving
    /// into it changes nothing more.
    @Test func innerAddedWhileTheKeyboardIsUpLearnsItFromTheOuter() {
      // iPhone SE, no safe area; keyboard 315 … 568.
      let stage = EditingStage(device: .iPhoneSE)
      let outer = WriteRecordingScrollView()
      stage.addForm(outer, fieldCount: 0)
      outer.contentSize = CGSize(width: 320, height: 2000)
      stage.keyboard.show()
      #expect(outer.contentInset.bottom == 253)  // 568 − 315

      let inner = WriteRecordingScrollView()
      let innerFrame = CGRect(x: 0, y: 100, width: 320, height: 300)  // window 100 … 400
      stage.addForm(inner, in: outer, frame: innerFrame, fieldCount: 0)
      inner.contentSize = CGSize(width: 320, height: 900)
      let field = UITextField(frame: CGRect(x: 16, y: 20, width: 288, height: 44))
      inner.addSubview(field)
      stage.window.layoutIfNeeded()
      // No keyboard notification since it arrived, yet it insets by what the keyboard
      // covers of it: window 100 … 400 against the keyboard's 315: 400 − 315 = 85. (Before
      // the tracker, this was 0 until focus moved in and the outer view handed it over.)
      #expect(inner.contentInset.bottom == 85)

      #expect(field.becomeFirstResponder())
      // Still 85 covered. The field (window 120 … 164, padded to 180) is visible: nothing
      // scrolls.
      #expect(inner.contentInset.bottom == 85)
      #expect(inner.verticalScrollIndicatorInsets.bottom == 85)
      #expect(inner.contentOffset.y == 0)
      #expect(outer.contentOffset.y == 0)
    }
  }
#endif
