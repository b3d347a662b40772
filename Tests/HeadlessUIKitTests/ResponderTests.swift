import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A text field that refuses to give up first-responder status.
  final class StubbornTextField: UITextField {
    override var canResignFirstResponder: Bool {
      false
    }
  }

  /// `becomeFirstResponder()`, `resignFirstResponder()` and `isFirstResponder`: one first
  /// responder per window, only inside a window.
  @Suite("First responder")
  @MainActor
  struct ResponderTests {
    // Source: https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
    // ("This method returns false by default.")
    @Test func plainViewCannotBecomeFirstResponder() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = UIView()
      window.addSubview(view)
      #expect(!view.canBecomeFirstResponder)  // the default is false
      #expect(!view.becomeFirstResponder())  // so the request fails
      #expect(!view.isFirstResponder)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    // ("you can call this method only when the view is part of the active view hierarchy")
    @Test func becomingFirstResponderNeedsAWindow() {
      let field = UITextField()
      #expect(!field.becomeFirstResponder())  // no window: refused
      #expect(!field.isFirstResponder)
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      window.addSubview(field)
      #expect(field.becomeFirstResponder())  // in a window: accepted
      #expect(field.isFirstResponder)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    // (the current first responder is asked to resign first)
    @Test func becomingFirstResponderResignsThePreviousOne() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let first = UITextField()
      let second = UITextField()
      window.addSubview(first)
      window.addSubview(second)
      first.becomeFirstResponder()
      #expect(second.becomeFirstResponder())  // accepted
      #expect(!first.isFirstResponder)  // one per window: the first one resigned
      #expect(second.isFirstResponder)
    }

    // Source: model comment in UIResponder.swift ("one first responder per window, as UIKit
    // does")
    @Test func eachWindowKeepsItsOwnFirstResponder() {
      let screen = TestScenes.phoneScreen()
      let firstWindow = TestScenes.window(on: screen)
      let secondWindow = TestScenes.window(on: screen)
      let first = UITextField()
      let second = UITextField()
      firstWindow.addSubview(first)
      secondWindow.addSubview(second)
      first.becomeFirstResponder()
      second.becomeFirstResponder()
      #expect(first.isFirstResponder)  // untouched by the other window's focus
      #expect(second.isFirstResponder)
    }

    // Source: https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    // ("The default implementation returns true, resigning first responder status.")
    @Test func resignFirstResponderGivesUpTheStatus() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField()
      window.addSubview(field)
      field.becomeFirstResponder()
      #expect(field.resignFirstResponder())  // default: true
      #expect(!field.isFirstResponder)  // and no longer first
    }

    // Source: https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder
    // and becomeFirstResponder() (the previous responder may refuse)
    @Test func aResponderThatWillNotResignKeepsTheFocus() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let stubborn = StubbornTextField()
      let other = UITextField()
      window.addSubview(stubborn)
      window.addSubview(other)
      stubborn.becomeFirstResponder()
      #expect(!other.becomeFirstResponder())  // the current one refuses to resign
      #expect(stubborn.isFirstResponder)  // so it keeps the focus
      #expect(!other.isFirstResponder)
    }

    // Source: model comment in UIView.swift ([seen] UIKit ends editing of a text field
    // removed from its window)
    @Test func removingTheFocusedViewResignsIt() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField()
      window.addSubview(field)
      field.becomeFirstResponder()
      field.removeFromSuperview()
      #expect(!field.isFirstResponder)  // out of the window: resigned
      let other = UITextField()
      window.addSubview(other)
      #expect(other.becomeFirstResponder())  // the window's slot is free again
    }

    // Source: model comment in UIView.swift ([seen] a first responder inside the removed
    // subtree resigns)
    @Test func removingAnAncestorOfTheFocusedViewResignsIt() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let container = UIView()
      let field = UITextField()
      window.addSubview(container)
      container.addSubview(field)
      field.becomeFirstResponder()
      container.removeFromSuperview()
      #expect(!field.isFirstResponder)  // its subtree left the window: resigned
    }

    // Source: model comment in UIView.swift ([seen] a first responder that leaves its window
    // resigns)
    @Test func movingTheFocusedViewToAnotherWindowResignsIt() {
      let screen = TestScenes.phoneScreen()
      let firstWindow = TestScenes.window(on: screen)
      let secondWindow = TestScenes.window(on: screen)
      let field = UITextField()
      firstWindow.addSubview(field)
      field.becomeFirstResponder()
      secondWindow.addSubview(field)
      #expect(!field.isFirstResponder)  // left its window: resigned, not carried along
    }

    // Source: https://developer.apple.com/documentation/uikit/uicontrol/isenabled (a
    // disabled control ignores input)
    @Test func disabledTextFieldCannotBecomeFirstResponder() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let field = UITextField()
      window.addSubview(field)
      field.isEnabled = false
      #expect(!field.becomeFirstResponder())  // disabled: refused
      #expect(!field.isFirstResponder)
    }
  }
#endif
