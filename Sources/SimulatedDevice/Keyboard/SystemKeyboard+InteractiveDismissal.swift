#if !canImport(UIKit)
  import HeadlessUIKit

  /// A reported fault of `keyboardLayoutGuide` while the user drags the keyboard down, to
  /// switch on in a test (``SystemKeyboard/guideQuirk``). Each follows its public report;
  /// none is known to Apple's documentation.
  public enum KeyboardGuideQuirk: Sendable, Hashable {
    /// iOS 26 with an input accessory view: during the drag the guide leaves the accessory
    /// out, its top `accessory height` below the keyboard's [seen: react-native-keyboard-
    /// controller PR #1068, "KVO excludes the accessory during the drag but not at rest";
    /// FB18129551 as chockenberry/KeyboardAvoider's README reports it, the guide "jumps
    /// around during the dismiss"]. The model keeps the reported offset, constant.
    case accessoryLeftOutWhileDragging
    /// An iOS 27 beta: the guide stays at the screen's bottom while the keyboard is visible
    /// [seen: manaflow-ai/cmux PR #9958]. The model keeps it there for the whole drag.
    case stuckAtScreenBottom
    /// iOS 15 and 16, unverified: nothing public says the guide follows the dismiss gesture
    /// there (WWDC21 10259 speaks only of "bring up and dismiss"); the model's pessimistic
    /// case: the guide stays where the last notification left it until release [choice].
    case noPerFrameGuide
  }

  /// The user drags the content of a scroll view whose `keyboardDismissMode` is interactive,
  /// and the keyboard follows the finger, as iOS does; **no notification is posted until the
  /// finger lifts**. Made by ``SystemKeyboard/beginInteractiveDrag(in:at:)``.
  ///
  /// What the model does, and its sources:
  /// - Each move is one frame: the finger moves (the scroll view's pan moves the content,
  ///   HeadlessUIKit's `SimulatedDrag`), then the keyboard, then the window lays out, so the
  ///   views' `keyboardLayoutGuide`s follow the keyboard in that frame's layout pass.
  /// - The keyboard follows only with `keyboardDismissMode` `.interactive` or
  ///   `.interactiveWithAccessory` [doc: UIScrollView.h, "the keyboard follows the dragging
  ///   touch off screen"], only while it is this app's, up and docked, and only once the
  ///   finger reaches its top less the guide's `keyboardDismissPadding` [doc:
  ///   UIKeyboardLayoutGuide.h (iOS 17), "the gesture waits to start the dismiss until it
  ///   intersects with the keyboard. This adds padding above the keyboard to start the
  ///   dismiss earlier. Negative values will be treated as 0"; SwiftUI's `.interactively`,
  ///   "if the gesture crosses into the keyboard's area"]. Then its top is the finger's
  ///   point plus that padding [choice: the distance at which the dismiss started is kept],
  ///   never above where it docked ("may be pulled upward again to cancel the dismiss", as
  ///   far as its docked place). The padding read is the dragged scroll view's own guide's.
  ///   Keys and accessory view move as one [choice: what `.interactive` leaves of an
  ///   accessory view after release on iOS 16+ is not modelled].
  /// - No notification during the drag [seen: radars 14847817 and 15341512,
  ///   freshOS/KeyboardLayoutGuide #17 and #35, WordPress-iOS KeyboardDismissHelper: "no
  ///   keyboard repositioning notification gets posted. Ever."].
  /// - With `.onDrag` the keyboard does not follow: at the drag's first move, the first
  ///   responder of the finger's window resigns and the keyboard hides as for any end of
  ///   editing [doc: UIScrollView.h, `UIScrollViewKeyboardDismissModeOnDrag`, "dismisses the
  ///   keyboard when a drag begins"]. The drag begins at the first move [choice: UIKit's pan
  ///   recognizer waits for a few points of movement, which the model does not measure]. With
  ///   no first responder there is nothing to dismiss and nothing is posted [choice: the
  ///   keyboard is the first responder's].
  /// - The finger lifts: if the keyboard moved, it goes when the finger was last moving down
  ///   and snaps back otherwise [choice from UIScrollView.h: "may be pulled upward again to
  ///   cancel the dismiss"; the exact threshold is not documented], playing
  ///   ``KeyboardSequence/interactiveDismissalRelease(to:timing:isLocal:)`` or
  ///   ``KeyboardSequence/interactiveDismissalSnapBack(to:timing:isLocal:)``. A keyboard the
  ///   finger never reached posts nothing. When it goes, the first responder of the finger's
  ///   window resigns first, forced, and then the hide is posted [doc: the mode "dismisses the
  ///   keyboard", developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive;
  ///   seen: jessesquires/JSQMessagesViewController #510 reports a field that stays first
  ///   responder after the release as the exception]. The order of `textFieldDidEndEditing`
  ///   against will-hide, and whether a delegate is asked, are not documented [choice: the
  ///   order of a tap on Return, where the resign causes the hide; forced, since the keyboard
  ///   is gone either way] (HeadlessUIKit README, open questions).
  @MainActor
  public final class InteractiveKeyboardDrag {
    /// How the drag ends.
    public enum Release: Sendable, Hashable {
      /// As iOS decides: the keyboard goes if the finger was moving down, else snaps back.
      case automatic
      /// The keyboard goes (the user flicked it away).
      case hide
      /// The keyboard snaps back up.
      case snapBack
    }

    /// The keyboard being dragged.
    public let keyboard: SystemKeyboard
    /// The finger.
    public let finger: SimulatedDrag
    /// Where the keyboard docked when the drag began (screen coordinates), if it could follow.
    private let dockedFrame: CGRect?
    /// The keyboard's frame now, in screen coordinates, while the drag moved it.
    public private(set) var currentFrame: CGRect?
    /// Whether the last move went down.
    private var lastMoveWentDown = false
    /// Whether the drag has begun (its first move was made).
    private var hasBegun = false

    init(keyboard: SystemKeyboard, window: UIWindow, at point: CGPoint) {
      self.keyboard = keyboard
      finger = window.beginSimulatedDrag(at: point)
      dockedFrame = Self.followableFrame(keyboard, scrollView: finger.scrollView)
    }

    /// The frame the keyboard could follow the finger from, if it can.
    private static func followableFrame(_ keyboard: SystemKeyboard, scrollView: UIScrollView?)
      -> CGRect?
    {
      guard let scrollView, keyboard.isShown, keyboard.isLocal else { return nil }
      switch scrollView.keyboardDismissMode {
      case .interactive, .interactiveWithAccessory: break
      default: return nil
      }
      let frame = keyboard.frame
      let screen = keyboard.screen.bounds
      let docked =
        frame.height > 0 && frame.minX <= screen.minX + 0.5 && frame.maxX >= screen.maxX - 0.5
        && frame.maxY >= screen.maxY - 0.5 && frame.minY < screen.maxY
      return docked ? frame : nil
    }

    /// The finger moves to `point` (its window's coordinates): one frame.
    public func move(to point: CGPoint) {
      lastMoveWentDown = point.y > finger.location.y
      finger.move(to: point)
      if !hasBegun {
        hasBegun = true
        dismissOnDragBegin()
      }
      if let docked = dockedFrame, let scrollView = finger.scrollView {
        let screen = keyboard.screen
        let fingerY = finger.window.convert(point, to: screen.coordinateSpace).y
        let padding = max(scrollView.keyboardLayoutGuide.keyboardDismissPadding, 0)
        let top = currentFrame?.minY ?? docked.minY
        if currentFrame != nil || fingerY >= docked.minY - padding {
          // The keyboard's top follows the finger, between its docked place and the screen's
          // bottom.
          let newTop = min(max(fingerY + padding, docked.minY), screen.bounds.maxY)
          if newTop != top || currentFrame == nil {
            let frame = docked.offsetBy(dx: 0, dy: newTop - docked.minY)
            currentFrame = frame
            screen.simulatedKeyboardFrame = frame
            screen.simulatedKeyboardLayoutGuideFrame = guideFrame(for: frame)
            // The accessory goes down with the keys (SystemKeyboard+AccessoryHost.swift).
            keyboard.placeInputAccessory(onKeyboardAt: frame)
          }
        }
      }
      finger.displayFrame()
    }

    /// `.onDrag`: the drag has begun, so the first responder resigns and the keyboard hides.
    private func dismissOnDragBegin() {
      guard finger.scrollView?.keyboardDismissMode == .onDrag, keyboard.isShown,
        keyboard.isLocal, finger.window.endEditing(true)
      else { return }
      keyboard.hide()
    }

    /// Where the guide sees the keyboard at `frame`, under the keyboard's quirk.
    private func guideFrame(for frame: CGRect) -> CGRect? {
      guard let quirk = keyboard.guideQuirk, let docked = dockedFrame else { return nil }
      switch quirk {
      case .accessoryLeftOutWhileDragging:
        let accessory = keyboard.inputAccessoryHeight
        return CGRect(
          x: frame.minX, y: frame.minY + accessory, width: frame.width,
          height: max(frame.height - accessory, 1))
      case .stuckAtScreenBottom:
        return keyboard.hiddenFrame(height: frame.height)
      case .noPerFrameGuide:
        return docked
      }
    }

    /// The finger lifts: the keyboard goes or snaps back (``Release``), with the
    /// notifications iOS posts then.
    public func end(_ release: Release = .automatic) {
      finger.end()
      guard currentFrame != nil else { return }
      keyboard.screen.simulatedKeyboardLayoutGuideFrame = nil
      let hides: Bool
      switch release {
      case .automatic: hides = lastMoveWentDown
      case .hide: hides = true
      case .snapBack: hides = false
      }
      if hides {
        finger.window.endEditing(true)
        keyboard.releaseInteractiveDismissal()
      } else {
        keyboard.releaseInteractiveDismissalSnappingBack()
      }
      finger.displayFrame()
    }
  }

  extension SystemKeyboard {
    /// A finger goes down at `point` of `window` to drag (see ``InteractiveKeyboardDrag``).
    public func beginInteractiveDrag(in window: UIWindow, at point: CGPoint)
      -> InteractiveKeyboardDrag
    {
      InteractiveKeyboardDrag(keyboard: self, window: window, at: point)
    }

    /// Drags from `start` to `end` (`window`'s coordinates) in `steps` equal moves, one frame
    /// each, then lifts the finger with `release` (see ``InteractiveKeyboardDrag``).
    @discardableResult
    public func dragInteractively(
      in window: UIWindow, from start: CGPoint, to end: CGPoint, steps: Int = 10,
      release: InteractiveKeyboardDrag.Release = .automatic
    ) -> InteractiveKeyboardDrag {
      let drag = beginInteractiveDrag(in: window, at: start)
      for point in SimulatedDrag.path(from: start, to: end, steps: steps) {
        drag.move(to: point)
      }
      drag.end(release)
      return drag
    }
  }
#endif
