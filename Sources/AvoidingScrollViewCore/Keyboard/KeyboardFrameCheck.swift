import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// The checks a notification's keyboard frame must pass before the component trusts it, and
/// the readings it falls back on when it fails one (``KeyboardFrameSource``). Pure geometry:
/// the shell reads the frames from UIKit (the window converted to the screen's coordinate
/// space, the window's keyboard layout guide) and this decides.
package enum KeyboardFrameCheck {
  /// Whether `frame` has a docked keyboard's shape: it lies across the screen, not beyond its
  /// sides, spans the screen's width or the window's, and reaches the screen's bottom or the
  /// window's (``KeyboardPlacement``).
  ///
  /// [doc] UIKeyboardLayoutGuide.h (18.0) calls a keyboard "docked (visible and attached to
  /// the bottom of the screen)"; [seen] in Slide Over the docked frame ends at the app
  /// window's bottom (Flutter, cited on ``KeyboardPlacement``); [choice] a docked keyboard
  /// spans its screen's width, or the window's in Slide Over, and never reaches past the
  /// screen's sides (a frame moved by a window's origin does), within
  /// ``KeyboardPlacement/bottomTolerance``.
  package static func isDockedShaped(
    _ frame: CGRect, screenBounds: CGRect, windowFrame: CGRect
  ) -> Bool {
    guard frame.isSaneFrame,
      KeyboardPlacement(keyboardFrame: frame, screenBounds: screenBounds, windowFrame: windowFrame)
        == .docked
    else { return false }
    let tolerance = KeyboardPlacement.bottomTolerance
    guard frame.minX >= screenBounds.minX - tolerance, frame.maxX <= screenBounds.maxX + tolerance
    else { return false }
    return spans(frame, screenBounds) || (windowFrame.isSaneFrame && spans(frame, windowFrame))
  }

  /// Whether a notification's end frame was given in the window's coordinates: read in the
  /// screen's (`screenReading`, as documented) it neither spans the screen's width nor is
  /// otherwise docked-shaped (``isDockedShaped(_:screenBounds:windowFrame:)``); read in the
  /// window's (`windowReading`, the same rect converted from the window to the screen) it is
  /// the screen's docked keyboard: it spans the screen's width and reaches its bottom.
  ///
  /// [seen] iPadOS 26 with an input accessory view posts end frames in window coordinates
  /// (FB18129544, as manaflow-ai/cmux and chockenberry/KeyboardAvoider cite it;
  /// `ReportedKeyboardFault.endFrameInWindowCoordinates`). [choice] The frame's shape decides,
  /// not the OS version. A frame that spans the screen's width is in the screen's coordinates
  /// whatever else it does: a docked keyboard, or an iPad keyboard undocked full-width above
  /// the bottom, which a window lower on the screen cannot tell from a frame in its
  /// coordinates (the documented reading is kept there: a window at x 0 hides the fault). A
  /// floating keyboard, narrower than the screen, is the screen's docked keyboard in neither
  /// reading; a correct Slide Over frame spans its window; a window at the screen's origin
  /// reads the same in both.
  package static func readsInWindowCoordinates(
    screenReading: CGRect, windowReading: CGRect, screenBounds: CGRect, windowFrame: CGRect
  ) -> Bool {
    guard screenReading.isSaneFrame, windowReading.isSaneFrame,
      !spans(screenReading, screenBounds), spans(windowReading, screenBounds),
      KeyboardPlacement(keyboardFrame: windowReading, screenBounds: screenBounds) == .docked
    else { return false }
    return !isDockedShaped(screenReading, screenBounds: screenBounds, windowFrame: windowFrame)
  }

  /// The docked keyboard the window's keyboard layout guide follows, as a frame in screen
  /// coordinates (from the guide's top to the screen's bottom, across the screen); `nil` when
  /// the guide follows no docked keyboard.
  ///
  /// `guideInScreen` is the window's `keyboardLayoutGuide.layoutFrame` converted to the
  /// screen, `windowFrame` the window on the screen, `safeAreaBottom` the window's bottom safe
  /// area. [doc] UIView.h: the guide "Follows the keyboard when on screen and docked. When the
  /// keyboard is offscreen or undocked, keyboardLayoutGuide.topAnchor matches the view's
  /// safeAreaLayoutGuide.bottomAnchor". [choice] So a guide that spans the window's width and
  /// reaches its bottom, with its top above the bottom safe area by more than
  /// ``KeyboardPlacement/bottomTolerance``, follows a docked keyboard; any other (one the app
  /// set to follow an undocked keyboard, a guide not laid out, a non-finite frame) gives
  /// nothing.
  package static func keyboardFrame(
    guideInScreen: CGRect, windowFrame: CGRect, safeAreaBottom: CGFloat, screenBounds: CGRect
  ) -> CGRect? {
    guard guideInScreen.isSaneFrame, windowFrame.isSaneFrame, screenBounds.isSaneFrame,
      safeAreaBottom.isFinite, spans(guideInScreen, windowFrame),
      guideInScreen.maxY >= windowFrame.maxY - KeyboardPlacement.bottomTolerance,
      guideInScreen.minY
        < windowFrame.maxY - max(safeAreaBottom, 0) - KeyboardPlacement.bottomTolerance
    else { return nil }
    let top = max(guideInScreen.minY, screenBounds.minY)
    guard top < screenBounds.maxY else { return nil }
    return CGRect(
      x: screenBounds.minX, y: top, width: screenBounds.width, height: screenBounds.maxY - top)
  }

  /// A docked keyboard's `frame` with the focused field's input accessory view counted once:
  /// the accessory's rect on screen (`accessory`, where it really is) sits on top of the
  /// keys, above the frame's top, so the frame left it out and is extended up to the
  /// accessory's top; `nil` when the frame already holds it (or the rect is not an
  /// accessory on the keys: not finite, empty, beside the frame, or apart from its top).
  ///
  /// [seen] iOS 26 leaves the accessory out of the reported frame (Chatto PR #797, 2026-02,
  /// `ReportedKeyboardFault.accessoryLeftOutOfFrame`), while iOS before it includes it
  /// (slackhq/SlackTextViewController PR #41; IQKeyboardManager #2124, cited on
  /// SimulatedDevice's `inputAccessoryHeight`). [doc] The accessory is "displayed above the
  /// standard system keyboard" (uitextfield/inputaccessoryview). [choice] Where the accessory
  /// is decides, not the OS version: an accessory inside the frame is counted by the frame
  /// and nothing is added; one whose bottom meets the frame's top (within
  /// ``KeyboardPlacement/bottomTolerance``) or lies inside it adds the part above.
  package static func frame(_ frame: CGRect, withAccessoryAt accessory: CGRect) -> CGRect? {
    let tolerance = KeyboardPlacement.bottomTolerance
    guard frame.isSaneFrame, accessory.isSaneFrame, accessory.width > 0, accessory.height > 0,
      accessory.minY < frame.minY - tolerance, accessory.maxY >= frame.minY - tolerance,
      accessory.maxX > frame.minX, accessory.minX < frame.maxX
    else { return nil }
    return CGRect(
      x: frame.minX, y: accessory.minY, width: frame.width, height: frame.maxY - accessory.minY)
  }

  private static func spans(_ frame: CGRect, _ area: CGRect) -> Bool {
    let tolerance = KeyboardPlacement.bottomTolerance
    return frame.minX <= area.minX + tolerance && frame.maxX >= area.maxX - tolerance
  }
}
