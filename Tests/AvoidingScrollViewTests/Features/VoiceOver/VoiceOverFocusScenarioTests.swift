#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing
  import TestSupport

  /// What VoiceOver users keep when the form scrolls (issue 23, item 2): after a focus move
  /// the component makes (toolbar, Return key, `focusNextField()` / `focusPreviousField()`),
  /// VoiceOver is moved to the new field with one `.layoutChanged` post, on the next turn of
  /// the main queue, after the reveal; never after a tap, Tab, a keyboard frame change or the
  /// caret following typing; never when VoiceOver is off or already on the field.
  ///
  /// VoiceOver is HeadlessUIKit's simulated one (`UIAccessibility.simulateVoiceOver(running:)`,
  /// `simulatedPosts`), whose state is the process's: these tests wait for main-queue turns,
  /// so they run alone (`.exclusiveNotificationCenter`) and read only the posts about their
  /// own fields.
  ///
  /// iPhone SE, FormScene: field i spans 16 + 60 i … 60 + 60 i. With the toolbar the keyboard
  /// is 253 + 44 = 297 pt, its top at 568 − 297 = 271; without it 315.
  @MainActor
  @Suite(.serialized, .exclusiveNotificationCenter) struct VoiceOverFocusScenarioTests {
    /// The posts whose argument is one of `views`, from the whole record.
    private func posts(about views: [UIView]) -> [(
      notification: UIAccessibility.Notification, view: UIView
    )] {
      UIAccessibility.simulatedPosts.compactMap { post in
        guard let argument = post.argument.map({ $0 as AnyObject }),
          let view = views.first(where: { $0 === argument })
        else { return nil }
        return (post.notification, view)
      }
    }

    /// VoiceOver's element, if it is a view.
    private var voiceOverElement: AnyObject? {
      UIAccessibility.focusedElement(using: .notificationVoiceOver).map { $0 as AnyObject }
    }

    /// Runs `body` with the simulated VoiceOver `running`, then puts back the state found.
    private func withVoiceOver(running: Bool, _ body: () async throws -> Void) async rethrows {
      let before = UIAccessibility.isVoiceOverRunning
      UIAccessibility.simulateVoiceOver(running: running)
      defer { UIAccessibility.simulateVoiceOver(running: before) }
      try await body()
    }

    /// An SE form of 20 fields, the first being edited, the keyboard up (top 315; field 0,
    /// 16…60, is in view: nothing scrolled).
    private func editingFirstField() -> FormScene {
      let scene = FormScene(device: .iPhoneSE)
      scene.fields[0].becomeFirstResponder()
      scene.keyboard.show()
      return scene
    }

    /// The toolbar's previous and next items on `field`.
    private func toolbarItems(of field: UIView) throws -> (
      previous: UIBarButtonItem, next: UIBarButtonItem
    ) {
      let toolbar = try #require(field.inputAccessoryView as? UIToolbar)
      let items = try #require(toolbar.items)
      try #require(items.count == 4)
      return (items[0], items[1])
    }

    @Test func toolbarNextMovesVoiceOverToTheNextFieldOnceAfterItsReveal() async throws {
      try await withVoiceOver(running: true) {
        let scene = FormScene(device: .iPhoneSE)
        scene.scrollView.showsKeyboardToolbar = true
        let fields = scene.fields
        fields[3].becomeFirstResponder()
        scene.keyboard.show()
        // Field 3 (196…240, padded 256) is above the keyboard's top, 271: nothing moved.
        #expect(scene.scrollView.contentOffset.y == 0)
        try toolbarItems(of: fields[3]).next.simulateTap()
        #expect(fields[4].isFirstResponder)
        // The reveal is done within the tap: field 4 (256…300, padded 316) needs
        // 316 − 271 = 45. VoiceOver has not been told yet.
        #expect(scene.scrollView.contentOffset.y == 45)
        #expect(posts(about: fields).isEmpty)
        await EditingStage.nextMainQueueTurn()
        let posts = posts(about: fields)
        #expect(posts.count == 1)
        #expect(posts.first?.notification == .layoutChanged)
        #expect(posts.first?.view === fields[4])
        #expect(voiceOverElement === fields[4])
        // Nothing more on later turns.
        await EditingStage.nextMainQueueTurn()
        #expect(self.posts(about: fields).count == 1)
      }
    }

    @Test func toolbarPreviousAndTheNavigationMethodsEachMoveVoiceOverOnce() async throws {
      try await withVoiceOver(running: true) {
        let scene = FormScene(device: .iPhoneSE)
        scene.scrollView.showsKeyboardToolbar = true
        let fields = scene.fields
        fields[5].becomeFirstResponder()
        scene.keyboard.show()
        try toolbarItems(of: fields[5]).previous.simulateTap()
        #expect(fields[4].isFirstResponder)
        await EditingStage.nextMainQueueTurn()
        #expect(scene.scrollView.focusNextField())
        #expect(fields[5].isFirstResponder)
        await EditingStage.nextMainQueueTurn()
        #expect(scene.scrollView.focusPreviousField())
        #expect(fields[4].isFirstResponder)
        await EditingStage.nextMainQueueTurn()
        // One post per move, each with the field the move reached: 4, 5, 4.
        let posts = posts(about: fields)
        #expect(
          posts.map { fields.firstIndex(of: $0.view as? UITextField ?? UITextField()) } == [
            4, 5, 4,
          ])
        #expect(posts.allSatisfy { $0.notification == .layoutChanged })
      }
    }

    @Test func theReturnKeyMovesVoiceOverButEndingEditingOnTheLastFieldDoesNot() async {
      await withVoiceOver(running: true) {
        let scene = FormScene(device: .iPhoneSE, fieldCount: 3)
        let fields = scene.fields
        fields[1].becomeFirstResponder()
        scene.keyboard.show()
        fields[1].insertText("\n")
        #expect(fields[2].isFirstResponder)
        await EditingStage.nextMainQueueTurn()
        #expect(posts(about: fields).map(\.view) == [fields[2]])
        // Return on the last field ends editing: no field to move VoiceOver to.
        fields[2].insertText("\n")
        #expect(!fields[2].isFirstResponder)
        await EditingStage.nextMainQueueTurn()
        #expect(posts(about: fields).count == 1)
      }
    }

    /// Two moves in one turn (an app calling `focusNextField()` twice): one post, for the
    /// field the focus ended on [choice: VoiceOver would start the first and be cut off].
    @Test func twoMovesInOneTurnPostOnceForTheLastField() async {
      await withVoiceOver(running: true) {
        let scene = editingFirstField()
        let fields = scene.fields
        #expect(scene.scrollView.focusNextField())
        #expect(scene.scrollView.focusNextField())
        #expect(fields[2].isFirstResponder)
        await EditingStage.nextMainQueueTurn()
        #expect(posts(about: fields).map(\.view) == [fields[2]])
      }
    }

    @Test func withVoiceOverOffNothingIsPosted() async throws {
      try await withVoiceOver(running: false) {
        let scene = FormScene(device: .iPhoneSE)
        scene.scrollView.showsKeyboardToolbar = true
        let fields = scene.fields
        fields[0].becomeFirstResponder()
        scene.keyboard.show()
        try toolbarItems(of: fields[0]).next.simulateTap()
        #expect(scene.scrollView.focusNextField())
        fields[2].insertText("\n")
        #expect(fields[3].isFirstResponder)
        await EditingStage.nextMainQueueTurn()
        #expect(posts(about: fields).isEmpty)
      }
    }

    /// The user's own moves: a tap on a field (VoiceOver's double-tap lands there too), Tab
    /// on a hardware keyboard or Full Keyboard Access (UIKit makes the next field first
    /// responder: `becomeFirstResponder()` stands for it, as for the app's own call); the
    /// keyboard appearing, changing frame, a hardware keyboard attached. VoiceOver is already
    /// where the user is: nothing is posted, whatever scrolled.
    @Test func tapsTabAndKeyboardChangesPostNothing() async {
      await withVoiceOver(running: true) {
        let scene = FormScene(device: .iPhoneSE)
        scene.scrollView.showsKeyboardToolbar = true
        let fields = scene.fields
        let window = scene.window
        // A tap in field 2 (136…180): at its centre, y 158.
        window.simulateTap(at: CGPoint(x: 160, y: 158))
        #expect(fields[2].isFirstResponder)
        scene.keyboard.show()
        // Tab: UIKit focuses field 3, then field 4 (256…300, padded 316), which the keyboard
        // and toolbar (top 271) hide: the scroll view reveals it, offset 316 − 271 = 45.
        fields[3].becomeFirstResponder()
        fields[4].becomeFirstResponder()
        #expect(scene.scrollView.contentOffset.y == 45)
        scene.keyboard.show(quickType: false)
        scene.keyboard.attachHardwareKeyboard()
        await EditingStage.nextMainQueueTurn()
        #expect(posts(about: fields).isEmpty)
        #expect(voiceOverElement !== fields[4])
      }
    }

    /// Typing in a text view scrolls to follow the caret: never a post, which would
    /// interrupt VoiceOver's echo of each typed character. The setup of TextViewCaretTests'
    /// F5: a 1,200 pt text view at y 100 in 2,400 pt of content, SE (keyboard top 315, no
    /// safe area); the caret on line n spans 108 + 20 n … 128 + 20 n.
    @Test func theCaretFollowingTypingPostsNothing() async {
      await withVoiceOver(running: true) {
        let stage = EditingStage(device: .iPhoneSE)
        let scrollView = AvoidingScrollView()
        stage.addForm(scrollView, fieldCount: 0)
        scrollView.contentSize = CGSize(width: 320, height: 2400)
        let notes = UITextView(frame: CGRect(x: 16, y: 100, width: 288, height: 1200))
        scrollView.addSubview(notes)
        stage.keyboard.show()
        #expect(notes.becomeFirstResponder())
        for _ in 1...20 {
          notes.insertText("\n")
          await EditingStage.nextMainQueueTurn()
        }
        // The content followed the caret: line 20 padded to 144 + 400 = 544, 544 − 315 = 229…
        #expect(scrollView.contentOffset.y == 229)
        await EditingStage.nextMainQueueTurn()
        // …without a word to VoiceOver.
        #expect(posts(about: [notes]).isEmpty)
      }
    }

    @Test func voiceOverAlreadyOnTheFieldIsNotToldAgain() async {
      await withVoiceOver(running: true) {
        let scene = editingFirstField()
        let fields = scene.fields
        // VoiceOver is on field 1 already (the app moved it there).
        UIAccessibility.post(notification: .layoutChanged, argument: fields[1])
        #expect(voiceOverElement === fields[1])
        #expect(scene.scrollView.focusNextField())
        #expect(fields[1].isFirstResponder)
        await EditingStage.nextMainQueueTurn()
        // Only the app's own post.
        #expect(posts(about: fields).count == 1)
      }
    }

    /// The field is no longer being edited when the turn comes (the app ended editing, or
    /// removed it): VoiceOver is not sent there.
    @Test func aFieldThatStoppedEditingBeforeTheTurnIsNotAnnounced() async {
      await withVoiceOver(running: true) {
        let scene = editingFirstField()
        let fields = scene.fields
        #expect(scene.scrollView.focusNextField())
        fields[1].resignFirstResponder()
        #expect(scene.scrollView.focusNextField())  // from nothing: the first field
        #expect(fields[0].isFirstResponder)
        fields[0].removeFromSuperview()
        await EditingStage.nextMainQueueTurn()
        #expect(posts(about: fields).isEmpty)
      }
    }

    /// In a table, next goes on into a row whose cell is created on the way: VoiceOver is
    /// moved to that cell's field, once, after the row was scrolled in and revealed.
    @Test(arguments: TableNavigationScenarioTests.lastRowAtRest)
    func aMoveIntoARowWithoutACellMovesVoiceOverToItsNewField(device: Device, row: Int)
      async throws
    {
      try await withVoiceOver(running: true) {
        let scene = TableFormScene(device: device, rowCount: 1000)
        scene.table.showsKeyboardToolbar = true
        let field = try TableNavigationScenarioTests.focusLastRowAtRest(scene, row: row)
        try toolbarItems(of: field).next.simulateTap()
        let next = try #require(scene.field(row: row + 1))
        #expect(next.isFirstResponder)
        await EditingStage.nextMainQueueTurn()
        #expect(posts(about: [field, next]).map(\.view) == [next])
        #expect(voiceOverElement === next)
      }
    }
  }
#endif
