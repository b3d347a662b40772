#if !canImport(UIKit)
  import Foundation

  extension UIControl {
    /// Constants describing the types of events possible for controls.
    ///
    /// Source: UIControl.h (`typedef NS_OPTIONS(NSUInteger, UIControlEvents)`), imported as
    /// `UIControl.Event`; the raw values are the header's. The model sends only the editing
    /// events (from `UITextField`); the touch events exist so that code naming them compiles.
    public struct Event: OptionSet, Sendable {
      /// The event's bit mask.
      public let rawValue: UInt

      /// Creates a set of control events from a bit mask.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// A touch-down event in the control (`1 << 0`).
      public static let touchDown = Event(rawValue: 1 << 0)
      /// A repeated touch-down event in the control (`1 << 1`).
      public static let touchDownRepeat = Event(rawValue: 1 << 1)
      /// An event where a finger is dragged inside the bounds of the control (`1 << 2`).
      public static let touchDragInside = Event(rawValue: 1 << 2)
      /// An event where a finger is dragged just outside the bounds of the control (`1 << 3`).
      public static let touchDragOutside = Event(rawValue: 1 << 3)
      /// An event where a finger is dragged into the bounds of the control (`1 << 4`).
      public static let touchDragEnter = Event(rawValue: 1 << 4)
      /// An event where a finger is dragged from within a control to outside its bounds
      /// (`1 << 5`).
      public static let touchDragExit = Event(rawValue: 1 << 5)
      /// A touch-up event in the control where the finger is inside its bounds (`1 << 6`).
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// A touch-up event in the control where the finger is outside its bounds (`1 << 7`).
      public static let touchUpOutside = Event(rawValue: 1 << 7)
      /// A system event canceling the current touches for the control (`1 << 8`).
      public static let touchCancel = Event(rawValue: 1 << 8)
      /// A touch dragging or otherwise manipulating a control, causing it to emit a series of
      /// different values (`1 << 12`).
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// A semantic action triggered by buttons (`1 << 13`, iOS 9).
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      /// An event that fires when the menu gesture is recognized (`1 << 14`, iOS 14).
      @available(iOS 14.0, *)
      public static let menuActionTriggered = Event(rawValue: 1 << 14)
      /// A touch initiating an editing session in a `UITextField` (`1 << 16`).
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      /// A touch making an editing change in a `UITextField` (`1 << 17`).
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// A touch ending an editing session in a `UITextField` (`1 << 18`).
      public static let editingDidEnd = Event(rawValue: 1 << 18)
      /// The Return key ending an editing session in a `UITextField` (`1 << 19`).
      public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
      /// All touch events (`0x00000FFF`).
      public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
      /// All editing touches for `UITextField` objects (`0x000F0000`).
      public static let allEditingEvents = Event(rawValue: 0x000F_0000)
      /// A range of control-event values available for application use (`0x0F000000`).
      public static let applicationReserved = Event(rawValue: 0x0F00_0000)
      /// A range of control-event values reserved for internal framework use (`0xF0000000`).
      public static let systemReserved = Event(rawValue: 0xF000_0000)
      /// All events, including system events (`0xFFFFFFFF`).
      public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
  }
#endif
