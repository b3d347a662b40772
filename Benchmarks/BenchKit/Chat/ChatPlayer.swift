#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice

  /// Plays chat steps as iOS, the user and the app would.
  @MainActor
  enum ChatPlayer {
    /// Performs `step` on `scene`, then lays the window out.
    static func perform(_ step: ChatStep, on scene: ChatScene) {
      switch step {
      case .focusComposer:
        scene.textView.becomeFirstResponder()
      case .show(let keyboard):
        show(keyboard, on: scene)
      case .typeLine:
        guard scene.textView.isFirstResponder else { return }
        scene.textView.insertText("\n")
        if scene.placement == .inputAccessory {
          scene.layOutAccessoryComposer()
          // The app tells the system its accessory changed [doc: UIResponder.h,
          // reloadInputViews "updates custom input and accessory views when this object is
          // first responder"]; the keyboard is announced again at its new height [choice:
          // the model's sequence for a keyboard announced again with a new frame].
          scene.textView.reloadInputViews()
          if let keyboard = scene.keyboard { show(keyboard, on: scene) }
        }
        // The caret is laid out on the next turn of the main queue; let it turn.
        RunLoop.main.run(until: Date())
      case .messageArrives:
        scene.appendMessage()
      case .userScrollsIntoHistory:
        // Three messages' pitch above where the user is, at least to the top.
        let pitch = ChatScene.messageHeight + ChatScene.spacing
        let top = -scene.list.adjustedContentInset.top
        // An inverted list keeps its history further down the content.
        let offset =
          scene.isInverted
          ? scene.list.contentOffset.y + 3 * pitch
          : max(top, scene.list.contentOffset.y - 3 * pitch)
        scene.list.contentOffset = CGPoint(x: scene.list.contentOffset.x, y: offset)
        scene.userReadsHistory = true
      case .userScrollsToEnd:
        // The end as the list's insets define it, whatever covers it.
        scene.list.contentOffset = CGPoint(x: scene.list.contentOffset.x, y: scene.endOffset)
        scene.userReadsHistory = false
      case .dragKeyboardDown:
        // The finger scrolls the list toward its top on the way down: once the content
        // came down, the user is in the history.
        let start = scene.contentOriginInScreen
        dragDown(scene)
        if scene.contentOriginInScreen > start + ChatJudge.slack { scene.userReadsHistory = true }
      case .releaseDrag:
        scene.drag?.end(.automatic)
        scene.drag = nil
        if !scene.systemKeyboard.isShown { scene.keyboard = nil }
      case .dismiss:
        scene.textView.resignFirstResponder()
        if scene.keyboard != nil {
          scene.systemKeyboard.hide()
          scene.keyboard = nil
        }
      }
      scene.placeAccessoryComposer()
      scene.window.layoutIfNeeded()
    }

    /// The keyboard's frame on screen: the device's docked keys or shortcuts bar with the
    /// first responder's accessory on top (SystemKeyboard+InputAccessory.swift), or the
    /// floating keyboard.
    static func frame(of keyboard: ChatKeyboard, on scene: ChatScene) -> CGRect {
      let system = scene.systemKeyboard
      switch keyboard {
      case .docked(let quickType):
        return system.dockedFrame(quickType: quickType)
      case .hardwareBar:
        // The accessory sits on the shortcuts bar; the frame keeps reaching below the screen
        // [choice: as SystemKeyboard.hardwareKeyboardFrame, taller by the accessory].
        let accessory = system.inputAccessoryHeight
        let bar = system.hardwareKeyboardFrame
        return CGRect(
          x: bar.minX, y: bar.minY - accessory, width: bar.width, height: bar.height + accessory)
      case .floating:
        return KeyboardShape.floating.frame(on: scene.device)
      }
    }

    private static func show(_ keyboard: ChatKeyboard, on scene: ChatScene) {
      scene.systemKeyboard.show(frame(of: keyboard, on: scene), isLocal: true)
      scene.keyboard = keyboard
    }

    /// A finger on the list just above the composer drags down to the screen's bottom in
    /// ten frames; the keyboard follows once the finger reaches it.
    private static func dragDown(_ scene: ChatScene) {
      let composerTop = scene.rootView.convert(scene.composer.bounds, from: scene.composer).minY
      let start = CGPoint(x: scene.rootView.bounds.midX, y: composerTop - 20)
      let end = CGPoint(x: start.x, y: scene.window.bounds.height - 1)
      let drag = scene.systemKeyboard.beginInteractiveDrag(in: scene.window, at: start)
      for point in SimulatedDrag.path(from: start, to: end, steps: 10) { drag.move(to: point) }
      scene.drag = drag
    }
  }
#endif
