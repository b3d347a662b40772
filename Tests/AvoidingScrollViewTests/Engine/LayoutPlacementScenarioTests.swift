#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A container whose layout pass runs `layout` on itself, as an app's `layoutSubviews`
  /// shifts, fades in or re-parents what it holds.
  @MainActor
  private final class LayoutActionContainer: UIView {
    var layout: ((UIView) -> Void)?

    override func layoutSubviews() {
      super.layoutSubviews()
      if let layout {
        self.layout = nil
        layout(self)
      }
    }
  }

  /// What a layout pass counts as the focused field moving (`LayoutPlacement`, composed from
  /// its ancestors' frames and bounds): a container that shifts its bounds moves it, a
  /// container that turns opaque shows it, a field that scrolls its own content has not moved.
  ///
  /// The numbers: iPhone SE, 320 × 568, no safe area; the docked keyboard's top is at 315
  /// (253 pt high); padding 16. Content 1,200 pt high, offset 100 when the keyboard comes up;
  /// above the keyboard the visible height is 568 − 253 = 315.
  @MainActor
  @Suite struct LayoutPlacementScenarioTests {
    /// A container spanning the content holding a field at `fieldFrame`, the field focused,
    /// the keyboard up, at offset 100.
    private func makeScene(
      fieldFrame: CGRect, containerAlpha: CGFloat = 1
    ) -> (FormScene, LayoutActionContainer, UITextField) {
      let scene = FormScene(device: .iPhoneSE, fieldCount: 0)
      scene.scrollView.contentSize = CGSize(width: 320, height: 1200)
      let container = LayoutActionContainer(frame: CGRect(x: 0, y: 0, width: 320, height: 1200))
      container.alpha = containerAlpha
      let field = UITextField(frame: fieldFrame)
      container.addSubview(field)
      scene.scrollView.addSubview(container)
      scene.window.layoutIfNeeded()
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
      field.becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      return (scene, container, field)
    }

    /// Lays the window out with the scroll view's pass running (as any scroll does).
    private func layOut(_ scene: FormScene) {
      scene.scrollView.setNeedsLayout()
      scene.window.layoutIfNeeded()
    }

    @Test func aContainerThatShiftsItsBoundsMovesTheFieldAndThePassRevealsIt() {
      // The field at 200 … 244 with the content at 100: 200 − 100 = 100 from the top, above
      // the keyboard's 315, so nothing scrolls.
      let (scene, container, _) = makeScene(
        fieldFrame: CGRect(x: 16, y: 200, width: 288, height: 44))
      #expect(scene.scrollView.contentOffset.y == 100)
      // The container's layout shifts its bounds' origin to y = −500: its subviews appear 500
      // lower, the field at 700 … 744 in the content; padded 684 … 760, revealed at the pass:
      // 760 − 315 = 445.
      container.layout = { $0.bounds.origin = CGPoint(x: 0, y: -500) }
      container.setNeedsLayout()
      layOut(scene)
      #expect(scene.scrollView.contentOffset.y == 445)
    }

    @Test func aFieldWhoseContainerTurnsOpaqueInThePassIsRevealedAtIt() {
      // The field at 700 … 744 under a fully transparent container: hidden, not revealed.
      let (scene, container, _) = makeScene(
        fieldFrame: CGRect(x: 16, y: 700, width: 288, height: 44), containerAlpha: 0)
      #expect(scene.scrollView.contentInset.bottom == 253)  // 568 − 315
      #expect(scene.scrollView.contentOffset.y == 100)
      // The container's layout makes it opaque: shown, revealed at that pass (760 − 315).
      container.layout = { $0.alpha = 1 }
      container.setNeedsLayout()
      layOut(scene)
      #expect(scene.scrollView.contentOffset.y == 445)
    }

    @Test func aFieldThatScrollsItsOwnContentHasNotMovedAndTheFormStays() {
      let (scene, container, field) = makeScene(
        fieldFrame: CGRect(x: 16, y: 200, width: 288, height: 44))
      // The user scrolls the form to 800: the field (200 … 244) is off screen above.
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 800)
      layOut(scene)
      #expect(scene.scrollView.contentOffset.y == 800)
      // The layout scrolls the field's own content (its bounds' origin, as a text view
      // scrolls its text); its frame, and so its place in the form, stays: nothing moves.
      container.layout = { _ in field.bounds.origin = CGPoint(x: 0, y: 10) }
      container.setNeedsLayout()
      layOut(scene)
      #expect(field.frame == CGRect(x: 16, y: 200, width: 288, height: 44))
      #expect(scene.scrollView.contentOffset.y == 800)
    }

    @Test func aFieldTheLayoutTakesOutOfTheScrollViewIsExplainedAtThatPass() {
      let (scene, container, field) = makeScene(
        fieldFrame: CGRect(x: 16, y: 200, width: 288, height: 44))
      var layoutReasons: [KeyboardAvoidanceDecision.NoScrollReason?] = []
      scene.scrollView.keyboardDecisionHandler = {
        if $0.event == .layout { layoutReasons.append($0.noScrollReason) }
      }
      // The layout moves the field out of the scroll view, into the window.
      container.layout = { _ in scene.window.addSubview(field) }
      container.setNeedsLayout()
      layOut(scene)
      #expect(field.superview === scene.window)
      // The pass says so once: no field of this scroll view is edited; the keyboard's part
      // of the inset stays (568 − 315 = 253), the offset too.
      #expect(layoutReasons == [.noFocusedView])
      #expect(scene.scrollView.contentInset.bottom == 253)
      #expect(scene.scrollView.contentOffset.y == 100)
    }
  }
#endif
