#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// A plain container that places its subviews in `layoutSubviews`, as Auto Layout does:
  /// subview `i` gets `frames[i]`; the views in `shownByLayout` are un-hidden by it.
  @MainActor
  final class PlacingContainer: UIView {
    var frames: [CGRect] = []
    var shownByLayout: [UIView] = []

    override func layoutSubviews() {
      super.layoutSubviews()
      for (index, view) in subviews.enumerated() where index < frames.count {
        view.frame = frames[index]
      }
      for view in shownByLayout { view.isHidden = false }
    }
  }

  /// A field whose frame its container's layout sets, focused while that layout is still
  /// pending (never laid out: frame zero), is revealed where the layout puts it, in one
  /// motion: never first toward where it sits before the layout (y = 0).
  ///
  /// The numbers: iPhone SE, 320 × 568, no safe area; the docked keyboard's top is at 315
  /// (253 pt high); padding 16. Content 1,200 pt high; the scroll view starts at offset 100.
  /// The layout puts the field at y = 700 (44 high) in content coordinates, so its padded
  /// rect spans 684 … 760; above the keyboard the visible height is 568 − 253 = 315, and the
  /// least motion puts 760 at the visible bottom: offset 760 − 315 = 445.
  @MainActor
  @Suite struct LayoutTimedRevealScenarioTests {
    /// A scene with one container spanning the content, laid out, at offset 100.
    private func makeScene() -> (FormScene, PlacingContainer) {
      let scene = FormScene(device: .iPhoneSE, fieldCount: 0)
      scene.scrollView.contentSize = CGSize(width: 320, height: 1200)
      let container = PlacingContainer(frame: CGRect(x: 0, y: 0, width: 320, height: 1200))
      scene.scrollView.addSubview(container)
      scene.window.layoutIfNeeded()
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
      return (scene, container)
    }

    /// A scene whose container places a field at 200 … 244 and its companion, hidden, at
    /// `labelAt` (200 high); the field focused and the keyboard up.
    private func makeFocusedFieldWithHiddenCompanion(labelAt y: CGFloat) -> (
      FormScene, PlacingContainer, UIView
    ) {
      let (scene, container) = makeScene()
      let field = UITextField()
      let label = UIView()
      label.isHidden = true
      container.frames = [
        CGRect(x: 16, y: 200, width: 288, height: 44), CGRect(x: 16, y: y, width: 288, height: 200),
      ]
      container.addSubview(field)
      container.addSubview(label)
      scene.window.layoutIfNeeded()
      scene.scrollView.setCompanions([label], for: field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      return (scene, container, label)
    }

    /// Adds a field that `container` places at y = 700 in its next layout pass.
    private func addPendingField(to container: PlacingContainer) -> UITextField {
      let field = UITextField()
      container.frames = [CGRect(x: 16, y: 700, width: 288, height: 44)]
      container.addSubview(field)
      return field
    }

    @Test func focusThenKeyboardThenLayoutPassRevealsOnceWhereTheLayoutPutsIt() {
      let (scene, container) = makeScene()
      let field = addPendingField(to: container)
      field.becomeFirstResponder()
      #expect(field.frame == .zero)
      #expect(scene.scrollView.contentOffset.y == 100)  // not toward y = 0
      scene.keyboard.show()
      #expect(scene.scrollView.contentInset.bottom == 253)  // 568 − 315
      #expect(scene.scrollView.contentOffset.y == 100)
      scene.window.layoutIfNeeded()  // UIKit's display pass
      #expect(field.frame == CGRect(x: 16, y: 700, width: 288, height: 44))
      #expect(scene.scrollView.contentOffset.y == 445)  // 760 − 315
      scene.window.layoutIfNeeded()  // a pass with nothing pending moves nothing
      #expect(scene.scrollView.contentOffset.y == 445)
    }

    @Test func aLayoutPassBetweenFocusAndKeyboardRevealsThenTheKeyboardAddsItsPart() {
      let (scene, container) = makeScene()
      let field = addPendingField(to: container)
      field.becomeFirstResponder()
      #expect(scene.scrollView.contentOffset.y == 100)
      scene.window.layoutIfNeeded()
      // No keyboard yet: visible height 568; the padded rect's bottom 760 at the visible
      // bottom: offset 760 − 568 = 192.
      #expect(scene.scrollView.contentOffset.y == 192)
      scene.keyboard.show()
      #expect(scene.scrollView.contentOffset.y == 445)  // 760 − 315
    }

    @Test func aPendingFieldFocusedWhileTheKeyboardIsUpIsRevealedAtTheLayoutPass() {
      let (scene, container) = makeScene()
      scene.keyboard.show()
      #expect(scene.scrollView.contentInset.bottom == 253)
      let field = addPendingField(to: container)
      field.becomeFirstResponder()
      #expect(scene.scrollView.contentOffset.y == 100)
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.contentOffset.y == 445)
    }

    @Test func aFieldInANestedContainerIsRevealedWhereBothLayoutsPutIt() {
      let (scene, outer) = makeScene()
      // The outer container places the inner one at y = 600; the inner one places the field
      // at y = 100 in it: 700 in the content, as above.
      let inner = PlacingContainer()
      outer.frames = [CGRect(x: 0, y: 600, width: 320, height: 200)]
      outer.addSubview(inner)
      let field = UITextField()
      inner.frames = [CGRect(x: 16, y: 100, width: 288, height: 44)]
      inner.addSubview(field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      #expect(scene.scrollView.contentOffset.y == 100)
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.convert(field.bounds, from: field).minY == 700)
      #expect(scene.scrollView.contentOffset.y == 445)
    }

    /// A field hidden when it is focused is not revealed; the layout pass that un-hides it
    /// reveals it (the owner lays out in that pass: here its container resizes).
    @Test func aFieldItsContainerUnhidesIsRevealedAtThatLayoutPass() {
      let (scene, container) = makeScene()
      let field = UITextField(frame: CGRect(x: 16, y: 700, width: 288, height: 44))
      field.isHidden = true
      container.frames = [field.frame]
      container.addSubview(field)
      scene.window.layoutIfNeeded()
      field.becomeFirstResponder()
      scene.keyboard.show()
      #expect(scene.scrollView.contentOffset.y == 100)  // hidden: never scrolled to
      container.shownByLayout = [field]
      container.frame.size.height = 1100  // resizing lays out the container and the owner
      scene.window.layoutIfNeeded()
      #expect(!field.isHidden)
      #expect(scene.scrollView.contentOffset.y == 445)
    }

    /// A companion its container un-hides while the keyboard is up is revealed with the field
    /// at that layout pass. The field at 200 … 244 is visible (padded 184 … 260, within
    /// 100 … 415); its error label at 250 … 450 is not: the field with the label, padded,
    /// spans 184 … 466, whose bottom goes to the visible bottom: 466 − 315 = 151.
    @Test func aCompanionItsContainerUnhidesIsRevealedAtThatLayoutPass() {
      let (scene, container, label) = makeFocusedFieldWithHiddenCompanion(labelAt: 250)
      #expect(scene.scrollView.contentOffset.y == 100)
      container.shownByLayout = [label]
      container.frame.size.height = 1100  // resizing lays out the container and the owner
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.contentOffset.y == 151)
    }

    /// One layout pass runs the pipeline at most once, whatever number of reasons it finds:
    /// here the container's layout both moves the focused field (200 → 260) and un-hides its
    /// companion. The field at 260 … 304 with the label at 310 … 510, padded, spans
    /// 244 … 526; its bottom goes to the visible bottom: 526 − 315 = 211.
    @Test func aLayoutPassWithSeveralReasonsDecidesOnce() {
      let (scene, container, label) = makeFocusedFieldWithHiddenCompanion(labelAt: 310)
      var layoutDecisions = 0
      scene.scrollView.keyboardDecisionHandler = { if $0.event == .layout { layoutDecisions += 1 } }
      container.frames[0].origin.y = 260
      container.shownByLayout = [label]
      container.frame.size.height = 1100  // resizing lays out the container and the owner
      scene.window.layoutIfNeeded()
      #expect(layoutDecisions == 1)
      #expect(scene.scrollView.contentOffset.y == 211)
    }

    /// A field still without a size when the keyboard shows, whose container's layout becomes
    /// pending only after the owner's last layout pass: the keyboard's update finds it awaiting
    /// its layout and marks the owner, so the owner lays out in the coming pass and reveals it
    /// there (UIKit's own request, made at the focus, was settled by the first pass).
    @Test func theKeyboardsUpdateMarksTheOwnerForAFieldStillAwaitingItsLayout() {
      let (scene, container) = makeScene()
      let field = UITextField()
      container.addSubview(field)  // no frame for it yet: the container leaves it at zero
      field.becomeFirstResponder()
      scene.window.layoutIfNeeded()
      #expect(field.frame == .zero)
      #expect(scene.scrollView.contentOffset.y == 100)
      container.frames = [CGRect(x: 16, y: 700, width: 288, height: 44)]
      container.setNeedsLayout()  // the app's data arrived: the container lays out again
      scene.keyboard.show()
      #expect(scene.scrollView.contentOffset.y == 100)
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.contentOffset.y == 445)  // 760 − 315, as above
    }

    /// A focused field its container's layout resizes where it stands (a field that grows to
    /// a second line, say), neither moved nor shown nor hidden, is revealed whole at that
    /// layout pass. The field at 250 … 294, padded 234 … 310, is visible within 100 … 415;
    /// the layout makes it 200 tall, 250 … 450, padded 234 … 466 (232 tall, it fits the 315
    /// visible): its bottom goes to the visible bottom, 466 − 315 = 151.
    @Test func aFieldItsContainerResizesInPlaceIsRevealedWholeAtThatLayoutPass() {
      let (scene, container) = makeScene()
      let field = UITextField()
      container.frames = [CGRect(x: 16, y: 250, width: 288, height: 44)]
      container.addSubview(field)
      scene.window.layoutIfNeeded()
      field.becomeFirstResponder()
      scene.keyboard.show()
      #expect(scene.scrollView.contentOffset.y == 100)
      container.frames = [CGRect(x: 16, y: 250, width: 288, height: 200)]
      container.frame.size.height = 1100  // resizing lays out the container and the owner
      scene.window.layoutIfNeeded()
      #expect(field.frame == CGRect(x: 16, y: 250, width: 288, height: 200))
      #expect(scene.scrollView.contentOffset.y == 151)
      scene.window.layoutIfNeeded()  // nothing pending: nothing moves
      #expect(scene.scrollView.contentOffset.y == 151)
    }

    /// A focused field inside a plain (not avoiding) scroll view, which the container's layout
    /// moves: the field moves with it, and the pass reveals it where it lands. The nested
    /// scroll view at 200 … 300 holds the field at 10 … 54: 210 … 254 in the content, padded
    /// 194 … 270, visible. The layout moves the nested scroll view to 600: the field at
    /// 610 … 654, padded 594 … 670; its bottom at the visible bottom: 670 − 315 = 355.
    @Test func aFieldInAPlainNestedScrollViewTheLayoutMovesIsRevealedWhereItLands() {
      let (scene, container) = makeScene()
      let nested = UIScrollView()
      nested.contentSize = CGSize(width: 320, height: 100)
      container.frames = [CGRect(x: 0, y: 200, width: 320, height: 100)]
      container.addSubview(nested)
      let field = UITextField(frame: CGRect(x: 16, y: 10, width: 288, height: 44))
      nested.addSubview(field)
      scene.window.layoutIfNeeded()
      field.becomeFirstResponder()
      scene.keyboard.show()
      #expect(scene.scrollView.contentOffset.y == 100)
      container.frames = [CGRect(x: 0, y: 600, width: 320, height: 100)]
      container.frame.size.height = 1100  // resizing lays out the container and the owner
      scene.window.layoutIfNeeded()
      #expect(scene.scrollView.convert(field.bounds, from: field).minY == 610)
      #expect(scene.scrollView.contentOffset.y == 355)
      #expect(nested.contentOffset == .zero)  // a plain scroll view is not scrolled
    }
  }
#endif
