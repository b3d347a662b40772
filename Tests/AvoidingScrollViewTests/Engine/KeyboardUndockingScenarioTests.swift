#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Keyboards that leave the bottom of the screen (scenarios.md K4, K5, K8): floating,
  /// undocked and split keyboards cover nothing; an interactively dismissed keyboard gives
  /// back exactly the app's insets. FormScene's field `i` spans 16 + 60 i … 60 + 60 i; 20
  /// fields make the content 1216 pt tall.
  @MainActor
  @Suite struct KeyboardUndockingScenarioTests {
    nonisolated static let iPads: [Device] = [.iPadPro, .iPadProLandscape, .iPadPro11]

    /// The app's own insets, set before any keyboard.
    static let appContentInset = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
    static let appIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)

    /// A 320 × 260 floating keyboard whose bottom is 60 pt above the screen's bottom, over
    /// the lower part of the form.
    static func floatingFrame(on device: Device, dx: CGFloat = 0) -> CGRect {
      let size = device.screenSize
      return CGRect(x: (size.width - 320) / 2 + dx, y: size.height - 320, width: 320, height: 260)
    }

    // MARK: K4 — floating keyboard

    @Test(arguments: iPads)
    func k4FloatingKeyboardCoversNothing(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      scrollView.contentInset = Self.appContentInset
      scrollView.verticalScrollIndicatorInsets = Self.appIndicatorInsets
      // The field a docked keyboard would hide: tops 968, 553, 816 → fields 16 (976…1020),
      // 9 (556…600), 13 (796…840); the floating keyboard (top H − 320) lies over it too.
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: device.keyboardTop)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)

      let keyboard = scene.keyboard
      // Dragging: a zero frame, then settling somewhere, then more dragging.
      keyboard.dragFloating()
      keyboard.show(Self.floatingFrame(on: device))
      keyboard.dragFloating()
      keyboard.dropFloating(at: Self.floatingFrame(on: device, dx: -100))
      // None of these reaches the screen's bottom: the app's insets stay exactly its own,
      // and nothing scrolls.
      #expect(scrollView.contentInset == Self.appContentInset)
      #expect(scrollView.verticalScrollIndicatorInsets == Self.appIndicatorInsets)
      #expect(scrollView.contentOffset.y == 0)
    }

    @Test(arguments: iPads)
    func k4DockedKeyboardTurningFloatingGivesTheAppsInsetsBack(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      scrollView.contentInset = Self.appContentInset
      scrollView.verticalScrollIndicatorInsets = Self.appIndicatorInsets
      let size = device.screenSize
      // Content 1216 is taller than 1024 and 1194 (safe area applied: top 24, bottom 20),
      // not than 1366.
      let tall = 1216 > size.height
      let appliedTop: CGFloat = tall ? device.safeArea.top : 0
      let applied: CGFloat = tall ? device.safeArea.bottom : 0
      // With the keyboard, the visible bottom is offset + H − (30 + keyboardHeight) =
      // offset + keyboardTop − 30: 938, 523, 786 → fields 15 (916…960), 8 (496…540),
      // 13 (796…840).
      let visibleBottom = device.keyboardTop - 30
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: visibleBottom)]
      #expect(field.becomeFirstResponder())
      #expect(scrollView.contentOffset.y == 0)

      scene.keyboard.show()
      // contentInset.bottom = 30 + keyboardHeight − applied: 428, 481, 388.
      #expect(scrollView.contentInset.bottom == 30 + device.keyboardHeight - applied)
      // Indicators: 30 + keyboardHeight − 20: 408, 481, 388.
      #expect(
        scrollView.verticalScrollIndicatorInsets.bottom
          == 30 + device.keyboardHeight - device.safeArea.bottom)
      // offset = field.maxY + 16 − visibleBottom: 976 − 938 = 38, 556 − 523 = 33,
      // 856 − 786 = 70.
      let dockedOffset = field.frame.maxY + 16 - visibleBottom
      #expect(scrollView.contentOffset.y == dockedOffset)

      // Undocked into a floating keyboard.
      scene.keyboard.changeFrame(to: Self.floatingFrame(on: device))
      #expect(scrollView.contentInset == Self.appContentInset)
      #expect(scrollView.verticalScrollIndicatorInsets == Self.appIndicatorInsets)
      // Offset clamped into −(10 + appliedTop) … max(that, 1216 + 30 + applied − H):
      // 12.9" portrait: max(−10, −120) = −10, so 38 → −10; landscape: 1216 + 50 − 1024 =
      // 242, 33 stays; 11": 1216 + 50 − 1194 = 72, 70 stays.
      let lowest = -(10 + appliedTop)
      let highest = max(lowest, 1216 + 30 + applied - size.height)
      #expect(scrollView.contentOffset.y == min(dockedOffset, highest))
    }

    // MARK: K5 — undocked and split keyboard

    @Test(arguments: iPads, [true, false])
    func k5UndockedThenSplitThenDockedAgain(device: Device, followedByWillHide: Bool) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      let size = device.screenSize
      let tall = 1216 > size.height
      let applied: CGFloat = tall ? device.safeArea.bottom : 0
      // Fields 16 (976…1020), 9 (556…600), 13 (796…840) under keyboard tops 968, 553, 816.
      let keyboardTop = device.keyboardTop
      let field = scene.fields[FormScene.indexOfFirstField(endingBelow: keyboardTop)]
      #expect(field.becomeFirstResponder())
      let docked = device.dockedKeyboardFrame()
      scene.keyboard.show(docked)
      // added = keyboardHeight − applied: 398, 451, 358; offset = field.maxY + 16 −
      // keyboardTop: 68, 63, 40.
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - applied)
      let dockedOffset = field.frame.maxY + 16 - keyboardTop
      #expect(scrollView.contentOffset.y == dockedOffset)

      // Undocked: the same keyboard moved 250 pt up, its bottom at H − 250.
      let undocked = docked.offsetBy(dx: 0, dy: -250)
      scene.keyboard.undock(to: undocked, announcingHide: followedByWillHide)
      // Covers nothing, whether or not a will-hide came.
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      // Offset clamped to max(−appliedTop, 1216 + applied − H): 12.9" portrait:
      // max(0, −150) = 0 → 0; landscape 212 → 63 stays; 11": 42 → 40 stays.
      let highest = max(-(tall ? device.safeArea.top : 0), 1216 + applied - size.height)
      let undockedOffset = min(dockedOffset, highest)
      #expect(scrollView.contentOffset.y == undockedOffset)

      // Split in two halves: a shorter frame, still away from the bottom.
      let split = CGRect(x: 0, y: size.height - 250 - 230, width: size.width, height: 230)
      scene.keyboard.undock(to: split)
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      #expect(scrollView.contentOffset.y == undockedOffset)

      // Merged and docked again: as after the first show.
      scene.keyboard.dock()
      #expect(scrollView.contentInset.bottom == device.keyboardHeight - applied)
      #expect(
        scrollView.verticalScrollIndicatorInsets.bottom
          == device.keyboardHeight - device.safeArea.bottom)
      #expect(scrollView.contentOffset.y == dockedOffset)
    }

    // MARK: K8 — interactive dismissal

    @Test(arguments: [Device.iPhone15, .iPhoneSE, .iPadProLandscape])
    func k8InteractiveDismissalRestoresInsetsAndClampsOffset(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      scrollView.keyboardDismissMode = .interactive
      scrollView.contentInset.top = 8  // the app's own top inset; its bottom stays 0
      let size = device.screenSize
      let height = device.keyboardHeight
      let safeBottom = device.safeArea.bottom  // applied: 1216 is taller than each screen
      // The last field (1156…1200): its padding ends at the content's end, 1216.
      let field = scene.fields[19]
      #expect(field.becomeFirstResponder())
      // Focus alone scrolls it into view, to the end: 1216 + applied − H:
      // 1216 + 34 − 852 = 398, 1216 − 568 = 648, 1216 + 20 − 1024 = 212.
      #expect(scrollView.contentOffset.y == 1216 + safeBottom - size.height)

      // The keyboard frame while `visible` points of it are on screen; its height is kept.
      func frame(visible: CGFloat) -> CGRect {
        CGRect(x: 0, y: size.height - visible, width: size.width, height: height)
      }
      scene.keyboard.show(frame(visible: height))
      // added = keyboardHeight − applied: 302, 253, 451; offset at the end of the range:
      // 1216 + keyboardHeight − H: 700, 901, 663.
      #expect(scrollView.contentInset.bottom == height - safeBottom)
      #expect(scrollView.contentOffset.y == 1216 + height - size.height)

      // The user drags the keyboard down: it shows 100, then 200 pt less, then 20 pt. iOS is
      // reported to post nothing during the drag (uikit-reference.md, "Sequences"); this test
      // still drives each position as a frame change, to check the insets follow any frame.
      for visible in [height - 100, height - 200, 20] {
        scene.keyboard.changeFrame(to: frame(visible: visible))
        // added = max(0, visible − applied): 15: 202, 102, 0 (20 < 34); SE: 153, 53, 20;
        // iPad: 371, 271, 0 (20 − 20).
        #expect(scrollView.contentInset.bottom == max(0, visible - safeBottom))
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == max(0, visible - safeBottom))
        // The range shrinks under the offset, which follows it down: max offset =
        // 1216 + max(visible, applied) − H: 15: 600, 500, 398; SE: 801, 701, 668;
        // iPad: 563, 463, 212. The field still ends at 1216, the visible bottom.
        #expect(scrollView.contentOffset.y == 1216 + max(visible, safeBottom) - size.height)
      }

      // Released: will-hide with an empty begin frame, to below the screen.
      scene.keyboard.releaseInteractiveDismissal()
      // Exactly the app's insets again.
      #expect(scrollView.contentInset == UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      // Offset clamped to 1216 + applied − H: 398, 648, 212.
      #expect(scrollView.contentOffset.y == 1216 + safeBottom - size.height)
    }
  }
#endif
