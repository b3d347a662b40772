#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Next / previous field (issue 13, item 1): reading order, fields skipped, nested avoiding
  /// scroll views, and the scroll that shows each field above the keyboard. FormScene's
  /// field `i` spans 16 + 60 i … 60 + 60 i; the content is 1216 pt tall.
  @MainActor
  @Suite struct FieldNavigationScenarioTests {
    // MARK: A column: next walks down, each field revealed above the keyboard

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func nextWalksTheColumnAndRevealsEachField(device: Device) {
      let scene = FormScene(device: device)
      let scrollView = scene.scrollView
      // Nothing is being edited: next starts at the first field.
      #expect(scrollView.focusNextField())
      #expect(scene.fields[0].isFirstResponder)
      scene.keyboard.show()
      // Field 0's padded top, 16 − 16 = 0, must sit below the status bar: the offset is
      // −(top safe area): SE 0, iPhone 8 −20 (its bottom, 76, is far above the keyboard).
      #expect(scrollView.contentOffset.y == -device.safeArea.top)
      // SE: keyboard top 568 − 253 = 315 → field 5 (316…360) is the first hidden;
      // iPhone 8: 667 − 260 = 407 → field 6 (376…420).
      let hidden = FormScene.indexOfFirstField(endingBelow: device.keyboardTop)
      for _ in 0..<hidden { #expect(scrollView.focusNextField()) }
      let field = scene.fields[hidden]
      #expect(field.isFirstResponder)
      // Least motion: offset = maxY + 16 − keyboard top: SE 376 − 315 = 61;
      // iPhone 8: 436 − 407 = 29.
      #expect(scrollView.contentOffset.y == field.frame.maxY + 16 - device.keyboardTop)
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 16)  // SE 299, 8: 391

      // Previous goes back one field, which is visible at this offset: no motion.
      // SE: field 4 (256…300) at offset 61 → 195…239, 16 pt margin inside 0…315.
      let offset = scrollView.contentOffset.y
      #expect(scrollView.focusPreviousField())
      #expect(scene.fields[hidden - 1].isFirstResponder)
      #expect(scrollView.contentOffset.y == offset)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func theOrderStopsAtBothEnds(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      let scrollView = scene.scrollView
      // Nothing edited: previous starts at the last field.
      #expect(scrollView.focusPreviousField())
      #expect(scene.fields[2].isFirstResponder)
      #expect(!scrollView.focusNextField())  // no wrap-around
      #expect(scene.fields[2].isFirstResponder)
      #expect(scrollView.focusPreviousField())
      #expect(scrollView.focusPreviousField())
      #expect(scene.fields[0].isFirstResponder)
      #expect(!scrollView.focusPreviousField())
      #expect(scene.fields[0].isFirstResponder)
    }

    // MARK: A right-to-left form with fields that cannot take focus

    /// Row 1: two fields 120 wide, the trailing one 2 pt lower (their extents 16…60 and
    /// 18…62 overlap: one row); row 2: a full-width field at 76…120; then five views the
    /// focus skips (hidden, alpha 0, disabled, a text view that is not editable, a field in
    /// a hidden container); last an editable text view at 376…476.
    @MainActor
    struct MixedForm {
      let stage: EditingStage
      let scrollView = AvoidingScrollView()
      let left: UITextField
      let right: UITextField
      let wide: UITextField
      let skipped: [UIView]
      let notes: UITextView

      init(device: Device, rightToLeft: Bool) {
        stage = EditingStage(device: device)
        stage.addForm(scrollView, fieldCount: 0)
        if rightToLeft { scrollView.semanticContentAttribute = .forceRightToLeft }
        let width = scrollView.bounds.width
        left = UITextField(frame: CGRect(x: 16, y: 16, width: 120, height: 44))
        right = UITextField(frame: CGRect(x: width - 136, y: 18, width: 120, height: 44))
        wide = UITextField(frame: CGRect(x: 16, y: 76, width: width - 32, height: 44))
        let hidden = UITextField(frame: CGRect(x: 16, y: 136, width: 120, height: 44))
        hidden.isHidden = true
        let transparent = UITextField(frame: CGRect(x: 16, y: 196, width: 120, height: 44))
        transparent.alpha = 0
        let disabled = UITextField(frame: CGRect(x: 16, y: 256, width: 120, height: 44))
        disabled.isEnabled = false
        let readOnly = UITextView(frame: CGRect(x: 200, y: 196, width: 100, height: 100))
        readOnly.isEditable = false
        let container = UIView(frame: CGRect(x: 16, y: 316, width: 120, height: 44))
        container.isHidden = true
        let inHidden = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        container.addSubview(inHidden)
        notes = UITextView(frame: CGRect(x: 16, y: 376, width: width - 32, height: 100))
        // Added in an order unlike the reading order, so the order cannot come from it.
        for view in [notes, wide, readOnly, right, hidden, disabled, transparent, left, container] {
          scrollView.addSubview(view)
        }
        skipped = [hidden, transparent, disabled, readOnly, inHidden]
        scrollView.contentSize = CGSize(width: width, height: 1000)
        stage.window.layoutIfNeeded()
      }
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func rightToLeftFormIsReadTrailingEdgeFirstAndSkipsWhatCannotEdit(device: Device) {
      let form = MixedForm(device: device, rightToLeft: true)
      let scrollView = form.scrollView
      #expect(scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      // Row 1 right to left: the field at the right edge (maxX = width − 16) first.
      #expect(scrollView.focusNextField())
      #expect(form.right.isFirstResponder)
      form.stage.keyboard.show()
      #expect(scrollView.focusNextField())
      #expect(form.left.isFirstResponder)
      #expect(scrollView.focusNextField())
      #expect(form.wide.isFirstResponder)
      // The left field's padded top, 0, below the status bar: SE 0, iPhone 8 −20; the wide
      // field (76…120, padded 60…136) is then visible, above the keyboard top (315, 407).
      #expect(scrollView.contentOffset.y == -device.safeArea.top)
      // The five views in between are skipped: next is the notes text view (376…476).
      #expect(scrollView.focusNextField())
      #expect(form.notes.isFirstResponder)
      #expect(form.skipped.allSatisfy { !$0.isFirstResponder })
      // It fits whole (100 + 2 × 16 < visible height): offset = 476 + 16 − keyboard top:
      // SE 492 − 315 = 177; iPhone 8: 492 − 407 = 85.
      #expect(scrollView.contentOffset.y == 476 + 16 - device.keyboardTop)
      #expect(!scrollView.focusNextField())
      // And back: wide, left, right.
      #expect(scrollView.focusPreviousField())
      #expect(form.wide.isFirstResponder)
      #expect(scrollView.focusPreviousField())
      #expect(scrollView.focusPreviousField())
      #expect(form.right.isFirstResponder)
      #expect(!scrollView.focusPreviousField())
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func leftToRightFormReadsTheLeadingLeftFieldFirst(device: Device) {
      let form = MixedForm(device: device, rightToLeft: false)
      #expect(form.scrollView.focusNextField())
      #expect(form.left.isFirstResponder)  // x 16, although the right one was added first
      #expect(form.scrollView.focusNextField())
      #expect(form.right.isFirstResponder)
    }

    // MARK: Nested avoiding scroll views: their fields in place

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func fieldsOfANestedAvoidingScrollViewAreReadInPlace(device: Device) {
      let stage = EditingStage(device: device)
      let outer = AvoidingScrollView()
      stage.addForm(outer, fieldCount: 0)
      // A (x 200…300, y 16…60); the inner scroll view at 76…276 holding B1 (16…60) and
      // B2 (76…120) in its content, scrolled by 60; C at 300…344.
      let a = UITextField(frame: CGRect(x: 200, y: 16, width: 100, height: 44))
      let inner = AvoidingScrollView(frame: CGRect(x: 0, y: 76, width: 300, height: 200))
      let b1 = UITextField(frame: CGRect(x: 16, y: 16, width: 100, height: 44))
      let b2 = UITextField(frame: CGRect(x: 16, y: 76, width: 100, height: 44))
      let c = UITextField(frame: CGRect(x: 16, y: 300, width: 100, height: 44))
      inner.addSubview(b1)
      inner.addSubview(b2)
      inner.contentSize = CGSize(width: 300, height: 400)
      inner.contentOffset = CGPoint(x: 0, y: 60)
      for view in [c, inner, a] { outer.addSubview(view) }
      outer.contentSize = CGSize(width: outer.bounds.width, height: 1000)
      stage.window.layoutIfNeeded()
      // Seen from the outer view, B1 sits at 76 + 16 − 60 = 32…76, overlapping A's row
      // (16…60), and left of it: read flat, B1 would come before A. As a block at the inner
      // view's place (76…276, below A's row) the order is A, B1, B2, C.
      #expect(outer.focusNextField())
      #expect(a.isFirstResponder)
      #expect(outer.focusNextField())
      #expect(b1.isFirstResponder)
      #expect(outer.focusNextField())
      #expect(b2.isFirstResponder)
      #expect(outer.focusNextField())
      #expect(c.isFirstResponder)
      // The inner view, asked itself, knows only its own fields.
      #expect(inner.focusPreviousField())  // nothing of its own edited: its last, B2
      #expect(b2.isFirstResponder)
      #expect(!inner.focusNextField())
    }

    // MARK: Bad input

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aFieldRemovedWhileItIsNextIsPassedOver(device: Device) {
      let scene = FormScene(device: device, fieldCount: 4)
      scene.fields[0].becomeFirstResponder()
      scene.fields[1].removeFromSuperview()
      #expect(scene.scrollView.focusNextField())
      #expect(scene.fields[2].isFirstResponder)
      #expect(scene.fields[1].window == nil)
    }

    /// A delegate that refuses to begin editing and, while asked, removes another field.
    @MainActor
    final class RemovingDelegate: NSObject, UITextFieldDelegate {
      weak var fieldToRemove: UIView?
      private(set) var askedCount = 0
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        askedCount += 1
        fieldToRemove?.removeFromSuperview()
        return false
      }
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aFieldThatRefusesIsPassedOverAndOneItsDelegateRemovesIsNotFocused(device: Device) {
      let scene = FormScene(device: device, fieldCount: 4)
      let delegate = RemovingDelegate()
      delegate.fieldToRemove = scene.fields[2]
      scene.fields[1].delegate = delegate
      scene.fields[0].becomeFirstResponder()
      // Field 1 refuses and removes field 2 as it is asked: field 3 takes the focus.
      #expect(scene.scrollView.focusNextField())
      #expect(delegate.askedCount == 1)
      #expect(scene.fields[3].isFirstResponder)
      #expect(scene.fields[2].window == nil)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aFieldWithANonFiniteFrameIsLeftOut(device: Device) {
      let scene = FormScene(device: device, fieldCount: 3)
      scene.fields[1].frame = CGRect(x: CGFloat.nan, y: 76, width: 100, height: 44)
      scene.fields[0].becomeFirstResponder()
      #expect(scene.scrollView.focusNextField())
      #expect(scene.fields[2].isFirstResponder)
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aCycleOfNestedScrollViewsCannotFormAndNavigationStillEnds(device: Device) {
      let stage = EditingStage(device: device)
      let outer = AvoidingScrollView()
      let fields = stage.addForm(outer, fieldCount: 2)
      let inner = AvoidingScrollView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
      outer.addSubview(inner)
      // Making the outer view a subview of its own descendant is refused (UIKit raises;
      // the model ignores it): the hierarchy stays a tree, so the walk ends.
      inner.addSubview(outer)
      #expect(outer.superview === stage.window)
      #expect(outer.focusNextField())
      #expect(fields[0].isFirstResponder)
      #expect(outer.focusNextField())
      #expect(!outer.focusNextField())
      #expect(fields[1].isFirstResponder)
    }
    /// A delegate that refuses to begin editing and, while asked, moves another field out of
    /// the form into the window itself.
    @MainActor
    final class MovingOutDelegate: NSObject, UITextFieldDelegate {
      weak var fieldToMove: UIView?
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        if let field = fieldToMove { textField.window?.addSubview(field) }
        return false
      }
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aFieldMovedOutOfTheFormWhileNextIsAskedIsNotFocused(device: Device) {
      let scene = FormScene(device: device, fieldCount: 4)
      let delegate = MovingOutDelegate()
      delegate.fieldToMove = scene.fields[2]
      scene.fields[1].delegate = delegate
      scene.fields[0].becomeFirstResponder()
      // Field 1 refuses and moves field 2 out of the scroll view (still in the window, so
      // it could edit): it is no longer one of this form's fields, so field 3 is next.
      #expect(scene.scrollView.focusNextField())
      #expect(scene.fields[2].superview === scene.window)
      #expect(!scene.fields[2].isFirstResponder)
      #expect(scene.fields[3].isFirstResponder)
    }
    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func fieldsOfAHiddenNestedAvoidingScrollViewAreSkipped(device: Device) {
      let stage = EditingStage(device: device)
      let outer = AvoidingScrollView()
      let fields = stage.addForm(outer, fieldCount: 2)  // 16…60 and 76…120
      // A nested avoiding scroll view below them (136…236), hidden, holding one field.
      let inner = AvoidingScrollView(frame: CGRect(x: 0, y: 136, width: 300, height: 100))
      let hiddenField = UITextField(frame: CGRect(x: 16, y: 16, width: 100, height: 44))
      inner.addSubview(hiddenField)
      outer.addSubview(inner)
      inner.isHidden = true
      stage.window.layoutIfNeeded()
      #expect(fields[1].becomeFirstResponder())
      // Field 1 is the last field the user can reach: Done, and no next field.
      #expect(fields[1].returnKeyType == .done)
      #expect(!outer.focusNextField())
      #expect(!hiddenField.isFirstResponder)
    }
    /// A delegate that ends editing as soon as it begins (before the begin-editing
    /// notification is posted).
    @MainActor
    final class ResigningDelegate: NSObject, UITextFieldDelegate {
      func textFieldDidBeginEditing(_ textField: UITextField) {
        textField.resignFirstResponder()
      }
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8])
    func aFieldThatEndsEditingAsItBeginsIsNotTheCurrentField(device: Device) {
      let scene = FormScene(device: device, fieldCount: 4)
      let delegate = ResigningDelegate()
      scene.fields[2].delegate = delegate
      scene.fields[2].becomeFirstResponder()
      #expect(!scene.fields[2].isFirstResponder)
      // Nothing is being edited, whatever the notifications' order: next starts at the
      // first field, not after field 2.
      #expect(scene.scrollView.focusNextField())
      #expect(scene.fields[0].isFirstResponder)
    }
  }
#endif
