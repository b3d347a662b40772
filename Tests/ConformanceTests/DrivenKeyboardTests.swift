#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import Testing
  @testable import ConformanceScenarios

  /// The driven scenarios' keyboard posts what SimulatedDevice's system keyboard posts for the
  /// same frames: the same names in the same order, the same object, the same `userInfo`
  /// keys and values. On a device the driven keyboard is the only one the scenarios post
  /// with, so this is what ties it to the sequences SimulatedDevice cites.
  @MainActor
  @Suite struct DrivenKeyboardTests {
    /// What an observer of `screen`'s keyboard notifications received (main-actor state, so
    /// the observer's block may hold it).
    @MainActor final class Received {
      var entries: [String] = []
    }

    func record(_ screen: UIScreen, _ play: () -> Void) -> [String] {
      let received = Received()
      let names = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification,
      ]
      let tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: screen, queue: nil) {
          notification in
          // Reason for `nonisolated(unsafe)`: posted on the main thread, read at once.
          nonisolated(unsafe) let posted = notification
          MainActor.assumeIsolated {
            let info = posted.userInfo ?? [:]
            let values = info.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ", ")
            received.entries.append("\(posted.name.rawValue) [\(values)]")
          }
        }
      }
      play()
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      return received.entries
    }

    @Test(arguments: [Device.iPhone15, .iPadPro11])
    func itPostsWhatTheSystemKeyboardPosts(device: Device) {
      let screen = device.makeScreen()
      let system = SystemKeyboard(device: device, screen: screen)
      let driven = DrivenKeyboard(screen: screen)
      let docked = driven.dockedFrame(fraction: 0.7)
      let shorter = driven.dockedFrame(fraction: 0.55)
      let floating = CGRect(x: 100, y: 200, width: 320, height: 260)
      let fromSystem = record(screen) {
        system.show(docked)
        system.show(shorter)
        system.changeFrame(to: floating)
        system.hide()
      }
      let fromDriven = record(screen) {
        driven.show(docked)
        driven.show(shorter)
        driven.changeFrame(to: floating)
        driven.hide()
      }
      // 4 + 4 + 2 + 4 notifications.
      #expect(fromSystem.count == 14)
      #expect(fromDriven == fromSystem)
    }

    @Test func aDockedFrameIsAShareOfTheScreenRoundedDown() {
      // iPhone 15: 393 × 852; 0.7 × 852 = 596.4 → 596 tall, top 852 − 596 = 256.
      let driven = DrivenKeyboard(screen: Device.iPhone15.makeScreen())
      #expect(driven.dockedFrame(fraction: 0.7) == CGRect(x: 0, y: 256, width: 393, height: 596))
    }
  }
#endif
