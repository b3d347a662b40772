#if !canImport(UIKit)
  import HeadlessUIKit

  /// The metrics of one step, judged in screen coordinates (what the user sees) from the
  /// scene's own geometry, never from the contender's notion of the keyboard.
  @MainActor
  enum StepJudge {
    /// The padding the least-motion reference keeps around the focused view: the
    /// component's default.
    static let padding: CGFloat = 16
    /// Slack for floating-point error, in points.
    static let slack: CGFloat = 0.5

    /// The top of the keyboard when it covers what lies behind it: docked, reaching the
    /// screen's bottom edge (floating and undocked keyboards cover nothing, as
    /// `UIKeyboardLayoutGuide` treats them). `nil` when hidden or not docked.
    static func coveringKeyboardTop(_ scene: BenchScene) -> CGFloat? {
      guard let frame = scene.keyboard?.frame else { return nil }
      let screen = scene.device.screenBounds
      let onScreen = frame.intersection(screen)
      guard !onScreen.isNull, onScreen.width > 0, onScreen.height > 0,
        frame.maxY >= screen.maxY - 1
      else { return nil }
      return onScreen.minY
    }

    /// Whether the focused view is not wholly inside what the user can see: its window, the
    /// screen's safe region, every enclosing scroll view, and above a covering keyboard.
    /// `nil` when nothing of this app is being edited with the keyboard up.
    static func isFocusHidden(_ scene: BenchScene) -> Bool? {
      guard let keyboard = scene.keyboard, keyboard.isLocal,
        let focus = scene.window.firstResponderView
      else { return nil }
      var top = max(scene.device.safeRegion.minY, scene.windowFrameInScreen.minY)
      var bottom = min(scene.device.safeRegion.maxY, scene.windowFrameInScreen.maxY)
      if let keyboardTop = coveringKeyboardTop(scene) { bottom = min(bottom, keyboardTop) }
      var ancestor = focus.superview
      while let view = ancestor {
        if view is UIScrollView {
          let clip = scene.rectInScreen(view)
          top = max(top, clip.minY)
          bottom = min(bottom, clip.maxY)
        }
        ancestor = view.superview
      }
      let rect = scene.rectInScreen(focus)
      return rect.minY < top - slack || rect.maxY > bottom + slack
    }

    /// The reference geometry of the app's scroll view: where content should be visible
    /// and which content positions are valid, given the keyboard now and the app's insets.
    struct Reference {
      /// The visible band on screen: below the adjusted top, above the keyboard or the
      /// adjusted bottom.
      var visibleTop: CGFloat
      var visibleBottom: CGFloat
      /// Valid screen positions of the content's origin.
      var positions: ClosedRange<CGFloat>
      /// Where the content should end when scrolled to its end: the keyboard's top (or the
      /// safe bottom) less the app's bottom inset.
      var expectedContentEnd: CGFloat
    }

    /// Computes the reference from the layout the app made, independently of the contender.
    static func reference(_ scene: BenchScene) -> Reference {
      let frame = scene.appScrollFrameInScreen
      let safe = scene.device.safeRegion
      let contentHeight = scene.scrollView.contentSize.height
      let applies = contentHeight > frame.height
      let safeTop = applies ? min(max(0, safe.minY - frame.minY), frame.height) : 0
      let safeBottom = applies ? min(max(0, frame.maxY - safe.maxY), frame.height) : 0
      var overlap: CGFloat = 0
      if let keyboardTop = coveringKeyboardTop(scene), let keyboard = scene.keyboard?.frame,
        keyboard.minX < frame.maxX, keyboard.maxX > frame.minX, keyboardTop < frame.maxY
      {
        overlap = frame.maxY - max(keyboardTop, frame.minY)
      }
      let app = scene.appContentInset
      let adjustedTop = app.top + safeTop
      let adjustedBottom = app.bottom + max(safeBottom, overlap)
      let maxOffset = max(-adjustedTop, contentHeight + adjustedBottom - frame.height)
      return Reference(
        visibleTop: frame.minY + adjustedTop, visibleBottom: frame.maxY - adjustedBottom,
        positions: (frame.minY - maxOffset)...(frame.minY + adjustedTop),
        expectedContentEnd: frame.maxY - adjustedBottom)
    }

    /// The least distance the content had to travel in this step, from `startPosition`
    /// (its origin's y on screen before the step): 0 when the padded focused view was
    /// visible and the position valid; otherwise the distance to the nearest position that
    /// shows the padded view (padding stops at the content's ends) within the valid range.
    static func leastDistance(_ scene: BenchScene, from startPosition: CGFloat) -> CGFloat {
      let reference = reference(scene)
      var target = reference.positions
      if scene.keyboard?.isLocal ?? true, let focus = scene.window.firstResponderView,
        focus.isDescendant(of: scene.scrollView)
      {
        let rect = scene.scrollView.convert(focus.bounds, from: focus)
        let contentHeight = scene.scrollView.contentSize.height
        let top = max(rect.minY - padding, min(0, rect.minY))
        let bottom = min(rect.maxY + padding, max(contentHeight, rect.maxY))
        // The content's origin p shows [top, bottom] when p + top >= visibleTop and
        // p + bottom <= visibleBottom; a rect taller than the band shows its top.
        let low = reference.visibleTop - top
        let high = max(low, reference.visibleBottom - bottom)
        let reveal = low...high
        target = nearest(reveal, within: reference.positions)
      }
      if target.contains(startPosition) { return 0 }
      return min(abs(startPosition - target.lowerBound), abs(startPosition - target.upperBound))
    }

    /// The part of `range` inside `valid`, or the end of `valid` nearest to it.
    private static func nearest(_ range: ClosedRange<CGFloat>, within valid: ClosedRange<CGFloat>)
      -> ClosedRange<CGFloat>
    {
      let low = max(range.lowerBound, valid.lowerBound)
      let high = min(range.upperBound, valid.upperBound)
      if low <= high { return low...high }
      let end = range.upperBound < valid.lowerBound ? valid.lowerBound : valid.upperBound
      return end...end
    }

    /// Whether scrolling to the end of the content would leave a visible band more than
    /// 1 pt tall between the content's end and the keyboard (or the safe bottom): the inset
    /// is larger than the overlap less the safe area applied. `nil` when the content does
    /// not scroll to its end (it is shorter than the space, insets included).
    static func leavesDeadBand(_ scene: BenchScene) -> Bool? {
      let view = scene.scrollView
      let inset = view.adjustedContentInset
      let end = view.contentSize.height + inset.bottom - view.bounds.height
      guard end > -inset.top else { return nil }
      let contentEnd = scene.scrollFrameInScreen.minY + view.contentSize.height - end
      return reference(scene).expectedContentEnd - contentEnd > 1
    }

    /// Whether the app's insets are not back after the keyboard left; `nil` while the
    /// keyboard is up, before it ever showed, or when the app's insets are zero.
    static func insetsNotRestored(_ scene: BenchScene, keyboardHasShown: Bool) -> Bool? {
      guard keyboardHasShown, scene.keyboard == nil,
        scene.layout.appContentInset != .zero || scene.layout.appIndicatorInsets != .zero
      else { return nil }
      return scene.scrollView.contentInset != scene.appContentInset
        || scene.scrollView.verticalScrollIndicatorInsets != scene.appIndicatorInsets
    }
  }
#endif
