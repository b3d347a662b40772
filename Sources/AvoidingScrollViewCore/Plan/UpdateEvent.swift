import Foundation

/// What made the engine update: the vocabulary the engine tells its observer (the
/// diagnostics product explains it under the same name, `Event`).
package enum UpdateEvent: String, Equatable, Sendable, CaseIterable {
  /// One of UIKit's six keyboard notifications. The names are the public ones
  /// (`KeyboardAvoidanceDecision.Event`); the raw values are the trace format's and
  /// ``KeyboardNotificationKind``'s.
  case keyboardWillShow = "willShow", keyboardDidShow = "didShow"
  case keyboardWillHide = "willHide", keyboardDidHide = "didHide"
  case keyboardWillChangeFrame = "willChangeFrame", keyboardDidChangeFrame = "didChangeFrame"
  /// A view of this scroll view began editing.
  case focusChange
  /// The focused text view's text changed; its caret is measured once laid out.
  case caretMove
  /// The scroll view's size changed.
  case resize
  /// The content size changed.
  case contentSizeChange
  /// UIKit's adjusted content inset changed (safe area, the app's insets).
  case adjustedContentInsetChange
  /// A layout pass found a new size, a companion moved, or a focused row moved.
  case layout
  /// A setting changed: the padding, avoidance on or off, the floating keyboard option.
  case settingChange
  /// The app called `revealFocusedView(animated:)`.
  case revealRequest
  /// The scroll view entered a window.
  case windowEntered
  /// The scroll view is about to leave its window.
  case windowLeft
  /// The second look after the keyboard's did-notifications.
  case keyboardSettled
  /// An avoiding scroll view around this one revealed a field inside it, or scrolled.
  case outerScrollView
  /// A layout pass read the keyboard layout guide while the user drags the keyboard down.
  case keyboardDrag

  /// The event of a keyboard notification of `kind`: the case of the same raw value (as
  /// DecisionRecordTests checks; a switch, so that it is total and compares no strings).
  package init(_ kind: KeyboardNotificationKind) {
    switch kind {
    case .willShow: self = .keyboardWillShow
    case .didShow: self = .keyboardDidShow
    case .willHide: self = .keyboardWillHide
    case .didHide: self = .keyboardDidHide
    case .willChangeFrame: self = .keyboardWillChangeFrame
    case .didChangeFrame: self = .keyboardDidChangeFrame
    }
  }
}
