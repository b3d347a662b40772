#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// The rows of scenarios.md that a scene and a sequence of events can express, each on the
  /// devices where it happens.
  public enum ScenarioCatalog {
    /// Phones and the iPad in portrait.
    static let everyDevice: [Device] = [.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPro]
    /// The iPad in both orientations.
    static let pads: [Device] = [.iPadPro, .iPadProLandscape]

    /// The standard docked keyboard of the device.
    static let docked = KeyboardShape.docked(height: nil)
    /// Tap the first row the keyboard will cover, show the keyboard, dismiss.
    static let basic: [ScenarioStep] = [
      .focus(.firstBelow(docked, plus: 0)), .show(docked, isLocal: true), .dismiss,
    ]

    /// Every scenario on every device it applies to.
    static let all: [Scenario] = devices + keyboards + focus + sequences

    static func rows(
      _ id: String, _ title: String, on devices: [Device],
      layout: (Device) -> SceneLayout = { _ in SceneLayout() }, steps: [ScenarioStep]
    ) -> [Scenario] {
      devices.map {
        Scenario(id: id, title: title, device: $0, layout: layout($0), steps: steps)
      }
    }

    static let devices: [Scenario] =
      rows("D1", "iPhone without home indicator", on: [.iPhoneSE], steps: basic)
      + rows(
        "D2", "Face ID iPhone, portrait and landscape",
        on: [.iPhone15, .iPhone15Landscape], steps: basic)
      + rows("D3", "iPad full screen, both orientations", on: pads, steps: basic)
      + rows(
        "D4", "iPad Stage Manager window", on: [.iPadPro],
        layout: { device in
          let window = WindowKind.stageManager(
            frame: CGRect(x: 100, y: 200, width: 700, height: 1000))
          return SceneLayout(windowFrame: window.windowFrame(on: device))
        },
        steps: basic)
      + rows(
        "D5", "iPad Split View, right half", on: [.iPadPro],
        layout: { device in
          // x = 1024 − 507 = 517, full height.
          let window = WindowKind.splitView(width: 507, trailing: true)
          return SceneLayout(windowFrame: window.windowFrame(on: device))
        },
        steps: basic)
      + rows(
        "D6", "iPad form sheet", on: [.iPadPro],
        layout: { _ in
          SceneLayout(scrollFrame: CGRect(x: 160, y: 200, width: 704, height: 900), inSheet: true)
        }, steps: basic)
      + rows(
        "D7", "scroll view above a tab bar", on: everyDevice,
        layout: { device in
          let bar = 49 + device.safeArea.bottom
          return SceneLayout(
            scrollFrame: CGRect(
              x: 0, y: 0, width: device.screenSize.width, height: device.screenSize.height - bar))
        }, steps: basic)
      + rows(
        "D8", "scroll view in the top part, above the keyboard", on: everyDevice,
        layout: { device in
          let height = min(device.screenSize.height / 2, device.keyboardTop - 40)
          return SceneLayout(
            scrollFrame: CGRect(x: 0, y: 0, width: device.screenSize.width, height: height))
        }, steps: [.focus(.index(1)), .show(docked, isLocal: true), .dismiss])

    static let keyboards: [Scenario] =
      rows(
        "K1", "QuickType bar toggled", on: everyDevice,
        steps: [
          .focus(.firstBelow(docked, plus: 0)), .show(.withoutQuickType, isLocal: true),
          .change(docked), .change(.withoutQuickType), .dismiss,
        ])
      + rows(
        "K2", "third-party keyboard: 0, 216, 256 pt", on: everyDevice,
        steps: [
          .focus(.firstBelow(.docked(height: 256), plus: 0)),
          .show(.docked(height: 0), isLocal: true), .show(.docked(height: 216), isLocal: true),
          .show(.docked(height: 256), isLocal: true), .dismiss,
        ])
      + rows(
        "K3", "hardware keyboard, shortcuts bar only", on: pads,
        steps: [
          .focus(.firstBelow(.hardwareBar, plus: 0)), .show(.hardwareBar, isLocal: true),
          .dismiss,
        ])
      + rows(
        "K4", "iPad floating keyboard", on: [.iPadPro],
        steps: [
          .focus(.firstBelow(docked, plus: 0)), .show(.floating, isLocal: true), .change(.zero),
          .change(.floating), .dismiss,
        ])
      + rows(
        "K5", "iPad undocked keyboard, will-hide on undocking", on: [.iPadPro],
        steps: [
          .focus(.firstBelow(docked, plus: 0)), .show(docked, isLocal: true), .change(.undocked),
          .hideKeyboard, .show(docked, isLocal: true), .dismiss,
        ])
      + rows(
        "K6", "another app's keyboard over our Split View window", on: [.iPadPro],
        layout: { _ in SceneLayout(windowFrame: CGRect(x: 0, y: 0, width: 507, height: 1366)) },
        steps: [.show(docked, isLocal: false), .hideKeyboard])

    static let focus: [Scenario] =
      rows(
        "F1", "focus moves field to field, keyboard up", on: everyDevice,
        steps: [
          .focus(.firstBelow(docked, plus: 0)), .show(docked, isLocal: true), .focus(.next),
          .focus(.next), .focus(.index(0)), .dismiss,
        ])
      + rows(
        "F2", "focused field already visible", on: everyDevice,
        steps: [.focus(.index(1)), .show(docked, isLocal: true), .dismiss])
      + rows(
        "F3", "last field, content shorter than the view", on: everyDevice,
        layout: { device in SceneLayout(rowCount: Int((device.screenSize.height - 40) / 60)) },
        steps: [.focus(.last), .show(docked, isLocal: true), .dismiss])
      + rows(
        "F5", "self-sizing text view grows while typing", on: everyDevice,
        layout: { device in SceneLayout(textViewRow: rowJustAboveKeyboard(on: device)) },
        steps: [
          .focus(.textView), .show(docked, isLocal: true), .typeNewline, .typeNewline,
          .typeNewline, .dismiss,
        ])
      + rows(
        "F7", "focused field outside the scroll view", on: everyDevice,
        layout: { _ in SceneLayout(hasHeaderField: true) },
        steps: [.focusHeader, .show(docked, isLocal: true), .dismiss])

    static let sequences: [Scenario] =
      rows(
        "S1", "show, hide, show; duplicate notifications", on: everyDevice,
        layout: { _ in withAppInsets(SceneLayout()) },
        steps: [
          .focus(.firstBelow(docked, plus: 0)), .show(docked, isLocal: true), .hideKeyboard,
          .show(docked, isLocal: true), .show(docked, isLocal: true), .dismiss,
        ])
      + rows(
        "S3", "app changes its insets while the keyboard is up", on: everyDevice,
        layout: { _ in withAppInsets(SceneLayout()) },
        steps: [
          .focus(.firstBelow(docked, plus: 0)), .show(docked, isLocal: true),
          .appSetsInsets(
            content: UIEdgeInsets(top: 8, left: 0, bottom: 40, right: 0),
            indicator: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)),
          .focus(.next), .dismiss,
        ])
      + rows(
        "S6", "hide after scrolling to the end: offset back in range", on: everyDevice,
        layout: { _ in withAppInsets(SceneLayout()) },
        steps: [.focus(.last), .show(docked, isLocal: true), .userScrollsToEnd, .dismiss])
      + rows(
        "S7", "content grows and a row is inserted above the focus", on: everyDevice,
        steps: [
          .focus(.firstBelow(docked, plus: 0)), .show(docked, isLocal: true),
          .appAppendsRows(3), .appInsertsRowAboveFocus, .dismiss,
        ])

    private static func withAppInsets(_ layout: SceneLayout) -> SceneLayout {
      var result = layout
      result.appContentInset = SceneLayout.typicalAppInsets
      result.appIndicatorInsets = SceneLayout.typicalAppIndicatorInsets
      return result
    }

    /// The last row that sits wholly above the device's docked keyboard with 16 pt to spare,
    /// the scroll view resting at its top below the safe area.
    static func rowJustAboveKeyboard(on device: Device) -> Int {
      let pitch = SceneLayout.rowHeight + SceneLayout.spacing
      let top = device.safeArea.top + SceneLayout.spacing
      let room = device.keyboardTop - 16 - top - SceneLayout.rowHeight
      return max(0, Int((room / pitch).rounded(.down)))
    }
  }
#endif
