import AvoidingScrollViewCore
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

extension DecisionRecord {
  /// One reading of the keyboard layout guide while the user drags the keyboard down, as the
  /// engine read and decided it (``KeyboardDragSample``, ``AvoidancePlan/drag``).
  package struct DragSample: Equatable, Sendable {
    /// What the shell read: the guide's top, the finger, the padding, the bounds' bottom.
    package var reading: KeyboardDragSample.Reading
    /// What the reading meant.
    package var meaning: KeyboardDragSample
    /// What the last notification said the keyboard covers.
    package var notifiedCovered: CGFloat

    package init(
      reading: KeyboardDragSample.Reading, meaning: KeyboardDragSample, notifiedCovered: CGFloat
    ) {
      self.reading = reading
      self.meaning = meaning
      self.notifiedCovered = notifiedCovered
    }
  }

  /// The decision of a drag sample: `plan`, a layout pass's sample alone
  /// (``AvoidancePlan/Scope/dragSample``), decided from its measurement's reading against the
  /// last notification's coverage; `nil` for a plan with no reading. The offset is never moved
  /// during a drag. The coverage told is the notified one with the covered height the sample
  /// used (unchanged when the reading is not used).
  package init?(drag plan: AvoidancePlan, factSource: Notice?, focusedViewClass: String?) {
    let measurement = plan.measurement
    guard let reading = measurement.drag, let sample = plan.drag else { return nil }
    var coverage = measurement.coverage
    if let covered = sample.covered { coverage.covered = covered }
    self.init(
      event: .keyboardDrag, factSource: factSource, coverage: coverage,
      appliedSafeArea: measurement.appliedSafeArea,
      indicatorSafeAreaBottom: measurement.indicatorSafeAreaBottom ?? 0,
      keyboardInsetBefore: plan.keyboardInsetBefore, ledger: plan.ledger,
      revealRule: .measureOnly, reveal: .skip(.notThisEvent(.measureOnly)),
      focusedViewClass: focusedViewClass, offsetBefore: measurement.offset,
      offsetAfter: measurement.offset)
    drag = DragSample(
      reading: reading, meaning: sample, notifiedCovered: measurement.coverage.covered)
  }

  /// The rule a drag sample's meaning rests on.
  package var dragRule: DecisionRule? {
    guard let drag else { return nil }
    switch drag.meaning {
    case .follows(let covered):
      return covered == drag.notifiedCovered ? .dragFingerAboveKeyboard : .dragFollowsGuide
    case .clamped: return .dragNeverCoversMore
    case .ignored(.notDragging): return nil
    case .ignored(.notDocked): return .dragNeedsDockedKeyboard
    case .ignored(.notFinite): return .dragReadingNotFinite
    case .ignored(.belowFinger): return .dragGuideBelowFinger
    }
  }

  /// The drag sample in words.
  var dragSentences: [String] {
    guard let drag else { return [] }
    let reading = drag.reading
    var sentences = [
      "The user drags the keyboard: the keyboard layout guide's top is at "
        + "\(Self.pt(reading.guideTop)), the finger at \(Self.pt(reading.fingerY)), the bounds' "
        + "bottom at \(Self.pt(reading.boundsMaxY)) (in the scroll view)."
    ]
    let notified = Self.pt(drag.notifiedCovered)
    switch drag.meaning {
    case .follows(let covered) where covered == drag.notifiedCovered:
      sentences.append(
        "The guide still reads the docked keyboard's top: the finger has not reached the "
          + "keyboard, which covers \(notified) pt as last notified.")
    case .follows(let covered):
      sentences.append(
        "The keyboard follows the finger: it covers \(Self.pt(reading.boundsMaxY)) − "
          + "\(Self.pt(reading.guideTop)) = \(Self.pt(covered)) pt (\(notified) pt as last "
          + "notified).")
    case .clamped(_, let read):
      sentences.append(
        "The guide says \(Self.pt(read)) pt, more than the \(notified) pt last notified: a "
          + "dismissal only lowers the keyboard, so \(notified) pt is used.")
    case .ignored(.notDragging):
      sentences.append("No drag is under way: the reading is not used.")
    case .ignored(.notDocked):
      sentences.append(
        "Avoidance is off, or the last notification did not say a docked keyboard of this app "
          + "covers the scroll view: the reading is not used.")
    case .ignored(.notFinite):
      sentences.append("The guide or the finger is not finite: the reading is not used.")
    case .ignored(.belowFinger):
      sentences.append(
        "The guide lies below a keyboard that follows the finger (a reported guide fault): the "
          + "reading is not used.")
    }
    return sentences
  }

  /// The end of a drag sample's explanation: the insets only, the offset never moves.
  var dragInsetSentence: String {
    let inset = keyboardInset
    let total = Self.pt(ledger.contentInset.bottom)
    var sentence: String
    if drag?.meaning.covered == nil {
      sentence = "Nothing changes: contentInset.bottom stays \(total) pt."
    } else {
      let safe = safeAreaAlreadyInset
      sentence =
        safe > 0
        ? "The inset is \(Self.pt(coverage.covered)) − \(Self.pt(safe)) = \(Self.pt(inset)) pt, "
          + "because UIKit already insets the \(Self.pt(safe))-pt bottom safe area "
          + "(it was \(Self.pt(keyboardInsetBefore)) pt)."
        : "The inset is \(Self.pt(inset)) pt (it was \(Self.pt(keyboardInsetBefore)) pt)."
      sentence += " contentInset.bottom = \(total) pt."
    }
    return sentence
      + " The content offset never moves during a drag: contentOffset.y stays "
      + "\(Self.pt(offsetAfter.y))."
  }
}
