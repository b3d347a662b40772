#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// Where a chat screen's composer (a bar holding a growing `UITextView`) lives.
  enum ComposerPlacement: Sendable, Equatable {
    /// A view of the screen whose bottom is pinned to `keyboardLayoutGuide.topAnchor`, so it
    /// rides on the docked keyboard and rests on the safe area's bottom without one [doc:
    /// UIView.h (iOS 16.4 SDK), the guide "follows the keyboard when on screen and docked"].
    case keyboardGuide
    /// The text view's `inputAccessoryView`: the system shows it above the keys and reports
    /// the keyboard's frame with it [doc: uitextview/inputaccessoryview; seen:
    /// SlackTextViewController PR #41]. Without the keyboard it rests at the screen's bottom
    /// above the safe area, as a view controller's accessory does [choice: the model has no
    /// keyboard that is only an accessory].
    case inputAccessory
  }

  /// The keyboards a chat scene shows.
  enum ChatKeyboard: Sendable, Equatable {
    /// Docked at the bottom, with or without the QuickType bar (plus any accessory).
    case docked(quickType: Bool)
    /// A hardware keyboard: only the shortcuts bar on screen (plus any accessory).
    case hardwareBar
    /// The iPad's floating keyboard, away from the bottom: it covers nothing the guide or
    /// the judge count (``KeyboardShape/floating``).
    case floating
  }

  /// One thing that happens on a chat screen.
  enum ChatStep: Sendable, Equatable {
    /// The user taps the composer's text view: it becomes first responder.
    case focusComposer
    /// The keyboard appears (or is announced again) as `ChatKeyboard`.
    case show(ChatKeyboard)
    /// The user types a newline in the composer: its text view grows one line, and the
    /// composer with it.
    case typeLine
    /// The app appends a message at the end of the list (the list's content grows; the app
    /// scrolls nothing itself).
    case messageArrives
    /// The user scrolls up into the history (the newest message goes out of view).
    case userScrollsIntoHistory
    /// The user scrolls back to the end of the list.
    case userScrollsToEnd
    /// The user drags the list down through the keyboard (`keyboardDismissMode`
    /// `.interactive`): the keyboard follows the finger; nothing is posted yet.
    case dragKeyboardDown
    /// The finger lifts: the keyboard goes (its hide is posted, the composer resigns).
    case releaseDrag
    /// The composer resigns and the keyboard hides.
    case dismiss

    /// The user's own scrolling, not judged (as `userScrollsToEnd` in the main table).
    var isUserScroll: Bool {
      switch self {
      case .userScrollsIntoHistory, .userScrollsToEnd, .dragKeyboardDown: true
      default: false
      }
    }

    /// Whether the keyboard animates in this step (its changes should ride on it).
    var isKeyboardAction: Bool {
      switch self {
      case .focusComposer, .show, .releaseDrag, .dismiss: true
      default: false
      }
    }
  }

  /// A chat scene played on one device.
  struct ChatScenario: Sendable {
    /// The scene's id, e.g. "C1".
    var id: String
    /// What it shows, for tables.
    var title: String
    var device: Device
    var composer: ComposerPlacement
    /// Whether the list is a `UITableView` (else a scroll view of bubbles).
    var table = false
    /// Whether the list is inverted (flipped, the newest message at the content's top).
    var inverted = false
    var steps: [ChatStep]
  }
#endif
