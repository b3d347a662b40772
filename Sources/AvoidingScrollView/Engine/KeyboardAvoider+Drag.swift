import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A layout pass while the user drags the keyboard down: the guide's reading decided in the
/// core (``KeyboardDragSample``, ``KeyboardDragPlan``) and only the bottom insets written.
extension KeyboardAvoider {
  /// Reads the keyboard layout guide during a drag and writes the insets it gives; returns
  /// the sample's update, for the notify step; `nil` when no drag is under way (or no guide
  /// is read: before iOS 15, or a mode that is not interactive).
  func followKeyboardDrag() -> AvoiderUpdate? {
    guard !isUpdating, let reading = features.keyboardDrag.reading() else { return nil }
    let notified = coverage(of: keyboard)
    let sample = KeyboardDragSample(reading, notified: notified)
    // The same safe-area facts as an update's measurement (KeyboardAvoider+Measure), read
    // only when the sample uses them.
    let used = sample.covered != nil
    let safeArea = used ? appliedSafeArea : .zero
    let indicator = used ? indicatorSafeAreaBottom : 0
    let plan = KeyboardDragPlan(
      sample: sample, ledger: ledger, appliedSafeAreaBottom: safeArea.bottom,
      indicatorSafeAreaBottom: indicator)
    let before = ledger
    if plan.ledger != ledger {
      features.keyboardDrag.noteDragWrite(replacing: ledger)
      writeInsets(plan.ledger)
    }
    return .dragged(
      plan,
      AvoiderUpdate.DragFacts(
        reading: reading, notified: notified, ledgerBefore: before,
        appliedSafeArea: safeArea, indicatorSafeAreaBottom: indicator,
        offset: scrollView.contentOffset))
  }
}
