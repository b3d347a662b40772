import AvoidingScrollViewCore

extension KeyboardFrameChange {
  /// Decodes raw number values as a `userInfo` entry holds them (`nil`: the key is missing),
  /// sorted by type as the shell sorts each entry it meets (`NumberValue(present:)`), so the
  /// tests can state a notification's values as posted.
  init?(
    endFrame: FrameValue, beginFrame: FrameValue, duration: Any?, curve: Any?, isLocal: Any?
  ) {
    self.init(
      endFrame: endFrame, beginFrame: beginFrame, duration: Self.number(duration),
      curve: Self.number(curve), isLocal: Self.number(isLocal))
  }

  private static func number(_ value: Any?) -> NumberValue {
    value.map(NumberValue.init(present:)) ?? .absent
  }
}
