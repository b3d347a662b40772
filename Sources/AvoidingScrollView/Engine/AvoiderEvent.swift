#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Everything that makes the engine act, from its three sources: the feeds (the keyboard's
/// and the text fields' notifications), the owning scroll view's overrides, and the app
/// (settings, `revealFocusedView(animated:)`).
@MainActor
enum AvoiderEvent {
  // From the feeds.

  /// A keyboard notification, decoded and validated (Feeds/KeyboardFeed).
  case keyboard(KeyboardEvent)
  /// A text field or text view began editing somewhere in the app (Feeds/EditingFeed).
  case editingBegan(UIView)
  /// A text field or text view ended editing.
  case editingEnded(UIView)
  /// A text view's text changed.
  case textChanged(UIView)

  // From the engine itself, on the next turn of the main queue.

  /// The second look after the keyboard's did-notifications (a container that moved with the
  /// keyboard may have settled in the layout pass that followed them).
  case keyboardSettled
  /// The focused text view's edit has been laid out: its caret is where it will stay.
  case caretSettled

  // From the owning scroll view's overrides.

  /// It entered a window.
  case enteredWindow
  /// It is about to leave its window.
  case leavingWindow
  /// Its frame or bounds changed size (scrolling alone changes only the origin).
  case resized
  /// Its content size changed (rows inserted, self-sizing content).
  case contentResized
  /// Its adjusted content inset changed (safe area, content size, the app's insets).
  case adjustedInsetChanged
  /// It finished `super.layoutSubviews()`.
  case laidOut

  // From the app.

  /// A setting that changes the result changed: the padding, avoidance on or off, the
  /// floating keyboard option.
  case settingChanged
  /// `revealFocusedView(animated:)`.
  case revealRequested(animated: Bool)
}
