#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// What a focus change reads of the form (issue 21: a focus change costs what it must): the
  /// reading order is reused only when every field lies where it did, in the same container;
  /// a field that cannot take the focus is never titled, so its title is not read.
  @MainActor
  @Suite struct FormWalkReadsTests {
    /// A text field that counts the reads of its `returnKeyType`.
    final class CountingField: UITextField {
      private(set) var titleReads = 0
      override var returnKeyType: UIReturnKeyType {
        get {
          titleReads += 1
          return super.returnKeyType
        }
        set { super.returnKeyType = newValue }
      }
    }

    /// Two containers, `upper` at 0 and `lower` at 400, in a full-screen iPhone 15 scroll
    /// view: `upper` holds f0 (16) and f1 (76), `lower` holds g (16, so 416 in the scroll
    /// view). Reading order f0, f1, g: g is the last field, titled Done.
    ///
    /// f1 then moves into `lower`, in front of g, keeping its frame: it lies at 400 + 76 = 476
    /// now. The walk meets the same frames in the same order as before (16, 76, 16) in
    /// containers that did not move; only f1's container differs. The order is f0, g (416),
    /// f1 (476): f1 is the last field (Done), g reads Next, and previous from g goes to f0.
    @Test func aFieldMovedIntoAnotherContainerIsReadWhereItNowLies() {
      let scene = FormScene(device: .iPhone15, fieldCount: 0)
      let upper = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
      let lower = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 200))
      scene.scrollView.addSubview(upper)
      scene.scrollView.addSubview(lower)
      let f0 = UITextField(frame: CGRect(x: 16, y: 16, width: 361, height: 44))
      let f1 = UITextField(frame: CGRect(x: 16, y: 76, width: 361, height: 44))
      let g = UITextField(frame: CGRect(x: 16, y: 16, width: 361, height: 44))
      upper.addSubview(f0)
      upper.addSubview(f1)
      lower.addSubview(g)
      #expect(f0.becomeFirstResponder())
      #expect(g.returnKeyType == .done)
      #expect(f1.returnKeyType == .next)

      lower.insertSubview(f1, at: 0)
      #expect(f1.frame.minY == 76)
      #expect(g.becomeFirstResponder())
      #expect(f1.returnKeyType == .done)
      #expect(g.returnKeyType == .next)
      #expect(scene.scrollView.focusPreviousField())
      #expect(f0.isFirstResponder)
    }

    /// Three fields, the middle one hidden: two focus changes title fields 0 and 2 and read
    /// their titles, and never read the hidden field's (a field that cannot take the focus
    /// keeps its title, whatever it is).
    @Test func aFieldThatCannotTakeTheFocusIsNotAskedItsTitle() {
      let scene = FormScene(device: .iPhone15, fieldCount: 0)
      let fields = (0..<3).map { index in
        CountingField(frame: CGRect(x: 16, y: 16 + 60 * CGFloat(index), width: 361, height: 44))
      }
      for field in fields { scene.scrollView.addSubview(field) }
      fields[1].isHidden = true
      #expect(fields[0].becomeFirstResponder())
      #expect(fields[2].becomeFirstResponder())
      #expect(fields[0].returnKeyType == .next)
      #expect(fields[2].returnKeyType == .done)
      #expect(fields[0].titleReads > 0)
      #expect(fields[1].titleReads == 0)
    }
  }
#endif
