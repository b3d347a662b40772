import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Where a keyboard sits, judged from its end frame, its screen and the app's window.
package enum KeyboardPlacement: Equatable, Sendable {
  /// Docked: its frame reaches the bottom of the screen (a software keyboard, or a hardware
  /// keyboard's shortcuts bar whose frame reaches below the screen), or the bottom of the
  /// app's window (Slide Over): it covers what lies behind it.
  case docked
  /// On screen but reaching neither bottom: floating, undocked or split. Like
  /// `UIKeyboardLayoutGuide` by default, the component treats it as covering nothing.
  case undocked
  /// Empty, or entirely off the screen: hidden, or a zero frame sent while a floating
  /// keyboard is dragged or multitasking modes change.
  case offScreen

  /// How far short of a bottom edge a docked keyboard's frame may end; frames come from the
  /// system in points and may carry rounding (Flutter's `-calculateKeyboardAttachMode:`
  /// rounds for the same reason, for custom keyboard extensions).
  package static let bottomTolerance: CGFloat = 1

  /// Classifies a keyboard frame given in the coordinate space of `screenBounds`.
  ///
  /// `windowFrame` is the app's window in the same space, when known. [seen] In an iPad Slide
  /// Over window the docked keyboard's end frame does not include the space below the app:
  /// it ends at the bottom of the app's window, above the screen's (Flutter's iOS embedder,
  /// `FlutterViewController.mm`, `-calculateMultitaskingAdjustment:keyboardFrame:` and its
  /// test `testCalculateMultitaskingAdjustment`, which shift such a frame down by the space
  /// below the app before judging it docked). [choice] Rather than Flutter's size-class test,
  /// the fact itself decides: a frame that reaches the window's bottom is docked on that
  /// window, whatever the window kind (Slide Over, and any other case where iOS reports the
  /// frame relative to the app's area).
  package init(keyboardFrame: CGRect, screenBounds: CGRect, windowFrame: CGRect? = nil) {
    let onScreen = keyboardFrame.intersection(screenBounds)
    if keyboardFrame.width <= 0 || keyboardFrame.height <= 0 || onScreen.isNull
      || onScreen.width <= 0 || onScreen.height <= 0
    {
      self = .offScreen
    } else if Self.reaches(keyboardFrame, screenBounds.maxY) {
      self = .docked
    } else if let windowFrame, windowFrame.isSaneFrame, !windowFrame.isEmpty,
      Self.reaches(keyboardFrame, windowFrame.maxY)
    {
      self = .docked
    } else {
      self = .undocked
    }
  }

  private static func reaches(_ frame: CGRect, _ bottom: CGFloat) -> Bool {
    frame.maxY >= bottom - bottomTolerance
  }
}
