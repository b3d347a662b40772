#if !canImport(UIKit)
  import HeadlessUIKit

  /// Counts what an approach writes during one user action, from setter overrides of the
  /// scene's views: `contentOffset` writes, value changes (offset, insets, frames) and
  /// whether each change ran inside the keyboard's animation, and the distance the content
  /// travelled on screen (summed over every change, so a back-and-forth counts twice).
  /// UIKit's own writes go through the same setters (its scroll when a field becomes first
  /// responder: HeadlessUIKit's UIScrollView+FocusScroll.swift), so they count too.
  @MainActor
  final class MotionRecorder {
    /// Off while the harness itself builds the scene or plays the user.
    var isRecording = false
    /// The duration a change must inherit to count as moving with the keyboard; `nil` for
    /// actions that have no keyboard animation (the app's or the user's own changes).
    var keyboardDuration: TimeInterval?
    /// Where the content's origin is on screen (y); sampled after every change.
    var contentPosition: () -> CGFloat = { 0 }

    private(set) var offsetWrites = 0
    private(set) var changes = 0
    private(set) var changesWithKeyboard = 0
    private(set) var distance: CGFloat = 0
    private var lastPosition: CGFloat = 0

    /// Starts a new action from the current content position.
    func begin(keyboardDuration: TimeInterval?) {
      self.keyboardDuration = keyboardDuration
      offsetWrites = 0
      changes = 0
      changesWithKeyboard = 0
      distance = 0
      lastPosition = contentPosition()
      isRecording = true
    }

    /// Stops recording.
    func end() {
      isRecording = false
    }

    /// A setter ran; `changed` tells whether the value differed.
    func recordWrite(isOffset: Bool, changed: Bool) {
      guard isRecording else { return }
      if isOffset { offsetWrites += 1 }
      guard changed else { return }
      changes += 1
      if let keyboardDuration, abs(UIView.inheritedAnimationDuration - keyboardDuration) < 1e-9 {
        changesWithKeyboard += 1
      }
      let position = contentPosition()
      distance += abs(position - lastPosition)
      lastPosition = position
    }
  }
#endif
