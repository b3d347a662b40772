#if !canImport(UIKit)
  import Foundation

  /// An object that defines the properties associated with a hardware-based display.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiscreen
  /// Headless-only setup (no UIKit counterpart): ``init(bounds:safeAreaInsets:)``,
  /// ``init(bounds:safeAreaInsets:scale:)`` and ``setBounds(_:safeAreaInsets:)``. The screen's unsafe margins (status bar, sensor
  /// housing, home indicator) are what windows and views derive `safeAreaInsets` from.
  @preconcurrency @MainActor
  open class UIScreen: NSObject {
    private(set) var unsafeMargins: UIEdgeInsets
    /// The screen's coordinate space: one object for the screen's life, which also stores
    /// the screen's bounds (see ``coordinateSpace``).
    private let space: ScreenCoordinateSpace
    private var storedBounds: CGRect {
      get { space.storedBounds }
      set { space.storedBounds = newValue }
    }
    /// Windows shown on this screen, so that geometry changes reach their safe areas.
    private var windows: [WeakWindow] = []
    /// The key window of this screen; the model keeps one per screen, as UIKit keeps one per
    /// scene, so that concurrent tests on different screens do not interfere.
    package internal(set) weak var keyWindow: UIWindow?

    private let storedScale: CGFloat

    /// The system keyboard's frame on this screen, in the screen's coordinates: `.zero` (or
    /// any rectangle with no area on the screen) while no keyboard shows. **Headless-only
    /// setup**: UIKit has no such property; on a device the system moves the keyboard.
    /// SimulatedDevice's keyboard sets it as it plays each sequence, and while an interactive
    /// drag moves the keyboard with no notification posted; the views'
    /// `keyboardLayoutGuide`s follow it at the next layout pass of their window (see
    /// AutoLayout/Engine/LayoutSystem+Guides.swift), which the keyboard runs inside its
    /// animation when it plays a sequence. Setting it posts nothing: keyboard notifications
    /// are SimulatedDevice's.
    public var simulatedKeyboardFrame: CGRect = .zero {
      didSet {
        if simulatedKeyboardFrame != oldValue { keyboardGuidesDidMove() }
      }
    }

    /// Where the views' `keyboardLayoutGuide`s see the keyboard when they do not follow
    /// ``simulatedKeyboardFrame``: `nil` (the default) when they follow it. **Headless-only
    /// setup**, for the reported faults of the guide during an interactive dismissal, which
    /// SimulatedDevice's keyboard sets (its `KeyboardGuideQuirk`); each is cited there.
    public var simulatedKeyboardLayoutGuideFrame: CGRect? {
      didSet {
        if simulatedKeyboardLayoutGuideFrame != oldValue { keyboardGuidesDidMove() }
      }
    }

    /// The keyboard layout guides of this screen's windows lie elsewhere: each window whose
    /// last layout pass placed one lays out again at its next pass (walking the windows
    /// without a copy). A window that never made a keyboard layout guide has nothing the
    /// keyboard moves, so it gets no pass [choice: UIKit makes the guide on first access,
    /// and a guide tracks the keyboard only once made; a guide made since the last pass comes
    /// with a pass of its own, which reads the keyboard then].
    private func keyboardGuidesDidMove() {
      forEachWindowPlacingKeyboardLayoutGuides { $0.autoLayoutInputDidChange() }
    }

    /// Lays out at once each window of this screen whose `keyboardLayoutGuide`s wait for a
    /// pass: what the system does inside the keyboard's animation block, so that views
    /// constrained to the guide move with the keyboard (see SimulatedDevice's
    /// `SystemKeyboard.play(_:)`, which calls it inside `UIView.animate` after setting
    /// ``simulatedKeyboardFrame``). A window without a keyboard layout guide is left alone.
    /// Not UIKit API: on a device the system does this.
    package func layOutKeyboardLayoutGuides() {
      forEachWindowPlacingKeyboardLayoutGuides { $0.layoutIfNeeded() }
    }

    /// Runs `body` on each window of this screen that uses Auto Layout and whose last layout
    /// pass placed a keyboard layout guide: the windows the keyboard moves anything in
    /// (walking the windows without a copy).
    private func forEachWindowPlacingKeyboardLayoutGuides(_ body: (UIWindow) -> Void) {
      for entry in windows {
        if let window = entry.window, window.autoLayoutInSubtree,
          window.placesKeyboardLayoutGuide
        {
          body(window)
        }
      }
    }

    /// Creates a screen of the given size and unsafe margins, of scale 1. **Headless-only
    /// setup**: it has no UIKit counterpart; on a device the system provides the screen.
    ///
    /// - Parameters:
    ///   - bounds: The screen's bounds in points, in the current interface orientation.
    ///   - safeAreaInsets: The screen's unsafe margins, e.g. `(59, 0, 34, 0)` for a Face ID
    ///     iPhone in portrait.
    public init(bounds: CGRect, safeAreaInsets: UIEdgeInsets = .zero) {
      space = ScreenCoordinateSpace(bounds: bounds)
      unsafeMargins = safeAreaInsets
      // [choice] A screen given no scale is a standard-resolution one, whose scale is 1
      // [doc: UIScreen.scale, "For standard-resolution displays, the scale factor is 1.0"].
      storedScale = 1
      super.init()
      space.screen = self
    }

    /// Creates a screen of the given size, unsafe margins and scale. **Headless-only setup**,
    /// like ``init(bounds:safeAreaInsets:)``.
    ///
    /// - Parameters:
    ///   - bounds: The screen's bounds in points, in the current interface orientation.
    ///   - safeAreaInsets: The screen's unsafe margins.
    ///   - scale: Pixels per point: 2 or 3 for Retina displays, 1 for standard ones.
    public init(bounds: CGRect, safeAreaInsets: UIEdgeInsets, scale: CGFloat) {
      space = ScreenCoordinateSpace(bounds: bounds)
      unsafeMargins = safeAreaInsets
      storedScale = scale
      super.init()
      space.screen = self
    }

    /// Changes the screen's bounds and unsafe margins, as a rotation does. **Headless-only
    /// setup.** Windows are not resized: the caller resizes them, as the system would.
    public func setBounds(_ bounds: CGRect, safeAreaInsets: UIEdgeInsets) {
      storedBounds = bounds
      unsafeMargins = safeAreaInsets
      for window in attachedWindows { window.updateSafeAreaInSubtree() }
    }

    /// The bounding rectangle of the screen, measured in points.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscreen/bounds
    /// "This rectangle is specified in the current interface orientation."
    open var bounds: CGRect {
      storedBounds
    }

    /// The natural scale factor associated with the screen.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscreen/scale
    /// "This value reflects the scale factor needed to convert from the default logical
    /// coordinate space into the device coordinate space of this screen": 3 or 2 for Retina
    /// displays, 1 for standard-resolution ones. UIScreen.h: `@property(nonatomic,readonly)
    /// CGFloat scale API_AVAILABLE(ios(4.0))`. The model's is the scale the screen was made
    /// with; a rotation does not change it.
    open var scale: CGFloat {
      storedScale
    }

    /// The current coordinate space of the screen.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    /// "The bounds of this coordinate space reflect the current interface orientation":
    /// the space keyboard frames are reported in. The model returns the same object on every
    /// read [choice: a property of the screen that UIKit's docs describe as the screen's
    /// space, not a new one per read], which also spares an allocation per read: the
    /// component converts the keyboard's frame out of it on every keyboard event.
    open var coordinateSpace: any UICoordinateSpace {
      space
    }

    /// Returns the screen object representing the device's screen.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiscreen/main
    /// The model's main screen is 393 × 852 pt with unsafe margins (59, 0, 34, 0) and scale 3,
    /// an iPhone 15 in portrait [choice]. Tests make their own screens instead.
    /// UIScreen.h marks it `API_DEPRECATED(…, ios(2.0, API_TO_BE_DEPRECATED))`: Swift imports
    /// that as deprecated in a future iOS version (version 100000), which the model copies.
    @available(
      iOS, introduced: 2.0, deprecated: 100000,
      message:
        "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
    )
    open class var main: UIScreen {
      mainScreen
    }

    private static let mainScreen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: 393, height: 852),
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3)

    // MARK: Model internals

    var attachedWindows: [UIWindow] {
      windows.compactMap(\.window)
    }

    func attach(_ window: UIWindow) {
      windows.removeAll { $0.window == nil || $0.window === window }
      windows.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
      windows.removeAll { $0.window == nil || $0.window === window }
      if keyWindow === window { keyWindow = nil }
    }
  }

  @MainActor
  private struct WeakWindow {
    weak var window: UIWindow?
  }

  /// The screen's coordinate space: the frame of reference of windows and keyboard frames.
  /// The screen owns it (one per screen), so it points back weakly, to make no cycle; it
  /// stores the screen's bounds, so that a space kept after its screen is gone still
  /// answers the bounds the screen had, as when it held its screen.
  @MainActor
  final class ScreenCoordinateSpace: NSObject, UICoordinateSpace, ScreenSpaceMapping {
    /// The screen's bounds, stored here for the screen (`UIScreen.storedBounds`).
    var storedBounds: CGRect
    weak var screen: UIScreen?

    init(bounds: CGRect) {
      storedBounds = bounds
      super.init()
    }

    /// The screen's bounds, read through the screen while it exists (a subclass may
    /// override them).
    var bounds: CGRect {
      screen?.bounds ?? storedBounds
    }

    func pointInScreenSpace(_ point: CGPoint) -> CGPoint {
      point
    }

    /// The screen's space has no transform.
    var hasTransformOnPath: Bool { false }

    func pointFromScreenSpace(_ point: CGPoint) -> CGPoint {
      point
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
      convertPoint(point, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
      convertPoint(point, from: coordinateSpace)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      convertRect(rect, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      convertRect(rect, from: coordinateSpace)
    }
  }
#endif
