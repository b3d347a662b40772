import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A layout pass while the user drags the keyboard down: the guide's reading decided in the
/// core (``KeyboardDragSample``, ``KeyboardDragPlan``) and only the bottom insets written.
extension KeyboardAvoider {
  /// Reads the keyboard layout guide during a drag and writes the insets it gives; `nil` when
  /// no drag is under way (or no guide is read: before iOS 15, or a mode that is not
  /// interactive).
  func followKeyboardDrag() -> KeyboardDragPlan? {
    guard !isUpdating, let reading = features.keyboardDrag.reading() else { return nil }
    let sample = KeyboardDragSample(reading, notified: coverage(of: keyboard))
    let plan: KeyboardDragPlan
    if sample.covered != nil {
      // The same safe-area facts as an update's measurement (KeyboardAvoider+Measure).
      let applied = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
      let indicator =
        scrollView.automaticallyAdjustsScrollIndicatorInsets ? scrollView.safeAreaInsets.bottom : 0
      plan = KeyboardDragPlan(
        sample: sample, ledger: ledger, appliedSafeAreaBottom: applied,
        indicatorSafeAreaBottom: indicator)
    } else {
      plan = KeyboardDragPlan(
        sample: sample, ledger: ledger, appliedSafeAreaBottom: 0, indicatorSafeAreaBottom: 0)
    }
    if plan.ledger != ledger {
      features.keyboardDrag.noteDragWrite(replacing: ledger)
      writeInsets(plan.ledger)
    }
    return plan
  }
}
