#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// IQKeyboardManager v8 (Iftekhar Qurashi, Swift), for a text field inside one scroll view
/// inside the view controller's view.
///
/// Sources: hackiftekhar/IQKeyboardManager
/// `IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager+Position.swift` and the
/// active-configuration files; hackiftekhar/IQKeyboardNotification `IQKeyboardInfo.swift`.
/// What those files do, and what this port follows:
/// - all six keyboard notifications are observed; each end frame is normalised in screen
///   coordinates (a frame narrower than the screen that does not reach its bottom is a
///   floating keyboard of height 0, otherwise height = screen height − minY), and it acts
///   only when that normalised height differs from the previous distinct notification's;
/// - it also acts on every begin-editing (focus change);
/// - the keyboard's top is raised by `keyboardDistance` (10) and the root view's bottom
///   safe area **snapshotted at begin-editing**, then intersected with the window's rect
///   without converting screen to window coordinates;
/// - `moveUp = min(field.minY − top, field.maxYInWindow − (window.height − kb.height) +
///   bottom)`, truncated to an integer; the scroll view takes `max(0, offset + moveUp)`
///   capped at the field's `minY` (lower bound 0, no upper bound), the rest moves the root
///   view's frame (at most by the keyboard's height);
/// - the scroll view's bottom inset is `max(start, kb.height − (window.height −
///   scrollView.maxYInWindow)) − scrollView.safeAreaInsets.bottom`; the indicator's also
///   subtracts the distance and the safe-area snapshot;
/// - hide restores the root origin and the snapshotted insets (not the offset) and clamps
///   the offset to `max(contentSize.height, frame.height) − frame.height`.
///
/// The model has no view controllers, navigation bars or layout margins: the top guide is
/// the root view's top safe-area inset (the status bar), the bottom guide is 0 (the system
/// minimum bottom margin of a view controller's view). On iPadOS a window fills its scene,
/// so UIKit's `window.frame` has origin zero and the window's size; the model places windows
/// on the screen through their frame, so the source's `window.frame` is `window.bounds` here.
@MainActor
public final class IQKeyboardManager: KeyboardApproach {
  /// The name used in tables.
  public static let name = "IQKeyboardManager v8"
  /// The repository file the maths comes from.
  public static let source = "hackiftekhar/IQKeyboardManager IQKeyboardManager+Position.swift"

  /// `IQKeyboardManager.keyboardDistance`.
  static let keyboardDistance: CGFloat = 10
  /// The duration used when a notification carries none.
  static let fallbackDuration: TimeInterval = 0.25

  private enum Event { case show, change, hide }

  private let scrollView: UIScrollView
  private let rootView: UIView
  private weak var field: UIView?
  /// The last distinct (event, normalised end frame) pair, as IQKeyboardNotification keeps.
  private var lastNotification: (name: Notification.Name, frame: CGRect)?
  private var keyboardFrame: CGRect = .zero
  private var duration = IQKeyboardManager.fallbackDuration
  private var curve: UIView.AnimationOptions = []
  private var lastEvent = Event.hide
  /// Root configuration, taken when a field begins editing.
  private var beginOrigin: CGPoint
  private var beginSafeAreaInsets: UIEdgeInsets = .zero
  /// The scroll view's snapshot: offset, content inset, indicator inset.
  private var startingInset: UIEdgeInsets?
  private var startingIndicatorInsets: UIEdgeInsets = .zero
  private let tokens = NotificationTokens()

  /// Attaches to `scrollView` inside `rootView`.
  public init(scrollView: UIScrollView, rootView: UIView) {
    self.scrollView = scrollView
    self.rootView = rootView
    beginOrigin = rootView.frame.origin
    for name in [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidChangeFrameNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ] {
      tokens.observe(name) { [weak self] notification in
        let note = KeyboardNote(notification)
        MainActor.assumeIsolated { self?.keyboardNotification(note) }
      }
    }
    for name in [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
    ] {
      tokens.observe(name) { [weak self] note in
        guard let view = note.object as? UIView else { return }
        MainActor.assumeIsolated { self?.textInputDidBeginEditing(view) }
      }
    }
  }

  /// Stops observing.
  public func detach() {
    tokens.removeAll()
  }

  // MARK: Events

  private func keyboardNotification(_ note: KeyboardNote) {
    let screen = note.screen ?? UIScreen.main
    let end = Self.normalised(
      note.endFrame
        ?? CGRect(x: 0, y: screen.bounds.height, width: screen.bounds.width, height: 0),
      screen: screen.bounds)
    if let last = lastNotification, last.name == note.name, last.frame == end { return }
    let oldHeight = lastNotification?.frame.height ?? 0
    lastNotification = (note.name, end)
    let seconds = note.duration
    duration = seconds > 0 ? seconds : Self.fallbackDuration
    curve = note.curveOptions
    keyboardFrame = end
    guard oldHeight != end.height else { return }
    sendEvent()
  }

  private func textInputDidBeginEditing(_ view: UIView) {
    guard view.isDescendant(of: rootView) else { return }
    field = view
    beginOrigin = rootView.frame.origin
    beginSafeAreaInsets = rootView.safeAreaInsets
    sendEvent()
  }

