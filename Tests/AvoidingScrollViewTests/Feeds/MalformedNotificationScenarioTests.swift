#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// S8 of scenarios.md: malformed notifications change nothing; the animation duration
  /// the keyboard sends is the one the changes run in, and a zero duration means none.
  ///
  /// The form (content 1216, taller than both screens: safe area applied) with field 9
  /// (padded 540 … 616) focused and the keyboard docked: inset kbH − safe.bottom, offset
  /// 616 − keyboardTop.
  @MainActor
  @Suite struct MalformedNotificationScenarioTests {
    private func makeShownForm(device: Device) -> (EditingStage, WriteRecordingScrollView) {
      let stage = EditingStage(device: device)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView)
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      fields[9].becomeFirstResponder()
      return (stage, scrollView)
    }

    /// The malformed `userInfo`s, each built around a frame that, were it accepted, would
    /// change the result (a keyboard 50 pt taller than the device's).
    private func malformedUserInfos(device: Device) -> [(String, [AnyHashable: Any]?)] {
      let size = device.screenSize
      let taller = device.dockedKeyboardFrame(height: device.keyboardHeight + 50)
      let good = KeyboardNotification(.willShow, begin: device.hiddenKeyboardFrame, end: taller)
        .userInfo
      func with(_ key: String, _ value: Any?) -> [AnyHashable: Any] {
        var info = good
        info[key] = value
        return info
      }
      func end(_ rect: CGRect) -> [AnyHashable: Any] {
        with(UIResponder.keyboardFrameEndUserInfoKey, NSValue(cgRect: rect))
      }
      let endKey = UIResponder.keyboardFrameEndUserInfoKey
      let y = taller.minY
      return [
        ("nil userInfo", nil),
        ("empty userInfo", [:]),
        ("missing end frame", with(endKey, nil)),
        ("end frame as NSNumber", with(endKey, NSNumber(value: 300))),
        ("end frame as String", with(endKey, "{{0, 400}, {320, 300}}")),
        ("end frame NaN y", end(CGRect(x: 0, y: .nan, width: size.width, height: 300))),
        ("end frame NaN height", end(CGRect(x: 0, y: y, width: size.width, height: .nan))),
        ("end frame infinite y", end(CGRect(x: 0, y: -.infinity, width: size.width, height: 300))),
        (
          "end frame infinite height",
          end(CGRect(x: 0, y: y, width: size.width, height: .infinity))
        ),
        ("end frame huge", end(CGRect(x: 0, y: -1e12, width: 1e13, height: 1e13))),
        (
          "end frame negative height",
          end(CGRect(x: 0, y: size.height, width: size.width, height: -taller.height))
        ),
        (
          "end frame negative width",
          end(CGRect(x: size.width, y: y, width: -size.width, height: taller.height))
        ),
        ("begin frame as String", with(UIResponder.keyboardFrameBeginUserInfoKey, "frame")),
        ("duration as String", with(UIResponder.keyboardAnimationDurationUserInfoKey, "0.25")),
        (
          "duration NaN",
          with(UIResponder.keyboardAnimationDurationUserInfoKey, NSNumber(value: Double.nan))
        ),
        ("curve as String", with(UIResponder.keyboardAnimationCurveUserInfoKey, "7")),
        ("isLocal as String", with(UIResponder.keyboardIsLocalUserInfoKey, "yes")),
      ]
    }

    /// S8: with the keyboard up, every malformed will-change-frame, will-show and will-hide
    /// leaves insets and offset as they are and writes nothing.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func s8MalformedNotificationsChangeNothing(device: Device) {
      let (stage, scrollView) = makeShownForm(device: device)
      stage.keyboard.show()
      let keyboardTop = device.keyboardTop
      let added = device.keyboardHeight - device.safeArea.bottom  // 253, 302
      let insets = UIEdgeInsets(top: 0, left: 0, bottom: added, right: 0)
      let offset = CGPoint(x: 0, y: 616 - keyboardTop)  // 301, 100
      #expect(scrollView.contentInset == insets)
      #expect(scrollView.contentOffset == offset)

      let names = [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardWillHideNotification,
      ]
      for (label, info) in malformedUserInfos(device: device) {
        for name in names {
          scrollView.forgetWrites()
          NotificationCenter.default.post(name: name, object: stage.screen, userInfo: info)
          #expect(scrollView.writeCount == 0, "\(label), \(name.rawValue)")
          #expect(scrollView.contentInset == insets, "\(label), \(name.rawValue)")
          #expect(scrollView.verticalScrollIndicatorInsets == insets, "\(label)")
          #expect(scrollView.contentOffset == offset, "\(label), \(name.rawValue)")
        }
      }
    }

    /// S8: with the keyboard hidden, a malformed will-show does not bring in an inset.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func s8MalformedShowWhileHiddenChangesNothing(device: Device) {
      let (stage, scrollView) = makeShownForm(device: device)
      let before = scrollView.contentOffset
      for (label, info) in malformedUserInfos(device: device) {
        scrollView.forgetWrites()
        NotificationCenter.default.post(
          name: UIResponder.keyboardWillShowNotification, object: stage.screen, userInfo: info)
        #expect(scrollView.writeCount == 0, "\(label)")
        #expect(scrollView.contentInset == .zero, "\(label)")
        #expect(scrollView.contentOffset == before, "\(label)")
      }
    }

    /// S8: a zero duration applies the change without animation; the values are those of
    /// an animated show.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func s8ZeroDurationAppliesWithoutAnimation(device: Device) {
      let (stage, scrollView) = makeShownForm(device: device)
      scrollView.forgetWrites()
      stage.keyboard.timing.duration = 0
      stage.keyboard.show()
      let keyboardTop = device.keyboardTop
      let added = device.keyboardHeight - device.safeArea.bottom
      #expect(scrollView.contentInset.bottom == added)
      #expect(scrollView.contentOffset.y == 616 - keyboardTop)
      // One content inset, one indicator inset and one offset write, none animated.
      #expect(scrollView.contentInsetWrites.count == 1)
      #expect(scrollView.indicatorInsetWrites.count == 1)
      #expect(scrollView.contentOffsetWrites.count == 1)
      #expect(scrollView.animationDurations == [0, 0, 0])
      #expect(UIView.areAnimationsEnabled)
    }

    /// S8 (the normal case): a show applies its changes inside an animation with the
    /// keyboard's own duration.
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func s8ShowAnimatesWithTheKeyboardsDuration(device: Device) {
      let (stage, scrollView) = makeShownForm(device: device)
      scrollView.forgetWrites()
      stage.keyboard.timing.duration = 0.25
      stage.keyboard.show()
      #expect(scrollView.writeCount == 3)
      #expect(scrollView.animationDurations == [0.25, 0.25, 0.25])

      scrollView.forgetWrites()
      let taller = device.dockedKeyboardFrame(height: device.keyboardHeight + 44)
      stage.keyboard.timing.duration = 0.4
      stage.keyboard.changeFrame(to: taller)
      // Insets grow by 44 and the field moves up by 44: three writes, in 0.4 s.
      #expect(scrollView.writeCount == 3)
      #expect(scrollView.animationDurations == [0.4, 0.4, 0.4])
      #expect(UIView.inheritedAnimationDuration == 0)
    }

    /// A `userInfo` with keys beside the five read, of other types (the deprecated centre and
    /// bounds keys iOS still sends, holding a point and a rectangle; a key that is not a
    /// string; a string key holding a date), decodes the five as usual: the extra entries
    /// are skipped, never taken for a malformed notification. The keyboard 50 pt taller than
    /// the device's: inset kbH + 50 − safe.bottom (SE 303, iPhone 15 352); top
    /// H − kbH − 50 (SE 265, iPhone 15 466); field 9's padded bottom 616 at it (351, 150).
    @Test(arguments: [Device.iPhoneSE, .iPhone15])
    func extraKeysOfOtherTypesLeaveTheRestDecoded(device: Device) {
      let (stage, scrollView) = makeShownForm(device: device)
      let taller = device.dockedKeyboardFrame(height: device.keyboardHeight + 50)
      var info = KeyboardNotification(.willShow, begin: device.hiddenKeyboardFrame, end: taller)
        .userInfo
      info["UIKeyboardCenterEndUserInfoKey"] = NSValue(point: CGPoint(x: taller.midX, y: 0))
      info["UIKeyboardBoundsUserInfoKey"] = NSValue(cgRect: CGRect(origin: .zero, size: .zero))
      info[AnyHashable(7)] = "seven"
      info["UIKeyboardFrameEndUserInfoKeX"] = Date(timeIntervalSince1970: 0)
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillShowNotification, object: stage.screen, userInfo: info)
      let added = device.keyboardHeight + 50 - device.safeArea.bottom
      #expect(scrollView.contentInset.bottom == added)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == added)
      #expect(scrollView.contentOffset.y == 616 - taller.minY)
    }
  }
#endif
