#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// F8 of scenarios.md: an avoiding scroll view inside another, both avoiding.
  ///
  /// The outer one fills the screen, content 2000 (> H: T = safe.top, safe.bottom applied)
  /// and rests at −T. The inner one is 150 tall, full width, content 900, at a chosen height
  /// above the keyboard's top; its field is at 200 … 244 in its content, padded 184 … 260.
  /// The inner one lies within the safe area, so its own safe area is zero.
  @MainActor
  @Suite struct NestedScrollViewTests {
    private struct Nest {
      let stage: EditingStage
      let outer: WriteRecordingScrollView
      let inner: WriteRecordingScrollView
      let field: UITextField
    }

    /// The inner scroll view's top lands `above` points above the keyboard's top in the
    /// window: at y = keyboardTop − above − T in the outer content (outer offset −T).
    private func makeNest(device: Device, innerTopAboveKeyboard above: CGFloat) -> Nest {
      let stage = EditingStage(device: device)
      let width = device.screenSize.width
      let keyboardTop = device.keyboardTop
      let top = device.safeArea.top
      let outer = WriteRecordingScrollView()
      stage.addForm(outer, fieldCount: 0)
      outer.contentSize = CGSize(width: width, height: 2000)
      outer.contentOffset = CGPoint(x: 0, y: -top)
      let inner = WriteRecordingScrollView()
      let innerFrame = CGRect(x: 0, y: keyboardTop - above - top, width: width, height: 150)
      stage.addForm(inner, in: outer, frame: innerFrame, fieldCount: 0)
      inner.contentSize = CGSize(width: width, height: 900)
      let field = UITextField(frame: CGRect(x: 16, y: 200, width: width - 32, height: 44))
      inner.addSubview(field)
      stage.window.layoutIfNeeded()
      return Nest(stage: stage, outer: outer, inner: inner, field: field)
    }

    /// The inner scroll view can show the field by itself: it scrolls, the outer one does
    /// not, and each inset is its own overlap with the keyboard.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPro])
    func f8InnerScrollViewRevealsTheFieldAlone(device: Device) {
      let nest = makeNest(device: device, innerTopAboveKeyboard: 100)
      let (outer, inner) = (nest.outer, nest.inner)
      let keyboardTop = device.keyboardTop
      let top = device.safeArea.top
      outer.forgetWrites()
      inner.forgetWrites()
      #expect(nest.field.becomeFirstResponder())
      // No keyboard yet: the inner visible area is 0 … 150; padded bottom 260 → 110.
      #expect(inner.contentOffsetWrites == [CGPoint(x: 0, y: 110)])
      #expect(outer.contentOffsetWrites.isEmpty)

      inner.forgetWrites()
      // The keyboard appears; its notifications are checked one by one.
      let appearance = KeyboardSequence.show(
        from: device.hiddenKeyboardFrame, to: device.dockedKeyboardFrame())
      #expect(appearance.names[0] == .willChangeFrame)
      appearance.notifications[0].post(on: nest.stage.screen)
      // Inner: window keyboardTop − 100 … keyboardTop + 50, so 50 covered (no safe area).
      #expect(inner.contentInset.bottom == 50)
      #expect(inner.verticalScrollIndicatorInsets.bottom == 50)
      // Inner visible 110 … 260 − 50 = 210; padded bottom 260 → offset 160, one write.
      #expect(inner.contentOffsetWrites == [CGPoint(x: 0, y: 160)])
      // Outer: covered by the whole keyboard, less its applied safe.bottom.
      #expect(outer.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
      // The field is at (keyboardTop − 100) + 200 − 160 = keyboardTop − 60 … − 16 in the
      // window: padded, it ends at the keyboard's top, so the outer one does not move.
      #expect(outer.contentOffsetWrites.isEmpty)
      #expect(outer.contentOffset.y == -top)
      #expect(nest.stage.rectInWindow(nest.field).maxY == keyboardTop - 16)

      outer.forgetWrites()
      inner.forgetWrites()
      #expect(appearance.names[1] == .willShow)
      appearance.notifications[1].post(on: nest.stage.screen)
      // The same frame again: nothing to write on either.
      #expect(outer.writeCount == 0)
      #expect(inner.writeCount == 0)
    }

    /// The inner scroll view sits only 30 pt above the keyboard: it cannot show the padded
    /// field (76 tall) by itself, so the outer one must scroll. Afterwards the field with
    /// its padding is above the keyboard and inside the inner view's visible part, each
    /// inset is that view's own overlap, each offset changed at most once per event, and a
    /// repeated event changes nothing.
    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPro])
    func f8OuterScrollViewScrollsWhatTheInnerCannot(device: Device) {
      let nest = makeNest(device: device, innerTopAboveKeyboard: 30)
      let (outer, inner, stage) = (nest.outer, nest.inner, nest.stage)
      let keyboardTop = device.keyboardTop
      #expect(nest.field.becomeFirstResponder())
      // Inner window 30 above … 120 below keyboardTop; before the keyboard the inner view
      // scrolls to 110 (padded bottom 260 at its bottom 150).
      #expect(inner.contentOffset.y == 110)

      // The keyboard appears; the writes are counted per notification.
      let appearance = KeyboardSequence.show(
        from: device.hiddenKeyboardFrame, to: device.dockedKeyboardFrame())
      for notification in appearance.notifications {
        outer.forgetWrites()
        inner.forgetWrites()
        notification.post(on: stage.screen)
        #expect(outer.contentOffsetWrites.count <= 1, "outer, \(notification.name)")
        #expect(inner.contentOffsetWrites.count <= 1, "inner, \(notification.name)")
      }
      // The field, padded by 16, is above the keyboard and below the inner view's top.
      let field = stage.rectInWindow(nest.field)
      let innerTop = stage.rectInWindow(inner).minY
      #expect(field.maxY + 16 <= keyboardTop)
      #expect(field.minY - 16 >= innerTop)
      // Each inset is that view's own overlap: the inner one's bottom edge below the
      // keyboard's top (no safe area there); the outer one's the keyboard less safe.bottom.
      let innerBottom = stage.rectInWindow(inner).maxY
      #expect(inner.contentInset.bottom == max(0, innerBottom - keyboardTop))
      #expect(outer.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)

      // A repeated will-show writes nothing.
      outer.forgetWrites()
      inner.forgetWrites()
      appearance.notifications[1].post(on: stage.screen)
      #expect(outer.writeCount == 0)
      #expect(inner.writeCount == 0)
    }

    /// With the keyboard up, the outer view's padding grows from 16 to 60: the outer view
    /// scrolls further at once, carrying the inner one up, and the inner one re-measures its
    /// own overlap then (no keyboard notification follows to do it).
    @Test func outerPaddingChangeLetsTheInnerRemeasure() {
      let device = Device.iPhone15
      let nest = makeNest(device: device, innerTopAboveKeyboard: 30)
      let (outer, inner, stage) = (nest.outer, nest.inner, nest.stage)
      #expect(nest.field.becomeFirstResponder())
      stage.keyboard.show()
      let offsetBefore = outer.contentOffset.y
      outer.keyboardPadding = 60
      // The padded field must now end 60 pt above the keyboard: the outer view moved up.
      #expect(outer.contentOffset.y > offsetBefore)
      #expect(stage.rectInWindow(nest.field).maxY + 60 <= device.keyboardTop)
      // The inner inset is again its own overlap: its bottom edge below the keyboard's top.
      let innerBottom = stage.rectInWindow(inner).maxY
      #expect(inner.contentInset.bottom == max(0, innerBottom - device.keyboardTop))
    }
  }
#endif
