#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// The first responder's input accessory view is shown where iOS shows it: in a window of
  /// the keyboard's, on top of the keys (SystemKeyboard+AccessoryHost.swift). iPhone 15:
  /// 393 × 852, keys 336 pt with QuickType; a 44 pt accessory: the keyboard 380 pt at
  /// 852 − 380 = 472, the accessory at 472 … 516.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct KeyboardAccessoryHostTests {
    @Test func theAccessoryIsOnTheKeysInTheKeyboardsWindowWhileItIsUp() throws {
      let scene = DeviceScene(device: .iPhone15)
      let field = ReportedKeyboardFaultTests.focusedField(in: scene, accessory: 44)
      let accessory = try #require(field.inputAccessoryView)
      #expect(accessory.window == nil)
      scene.keyboard.show()
      let host = try #require(accessory.window)
      #expect(host !== scene.window)
      #expect(!host.isKeyWindow)
      #expect(
        accessory.convert(accessory.bounds, to: scene.screen.coordinateSpace)
          == CGRect(x: 0, y: 472, width: 393, height: 44))
      scene.keyboard.hide()
      #expect(accessory.window == nil)
    }

    /// A fault posts the frames elsewhere; the accessory is where the keyboard really is. iPad
    /// Pro 12.9": 398 + 44 = 442 at 924, whatever the window-coordinate frame (−100, 724) says.
    @Test func aReportedFaultLeavesTheAccessoryWhereTheKeyboardIs() throws {
      let scene = DeviceScene(
        device: .iPadPro,
        kind: .stageManager(frame: CGRect(x: 100, y: 200, width: 700, height: 1000)))
      let field = ReportedKeyboardFaultTests.focusedField(in: scene, accessory: 44)
      let accessory = try #require(field.inputAccessoryView)
      scene.keyboard.show(reporting: .endFrameInWindowCoordinates)
      #expect(
        accessory.convert(accessory.bounds, to: scene.screen.coordinateSpace)
          == CGRect(x: 0, y: 924, width: 1024, height: 44))
    }

    /// No accessory, no keyboard window is needed: the show leaves the screen's windows as
    /// they were (the field's window stays the key window).
    @Test func noAccessoryNoHost() {
      let scene = DeviceScene(device: .iPhone15)
      let field = ReportedKeyboardFaultTests.focusedField(in: scene)
      scene.keyboard.show()
      #expect(field.inputAccessoryView == nil)
      #expect(scene.window.isKeyWindow)
    }
  }
#endif
