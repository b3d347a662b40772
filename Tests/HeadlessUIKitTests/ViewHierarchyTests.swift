import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A view that logs `willMove(toWindow:)` and `didMoveToWindow()` with the window it sees.
  final class WindowMoveRecordingView: UIView {
    enum Event: Equatable {
      /// `willMove(toWindow:)`: the argument, and `window` at the time of the call.
      case willMove(to: ObjectIdentifier?, current: ObjectIdentifier?)
      /// `didMoveToWindow()`: `window` at the time of the call.
      case didMove(current: ObjectIdentifier?)
    }

    private(set) var events: [Event] = []

    override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      events.append(.willMove(to: newWindow.map(ObjectIdentifier.init), current: windowID))
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      events.append(.didMove(current: windowID))
    }

    private var windowID: ObjectIdentifier? {
      window.map(ObjectIdentifier.init)
    }
  }

  /// `superview`, `subviews`, `window`, `addSubview`, `insertSubview`, `removeFromSuperview`,
  /// `isDescendant(of:)` and the window-move callbacks.
  @Suite("View hierarchy")
  @MainActor
  struct ViewHierarchyTests {
    // Source: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) ("If view
    // already has a superview and that view is not the receiver, this method removes the
    // previous superview before making the receiver its new superview.")
    @Test func addSubviewTakesTheViewFromItsPreviousSuperview() {
      let first = UIView()
      let second = UIView()
      let view = UIView()
      first.addSubview(view)
      second.addSubview(view)
      #expect(first.subviews.isEmpty)  // removed from the previous superview
      #expect(second.subviews.count == 1)  // and now the only subview of the new one
      #expect(view.superview === second)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    @Test func insertSubviewPlacesTheViewAtTheIndex() {
      let parent = UIView()
      let back = UIView()
      let front = UIView()
      let middle = UIView()
      parent.addSubview(back)
      parent.addSubview(front)
      parent.insertSubview(middle, at: 1)
      // back to front: back (0), middle (inserted at 1), front (pushed to 2)
      #expect(
        parent.subviews.map(ObjectIdentifier.init)
          == [back, middle, front].map(ObjectIdentifier.init))
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
    // ("a subview of a given view or identical to that view")
    @Test func isDescendantIncludesTheViewItself() {
      let root = UIView()
      let middle = UIView()
      let leaf = UIView()
      root.addSubview(middle)
      middle.addSubview(leaf)
      #expect(leaf.isDescendant(of: root))  // two levels down
      #expect(leaf.isDescendant(of: leaf))  // identical counts
      #expect(!root.isDescendant(of: leaf))  // not upwards
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/window
    @Test func windowIsFoundThroughTheSuperviews() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let middle = UIView()
      let leaf = UIView()
      middle.addSubview(leaf)
      #expect(leaf.window == nil)  // its root is a plain view
      window.addSubview(middle)
      #expect(leaf.window === window)  // its root is now the window
      middle.removeFromSuperview()
      #expect(leaf.window == nil)  // and gone again
    }

    // Source: https://developer.apple.com/documentation/uikit/uiresponder/next (model: a
    // view's next responder is its superview; no view controllers)
    @Test func nextResponderIsTheSuperview() {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      #expect(child.next === parent)  // the superview
      #expect(parent.next == nil)  // a root view without a controller: nothing
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:) and
    // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    @Test func addingToAWindowCallsWillMoveThenDidMove() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = WindowMoveRecordingView()
      window.addSubview(view)
      let windowID = ObjectIdentifier(window)
      // will: argument is the new window, `window` still nil; did: `window` is the new one
      #expect(view.events == [.willMove(to: windowID, current: nil), .didMove(current: windowID)])
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)
    // (newWindow "may be nil") and https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    @Test func removingFromAWindowCallsWillMoveToNilThenDidMove() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = WindowMoveRecordingView()
      window.addSubview(view)
      view.removeFromSuperview()
      let windowID = ObjectIdentifier(window)
      // after the two add events: will (argument nil, still in the window), did (no window)
      #expect(
        view.events.suffix(2) == [.willMove(to: nil, current: windowID), .didMove(current: nil)])
      #expect(view.events.count == 4)  // 2 for the add + 2 for the removal
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)
    // (the whole moved subtree changes window)
    @Test func descendantsOfAMovedViewAreToldToo() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let container = UIView()
      let leaf = WindowMoveRecordingView()
      container.addSubview(leaf)
      #expect(leaf.events.isEmpty)  // no window before or after: no calls
      window.addSubview(container)
      let windowID = ObjectIdentifier(window)
      #expect(leaf.events == [.willMove(to: windowID, current: nil), .didMove(current: windowID)])
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)
    // (called when the window changes; moving inside one window changes nothing)
    @Test func movingWithinTheSameWindowCallsNothing() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let first = UIView()
      let second = UIView()
      window.addSubview(first)
      window.addSubview(second)
      let view = WindowMoveRecordingView()
      first.addSubview(view)
      second.addSubview(view)
      #expect(view.events.count == 2)  // only the first add into the window: will + did
    }

    // Source: https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)
    @Test func movingBetweenWindowsNamesTheNewWindow() {
      let screen = TestScenes.phoneScreen()
      let firstWindow = TestScenes.window(on: screen)
      let secondWindow = TestScenes.window(on: screen)
      let view = WindowMoveRecordingView()
      firstWindow.addSubview(view)
      secondWindow.addSubview(view)
      let first = ObjectIdentifier(firstWindow)
      let second = ObjectIdentifier(secondWindow)
      // the second move: argument the second window while still in the first; then the second
      #expect(
        view.events.suffix(2) == [.willMove(to: second, current: first), .didMove(current: second)])
    }
  }
#endif
