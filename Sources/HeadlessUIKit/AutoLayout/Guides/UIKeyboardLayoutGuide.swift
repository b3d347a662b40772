#if !canImport(UIKit)
  import Foundation

  /// A layout guide that tracks a system-defined area of the screen and can activate and
  /// deactivate constraints as that area moves.
  ///
  /// Source: UITrackingLayoutGuide.h (iPhoneOS16.4.sdk, iOS 15). Its methods that activate
  /// constraints by the edges the tracked area is near (`setConstraints(_:activeWhenNearEdge:)`
  /// and the rest) take `NSDirectionalRectEdge` and are not modelled: no form uses them.
  @available(iOS 15.0, *)
  @preconcurrency @MainActor
  open class UITrackingLayoutGuide: UILayoutGuide {}

  /// A layout guide that represents the space the keyboard occupies in your app's layout.
  ///
  /// Source: UIKeyboardLayoutGuide.h (iPhoneOS16.4.sdk, iOS 15; iPhoneOS18.0.sdk for the iOS
  /// 17 members) and UIView.h: "Follows the keyboard when on screen and docked. When the
  /// keyboard is offscreen or undocked, keyboardLayoutGuide.topAnchor matches the view's
  /// safeAreaLayoutGuide.bottomAnchor." The model follows the keyboard of the owning view's
  /// screen, `UIScreen.simulatedKeyboardFrame` (headless-only, set by SimulatedDevice's
  /// keyboard); the rules are in Engine/LayoutSystemBuilder+Guides.swift.
  @available(iOS 15.0, *)
  @preconcurrency @MainActor
  open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked, split or floating.
    ///
    /// Source: UIKeyboardLayoutGuide.h, "Defaults to NO"; "To follow all keyboard anchors
    /// as above even when undocked (detached from the bottom, split and detached, or
    /// floating), set followsUndockedKeyboard to YES."
    open var followsUndockedKeyboard: Bool = false {
      didSet { if oldValue != followsUndockedKeyboard { guideDidChange() } }
    }

    /// Whether the guide's top is tied to the owning view's safe area (rather than to the
    /// view's bottom) while the keyboard is offscreen.
    ///
    /// Source: UIKeyboardLayoutGuide.h (iPhoneOS18.0.sdk), `@property (nonatomic, readwrite)
    /// BOOL usesBottomSafeArea API_AVAILABLE(ios(17.0))`: "Defaults to YES. When the keyboard
    /// is offscreen, the layout guide is tied to the bottomAnchor of the view's
    /// safeAreaLayoutGuide. Set this to NO to instead have the guide use the bottomAnchor of
    /// the view."
    @available(iOS 17.0, *)
    open var usesBottomSafeArea: Bool {
      get { storedUsesBottomSafeArea }
      set {
        guard newValue != storedUsesBottomSafeArea else { return }
        storedUsesBottomSafeArea = newValue
        guideDidChange()
      }
    }
    var storedUsesBottomSafeArea = true

    /// Padding above the keyboard at which a scroll's interactive dismissal starts.
    ///
    /// Source: UIKeyboardLayoutGuide.h (iPhoneOS18.0.sdk), `@property (nonatomic, readwrite)
    /// CGFloat keyboardDismissPadding API_AVAILABLE(ios(17.0))`: "Defaults to 0.0 … Negative
    /// values will be treated as 0." The model keeps the value as set; SimulatedDevice's
    /// interactive drag reads a scroll view's own guide's, negative as 0, to decide where the
    /// dismissal starts (its point of reference, the keyboard's top, is a [choice] there).
    @available(iOS 17.0, *)
    open var keyboardDismissPadding: CGFloat = 0

    /// The guide's position depends on one of its settings: lay out again.
    private func guideDidChange() {
      owningView?.autoLayoutInputDidChange()
    }
  }
#endif