  private func sendEvent() {
    guard rootView.window != nil else { return }
    if keyboardFrame.height > 0 {
      lastEvent = lastEvent == .hide ? .show : .change
      adjustPosition()
    } else if lastEvent != .hide {
      lastEvent = .hide
      restorePosition()
    }
  }

  /// `IQKeyboardInfo`: a floating keyboard has height 0; otherwise the height runs from the
  /// frame's top to the screen's bottom.
  private static func normalised(_ frame: CGRect, screen: CGRect) -> CGRect {
    var result = frame
    if frame.width < screen.width && frame.maxY < screen.height {
      result.size.height = 0
    } else {
      result.size.height = max(screen.height - frame.minY, 0)
    }
    return result
  }

  // MARK: adjustPosition

  private func adjustPosition() {
    guard let field, let superview = field.superview, let window = rootView.window else {
      return
    }
    let fieldInWindow = superview.convert(field.frame, to: window)
    let fieldInRootSuper = superview.convert(field.frame, to: rootView.superview)
    var kb = keyboardFrame
    kb.origin.y -= Self.keyboardDistance + beginSafeAreaInsets.bottom
    kb.size.height += Self.keyboardDistance + beginSafeAreaInsets.bottom
    let windowFrame = window.bounds
    let intersection = kb.intersection(windowFrame)
    let kbHeight = intersection.isNull ? 0 : intersection.height
    let topGuide = rootView.safeAreaInsets.top
    let bottomGuide: CGFloat = 0
    var moveUp = min(
      fieldInRootSuper.minY - topGuide,
      fieldInWindow.maxY - (windowFrame.height - kbHeight) + bottomGuide)
    moveUp = CGFloat(Int(moveUp))

    if startingInset == nil {
      startingInset = scrollView.contentInset
      startingIndicatorInsets = scrollView.verticalScrollIndicatorInsets
    }
    animate { [self] in
      // adjustScrollViewContentOffsets, one scroll view.
      let offset = scrollView.contentOffset
      var isContinue: Bool
      if moveUp > 0 {
        isContinue = moveUp > (-offset.y - scrollView.contentInset.top)
      } else {
        isContinue = fieldInRootSuper.minY < topGuide
        if isContinue { moveUp = min(0, fieldInRootSuper.minY - topGuide) }
      }
      if isContinue {
        let lastViewRect = scrollView.convert(field.frame, from: superview)
        var suggested = offset.y - min(offset.y, -moveUp)
        suggested = min(suggested, lastViewRect.minY)
        moveUp -= suggested - offset.y
        if suggested != offset.y {
          scrollView.contentOffset = CGPoint(x: offset.x, y: suggested)
        }
      } else {
        moveUp = 0
      }
      adjustScrollViewContentInset(keyboardHeight: kbHeight, window: window)
      adjustRootView(moveUp: moveUp)
    }
  }

  private func adjustScrollViewContentInset(keyboardHeight: CGFloat, window: UIWindow) {
    guard let startingInset, let superview = scrollView.superview else { return }
    let scrollInWindow = superview.convert(scrollView.frame, to: window)
    var bottom = keyboardHeight - (window.bounds.height - scrollInWindow.maxY)
    var indicator = bottom - (Self.keyboardDistance + beginSafeAreaInsets.bottom)
    bottom = max(startingInset.bottom, bottom)
    indicator = max(startingIndicatorInsets.bottom, indicator)
    bottom -= scrollView.safeAreaInsets.bottom
    indicator -= scrollView.safeAreaInsets.bottom
    var inset = scrollView.contentInset
    if inset.bottom != bottom {
      inset.bottom = bottom
      scrollView.contentInset = inset
    }
    var indicatorInsets = scrollView.verticalScrollIndicatorInsets
    indicatorInsets.bottom = indicator
    scrollView.verticalScrollIndicatorInsets = indicatorInsets
  }

  private func adjustRootView(moveUp: CGFloat) {
    var frame = rootView.frame
    if moveUp >= 0 {
      frame.origin.y = max(frame.origin.y - moveUp, min(0, -keyboardFrame.height))
    } else {
      let disturb = frame.origin.y - beginOrigin.y
      if disturb <= 0 { frame.origin.y -= max(moveUp, disturb) }
    }
    if frame != rootView.frame { rootView.frame = frame }
  }

  // MARK: restorePosition

  private func restorePosition() {
    animate { [self] in
      var frame = rootView.frame
      frame.origin = beginOrigin
      if frame != rootView.frame { rootView.frame = frame }
      if let startingInset {
        if scrollView.contentInset != startingInset { scrollView.contentInset = startingInset }
        scrollView.verticalScrollIndicatorInsets = startingIndicatorInsets
      }
      let maxOffsetY =
        max(scrollView.contentSize.height, scrollView.frame.height) - scrollView.frame.height
      if scrollView.contentOffset.y > maxOffsetY {
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: maxOffsetY)
      }
    }
    startingInset = nil
  }

  private func animate(_ changes: @escaping () -> Void) {
    UIView.animate(
      withDuration: duration, delay: 0,
      options: curve.union([.allowUserInteraction, .beginFromCurrentState]),
      animations: changes)
  }
}
