#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// Issue 21: a hidden or fully transparent field that becomes first responder is never
  /// scrolled to. UIKit still asks the scroll view to show it (an animated
  /// `scrollRectToVisible` of the field's frame, HeadlessUIKit's UIScrollView+FocusScroll.swift),
  /// but the component has taken that request over, and its rules decide: it does not reveal
  /// a hidden view, so UIKit's request for one is dropped instead of being performed at the
  /// next layout pass.
  ///
  /// Arithmetic as in UIKitFocusScrollScenarioTests (EditingStage.addForm): field `i` spans
  /// 16 + 60 i … 60 + 60 i; 20 fields make the content 1216 tall; T = safe top, B = safe
  /// bottom, H = screen height; keyboardTop: iPhone SE 315, iPhone 15 516, iPad Pro
  /// landscape 553.
  @MainActor
  @Suite struct HiddenFieldFocusScrollTests {
    nonisolated static let devices: [Device] = [.iPhoneSE, .iPhone15, .iPadProLandscape]

    /// The keyboard is up on field 2; field 17 (1036 … 1080, far below keyboardTop − T) is
    /// hidden and becomes first responder. Before the fix the layout pass performed UIKit's
    /// request: offset 1080 − keyboardTop (765, 564, 527). Now nothing moves, and the inset
    /// (the keyboard's height less B) stays.
    @Test(arguments: devices)
    func hiddenFieldIsNotScrolledToAtTheLayoutPass(device: Device) {
      let stage = EditingStage(device: device)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView)
      let top = device.safeArea.top
      scrollView.contentOffset = CGPoint(x: 0, y: -top)
      #expect(fields[2].becomeFirstResponder())
      stage.keyboard.show()
      stage.window.layoutIfNeeded()
      #expect(scrollView.contentOffset.y == -top)
      fields[17].isHidden = true
      scrollView.forgetWrites()

      #expect(fields[17].becomeFirstResponder())
      stage.window.layoutIfNeeded()  // the display pass that performed UIKit's request

      #expect(scrollView.contentOffsetWrites.isEmpty)
      #expect(scrollView.contentOffset.y == -top)
      #expect(
        scrollView.contentInset.bottom == device.keyboardHeight - device.safeArea.bottom)
    }

    /// No keyboard yet; field 17 sits in a fully transparent container (alpha 0, as a
    /// fade-out leaves it) and becomes first responder. Before the fix the layout pass
    /// scrolled to it: 1080 − (H − B) (512, 262, 76). Now nothing moves.
    @Test(arguments: devices)
    func fieldInATransparentContainerIsNotScrolledTo(device: Device) {
      let stage = EditingStage(device: device)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView)
      let top = device.safeArea.top
      scrollView.contentOffset = CGPoint(x: 0, y: -top)
      // The container is at the field's own place (0 … 1216), so the field keeps its frame
      // in the content: 1036 … 1080.
      let container = UIView(
        frame: CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: 1216))
      container.alpha = 0
      scrollView.addSubview(container)
      container.addSubview(fields[17])
      stage.window.layoutIfNeeded()
      scrollView.forgetWrites()

      #expect(fields[17].becomeFirstResponder())
      stage.window.layoutIfNeeded()

      #expect(scrollView.contentOffsetWrites.isEmpty)
      #expect(scrollView.contentOffset.y == -top)
    }

    /// The same field shown is scrolled to as before: the drop is for hidden views only.
    /// Field 17 with its 16-pt padding is 1020 … 1096; without a keyboard the visible bottom
    /// is offset + H − B, so the component scrolls once, to 1096 − (H − B) (528, 278, 92).
    @Test(arguments: devices)
    func theSameFieldShownIsScrolledToOnce(device: Device) {
      let stage = EditingStage(device: device)
      let scrollView = WriteRecordingScrollView()
      let fields = stage.addForm(scrollView)
      scrollView.contentOffset = CGPoint(x: 0, y: -device.safeArea.top)
      stage.window.layoutIfNeeded()
      scrollView.forgetWrites()

      #expect(fields[17].becomeFirstResponder())
      stage.window.layoutIfNeeded()

      let target = 1096 - (device.screenSize.height - device.safeArea.bottom)
      #expect(scrollView.contentOffsetWrites == [CGPoint(x: 0, y: target)])
    }
  }
#endif
