import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Step 2 of the pipeline: what the plan is decided from, read from UIKit and nothing written.
extension KeyboardAvoider {
  /// The geometry an update needs, the keyboard's `coverage` already measured.
  func measure(coverage: KeyboardCoverage) -> AvoidancePlan.Measurement {
    // The safe area UIKit applies is read once: deriving it is the costliest read here, and
    // the engine's own inset writes do not change it.
    let appliedSafeArea = Edges(scrollView.adjustedContentInset) - Edges(scrollView.contentInset)
    // The indicator's safe area only matters when the keyboard covers something.
    let indicatorSafeArea: CGFloat? =
      coverage.covered > 0
      ? (scrollView.automaticallyAdjustsScrollIndicatorInsets
        ? scrollView.safeAreaInsets.bottom : 0)
      : nil
    return AvoidancePlan.Measurement(
      coverage: coverage, appliedSafeArea: appliedSafeArea,
      indicatorSafeAreaBottom: indicatorSafeArea, offset: scrollView.contentOffset,
      contentHeight: scrollView.contentSize.height, boundsHeight: scrollView.bounds.height)
  }

  /// How much of the scroll view the keyboard `fact` covers while docked, and why; nothing
  /// when it covers nothing here (hidden, floating or undocked, another screen, avoidance
  /// off, no window).
  func coverage(of fact: KeyboardFact?) -> KeyboardCoverage {
    let isLocal = fact?.isLocal ?? true
    guard isAvoiding else { return KeyboardCoverage(rule: .notAvoiding, isLocal: isLocal) }
    guard let window = scrollView.window else {
      return KeyboardCoverage(rule: .notInWindow, isLocal: isLocal)
    }
    guard let fact else { return KeyboardCoverage(rule: .noKeyboard) }
    guard let frame = fact.frameInScreen else {
      return KeyboardCoverage(rule: .hidden, isLocal: isLocal)
    }
    guard fact.isOnScreen(of: window) else {
      return KeyboardCoverage(rule: .otherScreen, frameInScreen: frame, isLocal: isLocal)
    }
    let screen = window.screen
    var placement = KeyboardPlacement(keyboardFrame: frame, screenBounds: screen.bounds)
    var atWindowBottom = false
    if placement == .undocked {
      // Only a frame that stops short of the screen's bottom needs the window's frame (one
      // more conversion): in Slide Over it ends at the window's bottom and is still docked.
      let windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
      placement = KeyboardPlacement(
        keyboardFrame: frame, screenBounds: screen.bounds, windowFrame: windowFrame)
      atWindowBottom = true
    }
    switch placement {
    case .offScreen:
      return KeyboardCoverage(rule: .offScreen, frameInScreen: frame, isLocal: isLocal)
    case .undocked:
      return KeyboardCoverage(rule: .undocked, frameInScreen: frame, isLocal: isLocal)
    case .docked:
      let converted = screen.coordinateSpace.convert(frame, to: scrollView)
      let covered = KeyboardOverlap.coveredHeight(
        keyboardFrame: converted, bounds: scrollView.bounds)
      return KeyboardCoverage(
        rule: .docked(atWindowBottom: atWindowBottom), frameInScreen: frame,
        frameInScrollView: converted, covered: covered.isFinite ? covered : 0, isLocal: isLocal)
    }
  }
}
