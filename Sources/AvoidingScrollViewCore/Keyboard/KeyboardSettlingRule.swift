import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Whether the keyboard has settled: a burst of will-notifications moves the content once.
///
/// [choice] A third-party keyboard may post several will-shows with different heights within
/// a few hundred milliseconds before it settles [seen: KeyboardKit #971, iOS 26, "364.0,
/// 347.0, 575.0" from `keyboardWillShow`; IQKeyboardManager #2165, `keyboardWillShow` twice
/// with a wrong height on a third-party keyboard's first use; Apple developer forum thread
/// 813579, an extension resized 0 → 956 → 452 → 268 pt in about 390 ms]. Each comes inside
/// the animation the one before began (130 ms apart in the forum's resize, while the
/// keyboard's animation lasts 0.25 s), and that animation ends with the did-notifications
/// [doc: UIResponder.keyboardDidShowNotification, posted "immediately after the display of the
/// keyboard"]. So a will-notification that arrives while the animation of an earlier one is
/// still in flight (no did-notification since, and less than its duration gone by), an
/// animation that a will-show is part of (the reports are of will-shows; a hide interrupted by
/// a show, or a frame change of a keyboard already up, is not a burst and reveals at once),
/// and says another frame tells that the keyboard has not settled: the inset follows it, inside its
/// animation, but the content does not move toward it; the did-notification that ends the
/// animation moves the content once, to where the settled keyboard leaves the field, judged
/// from what the keyboard covered before the first will-notification it held (each earlier
/// one was judged on its own), and so does the end of the animation's own duration when no
/// did-notification comes (iOS posts none for an interrupted animation, and rapid changes lose
/// notifications [seen: duckduckgo/apple-browsers PR #1898]). A will-hide ends the appearing:
/// a show after it reveals at once. A transient height (the forum's 956 pt) therefore never
/// pulls the content. A move made by the animation's first will-notification, which could not know
/// that others follow, is not undone: the later move starts from where it left the offset,
/// as UIKit retargets an animation still in flight from where it is rather than adding to
/// it. Timing is read only as the will-notification's own duration, never a version check.
package enum KeyboardSettlingRule {
  /// A keyboard animation in flight: begun by a will-notification, not yet ended by a
  /// did-notification.
  package struct Flight: Equatable, Sendable {
    /// The end frame of its last will-notification, in screen coordinates; `nil` when it said
    /// that no keyboard covers anything.
    package var endFrame: CGRect?
    /// What the keyboard covered of the scroll view before the animation's first
    /// will-notification, then before the first one held, and whether it was this app's (the
    /// reveal rule's "before" for the held reveal).
    package var coveredBefore: CGFloat
    package var wasLocal: Bool
    /// When the last will-notification came (seconds on any monotonic clock) and how long
    /// its animation lasts.
    package var startedAt: TimeInterval
    package var duration: TimeInterval
    /// Whether a will-show is part of it (a keyboard appearing).
    package var includesShow = false
    /// Whether a will-notification inside it was held back from revealing.
    package var holdsReveal = false

    package init(
      endFrame: CGRect?, coveredBefore: CGFloat, wasLocal: Bool, startedAt: TimeInterval,
      duration: TimeInterval
    ) {
      self.endFrame = endFrame
      self.coveredBefore = coveredBefore
      self.wasLocal = wasLocal
      self.startedAt = startedAt
      self.duration = duration
    }

    /// Whether its animation is still running at `time`: less than its duration gone by (a
    /// did-notification that never came does not keep it in flight).
    package func isRunning(at time: TimeInterval) -> Bool {
      let elapsed = time - startedAt
      return elapsed.isFinite && elapsed >= 0 && elapsed < duration
    }
  }

  /// Whether a will-notification whose end frame is `endFrame` (`nil`: it says nothing
  /// covers), arriving at `time` while `flight` is the animation in flight (if any), comes
  /// before the keyboard settled: inside the animation of a keyboard appearing (a will-show
  /// is part of it), with another frame.
  package static func isSettling(_ flight: Flight?, endFrame: CGRect?, at time: TimeInterval)
    -> Bool
  {
    guard let flight, flight.includesShow, flight.isRunning(at: time) else { return false }
    return flight.endFrame != endFrame
  }

  /// What a keyboard will-notification may do: `rule`, what ``KeyboardRevealRule`` decided
  /// from the change this notification alone made, held back
  /// (``AvoidancePlan/Reveal/keyboardSettling``) when it would reveal but the keyboard has
  /// not settled (`settling`).
  package static func reveal(_ rule: AvoidancePlan.Reveal, settling: Bool)
    -> AvoidancePlan.Reveal
  {
    settling && rule == .reveal ? .keyboardSettling : rule
  }
}
