#if !canImport(UIKit)
  import HeadlessUIKit
  import SignUpForm
  import SimulatedDevice

  /// One user-visible event of the session, played on a scene.
  struct DemoStep {
    /// What happens, in at most 18 characters, for the table.
    var event: String
    /// Does it, as the system and the user would.
    var perform: @MainActor (DemoScene) -> Void
  }

  /// The form an act plays with.
  enum DemoFormKind {
    /// The sign-up form in a scroll view, with the component's defaults.
    case signUp
    /// The sign-up form, with `restoresContentOffsetOnKeyboardHide` on: the act that shows
    /// the Return key, the postcode's error label (a companion) and the restored offset.
    case signUpNavigation
    /// The settings form, in a table view.
    case settingsTable
    /// The sign-up form with `keyboardDismissMode = .interactive`: the act that drags the
    /// keyboard down.
    case signUpInteractiveDismissal
  }

  /// The steps played on one device, starting from a fresh scene with the keyboard hidden.
  struct DemoAct {
    /// What the act shows, for its heading on the page ("Act 2 · …").
    var title: String
    var device: DemoStage
    var form: DemoFormKind = .signUp
    /// Whether `--compare` plays the act with Apple's recipe too. Off for the navigation
    /// act: the recipe has no Return key handling, companions or restored offset to compare.
    var comparesWithAppleGuide = true
    var steps: [DemoStep]
  }

  /// The scripted session: what a user does with the sign-up form on each device.
  @MainActor
  enum DemoScript {
    /// The acts in order. New acts go at the end, so the numbers of the steps before them
    /// (quoted by the README and the documentation's figures) stay the same.
    static let acts: [DemoAct] = [
      smallPhone, faceIDPhone, iPad, stageManager, formSheet, settingsTable, navigation,
      interactiveDismissal,
    ]

    // MARK: Acts

    static let smallPhone = DemoAct(
      title: "A long form and a growing text view",
      device: .smallPhone,
      steps: [
        tapAndShowKeyboard("email"),
        focus("password"), focus("city"), focus("referralCode"), focus(SignUpForm.notesName),
        type(lines: 6),
        // Now the notes are taller than what the keyboard leaves: the caret must stay seen.
        type(lines: 10),
        hideKeyboard,
      ])

    static let faceIDPhone = DemoAct(
      title: "The home indicator, the QuickType bar and a rotation",
      device: .faceIDPhone,
      steps: [
        // The recipe of Apple's guide hides this field: see DemoTests.
        tapAndShowKeyboard("country", quickType: false),
        DemoStep(event: "QuickType bar on") { scene in
          scene.keyboard.show(quickType: true)
        },
        focus("firstName"), focus("confirmPassword"),
        DemoStep(event: "rotate landscape") { scene in
          // iOS hides the keyboard before rotating and shows it again after (the system
          // keyboard's rotation sequence).
          scene.rotate(to: .faceIDPhoneLandscape)
        },
        focus("street"), focus(SignUpForm.notesName), type(lines: 3),
        hideKeyboard,
      ])

    static let iPad = DemoAct(
      title: "Hardware and floating keyboards",
      device: .iPad,
      steps: [
        tapAndShowKeyboard("street"),
        focus(SignUpForm.notesName),
        DemoStep(event: "hardware keyboard") { scene in
          scene.keyboard.attachHardwareKeyboard()
        },
        focus("lastName"),
        DemoStep(event: "floating, dragged") { scene in
          // While a floating keyboard is dragged, iOS reports an empty frame.
          scene.keyboard.dragFloating()
        },
        DemoStep(event: "floating, dropped") { scene in
          // Near the bottom-left corner, 90 pt above the screen's bottom.
          let size = SystemKeyboard.floatingSize
          let bottom = scene.screen.bounds.height - 90
          scene.keyboard.dropFloating(
            at: CGRect(
              x: 24, y: bottom - size.height, width: size.width, height: size.height))
        },
        hideKeyboard,
      ])

    static let stageManager = DemoAct(
      title: "A Stage Manager window",
      device: .stageManager,
      steps: [
        tapAndShowKeyboard("phone"),
        focus("country"), focus(SignUpForm.notesName), type(lines: 4),
        hideKeyboard,
      ])

    static let formSheet = DemoAct(
      title: "A form sheet",
      device: .formSheet,
      steps: [
        tapAndShowKeyboard("username"),
        focus("referralCode"), focus(SignUpForm.notesName), type(lines: 4),
        hideKeyboard,
      ])

    /// A settings screen: fields in the cells of an `AvoidingTableView` (15 rows of 56 pt in
    /// 5 sections). The tapped field's cell lies where the keyboard is about to cover it.
    static let settingsTable = DemoAct(
      title: "Fields in the cells of an AvoidingTableView",
      device: .faceIDPhone, form: .settingsTable,
      steps: [
        tapAndShowKeyboard("securityCode"),
        returnKey,
        // Its top is under the status bar now: the tap brings it down below the bar.
        focus("city"),
        hideKeyboard,
      ])

    /// Moving through the sign-up form with the Return key, an error label revealed with its
    /// field, and the offset the user had coming back when the keyboard hides.
    static let navigation = DemoAct(
      title: "The Return key, an error label and the keyboard toolbar",
      device: .smallPhone, form: .signUpNavigation, comparesWithAppleGuide: false,
      steps: [
        userScrolls(to: 120),
        tapAndShowKeyboard("street"),
        returnKey, returnKey,
        type(text: "9410"),
        type(text: "5"),
        returnKey,
        // The keyboard's toolbar (showsKeyboardToolbar): down to the referral code, back up
        // to the country, then Done ends editing and the keyboard goes down.
        toolbarTap(nextLabel), toolbarTap(previousLabel), toolbarDone,
      ])

    /// The user drags the keyboard down through the form (`keyboardDismissMode =
    /// .interactive`): iOS posts no notification while the finger moves, the keyboard follows
    /// the finger once it reaches the keyboard's top (SimulatedDevice's
    /// InteractiveKeyboardDrag), and the inset follows the keyboard's top through the scroll
    /// view's `keyboardLayoutGuide`; the finger lifts moving down and the keyboard goes.
    /// Played with the component alone: the recipe follows no drag.
    static let interactiveDismissal = DemoAct(
      title: "Dragging the keyboard down",
      device: .smallPhone, form: .signUpInteractiveDismissal, comparesWithAppleGuide: false,
      steps: [
        // A field near the top: the form cannot scroll further down, so the drag moves only
        // the keyboard (the content stays, the field in view).
        tapAndShowKeyboard("password"),
        // The finger goes down above the keyboard's top (315) and drags to 365, then 465.
        dragKeyboard(from: 250, to: 365),
        dragKeyboard(to: 465),
        DemoStep(event: "finger lifts") { scene in scene.endKeyboardDrag() },
      ])

    // MARK: The first picture

    /// The field the first picture taps: low in the form, where the keyboard will lie.
    nonisolated static let heroField = "country"

    /// The event of the first picture's tap: focus only, the keyboard still below the screen.
    nonisolated static let heroTap = "tap"

    /// The page's first picture, on the Face ID iPhone: the user taps *country*, then the
    /// keyboard (without its QuickType bar, as in the second act's first step) slides up. Played
    /// with the component and with a plain `UIScrollView`; not a step of the session.
    static let hero = DemoAct(
      title: "One tap", device: .faceIDPhone,
      steps: [
        DemoStep(event: heroTap) { scene in
          scene.form.view(named: heroField)?.becomeFirstResponder()
        },
        DemoStep(event: "keyboard up") { scene in scene.keyboard.show(quickType: false) },
      ])

    // MARK: Keyboard toolbar

    /// The accessibility labels of the toolbar's previous and next items (the component's
    /// KeyboardToolbar): the chevrons have no title, so the demo finds them by their label.
    static let previousLabel = "Previous"
    static let nextLabel = "Next"

    /// The toolbar the focused field shows above the keyboard, if it is a toolbar.
    private static func toolbar(in scene: DemoScene) -> UIToolbar? {
      scene.focused?.view.inputAccessoryView as? UIToolbar
    }

    /// The user taps the toolbar's item labelled `label` ("Previous" or "Next").
    static func toolbarTap(_ label: String) -> DemoStep {
      DemoStep(event: "toolbar \(label)") { scene in
        toolbar(in: scene)?.items?.first { $0.accessibilityLabel == label }?.simulateTap()
      }
    }

    /// The user taps the toolbar's Done: the field resigns first responder, and the system
    /// keyboard goes down [doc: UITextField, "Showing and hiding the keyboard": sending
    /// `resignFirstResponder()` "causes the text field object to end the current editing
    /// session … and hide the keyboard"]; the model's keyboard is hidden by the scene.
    static let toolbarDone = DemoStep(event: "toolbar Done") { scene in
      toolbar(in: scene)?.items?.first { $0.systemItem == .done }?.simulateTap()
      if scene.focused == nil { scene.keyboard.hide() }
    }

    // MARK: Step builders

    /// The finger drags the form down to `y` (window coordinates, 160 pt from the left), one
    /// frame per 25 pt; it goes down at `start` first when it is not down yet.
    static func dragKeyboard(from start: CGFloat? = nil, to y: CGFloat) -> DemoStep {
      DemoStep(event: "drag to \(DemoTable.number(y))") { scene in
        scene.dragKeyboard(from: start.map { CGPoint(x: 160, y: $0) }, to: CGPoint(x: 160, y: y))
      }
    }

    /// The user drags the form to `y` before any field is focused.
    static func userScrolls(to y: CGFloat) -> DemoStep {
      DemoStep(event: "user scrolls") { scene in
        scene.scrollView.contentOffset = CGPoint(x: 0, y: y)
      }
    }

    /// The user presses the keyboard's Return key in the focused text field
    /// (`insertText("\n")` is the Return key in the model).
    static let returnKey = DemoStep(event: "Return key") { scene in
      (scene.focused?.view as? UITextField)?.insertText("\n")
    }

    /// The user types `text` into the focused text field, one key at a time.
    static func type(text: String) -> DemoStep {
      DemoStep(event: "type “\(text)”") { scene in
        guard let field = scene.focused?.view as? UITextField else { return }
        for character in text { field.insertText(String(character)) }
      }
    }

    /// The user taps a field: it becomes first responder (a text field's begin-editing
    /// comes before the keyboard's will-show), then the docked keyboard slides up.
    static func tapAndShowKeyboard(_ name: String, quickType: Bool = true) -> DemoStep {
      DemoStep(event: "tap, keyboard up") { scene in
        scene.form.view(named: name)?.becomeFirstResponder()
        // It slides up from just below the screen, at its own size.
        scene.keyboard.show(quickType: quickType)
      }
    }

    /// Focus moves to another field while the keyboard stays up: no keyboard notification.
    static func focus(_ name: String) -> DemoStep {
      DemoStep(event: "focus moves") { scene in
        scene.form.view(named: name)?.becomeFirstResponder()
      }
    }

    /// The user types `lines` new lines at the end of the notes.
    static func type(lines: Int) -> DemoStep {
      DemoStep(event: "type \(lines) lines") { scene in
        guard let notes = scene.focused?.view as? UITextView else { return }
        for line in 1...lines { notes.insertText("\nLine \(line) of my notes") }
      }
    }

    /// The user dismisses the keyboard.
    static let hideKeyboard = DemoStep(event: "keyboard down") { scene in
      scene.keyboard.hide()
    }
  }
#endif
