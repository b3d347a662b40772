import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIWindow`: its screen, visibility and key status.
  @Suite("Windows")
  @MainActor
  struct WindowTests {
    // Source: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    // (a new window is hidden until shown)
    @Test func newWindowIsHiddenUntilMadeKeyAndVisible() {
      let screen = TestScenes.phoneScreen()
      let window = UIWindow(frame: screen.bounds)
      window.screen = screen
      #expect(window.isHidden)  // not shown yet
      #expect(!window.isKeyWindow)  // and not key
      window.makeKeyAndVisible()
      #expect(!window.isHidden)  // shown
      #expect(window.isKeyWindow)  // and key
    }

    // Source: https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow (model: one
    // key window per screen, as UIKit keeps one per scene)
    @Test func onlyTheLastWindowMadeKeyIsKey() {
      let screen = TestScenes.phoneScreen()
      let first = TestScenes.window(on: screen)
      let second = TestScenes.window(on: screen)
      #expect(!first.isKeyWindow)  // replaced by the second window
      #expect(second.isKeyWindow)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow (model: one
    // key window per screen)
    @Test func windowsOnDifferentScreensAreKeyIndependently() {
      let phone = TestScenes.window(on: TestScenes.phoneScreen())
      let pad = TestScenes.window(on: TestScenes.padScreen())
      #expect(phone.isKeyWindow)  // key on its own screen
      #expect(pad.isKeyWindow)  // and so is this one on the other screen
    }

    // Source: https://developer.apple.com/documentation/uikit/uiwindow/screen
    @Test func windowReportsTheScreenItWasPutOn() {
      let screen = TestScenes.padScreen()
      let window = TestScenes.window(on: screen)
      #expect(window.screen === screen)  // the screen assigned, not UIScreen.main
      #expect(window.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))  // full screen
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/window (a window is the
    // root of its own hierarchy)
    @Test func aWindowIsItsOwnWindow() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      #expect(window.window === window)  // the root of the superview chain is itself
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscreen/main (model [choice]:
    // 393 × 852 pt, margins 59 / 0 / 34 / 0); geometry tests never use it
    @Test func mainScreenIsAPortraitFaceIDPhone() {
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(UIScreen.main.bounds.size == TestScenes.phoneScreen().bounds.size)  // same phone
    }

    // Source: https://developer.apple.com/documentation/uikit/uiscreen/bounds ("This
    // rectangle is specified in the current interface orientation.")
    @Test func setBoundsChangesTheScreenButNotItsWindows() {
      let screen = TestScenes.phoneScreen()
      let window = TestScenes.window(on: screen)
      screen.setBounds(TestScenes.landscapeBounds, safeAreaInsets: TestScenes.landscapeInsets)
      #expect(screen.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))  // rotated
      // model: the caller resizes windows, as the system would: still 393 × 852
      #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }
  }
#endif
