import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The engine behind ``AvoidingScrollView``: all keyboard avoidance lives here, so that a
/// `UITableView` or `UICollectionView` subclass can own one and forward the same few
/// overrides.
///
/// It keeps only facts: the last keyboard frame in screen coordinates, the focused
/// descendant, the app's own insets and what it added to them. Every event recomputes the
/// result from those facts; nothing records whether "the keyboard is visible".
@MainActor
final class KeyboardAvoider {
  /// The scroll view that owns this engine (and so outlives it).
  unowned let scrollView: UIScrollView

  /// Space kept between the revealed rect and the keyboard, and the top edge.
  var padding: CGFloat = 16 {
    didSet { if padding != oldValue { update(animation: nil) } }
  }

  /// When false, the app's insets are restored and no event has an effect.
  var isEnabled = true {
    didSet { if isEnabled != oldValue { update(animation: nil) } }
  }

  /// The features, each owning its state (Features/).
  private(set) lazy var features = Features(
    engine: self, followsFocusedViewInLayout: followsFocusedViewInLayout)
  /// The last keyboard reported on this scroll view's screen.
  var keyboard: KeyboardFact?
  /// The descendant being edited, learnt from begin-editing notifications.
  weak var focusedView: UIView?
  /// Whether a layout pass that finds the focused view moved within the content reveals it
  /// again (tables and collection views: Features/Lists/FocusFollower.swift).
  let followsFocusedViewInLayout: Bool
  /// The timing of the last keyboard animation, reused for focus changes.
  var lastAnimation = KeyboardAnimation.standard

  /// The app's own `contentInset` and `verticalScrollIndicatorInsets`.
  var appContentInset: UIEdgeInsets
  var appIndicatorInsets: UIEdgeInsets
  /// What the engine currently adds at the bottom of each.
  var addedContentBottom: CGFloat = 0
  var addedIndicatorBottom: CGFloat = 0
  /// True while the engine itself writes the insets, so the owner's setters pass the value
  /// through instead of taking it as the app's.
  var isWritingInsets = false
  /// True while a re-measure after a did-notification waits for the next turn of the main
  /// queue (see `scheduleSettledMeasure()`), so that several did-notifications queue one.
  var isSettleScheduled = false
  private var isUpdating = false
  private var lastLayoutSize: CGSize?
  let observers = NotificationObservers()

  /// Creates the engine for `scrollView`, taking its current insets as the app's; it follows
  /// the focused view across layout passes when `followsFocusedViewInLayout` is true (table
  /// and collection views).
  init(scrollView: UIScrollView, followsFocusedViewInLayout: Bool) {
    self.scrollView = scrollView
    self.followsFocusedViewInLayout = followsFocusedViewInLayout
    appContentInset = scrollView.contentInset
    appIndicatorInsets = scrollView.verticalScrollIndicatorInsets
    // The first use of the module starts the process-wide record of the keyboard.
    KeyboardTracker.shared.startIfNeeded()
  }

  // MARK: Recomputing

  /// Recomputes insets and scroll position from the current facts, animated with
  /// `animation` when given. Writes nothing when nothing changed.
  ///
  /// `reveal` is false when the event must not scroll toward the focused view (a keyboard
  /// that covers less, see ``KeyboardRevealRule``); `covered` is the keyboard's covered
  /// height when the caller has just measured it.
  func update(animation: KeyboardAnimation?, reveal: Bool = true, covered: CGFloat? = nil) {
    guard !isUpdating else { return }
    isUpdating = true
    defer { isUpdating = false }
    // The safe area UIKit applies is read once: deriving it is the costliest read here, and
    // the engine's own inset writes do not change it.
    let adjusted = scrollView.adjustedContentInset
    let appliedSafeArea = Self.insets(adjusted, less: scrollView.contentInset)
    let added = addedInsets(
      covered: covered ?? coveredHeight(by: keyboard), contentSafeArea: appliedSafeArea.bottom)
    let changes = { [self] in
      let shrank = added.content < addedContentBottom
      let restoreOffset = features.restoreOffset
      let offsetMemory = restoreOffset.beforeInsets(
        addedBefore: addedContentBottom, addedAfter: added.content)
      writeInsets(contentBottom: added.content, indicatorBottom: added.indicator)
      let adjustedNow = Self.insets(scrollView.contentInset, plus: appliedSafeArea)
      if shrank { clampOffsetAfterShrinking(adjustedContentInset: adjustedNow) }
      if reveal { revealFocusedView(adjustedContentInset: adjustedNow) }
      restoreOffset.afterUpdate(
        offsetMemory, addedNow: addedContentBottom, adjustedContentInset: adjustedNow)
    }
    if let animation { animation.perform(changes) } else { changes() }
  }

