#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// Each keyboard sequence's notifications, in order, with their frames and timing, as an
  /// observer of `NotificationCenter.default` receives them.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct SystemKeyboardTests {
    let device = Device.iPhone15
    let screen: UIScreen
    let keyboard: SystemKeyboard
    let recorder: NotificationRecorder

    init() {
      screen = device.makeScreen()
      keyboard = SystemKeyboard(device: device, screen: screen)
      recorder = NotificationRecorder(screen: screen)
    }

    /// The docked iPhone 15 keyboard: 852 − 336 = 516, full width.
    let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
    /// Just below the screen at the same size.
    let below = CGRect(x: 0, y: 852, width: 393, height: 336)

    @Test func showPostsWillChangeFrameWillShowThenTheDidPair() {
      keyboard.show()
      #expect(recorder.names == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      for note in recorder.received {
        #expect(note.begin == below)
        #expect(note.end == docked)
        #expect(note.duration == 0.25)
        #expect(note.curve == 7)
        #expect(note.isLocal == true)
        #expect(note.objectIsTheScreen)
      }
      #expect(keyboard.isShown)
      #expect(keyboard.frame == docked)
      recorder.stop()
    }

    @Test func turningQuickTypeOffIsAnnouncedAsAShowFromTheCurrentFrame() {
      keyboard.show()
      recorder.forget()
      keyboard.show(quickType: false)
      // 336 − 45 = 291 tall: top 852 − 291 = 561.
      let short = CGRect(x: 0, y: 561, width: 393, height: 291)
      #expect(recorder.names == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      #expect(recorder.received.allSatisfy { $0.begin == docked && $0.end == short })
      recorder.stop()
    }

    @Test func hideSlidesBelowTheScreenAtTheKeyboardsSize() {
      keyboard.show()
      recorder.forget()
      keyboard.hide()
      #expect(recorder.names == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
      #expect(recorder.received.allSatisfy { $0.begin == docked && $0.end == below })
      #expect(!keyboard.isShown)
      recorder.stop()
    }

    @Test func aHiddenKeyboardPostsNoHideAndARepeatPostsTheSameAgain() {
      keyboard.hide()
      #expect(recorder.received.isEmpty)
      keyboard.show()
      keyboard.hide()
      let hide = Array(recorder.received.suffix(4))
      recorder.forget()
      keyboard.repeatLastSequence()
      #expect(recorder.received == hide)
      recorder.stop()
    }

    @Test func changeFramePostsOnlyTheChangeFramePair() {
      let iPad = Device.iPadPro.makeScreen()
      let pad = SystemKeyboard(device: .iPadPro, screen: iPad)
      let recorder = NotificationRecorder(screen: iPad)
      pad.show()
      recorder.forget()
      // Floating: dragged (zero frame), then dropped at 24, 1366 − 350 = 1016.
      let floating = CGRect(x: 24, y: 1016, width: 320, height: 260)
      pad.dragFloating()
      pad.dropFloating(at: floating)
      #expect(
        recorder.names == [.willChangeFrame, .didChangeFrame, .willChangeFrame, .didChangeFrame])
      // Docked iPad keyboard: 1366 − 398 = 968.
      let padDocked = CGRect(x: 0, y: 968, width: 1024, height: 398)
      #expect(recorder.received[0].begin == padDocked && recorder.received[0].end == .zero)
      #expect(recorder.received[2].begin == .zero && recorder.received[2].end == floating)
      recorder.stop()
    }

    @Test(arguments: [false, true])
    func undockingMayAnnounceAHide(announcingHide: Bool) {
      keyboard.show()
      recorder.forget()
      let undocked = docked.offsetBy(dx: 0, dy: -250)
      keyboard.undock(to: undocked, announcingHide: announcingHide)
      #expect(
        recorder.names
          == (announcingHide
            ? [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
            : [.willChangeFrame, .didChangeFrame]))
      #expect(recorder.received.allSatisfy { $0.begin == docked && $0.end == undocked })
      recorder.forget()
      keyboard.dock()
      #expect(recorder.names == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      #expect(recorder.received.allSatisfy { $0.begin == undocked && $0.end == docked })
      recorder.stop()
    }

    @Test func hardwareKeyboardKeepsTheFullHeightBelowItsBar() {
      keyboard.show()
      recorder.forget()
      keyboard.attachHardwareKeyboard()
      // Bar 55 pt on screen: y = 852 − 55 = 797, height still 336.
      let bar = CGRect(x: 0, y: 797, width: 393, height: 336)
      #expect(recorder.names == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      #expect(recorder.received.allSatisfy { $0.end == bar })
      recorder.stop()
    }

    @Test func anotherAppsKeyboardIsNotLocalUntilItHides() {
      keyboard.show(isLocal: false)
      keyboard.hide()
      #expect(recorder.received.count == 8)
      #expect(recorder.received.allSatisfy { $0.isLocal == false })
      recorder.stop()
    }

    @Test func interactiveDismissalPostsNothingWhileDraggedAndAnEmptyBeginAtRelease() {
      keyboard.show()
      recorder.forget()
      keyboard.releaseInteractiveDismissal()
      #expect(recorder.names == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
      #expect(recorder.received.allSatisfy { $0.begin == .zero && $0.end == below })
      recorder.stop()
    }

    @Test func snappingBackAfterAnInteractiveDragIsAShowWithAnEmptyBegin() {
      keyboard.show()
      recorder.forget()
      keyboard.releaseInteractiveDismissalSnappingBack()
      #expect(recorder.names == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      #expect(recorder.received.allSatisfy { $0.begin == .zero && $0.end == docked })
      #expect(keyboard.isShown)
      recorder.stop()
    }

    @Test func hidesMayReportAFrameStillOnScreenOrAnEmptyOne() {
      keyboard.show()
      recorder.forget()
      keyboard.hide(reporting: .stillOnScreen(height: 44))
      // 852 − 44 = 808: the accessory view's 44 pt still reported at the bottom.
      let accessory = CGRect(x: 0, y: 808, width: 393, height: 44)
      #expect(recorder.names == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
      #expect(recorder.received.allSatisfy { $0.begin == docked && $0.end == accessory })
      #expect(!keyboard.isShown)
      keyboard.show()
      recorder.forget()
      keyboard.hide(reporting: .empty)
      #expect(recorder.names == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
      #expect(recorder.received.allSatisfy { $0.end == .zero })
      recorder.stop()
    }

    @Test func slideOverDockedFrameEndsAtTheWindowsBottom() {
      let scene = DeviceScene(device: .iPadProLandscape, kind: .slideOver(width: 320))
      // Slide Over window: 24 … 1004 (the safe area of the 1024 pt screen).
      #expect(scene.window.frame == CGRect(x: 1036, y: 24, width: 320, height: 980))
      // Ends at 1004, 471 tall: top 1004 − 471 = 533, screen-wide.
      #expect(
        scene.keyboard.slideOverDockedFrame(window: scene.window.frame)
          == CGRect(x: 0, y: 533, width: 1366, height: 471))
    }

    @Test func rotationHidesBeforeAndShowsAfterOnTheTurnedScreen() {
      keyboard.show()
      recorder.forget()
      var boundsDuringLayout = CGRect.zero
      keyboard.rotate(to: .iPhone15Landscape) { boundsDuringLayout = screen.bounds }
      #expect(boundsDuringLayout == CGRect(x: 0, y: 0, width: 852, height: 393))
      #expect(
        recorder.names == [
          .willChangeFrame, .willHide, .didChangeFrame, .didHide,
          .willChangeFrame, .willShow, .didChangeFrame, .didShow,
        ])
      // After: docked landscape keyboard, 393 − 209 = 184, from just below the screen.
      let landscape = CGRect(x: 0, y: 184, width: 852, height: 209)
      #expect(recorder.received[4].begin == CGRect(x: 0, y: 393, width: 852, height: 209))
      #expect(recorder.received[7].end == landscape)
      recorder.stop()
    }

    @Test func heldAnimationsPostTheirDidNotificationsWhenTheyFinish() {
      keyboard.finishesAnimationsAtOnce = false
      keyboard.show()
      #expect(recorder.names == [.willChangeFrame, .willShow])
      keyboard.finishAnimation()
      #expect(recorder.names == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      recorder.stop()
    }

    @Test func beforeIOS16_1NotificationsNameNoScreen() {
      keyboard.namesItsScreen = false
      keyboard.show()
      #expect(recorder.received.count == 4)
      #expect(recorder.received.allSatisfy { !$0.objectIsTheScreen })
      recorder.stop()
    }

    @Test func everySequenceNamesItsSource() {
      let sequences: [KeyboardSequence] = [
        .show(from: below, to: docked), .hide(from: docked, to: below),
        .changeFrame(from: docked, to: .zero), .undockAnnouncingHide(from: docked, to: .zero),
        .interactiveDismissalRelease(to: below), .interactiveDismissalSnapBack(to: docked),
        .hideReportingFrameOnScreen(from: docked, to: docked),
        .hideReportingEmptyFrame(from: docked),
      ]
      for sequence in sequences {
        #expect(sequence.source.hasPrefix("[seen]") || sequence.source.hasPrefix("[doc]"))
        // Will-notifications first, then did-notifications.
        #expect(sequence.willPart + sequence.didPart == sequence.notifications)
        #expect(!sequence.didPart.isEmpty)
      }
    }
  }
#endif
