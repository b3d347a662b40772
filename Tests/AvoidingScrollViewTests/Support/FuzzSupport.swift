#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice

  /// An `AvoidingScrollView` that counts every write to the properties the component owns
  /// (`contentInset`, `verticalScrollIndicatorInsets`, `contentOffset`), and records whether
  /// each one ran inside an animation.
  @MainActor
  final class WriteCountingScrollView: AvoidingScrollView {
    private(set) var writes = 0
    private(set) var writeLog: [String] = []
    private(set) var writeDurations: [TimeInterval] = []

    func resetWrites() {
      writes = 0
      writeLog.removeAll()
      writeDurations.removeAll()
    }

    private func record(_ what: String) {
      writes += 1
      writeLog.append(what)
      writeDurations.append(UIView.inheritedAnimationDuration)
    }

    override var contentInset: UIEdgeInsets {
      get { super.contentInset }
      set {
        record("contentInset = \(newValue)")
        super.contentInset = newValue
      }
    }

    override var verticalScrollIndicatorInsets: UIEdgeInsets {
      get { super.verticalScrollIndicatorInsets }
      set {
        record("verticalScrollIndicatorInsets = \(newValue)")
        super.verticalScrollIndicatorInsets = newValue
      }
    }

    override var contentOffset: CGPoint {
      get { super.contentOffset }
      set {
        record("contentOffset = \(newValue)")
        super.contentOffset = newValue
      }
    }
  }

  /// Expectations computed from the documented behaviour (design.md, uikit-reference.md),
  /// written independently of the component's `Core` and of the model's implementation:
  /// plain arithmetic on screen coordinates.
  enum FuzzExpectation {
    /// A keyboard frame counts as reaching the screen's bottom within this many points
    /// (frames carry rounding); generators never produce frames inside this band.
    static let dockTolerance: CGFloat = 1
    /// Coordinates beyond this are garbage (the brief's "huge" is 1e9).
    static let coordinateLimit: CGFloat = 1_000_000
    /// Longest keyboard animation accepted, in seconds.
    static let durationLimit: Double = 10

    static func isFinite(_ rect: CGRect) -> Bool {
      rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
        && rect.size.height.isFinite
    }

    static func isFinite(_ insets: UIEdgeInsets) -> Bool {
      insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite
        && insets.right.isFinite
    }

    static func isFinite(_ point: CGPoint) -> Bool {
      point.x.isFinite && point.y.isFinite
    }

    /// Finite, not negative in size, and within ``coordinateLimit``.
    static func isSane(_ rect: CGRect) -> Bool {
      let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
      return values.allSatisfy { $0.isFinite && abs($0) <= coordinateLimit }
        && rect.size.width >= 0 && rect.size.height >= 0
    }

    /// The height of `scroll` (a rect in screen coordinates) that a keyboard covers: from
    /// the top of the part of the keyboard over the scroll view down to the scroll view's
    /// bottom. 0 for an empty, off-screen or undocked (not reaching the screen's bottom)
    /// keyboard, and for one that does not meet the scroll view.
    static func coveredHeight(keyboard k: CGRect, screen: CGRect, scroll s: CGRect) -> CGFloat {
      guard k.size.width > 0, k.size.height > 0 else { return 0 }
      let onScreenWidth = min(k.maxX, screen.maxX) - max(k.minX, screen.minX)
      let onScreenHeight = min(k.maxY, screen.maxY) - max(k.minY, screen.minY)
      guard onScreenWidth > 0, onScreenHeight > 0 else { return 0 }
      guard k.maxY >= screen.maxY - dockTolerance else { return 0 }
      let width = min(k.maxX, s.maxX) - max(k.minX, s.minX)
      let top = max(k.minY, s.minY)
      let bottom = min(k.maxY, s.maxY)
      guard width > 0, bottom > top else { return 0 }
      return s.maxY - top
    }

    /// The safe area of a view whose rect in screen coordinates is `s`: how far it reaches
    /// into the screen's unsafe margins, never more than its own size.
    static func safeArea(of s: CGRect, screen: CGRect, margins m: UIEdgeInsets) -> UIEdgeInsets {
      func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
        min(max(value, 0), max(limit, 0))
      }
      return UIEdgeInsets(
        top: clamp(screen.minY + m.top - s.minY, s.height),
        left: clamp(screen.minX + m.left - s.minX, s.width),
        bottom: clamp(s.maxY - (screen.maxY - m.bottom), s.height),
        right: clamp(s.maxX - (screen.maxX - m.right), s.width))
    }

    /// The part of `safe` that `behavior` adds to the content inset (uikit-reference.md).
    static func appliedSafeArea(
      _ safe: UIEdgeInsets, behavior: UIScrollView.ContentInsetAdjustmentBehavior,
      contentSize: CGSize, boundsSize: CGSize, alwaysBounceVertical: Bool
    ) -> UIEdgeInsets {
      switch behavior {
      case .always: return safe
      case .never: return .zero
      case .automatic, .scrollableAxes:
        let vertical = contentSize.height > boundsSize.height || alwaysBounceVertical
        let horizontal = contentSize.width > boundsSize.width
        return UIEdgeInsets(
          top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
          bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
      @unknown default: return safe
      }
    }

    /// `insets` with `amount` added at the bottom.
    static func adding(_ amount: CGFloat, to insets: UIEdgeInsets) -> UIEdgeInsets {
      UIEdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom + amount, right: insets.right)
    }

    /// The focus span `minY...maxY` grown by `padding`, the padding cut at the content's
    /// ends: at 0 above and at `max(contentHeight, visibleHeight)` below (the focus itself is
    /// never cut).
    static func padded(
      minY: CGFloat, maxY: CGFloat, padding: CGFloat, contentHeight: CGFloat,
      visibleHeight: CGFloat
    ) -> (min: CGFloat, max: CGFloat) {
      let end = max(contentHeight, visibleHeight)
      let top = minY >= 0 ? max(0, minY - padding) : minY
      let bottom = maxY <= end ? min(end, maxY + padding) : maxY
      return (top, bottom)
    }

    /// Whether a padded span fits: no taller than the visible height and inside the part
    /// of the content any offset can show (`0 ... max(contentHeight, visibleHeight)`).
    static func fits(
      _ span: (min: CGFloat, max: CGFloat), visibleHeight: CGFloat, contentHeight: CGFloat
    ) -> Bool {
      visibleHeight > 0 && span.max - span.min <= visibleHeight && span.min >= 0
        && span.max <= max(contentHeight, visibleHeight)
    }

    /// The valid offsets along one axis: `-leading ... max(-leading, content + trailing -
    /// bounds)`.
    static func validRange(
      content: CGFloat, bounds: CGFloat, leading: CGFloat, trailing: CGFloat
    ) -> ClosedRange<CGFloat> {
      -leading...max(-leading, content + trailing - bounds)
    }

    /// The offset after asking to show `rect` (cut to the visible size from its leading
    /// edges) with the least motion: unchanged when it is visible already (within 0.001),
    /// otherwise moved on each axis exactly as far as needed, then kept in the valid range.
    static func leastMotion(
      offset: CGPoint, rect: CGRect, bounds: CGSize, adjusted a: UIEdgeInsets, content: CGSize
    ) -> CGPoint {
      let visibleWidth = bounds.width - a.left - a.right
      let visibleHeight = bounds.height - a.top - a.bottom
      guard visibleWidth > 0, visibleHeight > 0 else { return offset }
      let width = min(rect.width, visibleWidth)
      let height = min(rect.height, visibleHeight)
      let slack: CGFloat = 0.001
      func inside(_ low: CGFloat, _ length: CGFloat, _ bandLow: CGFloat, _ bandHigh: CGFloat)
        -> Bool
      {
        low >= bandLow - slack && low + length <= bandHigh + slack
      }
      let xLow = offset.x + a.left
      let xHigh = offset.x + bounds.width - a.right
      let yLow = offset.y + a.top
      let yHigh = offset.y + bounds.height - a.bottom
      if inside(rect.minX, width, xLow, xHigh) && inside(rect.minY, height, yLow, yHigh) {
        return offset
      }
      func move(
        _ current: CGFloat, _ low: CGFloat, _ length: CGFloat, _ bandLow: CGFloat,
        _ bandHigh: CGFloat, _ range: ClosedRange<CGFloat>
      ) -> CGFloat {
        var delta: CGFloat = 0
        if low < bandLow {
          delta = low - bandLow
        } else if low + length > bandHigh {
          delta = low + length - bandHigh
        }
        guard delta != 0 else { return current }
        return min(max(current + delta, range.lowerBound), range.upperBound)
      }
      let xRange = validRange(
        content: content.width, bounds: bounds.width, leading: a.left, trailing: a.right)
      let yRange = validRange(
        content: content.height, bounds: bounds.height, leading: a.top, trailing: a.bottom)
      return CGPoint(
        x: move(offset.x, rect.minX, width, xLow, xHigh, xRange),
        y: move(offset.y, rect.minY, height, yLow, yHigh, yRange))
    }
  }

  /// Which keyboard notification.
  enum FuzzKeyboardName: String, CaseIterable, Sendable {
    case willShow, willHide, willChangeFrame

    /// The system keyboard's name for it.
    var keyboardName: KeyboardNotification.Name {
      switch self {
      case .willShow: .willShow
      case .willHide: .willHide
      case .willChangeFrame: .willChangeFrame
      }
    }

    var name: Notification.Name { keyboardName.notificationName }
  }

  /// The `object` of a keyboard notification.
  enum FuzzObject: String, Sendable {
    /// The screen of the scroll view's window (iOS 16.1+).
    case ownScreen
    /// `nil` (before iOS 16.1): the window's screen.
    case none
    /// Another `UIScreen` (an external display).
    case otherScreen
    /// Something that is not a screen.
    case notAScreen
  }

  /// A frame entry of `userInfo`.
  enum FuzzFrameEntry: CustomStringConvertible, Sendable {
    case missing
    case rect(CGRect)
    case string
    case number
    case point

    var description: String {
      switch self {
      case .missing: "missing"
      case .rect(let rect):
        "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
      case .string: "String"
      case .number: "NSNumber"
      case .point: "NSValue(point:)"
      }
    }

    var value: Any? {
      switch self {
      case .missing: nil
      case .rect(let rect): NSValue(cgRect: rect)
      case .string: "{{0, 500}, {320, 300}}"
      case .number: NSNumber(value: 300.0)
      case .point: NSValue(point: CGPoint(x: 0, y: 500))
      }
    }
  }

  /// A number entry of `userInfo`.
  enum FuzzNumberEntry: CustomStringConvertible, Sendable {
    case missing
    case number(Double)
    case string

    var description: String {
      switch self {
      case .missing: "missing"
      case .number(let value): "\(value)"
      case .string: "String"
      }
    }

    var value: Any? {
      switch self {
      case .missing: nil
      case .number(let value): NSNumber(value: value)
      case .string: "0.25"
      }
    }
  }

  /// The `isLocal` entry of `userInfo`.
  enum FuzzFlagEntry: CustomStringConvertible, Sendable {
    case missing
    case flag(Bool)
    case string

    var description: String {
      switch self {
      case .missing: "missing"
      case .flag(let value): "\(value)"
      case .string: "String"
      }
    }

    var value: Any? {
      switch self {
      case .missing: nil
      case .flag(let value): NSNumber(value: value)
      case .string: "true"
      }
    }
  }

  /// A keyboard notification's `userInfo`, possibly malformed.
  struct FuzzUserInfo: CustomStringConvertible, Sendable {
    var end: FuzzFrameEntry
    var begin: FuzzFrameEntry = .missing
    var duration: FuzzNumberEntry = .number(0.25)
    var curve: FuzzNumberEntry = .number(7)
    var isLocal: FuzzFlagEntry = .flag(true)

    var description: String {
      "end \(end), begin \(begin), duration \(duration), curve \(curve), isLocal \(isLocal)"
    }

    /// The notification the system keyboard posts with these values, when every entry is
    /// present and of the right type (its numbers may still be out of range): valid
    /// notifications come from the keyboard, only malformed ones are built here.
    func keyboardNotification(_ name: FuzzKeyboardName) -> KeyboardNotification? {
      guard case .rect(let endFrame) = end, case .rect(let beginFrame) = begin,
        case .number(let seconds) = duration, case .number(let raw) = curve,
        raw.isFinite, raw == raw.rounded(), abs(raw) <= 1_000, case .flag(let flag) = isLocal
      else { return nil }
      return KeyboardNotification(
        name.keyboardName, begin: beginFrame, end: endFrame, duration: seconds, curve: Int(raw),
        isLocal: flag)
    }

    /// The `userInfo` to post as `name`: the system keyboard's when well-formed, otherwise
    /// built entry by entry.
    @MainActor func userInfo(for name: FuzzKeyboardName) -> [AnyHashable: Any] {
      keyboardNotification(name)?.userInfo ?? malformedDictionary
    }

    /// Entry by entry, missing and wrongly typed entries included.
    /// Main-actor: the iOS 18.0 SDK isolates the userInfo keys to the main actor.
    @MainActor var malformedDictionary: [AnyHashable: Any] {
      var result: [AnyHashable: Any] = [:]
      result[UIResponder.keyboardFrameEndUserInfoKey] = end.value
      result[UIResponder.keyboardFrameBeginUserInfoKey] = begin.value
      result[UIResponder.keyboardAnimationDurationUserInfoKey] = duration.value
      result[UIResponder.keyboardAnimationCurveUserInfoKey] = curve.value
      result[UIResponder.keyboardIsLocalUserInfoKey] = isLocal.value
      return result
    }

    /// What a well-behaved receiver takes from it (uikit-reference.md and the component's
    /// documented decoding): the end frame and `isLocal`, or `nil` when it must be ignored.
    /// The end frame must be a sane rectangle; the begin frame is informational, but when
    /// present it must be a sane rectangle too (an empty one is sane); duration, curve and
    /// isLocal are optional (absent: 0, 0, true) but when present must be numbers, the
    /// duration finite in `0...10` and the curve a whole number in `0...15`.
    var accepted: (frame: CGRect, isLocal: Bool)? {
      guard case .rect(let frame) = end, FuzzExpectation.isSane(frame) else { return nil }
      switch begin {
      case .missing: break
      case .rect(let begin): guard FuzzExpectation.isSane(begin) else { return nil }
      case .string, .number, .point: return nil
      }
      switch duration {
      case .missing: break
      case .string: return nil
      case .number(let seconds):
        guard seconds.isFinite, seconds >= 0, seconds <= FuzzExpectation.durationLimit else {
          return nil
        }
      }
      switch curve {
      case .missing: break
      case .string: return nil
      case .number(let raw):
        guard raw == raw.rounded(), raw >= 0, raw <= 15 else { return nil }
      }
      switch isLocal {
      case .missing: return (frame, true)
      case .string: return nil
      case .flag(let flag): return (frame, flag)
      }
    }
  }

  /// Waits for one turn of the main queue, so that work the component deferred with
  /// `DispatchQueue.main.async` before this call has run.
  @MainActor
  func fuzzMainQueueTurn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
#endif
