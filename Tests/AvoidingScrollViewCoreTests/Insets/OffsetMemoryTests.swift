import AvoidingScrollViewCore
import Foundation
import Testing

/// When the offset from before the keyboard is remembered, kept, forgotten and restored.
@Suite struct OffsetMemoryTests {
  let remembered = OffsetMemory(before: CGPoint(x: 0, y: 120), left: CGPoint(x: 0, y: 400))

  @Test func rememberedWhenTheKeyboardsPartAppears() {
    #expect(
      OffsetMemory.beforeUpdate(
        nil, isEnabled: true, keyboardBefore: 0, keyboardAfter: 302,
        offset: CGPoint(x: 0, y: 120)) == .start(CGPoint(x: 0, y: 120)))
    // Not when the part was there already (a keyboard that grows), nor with the option off.
    #expect(
      OffsetMemory.beforeUpdate(
        nil, isEnabled: true, keyboardBefore: 302, keyboardAfter: 347,
        offset: CGPoint(x: 0, y: 120)) == .none)
    #expect(
      OffsetMemory.beforeUpdate(
        nil, isEnabled: false, keyboardBefore: 0, keyboardAfter: 302,
        offset: CGPoint(x: 0, y: 120)) == .none)
  }

  @Test func keptWhileOnlyTheComponentScrolledForgottenOtherwise() {
    #expect(
      OffsetMemory.beforeUpdate(
        remembered, isEnabled: true, keyboardBefore: 302, keyboardAfter: 0,
        offset: CGPoint(x: 0, y: 400)) == .keep)
    #expect(
      OffsetMemory.beforeUpdate(
        remembered, isEnabled: true, keyboardBefore: 302, keyboardAfter: 0,
        offset: CGPoint(x: 0, y: 401)) == .forget)
  }

  /// While the keyboard is up the component notes where it left the offset; once its part is
  /// gone the remembered 120 comes back, clamped into the valid offsets.
  @Test func afterAnUpdateNoteOrRestoreWithinTheRange() {
    #expect(
      OffsetMemory.afterUpdate(
        remembered, keyboardNow: 302, offset: CGPoint(x: 0, y: 450), range: -59...700)
        == .noteLeft(CGPoint(x: 0, y: 450)))
    #expect(
      OffsetMemory.afterUpdate(
        remembered, keyboardNow: 0, offset: CGPoint(x: 0, y: 400), range: -59...700)
        == .restore(y: 120))
    // The content got shorter meanwhile: the valid offsets end at 80.
    #expect(
      OffsetMemory.afterUpdate(
        remembered, keyboardNow: 0, offset: CGPoint(x: 0, y: 400), range: -59...80)
        == .restore(y: 80))
    // Already there: forget, nothing to scroll.
    #expect(
      OffsetMemory.afterUpdate(
        remembered, keyboardNow: 0, offset: CGPoint(x: 0, y: 120), range: -59...700)
        == .restore(y: nil))
    #expect(
      OffsetMemory.afterUpdate(nil, keyboardNow: 0, offset: .zero, range: 0...100) == .none)
  }
}
