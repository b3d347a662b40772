#if !canImport(UIKit)
  import HeadlessUIKit

  /// A real device held in one orientation: its screen in points, the screen's unsafe margins
  /// and the heights of its system keyboard. The values come from ``Device/Model``, which
  /// names the source of each.
  public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// How the device is held.
    public enum Orientation: Sendable, Hashable {
      /// Taller than wide.
      case portrait
      /// Wider than tall.
      case landscape
    }

    /// The hardware: the same in every orientation.
    public let model: Model
    /// How it is held.
    public let orientation: Orientation

    /// The device `model` held in `orientation`, which the model must have figures for
    /// (see ``turned(to:)``).
    public init(_ model: Model, _ orientation: Orientation) {
      precondition(model.layout(orientation) != nil, "\(model.name) has no \(orientation) figures")
      self.model = model
      self.orientation = orientation
    }

    private var layout: Model.Layout {
      // The initializer only accepts orientations the model has a layout for.
      model.layout(orientation) ?? model.portrait
    }

    /// The model's name, with "landscape" added when held so.
    public var name: String {
      orientation == .portrait ? model.name : "\(model.name) landscape"
    }

    /// The name.
    public var description: String { name }

    /// Whether it is an iPad (floating, undocked and split keyboards, multitasking windows).
    public var isPad: Bool { model.idiom == .pad }

    /// The screen's size in points in this orientation.
    public var screenSize: CGSize {
      let portrait = model.portraitScreenSize
      return orientation == .portrait
        ? portrait : CGSize(width: portrait.height, height: portrait.width)
    }

    /// The screen's bounds in this orientation.
    public var screenBounds: CGRect { CGRect(origin: .zero, size: screenSize) }

    /// The screen's unsafe margins (status bar or sensor housing, home indicator): the safe
    /// area of a full-screen window.
    public var safeArea: UIEdgeInsets { layout.safeArea }

    /// The part of the screen inside its unsafe margins.
    public var safeRegion: CGRect { screenBounds.inset(by: safeArea) }

    /// The docked software keyboard's height with the QuickType bar, the home-indicator area
    /// included.
    public var keyboardHeight: CGFloat { layout.keyboardHeight }

    /// The QuickType (predictive) bar's height; the user can turn the bar off.
    public var quickTypeBarHeight: CGFloat { layout.quickTypeBarHeight }

    /// The docked software keyboard's height without the QuickType bar.
    public var keyboardHeightWithoutQuickType: CGFloat { keyboardHeight - quickTypeBarHeight }

    /// How much of the screen the shortcuts bar covers when a hardware keyboard is attached.
    public var hardwareKeyboardBarHeight: CGFloat { model.hardwareKeyboardBarHeight }

    /// The top of the docked keyboard (with QuickType), in screen coordinates.
    public var keyboardTop: CGFloat { screenSize.height - keyboardHeight }

    /// The same device turned to `orientation`; `nil` when the catalog has no figures for it.
    public func turned(to orientation: Orientation) -> Device? {
      model.layout(orientation) == nil ? nil : Device(model, orientation)
    }

    /// A new screen for this device (each scene has its own, so keyboard notifications
    /// naming one screen reach only the scene on it).
    @MainActor public func makeScreen() -> UIScreen {
      UIScreen(bounds: screenBounds, safeAreaInsets: safeArea, scale: model.scale)
    }
  }
#endif
