import AvoidingScrollViewCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(Darwin)
  /// The class of an `NSValue` that holds a rectangle (swift-corelibs-foundation's
  /// `NSSpecialValue`, an internal class): see `rectangle(in:)`.
  private let rectValueClass = ObjectIdentifier(type(of: NSValue(cgRect: .zero)))
#endif

#if canImport(Darwin)
  /// The type encoding of an `NSValue` that holds a `CGRect`; reading `cgRectValue` from a
  /// value of another type is undefined, so it is checked first.
  private let rectTypeEncoding = String(cString: NSValue(cgRect: .zero).objCType)
#endif

extension KeyboardFrameChange {
  /// Decodes a keyboard notification's `userInfo`; `nil` when it is missing or malformed.
  ///
  /// One pass over the entries: the system's dictionary may hold bridged string keys, and
  /// five hashed look-ups would convert each of them again and again. Main-actor, where the
  /// system posts keyboard notifications (the feed decodes them there, KeyboardFeed.swift):
  /// the iOS 18.0 SDK imports the five `UIResponder` keys as main-actor-isolated (later SDKs
  /// make them nonisolated), so this builds without warnings against both.
  @MainActor
  init?(userInfo: [AnyHashable: Any]?) {
    guard let userInfo else { return nil }
    // Each entry is sorted by type where it is met (a later entry of the same key would
    // replace it, as before): keeping the five raw `Any`s to decode afterwards copied and
    // destroyed each existential on the way, about 2.3k instructions a notification.
    var end = FrameValue.absent
    var begin = FrameValue.absent
    var duration = NumberValue.absent
    var curve = NumberValue.absent
    var isLocal = NumberValue.absent
    for (key, value) in userInfo {
      guard let name = key.base as? String else { continue }
      if Self.name(name, is: UIResponder.keyboardFrameEndUserInfoKey) {
        end = Self.frameValue(value)
      } else if Self.name(name, is: UIResponder.keyboardFrameBeginUserInfoKey) {
        begin = Self.frameValue(value)
      } else if Self.name(name, is: UIResponder.keyboardAnimationDurationUserInfoKey) {
        duration = NumberValue(present: value)
      } else if Self.name(name, is: UIResponder.keyboardAnimationCurveUserInfoKey) {
        curve = NumberValue(present: value)
      } else if Self.name(name, is: UIResponder.keyboardIsLocalUserInfoKey) {
        isLocal = NumberValue(present: value)
      }
    }
    self.init(
      endFrame: end, beginFrame: begin, duration: duration, curve: curve, isLocal: isLocal)
  }

  /// Whether the entry named `name` is `key`'s.
  ///
  /// The lengths first: the five keys' differ, so an entry is compared with one key at most,
  /// where comparing unequal strings in full read their bytes (about 1.7k instructions a
  /// keyboard event, each entry compared with the keys before its own).
  private static func name(_ name: String, is key: String) -> Bool {
    name.utf8.count == key.utf8.count && name == key
  }

  /// What `value`, a present frame entry, holds.
  private static func frameValue(_ value: Any) -> FrameValue {
    guard let wrapped = value as? NSValue, let rect = rectangle(in: wrapped) else {
      return .wrongType
    }
    return .rect(rect)
  }

  /// The rectangle an `NSValue` holds, or `nil` when it holds something else.
  package static func rectangle(in value: NSValue) -> CGRect? {
    #if canImport(Darwin)
      guard String(cString: value.objCType) == rectTypeEncoding else { return nil }
      return value.cgRectValue
    #else
      // swift-corelibs-foundation: `objCType` leaks a C string on every call (~56 bytes,
      // measured), and `cgRectValue` traps on a value of another type. So: only the class
      // `NSValue(cgRect:)` makes (which also holds points, sizes, ranges and edge insets, none
      // larger than a rectangle) is read; its bytes are copied out as a rectangle, and kept
      // only if a value made from that rectangle is equal to it (a rectangle equals only a
      // rectangle; one with a NaN equals nothing, and would not be a sane frame anyway). A
      // `Mirror` read of the stored payload did the same at four times the cost: 12k
      // instructions a frame, 47k of a keyboard event's four frames (Docs/Cost.md).
      guard ObjectIdentifier(type(of: value)) == rectValueClass else { return nil }
      var rect = CGRect.zero
      withUnsafeMutablePointer(to: &rect) { value.getValue($0) }
      return value.isEqual(NSValue(cgRect: rect)) ? rect : nil
    #endif
  }
}
