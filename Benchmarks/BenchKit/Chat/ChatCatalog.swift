#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// The scenes of the `CHAT` table: a message list with a composer outside it, on the
  /// keyboard guide or as the text view's input accessory, on phones and iPads. Kept out of
  /// ``ScenarioCatalog/all`` and ``FaultCatalog/all``, so those tables stay as they were.
  enum ChatCatalog {
    static let everyDevice = ScenarioCatalog.everyDevice
    static let pads = ScenarioCatalog.pads

    /// Every chat scene on every device it applies to.
    static let all: [ChatScenario] =
      conversation + quickType + hardware + floating + tables + inverted

    private static func rows(
      _ id: String, _ title: String, on devices: [Device], composer: ComposerPlacement,
      table: Bool = false, inverted: Bool = false, steps: [ChatStep]
    ) -> [ChatScenario] {
      devices.map {
        ChatScenario(
          id: id, title: title, device: $0, composer: composer, table: table,
          inverted: inverted, steps: steps)
      }
    }

    /// A conversation: focus, show, type two lines, a message arrives at the end, the user
    /// reads the history while another arrives, comes back, drags the keyboard away.
    static let talk: [ChatStep] = [
      .focusComposer, .show(.docked(quickType: true)), .typeLine, .typeLine, .messageArrives,
      .userScrollsIntoHistory, .messageArrives, .userScrollsToEnd, .messageArrives,
      .dragKeyboardDown, .releaseDrag, .focusComposer, .show(.docked(quickType: true)),
      .dismiss,
    ]

    static let conversation: [ChatScenario] =
      rows(
        "C1", "composer on the keyboard guide: type, messages, history, drag",
        on: everyDevice, composer: .keyboardGuide, steps: talk)
      + rows(
        "C2", "composer as the input accessory: type, messages, history, drag",
        on: everyDevice, composer: .inputAccessory, steps: talk)

    /// The QuickType bar turned on while the composer is up.
    static let quickType: [ChatScenario] = [ComposerPlacement.keyboardGuide, .inputAccessory]
      .flatMap { composer in
        rows(
          composer == .keyboardGuide ? "C3" : "C4",
          "QuickType bar toggled, \(composer == .keyboardGuide ? "guide" : "accessory")",
          on: everyDevice, composer: composer,
          steps: [
            .focusComposer, .show(.docked(quickType: false)), .messageArrives,
            .show(.docked(quickType: true)), .messageArrives, .dismiss,
          ])
      }

    /// A hardware keyboard: only the shortcuts bar is on screen.
    static let hardware: [ChatScenario] = [ComposerPlacement.keyboardGuide, .inputAccessory]
      .flatMap { composer in
        rows(
          composer == .keyboardGuide ? "C5" : "C6",
          "hardware keyboard, \(composer == .keyboardGuide ? "guide" : "accessory")",
          on: pads, composer: composer,
          steps: [.focusComposer, .show(.hardwareBar), .typeLine, .messageArrives, .dismiss])
      }

    /// The iPad's floating keyboard: the guide stays at the safe area's bottom.
    static let floating: [ChatScenario] = rows(
      "C7", "iPad floating keyboard, guide", on: [.iPadPro], composer: .keyboardGuide,
      steps: [.focusComposer, .show(.floating), .typeLine, .messageArrives, .dismiss])

    /// The conversation in a `UITableView` of messages (TPKeyboardAvoiding's table subclass
    /// is not ported, so it does not play these).
    static let tables: [ChatScenario] =
      rows(
        "C8", "message table, composer on the keyboard guide", on: everyDevice,
        composer: .keyboardGuide, table: true, steps: talk)
      + rows(
        "C9", "message table, composer as the input accessory", on: everyDevice,
        composer: .inputAccessory, table: true, steps: talk)

    /// The conversation in an inverted list (the `transform` flip), without the drag: the
    /// model does not turn a pan through a view's transform (HeadlessUIKit's
    /// UIView+Transform.swift), so a drag on a flipped list would move the wrong way.
    static let invertedTalk: [ChatStep] = [
      .focusComposer, .show(.docked(quickType: true)), .typeLine, .messageArrives,
      .userScrollsIntoHistory, .messageArrives, .userScrollsToEnd, .messageArrives, .dismiss,
    ]

    static let inverted: [ChatScenario] =
      rows(
        "C10", "inverted list, composer on the keyboard guide", on: everyDevice,
        composer: .keyboardGuide, inverted: true, steps: invertedTalk)
      + rows(
        "C11", "inverted list, composer as the input accessory", on: everyDevice,
        composer: .inputAccessory, inverted: true, steps: invertedTalk)
  }
#endif