  /// The height of the scroll view that the keyboard `fact` covers while docked; 0 when it
  /// covers nothing here (hidden, floating or undocked, another screen, disabled, no window).
  func coveredHeight(by fact: KeyboardFact?) -> CGFloat {
    guard isAvoiding, let window = scrollView.window, let fact, let frame = fact.frameInScreen,
      fact.isOnScreen(of: window)
    else { return 0 }
    let screen = window.screen
    var placement = KeyboardPlacement(keyboardFrame: frame, screenBounds: screen.bounds)
    if placement == .undocked {
      // Only a frame that stops short of the screen's bottom needs the window's frame (one
      // more conversion): in Slide Over it ends at the window's bottom and is still docked.
      let windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
      placement = KeyboardPlacement(
        keyboardFrame: frame, screenBounds: screen.bounds, windowFrame: windowFrame)
    }
    guard placement == .docked else { return 0 }
    let converted = screen.coordinateSpace.convert(frame, to: scrollView)
    let covered = KeyboardOverlap.coveredHeight(keyboardFrame: converted, bounds: scrollView.bounds)
    return covered.isFinite ? covered : 0
  }

  /// The bottom insets a covered height calls for: for content and for the indicator.
  private func addedInsets(covered: CGFloat, contentSafeArea: CGFloat) -> (
    content: CGFloat, indicator: CGFloat
  ) {
    // Nothing covered needs no safe-area lookups (the costliest reads here).
    guard covered > 0 else { return (0, 0) }
    let indicatorSafeArea =
      scrollView.automaticallyAdjustsScrollIndicatorInsets ? scrollView.safeAreaInsets.bottom : 0
    return (
      KeyboardOverlap.addedInset(coveredHeight: covered, safeAreaAlreadyApplied: contentSafeArea),
      KeyboardOverlap.addedInset(coveredHeight: covered, safeAreaAlreadyApplied: indicatorSafeArea)
    )
  }

  /// After the keyboard's inset shrinks, UIKit leaves the offset where it was, which can
  /// show a blank band below the content: pull it back to the end of the scrollable range.
  private func clampOffsetAfterShrinking(adjustedContentInset inset: UIEdgeInsets) {
    let range = ScrollableRange.offsets(
      contentLength: scrollView.contentSize.height, boundsLength: scrollView.bounds.height,
      leadingInset: inset.top, trailingInset: inset.bottom)
    let offset = scrollView.contentOffset
    guard offset.y > range.upperBound else { return }
    scrollView.contentOffset = CGPoint(x: offset.x, y: range.upperBound)
  }

  private static func insets(_ a: UIEdgeInsets, less b: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom,
      right: a.right - b.right)
  }

  private static func insets(_ a: UIEdgeInsets, plus b: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }

  // MARK: Events

  /// The owner's size changed (rotation, window resize); scrolling alone changes only the
  /// bounds origin, which leaves the overlap in content coordinates unchanged, so it costs a
  /// size comparison and nothing more.
  func layoutDidChange() {
    if features.focusPolicy.companionsMoved(of: focusedView) { update(animation: nil) }
    let size = scrollView.bounds.size
    guard size != lastLayoutSize else { return }
    lastLayoutSize = size
    update(animation: nil)
  }

  /// The owner's size was just set (before any layout pass): recompute now. The layout pass
  /// that follows recomputes again if its size differs from the last one it saw, which
  /// writes nothing when nothing changed in between.
  func sizeDidChange() {
    update(animation: nil)
  }

  /// Makes the next layout pass recompute, whatever the size.
  func forgetLayoutSize() {
    lastLayoutSize = nil
  }

  /// The owner's content size changed (rows inserted, self-sizing content): the focused view
  /// may have moved, and the scrollable range changed.
  func contentSizeDidChange() {
    update(animation: nil)
  }

  /// The owner's adjusted content inset changed (safe area, content size, the app's insets).
  func adjustedContentInsetDidChange() {
    guard !isWritingInsets else { return }
    update(animation: nil)
  }
}
