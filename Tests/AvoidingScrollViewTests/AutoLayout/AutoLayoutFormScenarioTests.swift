#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// Forms laid out with Auto Layout, as apps write them (research/autolayout-and-dismissal.md,
  /// scenarios AL1–AL13): a stack of 44 pt fields, spacing 12, pinned 20 pt inside the scroll
  /// view's `contentLayoutGuide` (StackFormScene), SimulatedDevice's keyboard, and the numbers
  /// worked out by hand.
  ///
  /// The devices: iPhone 15 portrait, 393 × 852, safe area (59, 0, 34, 0), docked keyboard 336
  /// (top 516); landscape 852 × 393, safe area (0, 59, 21, 59), keyboard 209 (top 184); iPad
  /// Pro 12.9" portrait, 1024 × 1366, safe area (24, 0, 20, 0), keyboard 398 (top 968). With
  /// `.automatic` (= `.scrollableAxes`) the safe area is applied vertically only when the
  /// content is taller than the bounds. Padding 16 unless said.
  ///
  /// Sixteen fields (used by most scenarios) make the content 16·44 + 15·12 + 40 = 924 tall;
  /// field 8 spans 20 + 8·56 = 468 … 512, padded 452 … 528. Taller than 852, so the safe area
  /// applies: with the keyboard the added inset is 336 − 34 = 302, the visible part ends at
  /// offset + 852 − 336 = offset + 516, and field 8 needs offset 528 − 516 = 12.
  /// Exclusive: AL4 waits for main-queue turns with its scene up while other tests post
  /// keyboard notifications (see `ExclusiveNotificationCenterTrait`).
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct AutoLayoutFormScenarioTests {
    // MARK: AL1 — the DocC form

    @Test func al1ContentSizeComesFromTheConstraintsAndTheLastFieldIsRevealed() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16)
      let scrollView = form.scrollView
      scrollView.keyboardPadding = 20  // as the Getting started article sets it
      // Width 393 (the frame guide); height 924 (see the suite's comment).
      #expect(scrollView.contentSize == CGSize(width: 393, height: 924))
      #expect(
        scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 924))
      // Field 15: 20 + 15·56 = 860 … 904, 393 − 40 = 353 wide.
      #expect(
        form.contentFrame(of: form.fields[15]) == CGRect(x: 20, y: 860, width: 353, height: 44))
      #expect(form.fields[15].becomeFirstResponder())
      form.scene.keyboard.show()
      // Covered 336, less the applied safe-area bottom 34: 302 added to the inset and the
      // indicators; adjusted bottom 302 + 34 = 336.
      #expect(scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 302, right: 0))
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 302)
      #expect(scrollView.adjustedContentInset.bottom == 336)
      // Padded by 20: bottom 904 + 20 = 924 at the visible bottom: 924 − 516 = 408, which is
      // also the largest offset: 924 + 336 − 852 = 408.
      #expect(scrollView.contentOffset.y == 408)
      // The inset does not touch the content guide, nor the content size.
      form.layOut()
      #expect(
        scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 924))
      #expect(scrollView.contentSize == CGSize(width: 393, height: 924))
      form.scene.keyboard.hide()
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    }

    @Test func al1OnIPadAShortFormAlreadyAboveTheKeyboardDoesNotMove() {
      // Twelve fields: 12·44 + 11·12 + 40 = 700 tall, shorter than 1366, so no safe area is
      // applied. Field 11: 20 + 11·56 = 636 … 680, padded bottom 696, above the keyboard's
      // top 968: the whole keyboard height 398 is added, and nothing moves.
      let form = StackFormScene(device: .iPadPro, fieldCount: 12)
      let scrollView = form.scrollView
      #expect(scrollView.contentSize == CGSize(width: 1024, height: 700))
      #expect(
        form.contentFrame(of: form.fields[11]) == CGRect(x: 20, y: 636, width: 984, height: 44))
      let before = scrollView.contentOffset
      #expect(form.fields[11].becomeFirstResponder())
      form.scene.keyboard.show()
      #expect(scrollView.contentInset.bottom == 398)
      #expect(scrollView.contentOffset == before)
      #expect(scrollView.moves.isEmpty)
    }

    // MARK: AL2, AL3 — an error label appears while the keyboard is up

    @Test func al2AnErrorLabelBelowTheFieldIsRevealedWithItAtTheLayoutPassInOneMove() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16)
      let scrollView = form.scrollView
      let (_, label) = form.focusWithHiddenCompanion(field: 8, labelAt: 9)  // below field 8
      // Hidden, the label is 0 tall with no spacing for it: the content is still 924, and
      // field 8 needs offset 12.
      #expect(scrollView.contentSize.height == 924)
      #expect(scrollView.contentOffset.y == 12)
      label.isHidden = false
      // The stack re-lays out at the next pass: nothing moves before it.
      #expect(scrollView.contentSize.height == 924)
      #expect(scrollView.moves.isEmpty)
      form.layOut()
      // Content 924 + 12 + 40 = 976; the label at 512 + 12 = 524 … 564. The field with its
      // label, padded, spans 452 … 580: offset 580 − 516 = 64, in one move (the largest
      // offset is 976 + 336 − 852 = 460).
      #expect(scrollView.contentSize.height == 976)
      #expect(form.contentFrame(of: label) == CGRect(x: 20, y: 524, width: 353, height: 40))
      #expect(scrollView.moves == [CGPoint(x: 0, y: 64)])
      #expect(scrollView.contentInset.bottom == 302)
    }

    @Test func al3AnErrorLabelAboveTheFieldMovesTheFieldDownAndItIsRevealedInOneMove() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16)
      let scrollView = form.scrollView
      let (field, label) = form.focusWithHiddenCompanion(field: 8, labelAt: 8)  // above it
      #expect(form.contentFrame(of: field).minY == 468)
      #expect(scrollView.contentOffset.y == 12)
      label.isHidden = false
      #expect(scrollView.moves.isEmpty)
      form.layOut()
      // The label takes 468 … 508; the field moves down by 40 + 12 to 520 … 564. Both,
      // padded, span 452 … 580: offset 580 − 516 = 64, in one move.
      #expect(form.contentFrame(of: label).minY == 468)
      #expect(form.contentFrame(of: field).minY == 520)
      #expect(scrollView.moves == [CGPoint(x: 0, y: 64)])
      // In range: 0 ≤ 64 ≤ 976 + 336 − 852 = 460.
      #expect(scrollView.contentInset.bottom == 302)
    }

    @Test func al2OnIPadTheLabelIsRevealedWithTheField() {
      // iPad Pro 11" portrait, 834 × 1194, safe area (24, 0, 20, 0), keyboard 378 (top 816).
      // Sixteen fields (924 tall, shorter than 1194: no safe area applied); field 14 spans
      // 20 + 14·56 = 804 … 848, padded 788 … 864: offset 864 − 816 = 48 with the keyboard
      // (inset 378; largest offset 924 + 378 − 1194 = 108).
      let form = StackFormScene(device: .iPadPro11, fieldCount: 16)
      let scrollView = form.scrollView
      let (_, label) = form.focusWithHiddenCompanion(field: 14, labelAt: 15)
      #expect(scrollView.contentInset.bottom == 378)
      #expect(scrollView.contentOffset.y == 48)
      label.isHidden = false
      form.layOut()
      // Content 976, still shorter than 1194. The label 860 … 900; padded union 788 … 916:
      // offset 916 − 816 = 100 (largest 976 + 378 − 1194 = 160).
      #expect(scrollView.contentSize.height == 976)
      #expect(scrollView.moves == [CGPoint(x: 0, y: 100)])
      #expect(scrollView.contentInset.bottom == 378)
    }

    // MARK: AL4 — a self-sizing text view grows

    @Test func al4ASelfSizingTextViewGrowsAndStaysAboveTheKeyboard() async {
      let form = StackFormScene(device: .iPhone15, fieldCount: 14, layOut: false)
      let scrollView = form.scrollView
      let notes = UITextView()
      notes.isScrollEnabled = false  // grows with its text
      form.stack.addArrangedSubview(notes)
      form.layOut()
      // One line: 8 + 20 + 8 = 36 tall. Content 14·44 + 36 + 14·12 + 40 = 860; the text view
      // spans 20 + 14·56 = 804 … 840.
      #expect(scrollView.contentSize.height == 860)
      #expect(form.contentFrame(of: notes) == CGRect(x: 20, y: 804, width: 353, height: 36))
      #expect(notes.becomeFirstResponder())
      form.scene.keyboard.show()
      // Padded 788 … 856: offset 856 − 516 = 340 (largest 860 + 336 − 852 = 344).
      #expect(scrollView.contentOffset.y == 340)
      for line in 1...3 {
        notes.insertText("\n")
        await EditingStage.nextMainQueueTurn()  // UIKit's display pass
        form.layOut()
        // Each line adds 20: the text view ends at 840 + 20 n, the content is 860 + 20 n,
        // and the padded bottom 856 + 20 n sits at the visible bottom: 340 + 20 n.
        let grown = 20 * CGFloat(line)
        #expect(form.contentFrame(of: notes).height == 36 + grown, "line \(line)")
        #expect(scrollView.contentSize.height == 860 + grown, "line \(line)")
        #expect(scrollView.contentOffset.y == 340 + grown, "line \(line)")
      }
    }

    // MARK: AL5, AL6 — focus before the layout pass

    @Test func al5AFieldAddedAndFocusedBeforeItsLayoutIsRevealedWhereTheLayoutPutsIt() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16)
      let scrollView = form.scrollView
      let before = scrollView.contentOffset
      let added = UITextField()
      StackFormScene.setHeight(44, of: added)
      form.stack.addArrangedSubview(added)
      #expect(added.becomeFirstResponder())
      #expect(added.frame == .zero)  // not laid out yet
      form.scene.keyboard.show()
      // The content is still 924 (scrollable): 302 added; no reveal toward y = 0.
      #expect(scrollView.contentInset.bottom == 302)
      #expect(scrollView.contentOffset == before)
      #expect(scrollView.moves.isEmpty)
      form.layOut()
      // Content 17·44 + 16·12 + 40 = 980; the new field 20 + 16·56 = 916 … 960, padded
      // bottom 976: offset 976 − 516 = 460 (largest 980 + 336 − 852 = 464), in one move.
      #expect(scrollView.contentSize.height == 980)
      #expect(form.contentFrame(of: added) == CGRect(x: 20, y: 916, width: 353, height: 44))
      #expect(scrollView.moves == [CGPoint(x: 0, y: 460)])
    }

    @Test func al6FocusInSetupBeforeTheFirstPassInsetsWhenTheFrameArrives() {
      // The viewDidLoad trap: constraints made, the field focused and the keyboard shown
      // while the scroll view has no frame yet.
      let form = StackFormScene(device: .iPhone15, fieldCount: 16, layOut: false)
      let scrollView = form.scrollView
      #expect(scrollView.frame == .zero)
      #expect(form.fields[8].becomeFirstResponder())
      form.scene.keyboard.show()
      form.layOut()
      // The frame arrives (393 × 852, content 924): the inset is recomputed from the last
      // keyboard, 336 − 34 = 302, and field 8 revealed: offset 12.
      #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(scrollView.contentInset.bottom == 302)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 302)
      #expect(scrollView.contentOffset.y == 12)
    }

    // MARK: AL7 — rotation with constraints

    @Test func al7RotationWithTheKeyboardUpEndsAsAFreshLandscapeShow() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16)
      let scrollView = form.scrollView
      #expect(form.fields[8].becomeFirstResponder())
      form.scene.keyboard.show()
      #expect(scrollView.contentOffset.y == 12)
      form.scene.rotate(to: .iPhone15Landscape) { form.layOut() }
      form.layOut()
      // Landscape: the form re-flows to 852 − 40 = 812 wide, still 924 tall (taller than
      // 393: the bottom safe area 21 applies). Keyboard 209, top 184: inset 209 − 21 = 188;
      // field 8's padded bottom 528 at the visible bottom: 528 − 184 = 344 (largest
      // 924 + 209 − 393 = 740).
      #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
      #expect(scrollView.contentSize == CGSize(width: 852, height: 924))
      #expect(
        form.contentFrame(of: form.fields[8]) == CGRect(x: 20, y: 468, width: 812, height: 44))
      #expect(scrollView.contentInset.bottom == 188)
      #expect(scrollView.contentOffset.y == 344)

      let fresh = StackFormScene(device: .iPhone15Landscape, fieldCount: 16)
      #expect(fresh.fields[8].becomeFirstResponder())
      fresh.scene.keyboard.show()
      #expect(fresh.scrollView.contentInset == scrollView.contentInset)
      #expect(fresh.scrollView.contentOffset == scrollView.contentOffset)
    }

    // MARK: AL8, AL9 — the keyboard layout guide beside the scroll view

    /// A Submit button 50 pt tall, 16 pt from each side, 8 pt above `root`'s keyboard layout
    /// guide; the scroll view's bottom 8 pt above the button.
    private static func submitBelow(_ scrollView: UIView, in root: UIView) -> NSLayoutConstraint {
      let submit = UIView()
      submit.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(submit)
      NSLayoutConstraint.activate([
        submit.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        submit.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        submit.heightAnchor.constraint(equalToConstant: 50),
        submit.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
      ])
      return scrollView.bottomAnchor.constraint(equalTo: submit.topAnchor, constant: -8)
    }

    @Test func al8ASubmitButtonOnTheKeyboardGuideIsNotCountedTwice() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16, bottom: Self.submitBelow)
      let scrollView = form.scrollView
      // Hidden: the guide's top is the safe-area bottom 852 − 34 = 818; the button 760 … 810;
      // the scroll view 0 … 752 (above the home indicator: no bottom safe area).
      #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 752))
      #expect(form.fields[8].becomeFirstResponder())
      form.scene.keyboard.show()
      form.layOut()
      // The guide's top 516; the button 458 … 508; the scroll view 0 … 450, above the
      // keyboard: overlap 0, so no inset. Field 8's padded bottom 528 at the bounds' bottom:
      // offset 528 − 450 = 78 (largest 924 − 450 = 474).
      #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 450))
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.verticalScrollIndicatorInsets == .zero)
      #expect(scrollView.contentOffset.y == 78)
      form.scene.keyboard.hide()
      form.layOut()
      #expect(scrollView.frame.height == 752)
      #expect(scrollView.contentInset == .zero)
    }

    @Test func al8WithoutTheBottomSafeAreaTheDifferenceIsInTheFrameNotTheInset() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16, bottom: Self.submitBelow)
      let scrollView = form.scrollView
      form.scene.rootView.keyboardLayoutGuide.usesBottomSafeArea = false
      #expect(form.fields[8].becomeFirstResponder())
      form.scene.keyboard.show()
      form.layOut()
      #expect(scrollView.frame.height == 450)  // as with the safe area: the keyboard's top
      #expect(scrollView.contentInset == .zero)
      form.scene.keyboard.hide()
      form.layOut()
      // Hidden: the guide's top is the view's bottom 852; the button 794 … 844; the scroll
      // view 0 … 786: 34 taller than 752, and still no inset.
      #expect(scrollView.frame.height == 786)
      #expect(scrollView.contentInset == .zero)
    }

    @Test func al9AScrollViewPinnedToTheKeyboardGuideMovesOnce() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16) { scrollView, root in
        scrollView.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
      }
      let scrollView = form.scrollView
      // Hidden: 0 … 818, above the home indicator.
      #expect(scrollView.frame.height == 818)
      #expect(form.fields[8].becomeFirstResponder())
      scrollView.forgetMoves()
      form.scene.keyboard.show()
      form.layOut()
      // 0 … 516: overlap 0, no inset; field 8's padded bottom 528: offset 528 − 516 = 12, one
      // move whatever the component saw before the pass.
      #expect(scrollView.frame.height == 516)
      #expect(scrollView.contentInset == .zero)
      #expect(scrollView.moves == [CGPoint(x: 0, y: 12)])
    }

    // MARK: AL10 — a hidden field and form navigation

    @Test func al10NextFieldSkipsAHiddenFieldAndIncludesItOnceShownAndLaidOut() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 3, layOut: false)
      let fields = form.fields
      fields[1].isHidden = true
      form.layOut()
      #expect(fields[0].becomeFirstResponder())
      #expect(form.scrollView.focusNextField())
      #expect(fields[2].isFirstResponder)  // field 1 is hidden: skipped
      fields[1].isHidden = false
      form.layOut()
      // Field 1 at 20 + 56 = 76 … 120, between fields 0 and 2.
      #expect(form.contentFrame(of: fields[1]).minY == 76)
      #expect(fields[0].becomeFirstResponder())
      #expect(form.scrollView.focusNextField())
      #expect(fields[1].isFirstResponder)
    }

    @Test func al10ReadingOrderFollowsTheSolvedFrames() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 3)
      let fields = form.fields
      // Field 2 moved to the top of the stack: the order on screen is 2, 0, 1.
      form.stack.insertArrangedSubview(fields[2], at: 0)
      form.layOut()
      #expect(form.contentFrame(of: fields[2]).minY == 20)
      #expect(fields[2].becomeFirstResponder())
      #expect(form.scrollView.focusNextField())
      #expect(fields[0].isFirstResponder)
    }

    // MARK: AL11 — a constraint animated while editing

    @Test func al11ASectionExpandingAboveTheFieldInAnAnimationMovesOnceToTheFinalFrames() {
      let form = StackFormScene(device: .iPhone15, fieldCount: 16, layOut: false)
      let scrollView = form.scrollView
      let section = UIView()
      let sectionHeight = section.heightAnchor.constraint(equalToConstant: 0)
      sectionHeight.isActive = true
      form.stack.insertArrangedSubview(section, at: 0)
      form.layOut()
      // The section, 0 tall, still takes its spacing: field 8 at 20 + 12 + 8·56 = 480 … 524,
      // padded bottom 540: offset 540 − 516 = 24. Content 924 + 12 = 936.
      #expect(form.fields[8].becomeFirstResponder())
      form.scene.keyboard.show()
      #expect(scrollView.contentOffset.y == 24)
      scrollView.forgetMoves()
      UIView.animate(withDuration: 0.3, delay: 0) {
        sectionHeight.constant = 100
        form.scene.window.layoutIfNeeded()
      }
      // Field 8 moves down 100 to 580 … 624, padded bottom 640: offset 640 − 516 = 124, set
      // once from the final frames (content 1036; largest 1036 + 336 − 852 = 520).
      #expect(form.contentFrame(of: form.fields[8]).minY == 580)
      #expect(scrollView.contentSize.height == 1036)
      #expect(scrollView.moves == [CGPoint(x: 0, y: 124)])
    }

    // MARK: AL13 — the safe area starts to apply when the content grows past the bounds

    @Test func al13TheKeyboardsPartStaysOverlapLessAppliedSafeAreaAcrossTheFlip() {
      // Fourteen fields: 14·44 + 13·12 + 40 = 812, shorter than 852: no safe area applied.
      let form = StackFormScene(device: .iPhone15, fieldCount: 14)
      let scrollView = form.scrollView
      let (_, label) = form.focusWithHiddenCompanion(field: 12, labelAt: 13)
      // Overlap 336, nothing applied: inset 336. Field 12 at 20 + 12·56 = 692 … 736, padded
      // bottom 752: offset 752 − 516 = 236 (largest 812 + 336 − 852 = 296).
      #expect(scrollView.contentInset.bottom == 336)
      #expect(scrollView.adjustedContentInset.bottom == 336)
      #expect(scrollView.contentOffset.y == 236)
      label.isHidden = false
      form.layOut()
      // Content 812 + 12 + 40 = 864, taller than 852: the safe area applies (top 59, bottom
      // 34) and the keyboard's part becomes 336 − 34 = 302; the adjusted bottom stays 336.
      // The label 748 … 788; padded union 676 … 804: offset 804 − 516 = 288 (top 676 stays
      // below 288 + 59; largest 864 + 336 − 852 = 348).
      #expect(scrollView.contentSize.height == 864)
      #expect(scrollView.contentInset.bottom == 302)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 302)
      #expect(scrollView.adjustedContentInset.bottom == 336)
      #expect(scrollView.adjustedContentInset.top == 59)
      #expect(scrollView.contentOffset.y == 288)
    }
  }
#endif
