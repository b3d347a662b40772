import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// A keyboard notification's `userInfo`, decoded and validated.
///
/// The core never sees UIKit types: the shell reads the raw values out of the notification
/// (frames already unwrapped from `NSValue` when they hold a rectangle) and this type
/// decides whether they make a usable event. Anything malformed yields `nil`, and a `nil`
/// event changes nothing.
package struct KeyboardFrameChange: Equatable, Sendable {
  /// A frame value as found in `userInfo`.
  package enum FrameValue: Equatable, Sendable {
    /// The key is missing.
    case absent
    /// The key holds something that is not a rectangle.
    case wrongType
    /// The key holds a rectangle (not yet validated).
    case rect(CGRect)
  }

  /// A number value as found in `userInfo` (a duration, a curve, the local flag).
  ///
  /// The shell casts each entry once, as it meets it in its one pass over `userInfo`, and
  /// hands the result on: keeping the raw `Any` until here cost a copy and a destruction of
  /// each existential on the way (Docs/Cost.md).
  package enum NumberValue {
    /// The key is missing.
    case absent
    /// The key holds something that is not an `NSNumber`.
    case wrongType
    /// The key holds a number (not yet validated).
    case number(NSNumber)

    /// What `value`, a present entry, is as a number entry.
    package init(present value: Any) {
      if let number = value as? NSNumber { self = .number(number) } else { self = .wrongType }
    }
  }

  /// The keyboard's frame at the end of its animation, in screen coordinates.
  package var endFrame: CGRect
  /// The frame at the start of the animation, when present; informational only
  /// (interactive dismissal sends empty begin frames).
  package var beginFrame: CGRect?
  /// The animation's duration in seconds; 0 when the notification carries none.
  package var animationDuration: TimeInterval
  /// The raw `UIView.AnimationCurve` value; the real keyboard sends 7, which no public case
  /// names, so it stays a number.
  package var animationCurveRawValue: Int
  /// Whether the keyboard belongs to this app; `true` when the key is absent.
  package var isLocal: Bool

  /// The largest coordinate accepted: far beyond any screen, so anything larger is garbage.
  package static let coordinateLimit: CGFloat = 1_000_000
  /// The longest animation accepted, in seconds.
  package static let durationLimit: TimeInterval = 10

  /// Decodes `userInfo` values already sorted by type (frames from `NSValue`, numbers from
  /// `NSNumber`); `nil` when the end frame is missing or not a sane rectangle, or when an
  /// optional value (the begin frame included) is present but of the wrong type or out of
  /// range.
  package init?(
    endFrame: FrameValue, beginFrame: FrameValue, duration: NumberValue, curve: NumberValue,
    isLocal: NumberValue
  ) {
    guard case .rect(let end) = endFrame, end.isSaneFrame else { return nil }
    self.endFrame = end
    switch beginFrame {
    case .absent: self.beginFrame = nil
    case .wrongType: return nil
    case .rect(let begin):
      // Informational, but a pathological value still marks the notification as garbage;
      // an empty one (interactive dismissal) is sane.
      guard begin.isSaneFrame else { return nil }
      self.beginFrame = begin
    }
    switch duration {
    case .absent: animationDuration = 0
    case .wrongType: return nil
    case .number(let number):
      let seconds = number.doubleValue
      guard seconds.isFinite, (0...Self.durationLimit).contains(seconds) else { return nil }
      animationDuration = seconds
    }
    switch curve {
    case .absent: animationCurveRawValue = 0
    case .wrongType: return nil
    case .number(let number):
      // Curves occupy four bits of `UIView.AnimationOptions` (bits 16–19).
      let value = number.intValue
      guard number.doubleValue == Double(value), (0...15).contains(value) else { return nil }
      animationCurveRawValue = value
    }
    switch isLocal {
    case .absent: self.isLocal = true
    case .wrongType: return nil
    case .number(let flag): self.isLocal = flag.boolValue
    }
  }
}

extension CGRect {
  /// Finite, not negative in size, and within ``KeyboardFrameChange/coordinateLimit``.
  ///
  /// Asked several times an update (each keyboard frame decoded, every rect a reveal uses), so
  /// it checks the four values one by one rather than through an array, which would be
  /// allocated at each call.
  package var isSaneFrame: Bool {
    Self.isSane(origin.x) && Self.isSane(origin.y) && Self.isSane(size.width)
      && Self.isSane(size.height) && size.width >= 0 && size.height >= 0
  }

  /// Finite and within ``KeyboardFrameChange/coordinateLimit``.
  private static func isSane(_ value: CGFloat) -> Bool {
    value.isFinite && abs(value) <= KeyboardFrameChange.coordinateLimit
  }
}
