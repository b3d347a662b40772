import Foundation

/// Where a keyboard sits on its screen, judged from its end frame alone.
enum KeyboardPlacement: Equatable, Sendable {
  /// Docked at the bottom of the screen (a software keyboard, or a hardware keyboard's
  /// shortcuts bar whose frame reaches below the screen): it covers what lies behind it.
  case docked
  /// On screen but not reaching the bottom edge: floating, undocked or split. Like
  /// `UIKeyboardLayoutGuide` by default, the component treats it as covering nothing.
  case undocked
  /// Empty, or entirely off the screen: hidden, or a zero frame sent while a floating
  /// keyboard is dragged or multitasking modes change.
  case offScreen

  /// How far short of the screen's bottom a docked keyboard's frame may end; frames come
  /// from the system in points and may carry rounding.
  static let bottomTolerance: CGFloat = 1

  /// Classifies a keyboard frame given in the coordinate space of `screenBounds`.
  init(keyboardFrame: CGRect, screenBounds: CGRect) {
    let onScreen = keyboardFrame.intersection(screenBounds)
    if keyboardFrame.width <= 0 || keyboardFrame.height <= 0 || onScreen.isNull
      || onScreen.width <= 0 || onScreen.height <= 0
    {
      self = .offScreen
    } else if keyboardFrame.maxY < screenBounds.maxY - Self.bottomTolerance {
      self = .undocked
    } else {
      self = .docked
    }
  }
}
