#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// The scenes of the `REPORTED iOS FAULTS` table: each plays a keyboard as iOS 26 and 27
  /// were reported to post it (SimulatedDevice's ``ReportedKeyboardFault``, whose cases cite
  /// the reports), on phones and iPads. Kept out of ``ScenarioCatalog/all``, so the main
  /// tables stay as they were; judged the same way, from where the keyboard really is.
  enum FaultCatalog {
    static let everyDevice = ScenarioCatalog.everyDevice
    static let docked = ScenarioCatalog.docked
    /// A toolbar above the keys, as the reports with an accessory view had: 44 pt, UIKit's
    /// toolbar height with `UIDesignRequiresCompatibility` [seen: IQKeyboardManager #2177].
    static let toolbar: CGFloat = 44

    /// Every fault scene on every device it applies to.
    static let all: [Scenario] =
      windowCoordinates + accessoryLeftOut + bursts + rapidShowHide + crossFade + stuckGuide

    private static func rows(
      _ id: String, _ title: String, on devices: [Device],
      layout: @escaping (Device) -> SceneLayout = { _ in SceneLayout() }, steps: [ScenarioStep]
    ) -> [Scenario] {
      ScenarioCatalog.rows(id, title, on: devices, layout: layout, steps: steps)
    }

    /// Show, move to the next field, hide, all under `fault`, the focus first on the row the
    /// keyboard `covering` will cover.
    private static func showNextHide(
      _ fault: ReportedKeyboardFault, covering: KeyboardShape = docked
    ) -> [ScenarioStep] {
      [
        .focus(.firstBelow(covering, plus: 0)), .faultyShow(fault), .focus(.next),
        .faultyDismiss(fault),
      ]
    }

    /// FB18129544 (iPadOS 26 with an accessory): end frames in the window's coordinates, in
    /// windows away from the screen's origin.
    static let windowCoordinates: [Scenario] =
      rows(
        "R1", "iPadOS 26, accessory: frames in window coordinates, Stage Manager",
        on: [.iPadPro],
        layout: { device in
          var layout = SceneLayout(
            windowFrame: WindowKind.stageManager(
              frame: CGRect(x: 100, y: 200, width: 700, height: 1000)
            ).windowFrame(on: device))
          layout.accessoryHeight = toolbar
          return layout
        }, steps: showNextHide(.endFrameInWindowCoordinates))
      + rows(
        "R1", "iPadOS 26, accessory: frames in window coordinates, Stage Manager",
        on: [.iPadProLandscape],
        layout: { device in
          var layout = SceneLayout(
            windowFrame: WindowKind.stageManager(
              frame: CGRect(x: 200, y: 60, width: 900, height: 900)
            ).windowFrame(on: device))
          layout.accessoryHeight = toolbar
          return layout
        }, steps: showNextHide(.endFrameInWindowCoordinates))
      + rows(
        "R2", "iPadOS 26, accessory: frames in window coordinates, Split View right half",
        on: [.iPadPro],
        layout: { device in
          var layout = SceneLayout(
            windowFrame: WindowKind.splitView(width: 507, trailing: true).windowFrame(on: device))
          layout.accessoryHeight = toolbar
          return layout
        }, steps: showNextHide(.endFrameInWindowCoordinates))

    /// Chatto PR #797 (iOS 26): the accessory is on screen but not in the frame.
    static let accessoryLeftOut: [Scenario] = rows(
      "R3", "iOS 26: accessory left out of the reported frame", on: everyDevice,
      layout: { _ in
        var layout = SceneLayout()
        layout.accessoryHeight = toolbar
        return layout
      }, steps: showNextHide(.accessoryLeftOutOfFrame))

    /// KeyboardKit #971 and Apple forum 813579: a third-party keyboard's burst of heights.
    static let bursts: [Scenario] =
      rows(
        "R4", "third-party keyboard burst: 364, 347, 575 pt", on: [.iPhone15, .iPadPro],
        steps: showNextHide(.keyboardKitBurst, covering: .docked(height: 575)))
      + rows(
        "R5", "keyboard extension resizes: 0, 956, 452, 268 pt", on: [.iPadPro],
        steps: showNextHide(.extensionResizeBurst, covering: .docked(height: 268)))

    /// duckduckgo/apple-browsers PR #1898: rapid show and hide lose or misorder
    /// notifications; the app's own insets are set, so that their return is judged.
    static let rapidShowHide: [Scenario] =
      rows(
        "R6", "rapid show/hide: the hide's notifications lost", on: everyDevice,
        layout: { _ in appInsets },
        steps: [
          .focus(.firstBelow(docked, plus: 0)), .faultyShow(.hideLost), .faultyDismiss(.hideLost),
          .focus(.firstBelow(docked, plus: 1)), .show(docked, isLocal: true), .dismiss,
        ])
      + rows(
        "R7", "rapid show/hide: a stale show after the hide", on: everyDevice,
        layout: { _ in appInsets },
        steps: [
          .focus(.firstBelow(docked, plus: 0)), .faultyShow(.staleShowAfterHide),
          .faultyDismiss(.staleShowAfterHide),
        ])

    /// FinniversKit PR #1208, RxKeyboard PR #107, RNKC #1141: Reduce Motion with Prefer
    /// Cross-Fade Transitions, in a full-screen form and in an iPad form sheet (a modal).
    static let crossFade: [Scenario] =
      rows(
        "R8", "Cross-Fade Transitions: empty show frame, 71 pt hide frame", on: everyDevice,
        steps: showNextHide(.crossFade))
      + rows(
        "R9", "Cross-Fade Transitions in an iPad form sheet", on: [.iPadPro],
        layout: { _ in
          SceneLayout(scrollFrame: CGRect(x: 160, y: 200, width: 704, height: 900), inSheet: true)
        }, steps: showNextHide(.crossFade))

    /// cmux PR #9958 (an iOS 27 beta): the keyboard layout guide stays at the screen's
    /// bottom while the notifications are right.
    static let stuckGuide: [Scenario] = rows(
      "R10", "iOS 27 beta: keyboard layout guide stuck at the screen's bottom", on: everyDevice,
      steps: showNextHide(.layoutGuide(.stuckAtScreenBottom)))

    private static var appInsets: SceneLayout {
      var layout = SceneLayout()
      layout.appContentInset = SceneLayout.typicalAppInsets
      layout.appIndicatorInsets = SceneLayout.typicalAppIndicatorInsets
      return layout
    }
  }
#endif
