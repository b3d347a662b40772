#if !canImport(UIKit)
  import Foundation

  /// A control that offers a binary choice, such as on/off.
  ///
  /// Source: UISwitch.h (iPhoneOS16.4.sdk), `@interface UISwitch : UIControl`. The model
  /// keeps `isOn`; a tap (`UIWindow.simulateTap(at:)`) flips it and sends `.valueChanged`
  /// [doc: uiswitch, "When the user manipulates the switch control ("flips" it) a
  /// valueChanged event is generated"]; `setOn(_:animated:)` sends nothing [doc: UISwitch.h,
  /// "does not send action"].
  @preconcurrency @MainActor
  open class UISwitch: UIControl {
    /// The switch's size: 51 × 31 pt [seen: the standard switch's size on iOS 7 and later,
    /// widely reported]; UISwitch.h: "This class enforces a size appropriate for the
    /// control, and so the frame size is ignored."
    private static let size = CGSize(width: 51, height: 31)

    /// Creates a switch at the frame's origin, of the switch's own size.
    ///
    /// Source: UISwitch.h, `initWithFrame:` (NS_DESIGNATED_INITIALIZER): "the frame size is
    /// ignored".
    public override init(frame: CGRect) {
      super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// Creates a switch from data in an unarchiver; the model decodes nothing.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// A Boolean value that determines the off/on state of the switch. Default `false`.
    ///
    /// Source: UISwitch.h, `@property(nonatomic,getter=isOn) BOOL on`.
    open var isOn: Bool = false

    /// Sets the state of the switch to the on or off position, optionally animating the
    /// transition; sends no action.
    ///
    /// Source: UISwitch.h, `setOn:animated:` ("does not send action").
    open func setOn(_ on: Bool, animated: Bool) {
      isOn = on
    }

    /// The switch's size [seen, above].
    open override var intrinsicContentSize: CGSize {
      Self.size
    }

    /// A tap flips the switch and sends `.valueChanged` (Gestures/UIWindow+SimulatedTap.swift).
    func flipFromTap() {
      isOn.toggle()
      sendActions(for: .valueChanged)
    }
  }
#endif
