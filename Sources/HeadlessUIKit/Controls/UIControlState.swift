#if !canImport(UIKit)
  import Foundation

  extension UIControl {
    /// Constants describing the state of a control.
    ///
    /// Source: UIControl.h, `typedef NS_OPTIONS(NSUInteger, UIControlState)`, imported as an
    /// `OptionSet` of `UInt`, with the header's values.
    public struct State: OptionSet, Sendable {
      /// The state's bits.
      public let rawValue: UInt

      /// Creates a state from its bits.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// The normal, or default, state of a control: enabled, not selected, not highlighted.
      public static let normal = State([])
      /// Highlighted state of a control.
      public static let highlighted = State(rawValue: 1 << 0)
      /// Disabled state of a control.
      public static let disabled = State(rawValue: 1 << 1)
      /// Selected state of a control.
      public static let selected = State(rawValue: 1 << 2)
      /// Focused state of a control.
      @available(iOS 9.0, *)
      public static let focused = State(rawValue: 1 << 3)
      /// Additional control-state flags available for application use.
      public static let application = State(rawValue: 0x00FF_0000)
      /// Control-state flags reserved for internal framework use.
      public static let reserved = State(rawValue: 0xFF00_0000)
    }
  }
#endif
