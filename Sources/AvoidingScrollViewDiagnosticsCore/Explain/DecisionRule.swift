import AvoidingScrollViewCore

/// The rules a decision can rest on, each named by a stable identifier: the vocabulary the
/// explanation's `rules`, the trace format (`Docs/TraceFormat.md`) and the replay share.
///
/// Each case names a rule the component's code states with its evidence (the file given);
/// renaming one is a change of the trace format's rule vocabulary.
package enum DecisionRule: String, Equatable, Sendable, CaseIterable {
  // How a notification is read (KeyboardReading).

  /// A will-hide means no keyboard, whatever its frame.
  case hideIsAuthoritative = "hide-is-authoritative"
  /// A did-notification keeps the last will-frame: the geometry is only measured again.
  case didSettles = "did-settles"
  /// `CGRect.zero` on will-change-frame (a floating keyboard being dragged) says nothing.
  case zeroFrameWhileDragging = "zero-frame-while-dragging"
  /// `CGRect.zero` on will-show (a dropped shortcuts bar) floats: it covers nothing.
  case zeroFrameOnShowFloats = "zero-frame-on-show-floats"
  /// A frame of zero width or height means no keyboard.
  case emptyFrameHidden = "empty-frame-hidden"
  /// A notification naming another screen than the scroll view's is not about it.
  case otherScreen = "other-screen"

  // What the keyboard covers (KeyboardCoverage, KeyboardPlacement, KeyboardOverlap).

  /// Avoidance is off, or the scroll view stands down inside a controller that avoids.
  case avoidanceOff = "avoidance-off"
  /// A scroll view in no window is covered by no keyboard.
  case notInWindow = "not-in-window"
  /// No notification has said anything about the keyboard yet.
  case noKeyboard = "no-keyboard"
  /// No part of the frame is on the screen.
  case offScreen = "off-screen"
  /// The frame reaches the screen's bottom: docked.
  case dockedAtScreenBottom = "docked-reaches-screen-bottom"
  /// The frame reaches the bottom of the app's window (Slide Over): docked.
  case dockedAtWindowBottom = "docked-reaches-window-bottom"
  /// On screen, reaching neither bottom: floating, undocked or split, covering no band.
  case undockedCoversNothing = "undocked-covers-nothing"
  /// The frame is not shaped as a docked keyboard on the screen but is in the window's
  /// coordinates: it was given in those (KeyboardFrameCheck; vocabulary version 3).
  case frameInWindowCoordinates = "frame-in-window-coordinates"
  /// A show's end frame was empty while the window's keyboard layout guide follows a docked
  /// keyboard: the guide's keyboard is used (KeyboardFrameCheck; vocabulary version 3).
  case emptyShowFrameReadsGuide = "empty-show-frame-reads-guide"
  /// The focused field's input accessory view sits on screen above the frame, which left it
  /// out: its height is added, so it counts once (KeyboardFrameCheck; vocabulary version 3).
  case accessoryAddedOnce = "accessory-added-once"
  /// The covered height runs from the top of the keyboard's part inside the bounds down to
  /// their bottom.
  case intersectionCoveredHeight = "intersection-covered-height"
  /// The inset added is the covered height less the bottom safe area UIKit already insets.
  case minusAppliedSafeArea = "minus-applied-safe-area"

  // Whether the event may scroll (KeyboardRevealRule, AvoidancePlan.Reveal).

  /// A keyboard that comes to cover more (or becomes this app's) reveals the focused view.
  case revealWhenCoversMore = "reveal-when-covers-more"
  /// A keyboard that covers no more than before never pulls the content toward the field.
  case keyboardCoversNoMore = "keyboard-covers-no-more"
  /// Another app's keyboard insets but never scrolls.
  case otherAppKeyboardInsetsOnly = "other-app-keyboard-insets-only"
  /// A will-notification inside a keyboard animation still in flight, with another frame:
  /// the inset follows, the content moves once, at the did-notification that ends it.
  case keyboardSettling = "keyboard-settling"
  /// No text field or view of the app is editing and the window's keyboard layout guide is
  /// at the safe area: a keyboard whose hide never came (or a stale show) is given back.
  case keyboardGivenBack = "keyboard-given-back"
  /// A new focused view is revealed against the current keyboard.
  case revealOnFocusChange = "reveal-on-focus-change"
  /// A change of geometry, caret, setting, or the app's request reveals the focused view
  /// again.
  case revealOnChange = "reveal-on-change"
  /// A second look (the keyboard's animation ended, the scroll view leaving its window):
  /// only the geometry is measured again.
  case measureOnly = "measure-only"

  // What the reveal did (RevealPlan).

  /// The padded rect is inside the visible area: no scroll.
  case alreadyVisible = "already-visible"
  /// The padded rect is outside the visible area: scroll the least distance that shows it.
  case scrollLeastDistance = "scroll-least-distance"
  /// No view of the scroll view is being edited.
  case noFocusedView = "no-focused-view"
  /// A hidden or transparent view is never scrolled to.
  case hiddenViewNeverRevealed = "hidden-view-never-revealed"
  /// The visible area is empty: nothing can be shown.
  case nothingVisible = "nothing-visible"
  /// The rect to reveal is not finite, or outside a nested scroll view's viewport.
  case noRect = "no-rect"
  /// A text view too tall to show whole is revealed at its caret.
  case revealCaret = "reveal-caret"

  // What happened to the offset (AvoidancePlan.pullBack, OffsetMemory, the floating
  // keyboard option).

  /// After the keyboard's inset shrank, the offset is pulled back into the valid range.
  case clampOffsetOnShrink = "clamp-offset-on-shrink"
  /// `restoresContentOffsetOnKeyboardHide`: the offset from before the keyboard came back.
  case restoreOffset = "restore-offset"
  /// `avoidsFloatingKeyboard`: the focused view moved out from under a floating keyboard.
  case floatingKeyboardMove = "floating-keyboard-move"

  // What a drag sample meant (KeyboardDragSample, AvoidancePlan.drag).

  /// The keyboard follows the finger: the guide's reading is the covered height.
  case dragFollowsGuide = "drag-follows-guide"
  /// The guide still reads the docked top: the finger has not reached the keyboard.
  case dragFingerAboveKeyboard = "drag-finger-above-keyboard"
  /// A reading above the last notified overlap is clamped to it: a dismissal only lowers.
  case dragNeverCoversMore = "drag-never-covers-more"
  /// Avoidance is off, or the last notification did not say docked and covering: the reading
  /// is not used.
  case dragNeedsDockedKeyboard = "drag-needs-docked-keyboard"
  /// The guide or the finger is not finite: the reading is not used.
  case dragReadingNotFinite = "drag-reading-not-finite"
  /// The guide lies below a keyboard that follows the finger (a reported fault): not used.
  case dragGuideBelowFinger = "drag-guide-below-finger"
  /// During a drag only the bottom insets change: the content offset never moves.
  case dragNeverScrolls = "drag-never-scrolls"
}
