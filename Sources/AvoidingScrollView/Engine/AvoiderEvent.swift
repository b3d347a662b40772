import AvoidingScrollViewCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Everything that makes the engine act, from its three sources: the feeds (the keyboard's
/// and the text fields' notifications), the owning scroll view's overrides, and the app
/// (settings, `revealFocusedView(animated:)`).
@MainActor
package enum AvoiderEvent {
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
  case caretMove
  /// The keyboard animation whose last will-notification came at `startedAt` (seconds of
  /// system uptime) has run its duration: a reveal it held and no did-notification made is
  /// made now (``KeyboardSettlingRule``).
  case keyboardAnimationEnded(startedAt: TimeInterval)

  // From the owning scroll view's overrides.

  /// It entered a window.
  case windowEntered
  /// It is about to leave its window.
  case windowLeft
  /// Its frame or bounds changed size (scrolling alone changes only the origin).
  case resize
  /// Its content size changed (rows inserted, self-sizing content).
  case contentSizeChange
  /// Its adjusted content inset changed (safe area, content size, the app's insets).
  case adjustedContentInsetChange
  /// It finished `super.layoutSubviews()`.
  case layout

  // From the app.

  /// A setting that changes the result changed: the padding, avoidance on or off, the
  /// floating keyboard option.
  case settingChange
  /// `revealFocusedView(animated:)`.
  case revealRequest(animated: Bool)
  /// The app wrote one of the owner's insets (the ledger takes it in the owner's setter).
  case appWroteInsets(InsetProperty, UIEdgeInsets)

  // From another engine.

  /// An avoiding scroll view around this one is about to reveal a field inside this one,
  /// with its keyboard fact (its notification may have reached it first): reveal first.
  case outerRevealing(KeyboardFact?)
  /// An avoiding scroll view around this one scrolled while revealing a field inside this
  /// one, which moved this one over the keyboard: measure again.
  case outerScrolled

  /// The insets an app writes that the engine keeps its part of.
  package enum InsetProperty: String {
    case contentInset, verticalScrollIndicatorInsets
  }
}

/// What one event came to, for whoever listens (``KeyboardAvoiderObserver``): the one plan
/// decided and what applying it wrote.
package struct AvoiderUpdate {
  /// What caused the update.
  package var event: UpdateEvent
  /// The keyboard notification of the event, when it is one.
  package var notice: KeyboardNotice?
  /// The plan, with the measurement it was decided from (``AvoidancePlan/scope`` says what
  /// kind of update it is: a whole one, a drag sample, held scrolls, an ignored notification).
  package var plan: AvoidancePlan
  /// What applying the plan wrote.
  package var applied: AppliedUpdate
}
