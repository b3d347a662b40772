#if !canImport(UIKit)
  import HeadlessUIKit

  /// The system keyboard of one screen: it shows, hides, changes frame, undocks, floats,
  /// docks, rotates with the device and belongs to this app or to another one, and for each
  /// posts the notifications iOS posts, in iOS's order, with the frames and timing iOS
  /// sends (``KeyboardSequence`` names the source of each sequence).
  ///
  /// The headless model has no run loop: animations finish at once, so a sequence's
  /// did-notifications follow its will-notifications straight away [choice]. A test that
  /// needs the moment between them sets ``finishesAnimationsAtOnce`` to `false` and calls
  /// ``finishAnimation()``.
  @MainActor
  public final class SystemKeyboard {
    /// The device whose keyboard heights it has.
    public private(set) var device: Device
    /// The screen it is on, named as each notification's `object`.
    public let screen: UIScreen
    /// Its frame in screen coordinates: the last end frame posted; below the screen while
    /// hidden; where it really is when a ``ReportedKeyboardFault`` reported it elsewhere.
    public internal(set) var frame: CGRect
    /// Whether it is up (docked, undocked, floating or as a shortcuts bar).
    public internal(set) var isShown = false
    /// Whether it belongs to this app: `keyboardIsLocalUserInfoKey` (with iPad multitasking
    /// every visible app is notified; `false` in the others [doc]).
    public private(set) var isLocal = true
    /// The timing of its animations.
    public var timing: KeyboardSequence.Timing = .system
    /// `false` models iOS before 16.1, whose notifications have no `object` [doc].
    public var namesItsScreen = true
    /// `false` holds each sequence's did-notifications until ``finishAnimation()``.
    public var finishesAnimationsAtOnce = true
    /// The did-notifications of the animation in flight, when they are held.
    public private(set) var pendingDidNotifications: [KeyboardNotification] = []
    /// A reported fault of `keyboardLayoutGuide` during an interactive dismissal, switched on
    /// for a test (`nil`: the guide follows the keyboard). See ``KeyboardGuideQuirk``.
    public var guideQuirk: KeyboardGuideQuirk?
    /// The last sequence it played (only the last: a long benchmark must not grow memory).
    public private(set) var lastSequence: KeyboardSequence?
    /// The window the first responder's input accessory view is shown in while the keyboard
    /// is up, made at the first show with an accessory (SystemKeyboard+AccessoryHost.swift).
    var accessoryHost: UIWindow?
    /// Where the keyboard really is while a ``ReportedKeyboardFault`` reports it elsewhere:
    /// the accessory goes there, not where the notification says.
    var actualFrameWhileReporting: CGRect?

    /// A hidden keyboard for `device` on `screen`.
    public init(device: Device, screen: UIScreen) {
      self.device = device
      self.screen = screen
      frame = Self.hiddenFrame(height: device.keyboardHeight, in: screen.bounds)
    }

    // MARK: Frames

    /// The docked keyboard's frame, with or without the QuickType bar, and with the first
    /// responder's input accessory view on top (``inputAccessoryHeight``).
    public func dockedFrame(quickType: Bool = true) -> CGRect {
      let keys = quickType ? device.keyboardHeight : device.keyboardHeightWithoutQuickType
      return dockedFrame(height: keys + inputAccessoryHeight)
    }

    /// A docked keyboard `height` tall: full screen width, at the screen's bottom.
    public func dockedFrame(height: CGFloat) -> CGRect {
      Self.dockedFrame(height: height, in: screen.bounds)
    }

    /// A docked keyboard `height` tall on a screen of `bounds`.
    nonisolated public static func dockedFrame(height: CGFloat, in bounds: CGRect) -> CGRect {
      CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// A keyboard `height` tall just below a screen of `bounds`.
    nonisolated public static func hiddenFrame(height: CGFloat, in bounds: CGRect) -> CGRect {
      CGRect(x: 0, y: bounds.height, width: bounds.width, height: height)
    }

    /// With a hardware keyboard attached only the shortcuts bar shows, but the end frame
    /// keeps the full keyboard height and reaches below the screen [seen] (uikit-reference.md,
    /// "iPad keyboards").
    public var hardwareKeyboardFrame: CGRect {
      let bounds = screen.bounds
      return CGRect(
        x: 0, y: bounds.height - device.hardwareKeyboardBarHeight, width: bounds.width,
        height: device.keyboardHeight)
    }

    /// Where a keyboard `height` tall rests when hidden: just below the screen [seen] (see
    /// ``KeyboardSequence/hide(from:to:timing:isLocal:)``).
    public func hiddenFrame(height: CGFloat) -> CGRect {
      Self.hiddenFrame(height: height, in: screen.bounds)
    }

    // MARK: Playing sequences

    /// Posts `sequence`: its will-notifications, then (at once, or at ``finishAnimation()``)
    /// its did-notifications. The keyboard's state follows the last end frame.
    public func play(_ sequence: KeyboardSequence) {
      // An animation still in flight is interrupted; what iOS then posts for it is not
      // known [choice]: its did-notifications are dropped.
      pendingDidNotifications = []
      lastSequence = sequence
      let object = namesItsScreen ? screen : nil
      let notifications = sequence.notifications
      let firstDid = notifications.firstIndex { !$0.name.isWill } ?? notifications.endIndex
      if let last = notifications.last {
        animate(like: last) {
          moveGuides(to: last)
          Self.post(notifications[..<firstDid], on: object)
        }
      }
      if let last = notifications.last {
        frame = last.endFrame
        isLocal = last.isLocal
      }
      if finishesAnimationsAtOnce {
        Self.post(notifications[firstDid...], on: object)
      } else {
        pendingDidNotifications = Array(notifications[firstDid...])
      }
    }

    /// Posts the last sequence again, unchanged: a duplicated delivery, to check that a
    /// receiver shrugs it off (a robustness case, not a sequence iOS is known to send).
    public func repeatLastSequence() {
      guard let last = lastSequence else { return }
      Self.post(last.notifications[...], on: namesItsScreen ? screen : nil)
    }

    /// Ends the animation in flight: posts its held did-notifications.
    public func finishAnimation() {
      let held = pendingDidNotifications
      pendingDidNotifications = []
      Self.post(held[...], on: namesItsScreen ? screen : nil)
    }

    /// Runs `body` inside an animation block of `last`'s duration and curve: the keyboard's
    /// animation. iOS posts the will-notifications from inside that block, so their observers'
    /// writes animate with the keyboard and a nested `UIView.animate` inherits its duration
    /// and curve unless it passes `overrideInheritedDuration` / `overrideInheritedCurve`
    /// [seen: uptech.team/blog/uiresponder-keyboard-notification-handler-animate (2020), "Yes,
    /// it runs inside of an animation block!", with the call stack;
    /// developer.apple.com/forums/thread/701769 (2022), "an implicit animation inside its
    /// scope"; Stack Overflow 33486030, the notification fired "already in an animation
    /// block"; johnpatrickmorgan/KeyboardLayoutGuide PR #6, "it inherits the correct curve
    /// from the in-flight animation"] [doc: uiview/animationoptions/overrideinheritedcurve].
    /// The did-notifications come at the animation's end, outside the block. A sequence whose
    /// notifications differ in timing runs in the last one's [choice: the catalogue's
    /// sequences share one timing]. iOS 17+'s out-of-process keyboard has "slight differences
    /// in timing" (WWDC23 10281) that no source details: the block is kept for it too
    /// [choice]. The model's block ends at once with the final values, as its
    /// UIView.animate does.
    private func animate(like last: KeyboardNotification, _ body: () -> Void) {
      // The keyboard's curve in the options' curve bits, as UIKit's keyboard recipes pass it
      // (`UIView.AnimationOptions(rawValue: curve << 16)`); the model reads the duration only.
      let curve = UInt(clamping: max(last.animationCurve, 0)) & 0xF
      withoutActuallyEscaping(body) { body in
        UIView.animate(
          withDuration: last.animationDuration, delay: 0,
          options: UIView.AnimationOptions(rawValue: curve << 16), animations: body)
      }
    }

    /// The screen's keyboard, which every `keyboardLayoutGuide` follows, takes `last`'s end
    /// frame in the keyboard's animation block, and the windows that have a keyboard layout
    /// guide lay out there: views constrained to the guide move with the keyboard, in its
    /// animation [doc: WWDC21 10259 "Your guide to keyboard layout", in
    /// wwdcnotes.com/notes/wwdc21/10259: the guide "Matches keyboard animations like bring up
    /// and dismiss"]. This comes before the will-notifications are posted, so their observers
    /// already find the guide and the views on it at their end [seen:
    /// react-native-keyboard-controller PR #1158, a view pinned to the guide from
    /// keyboardWillShow is "too late" to be animated, so the guide's layout is made before
    /// will-show's observers run]. A window that never made a keyboard layout guide is not
    /// laid out here [choice: nothing in it follows the keyboard; its pending layout, if any,
    /// keeps its display turn].
    private func moveGuides(to last: KeyboardNotification) {
      screen.simulatedKeyboardFrame = last.endFrame
      screen.layOutKeyboardLayoutGuides()
      placeInputAccessory(onKeyboardAt: actualFrameWhileReporting ?? last.endFrame)
    }

    /// Posts `notifications` in order; consecutive ones with the same payload share one
    /// `userInfo`, as one animation's notifications carry the same values (and a benchmark
    /// then measures the receiver, not this harness building dictionaries).
    private static func post(
      _ notifications: ArraySlice<KeyboardNotification>, on object: UIScreen?
    ) {
      var shared: (payload: KeyboardNotification, userInfo: [AnyHashable: Any])?
      for notification in notifications {
        if shared.map({ !$0.payload.hasSamePayload(as: notification) }) ?? true {
          shared = (notification, notification.userInfo)
        }
        NotificationCenter.default.post(
          name: notification.name.notificationName, object: object,
          userInfo: shared?.userInfo)
      }
    }

    /// Where a keyboard that appears starts: its current frame when up, otherwise just below
    /// the screen at the size it will have [seen] (the show/hide frame logs cited in
    /// ``KeyboardSequence``).
    private func begin(for end: CGRect) -> CGRect {
      isShown ? frame : end.offsetBy(dx: 0, dy: max(end.height, 1))
    }

    // MARK: What the keyboard does

    /// The keyboard appears (or, when up, is announced again) with `frame`: by default docked
    /// with the QuickType bar. `isLocal: false` is the keyboard of another app in Split View
    /// or Slide Over.
    public func show(_ frame: CGRect? = nil, isLocal: Bool = true) {
      let end = frame ?? dockedFrame()
      play(.show(from: begin(for: end), to: end, timing: timing, isLocal: isLocal))
      isShown = true
    }

    /// The docked keyboard appears, or the user turns its QuickType bar on or off.
    public func show(quickType: Bool) {
      show(dockedFrame(quickType: quickType))
    }

    /// A hardware keyboard is attached while editing: only the shortcuts bar stays.
    public func attachHardwareKeyboard() {
      show(hardwareKeyboardFrame, isLocal: isLocal)
    }

    /// The keyboard changes frame without a show or a hide (floating keyboard dragged or
    /// dropped, undocked, split).
    /// Only a keyboard that is up changes frame, so afterwards it counts as up [choice].
    public func changeFrame(to end: CGRect) {
      play(.changeFrame(from: frame, to: end, timing: timing, isLocal: isLocal))
      isShown = true
    }

    /// The keyboard goes away: it slides below the screen at its current size. A hidden
    /// keyboard posts nothing [choice: no observation of a hide without a keyboard].
    public func hide() {
      guard isShown else { return }
      let end = hiddenFrame(height: max(frame.height, 1))
      play(.hide(from: frame, to: end, timing: timing, isLocal: isLocal))
      isShown = false
    }

    // MARK: iPad

    /// A floating keyboard's size [choice]: the iPad's phone-sized floating keyboard,
    /// about 320 × 260 pt.
    nonisolated public static let floatingSize = CGSize(width: 320, height: 260)

    /// The user drags a floating keyboard: iOS reports a zero frame while it moves [seen]
    /// (Flutter's iOS engine).
    public func dragFloating() {
      changeFrame(to: .zero)
    }

    /// A floating keyboard comes to rest with `frame`, away from the screen's bottom.
    public func dropFloating(at frame: CGRect) {
      changeFrame(to: frame)
    }

    /// The keyboard undocks (or splits) to `frame`, away from the screen's bottom; iOS may
    /// also announce a hide [seen].
    public func undock(to end: CGRect, announcingHide: Bool = false) {
      if announcingHide {
        play(.undockAnnouncingHide(from: frame, to: end, timing: timing, isLocal: isLocal))
      } else {
        changeFrame(to: end)
      }
    }

    /// An undocked, split or floating keyboard docks again: announced as a show.
    public func dock(quickType: Bool = true) {
      show(dockedFrame(quickType: quickType), isLocal: isLocal)
    }

    /// Where a hide says the keyboard ends, when iOS reports something other than just
    /// below the screen.
    public enum ReportedHideFrame: Sendable, Hashable {
      /// Just below the screen at the keyboard's size (the usual hide).
      case belowScreen
      /// Still `height` points on screen at the bottom (iOS 26 with an accessory view
      /// [seen]).
      case stillOnScreen(height: CGFloat)
      /// `CGRect.zero` [seen].
      case empty
    }

    /// The keyboard goes away, the hide reporting `reported` as its end frame.
    public func hide(reporting reported: ReportedHideFrame) {
      switch reported {
      case .belowScreen:
        hide()
        return
      case .stillOnScreen(let height):
        play(
          .hideReportingFrameOnScreen(
            from: frame, to: dockedFrame(height: height), timing: timing, isLocal: isLocal))
      case .empty:
        play(.hideReportingEmptyFrame(from: frame, timing: timing, isLocal: isLocal))
      }
      isShown = false
    }

    // MARK: Slide Over

    /// The docked keyboard of an app in a Slide Over window at `window` (screen
    /// coordinates): its end frame may end at the bottom of the app's window rather than of
    /// the screen [seen] (Flutter's iOS embedder; the KUIKeyboard issue and PR on this
    /// shape). Full screen width, the device's height [choice].
    public func slideOverDockedFrame(window: CGRect) -> CGRect {
      let height = device.keyboardHeight
      return CGRect(
        x: 0, y: window.maxY - height, width: screen.bounds.width, height: height)
    }

    // MARK: Interactive dismissal

    /// The user lets go of a keyboard dragged down with `keyboardDismissMode = .interactive`:
    /// no notification came during the drag; now it goes, the hide with an empty begin frame.
    public func releaseInteractiveDismissal() {
      let end = hiddenFrame(height: max(frame.height, 1))
      play(.interactiveDismissalRelease(to: end, timing: timing, isLocal: isLocal))
      isShown = false
    }

    /// The user lets go too early: the keyboard snaps back to where it was docked.
    public func releaseInteractiveDismissalSnappingBack() {
      play(.interactiveDismissalSnapBack(to: frame, timing: timing, isLocal: isLocal))
    }

    // MARK: Rotation

    /// The device turns to `newDevice` (the same model, other orientation) while the keyboard
    /// is up: iOS hides the keyboard before the rotation and shows it after [seen]
    /// (developer.apple.com/forums/thread/5706: `UIInputWindowController` posts will-hide
    /// from `willRotateToInterfaceOrientation`, then will-show). Between the two the screen
    /// takes its new bounds and margins and `layout` resizes the windows, as the system and
    /// the app's view controllers do.
    public func rotate(to newDevice: Device, layout: () -> Void) {
      let wasShown = isShown
      if wasShown { hide() }
      device = newDevice
      screen.setBounds(newDevice.screenBounds, safeAreaInsets: newDevice.safeArea)
      frame = hiddenFrame(height: newDevice.keyboardHeight)
      screen.simulatedKeyboardFrame = frame
      layout()
      if wasShown { show(isLocal: isLocal) }
    }
  }
#endif
