import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One recording of one avoiding scroll view's session (``KeyboardSessionRecorder`` holds it):
/// the inputs in the order the engine met them, each preceded by what changed in the geometry
/// since the last one, and each decision the engine took, after the input it followed.
///
/// Inputs are what a replay performs again (`Docs/TraceFormat.md`): the keyboard
/// notifications (raw, from the keyboard feed, before any engine hears them), editing, the
/// app's inset writes, layout passes, the engine's second looks on the next turn of the main
/// queue, and the geometry the app, the user or the system changed. What the engine itself
/// writes while it updates is not an input: after each decision the recorder takes the
/// scene as it stands as the new baseline without recording it.
@MainActor
final class SessionRecording: KeyboardNotificationTap {
  private weak var owner: (any KeyboardAvoidingScrollView)?
  private let start = Date()
  private let device: Trace.Device
  private let scene: Trace.Scene
  private var identities = ViewIdentities()
  private var baseline: GeometrySnapshot
  private var events: [Trace.Event] = []
  /// The `seq` of the last input, which the decisions that follow it name as their trigger.
  private var lastInput = -1
  /// Whether a `turn` was recorded since the last input.
  private var turnSinceInput = true

  /// Starts recording `scrollView`: reads the device and the scene as they are now.
  init(scrollView: some KeyboardAvoidingScrollView) {
    owner = scrollView
    let engine = scrollView.keyboardAvoider
    let screen = scrollView.window?.screen ?? UIScreen.main
    device = DeviceFacts.device(screen: screen)
    var identities = ViewIdentities()
    let snapshot = GeometrySnapshot(scrollView, engine: engine, identities: &identities)
    var firstResponder: String?
    if let focused = engine.focusedView {
      firstResponder = identities.existingID(of: focused) ?? identities.id(of: focused)
    } else if let window = scrollView.window, let outside = Self.firstResponder(in: window),
      !outside.isDescendant(of: scrollView)
    {
      firstResponder = Trace.outsideView
    }
    var keyboard: Trace.KeyboardState?
    if let fact = engine.keyboard {
      keyboard = Trace.KeyboardState(
        frameInScreen: fact.frameInScreen.map(TraceRect.init),
        object: Self.relation(of: fact.namedScreen ? fact.screen : nil, to: scrollView).rawValue,
        isLocal: fact.isLocal)
    }
    scene = Trace.Scene(
      geometry: snapshot.whole, keyboard: keyboard, firstResponder: firstResponder)
    baseline = snapshot
    self.identities = identities
    KeyboardFeed.shared.addTap(self)
    engine.diagnosticsCreatingIfNeeded().attach(self)
  }

  /// Stops recording and returns the trace.
  func finish() -> Trace {
    KeyboardFeed.shared.removeTap(self)
    if let engine = owner?.keyboardAvoider, engine.diagnostics?.recording === self {
      engine.diagnostics?.attach(nil)
      engine.dropDiagnosticsIfIdle()
    }
    var provenance = Trace.Provenance(kind: "recorded")
    provenance.title = nil
    return Trace(
      producer: Trace.Producer(
        name: DeviceFacts.producerName, version: DeviceFacts.producerVersion),
      provenance: provenance, device: device,
      timebase: Trace.Timebase(clock: "wallClockSinceStart"), scene: scene, events: events)
  }

  // MARK: Inputs

  /// A keyboard notification, as posted: recorded whole, before any engine hears it.
  ///
  /// [choice] Only notifications about the scroll view's screen are recorded: those naming
  /// it, and those naming none (before iOS 16.1). One naming another screen (an external
  /// display, another scene's screen) is not about this session's keyboard; the component
  /// ignores it, and so does the recorder, with the engine's decision to ignore it.
  func keyboardNotificationPosted(_ notification: Notification, kind: KeyboardNotificationKind) {
    guard let scrollView = owner else { return }
    let relation = Self.relation(of: notification.object, to: scrollView)
    guard relation == .thisScreen || relation == .noObject else { return }
    noteGeometry(reason: .keyboard)
    // The trace's name of a notification is the kind's.
    var posted = Trace.Event.KeyboardNotification(name: kind.rawValue, object: relation.rawValue)
    if let userInfo = notification.userInfo {
      posted.userInfo = RecordedUserInfo.read(userInfo)
    } else {
      posted.userInfoMissing = true
    }
    recordInput(newEvent(.keyboardNotification(posted)))
  }

  /// The engine is about to handle `event`: what it brings is recorded first. An event the
  /// engine's own update caused (`isInput` false) is not an input, except an app's inset write
  /// (the app may write from a delegate callback during the update).
  func engineWillHandle(_ event: AvoiderEvent, isInput: Bool) {
    guard let scrollView = owner else { return }
    if case .appWroteInsets(let property, let value) = event {
      recordAppWrite(property, value: value)
      return
    }
    guard isInput else { return }
    switch event {
    case .appWroteInsets, .outerRevealing, .outerScrolled:
      return  // recorded above; another engine's update is not an input of this session
    case .keyboard:
      return  // recorded raw by the feed
    case .editingBegan(let view), .editingEnded(let view), .textChanged(let view):
      guard let window = scrollView.window, view.window === window else { return }
      noteGeometry(reason: .editing)
      let action: Trace.Event.EditingAction =
        switch event {
        case .editingBegan: .began
        case .editingEnded: .ended
        default: .textChanged
        }
      let id =
        view.isDescendant(of: scrollView) && view !== scrollView
        ? identities.id(of: view) : Trace.outsideView
      recordInput(newEvent(.editing(.init(action: action.rawValue, view: id))))
    case .keyboardSettled, .caretMove, .keyboardAnimationEnded:
      // The engine's own second look on a later turn of the main queue: a replay performs
      // the turn at this point, after the geometry that changed meanwhile.
      guard !turnSinceInput else { return }
      noteGeometry(reason: .turn)
      events.append(newEvent(.turn))
      turnSinceInput = true
    case .layout:
      noteGeometry(reason: .layout)
      // A pass while the user drags the keyboard: what the engine reads from the pan and the
      // guide, for a replay to read the same (Features/KeyboardDrag).
      if let drag = Self.dragSample(of: scrollView) {
        recordInput(newEvent(.keyboardDrag(drag)))
        return
      }
      // Consecutive passes with nothing in between do the same thing twice.
      if events.last?.kind == .layout { return }
      recordInput(newEvent(.layout(.init())))
    case .revealRequest(let animated):
      noteGeometry(reason: .revealRequest)
      recordInput(newEvent(.revealRequest(.init(animated: animated))))
    case .windowLeft:
      // Still in its window: what changed before it leaves, then the leaving.
      noteGeometry(reason: .window)
      recordInput(newEvent(.window(.init(action: Trace.Event.WindowAction.left.rawValue))))
    case .windowEntered:
      // Already in its window: the entering, then what it brought (its window, its safe
      // area), which a replay derives by putting it back.
      recordInput(newEvent(.window(.init(action: Trace.Event.WindowAction.entered.rawValue))))
      noteGeometry(reason: .window, derivedOnly: true)
    case .resize:
      noteGeometry(reason: .resize)
    case .contentSizeChange:
      noteGeometry(reason: .contentSizeChange)
    case .adjustedContentInsetChange:
      noteGeometry(reason: .adjustedContentInsetChange)
    case .settingChange:
      noteGeometry(reason: .setting)
    }
  }

  /// The app wrote `value` to the scroll view's `property` (`contentInset`,
  /// `verticalScrollIndicatorInsets`).
  private func recordAppWrite(_ property: AvoiderEvent.InsetProperty, value: UIEdgeInsets) {
    guard owner != nil else { return }
    noteGeometry(reason: .appWrite)
    recordInput(
      newEvent(.appWrite(.init(property: property.rawValue, value: TraceInsets(value)))))
  }

  // MARK: Decisions

  /// A decision of the engine, after the input it followed.
  func recordDecision(_ record: DecisionRecord) {
    // A notification about another screen was not recorded (see above), nor is its decision.
    guard let scrollView = owner, record.belongsToTrace else { return }
    let now = GeometrySnapshot(
      scrollView, engine: scrollView.keyboardAvoider, identities: &identities)
    notePlacedByPass(now)
    events.append(
      newEvent(.decision(.init(trigger: lastInput, decision: Trace.Decision(recorded: record)))))
    // What the engine wrote is its own: the next input compares against the scene now.
    baseline = now
  }

  /// A decision taken at a layout pass: the views that pass moved, showed or hid before the
  /// engine decided go on the pass's event as `placed` (format version 3).
  ///
  /// The geometry before the pass was noted when the pass began, and the baseline becomes
  /// the scene after the decision, so without this what the pass placed would be in no
  /// event at all. An app laid out by Auto Layout places its fields in the pass: the engine
  /// lays out the focused view's container before it measures (`KeyboardAvoider`'s
  /// `layOutContent(around:)`), and decides on the place that layout gives. The engine
  /// writes insets and the offset, never a view's frame, so the views that changed since
  /// the pass began were placed by the app's layout.
  private func notePlacedByPass(_ now: GeometrySnapshot) {
    guard events.indices.contains(lastInput) else { return }
    let pass = events[lastInput].body
    let placedBefore: Trace.Geometry?
    switch pass {
    case .layout(let layout): placedBefore = layout.placed
    case .keyboardDrag(let drag): placedBefore = drag.placed
    default: return
    }
    let changes = now.changes(since: baseline)
    guard changes.views != nil || changes.removedViews != nil else { return }
    var placed = placedBefore ?? Trace.Geometry()
    for view in changes.views ?? [] {
      var views = placed.views ?? []
      views.removeAll { $0.id == view.id }
      views.append(view)
      placed.views = views
    }
    if let removed = changes.removedViews {
      placed.removedViews = (placed.removedViews ?? []) + removed
    }
    switch pass {
    case .keyboardDrag(var drag):
      drag.placed = placed
      events[lastInput].body = .keyboardDrag(drag)
    default:
      events[lastInput].body = .layout(.init(placed: placed))
    }
  }

  // MARK: Helpers

  private func newEvent(_ body: Trace.Event.Body) -> Trace.Event {
    let seconds = Date().timeIntervalSince(start)
    return Trace.Event(seq: events.count, t: (seconds * 1000).rounded() / 1000, body: body)
  }

  private func recordInput(_ event: Trace.Event) {
    lastInput = event.seq
    turnSinceInput = false
    events.append(event)
  }

  /// Records what changed in the geometry since the last snapshot, if anything; when none
  /// of it is an input (or `derivedOnly`), it is marked `derived`.
  private func noteGeometry(reason: Trace.Event.GeometryReason, derivedOnly: Bool = false) {
    guard let scrollView = owner else { return }
    let now = GeometrySnapshot(
      scrollView, engine: scrollView.keyboardAvoider, identities: &identities)
    let changes = now.changes(since: baseline)
    let isInput = !derivedOnly && now.hasInputs(since: baseline)
    baseline = now
    guard !changes.isEmpty else { return }
    var change = Trace.Event.GeometryChange(reason: reason.rawValue, geometry: changes)
    if isInput {
      // An input: a replay applies it, and the decisions it causes name it as their trigger.
      recordInput(newEvent(.geometry(change)))
    } else {
      // What the last input brought: the decisions that follow still name that input.
      change.derived = true
      events.append(newEvent(.geometry(change)))
    }
  }

  /// A `keyboardDrag` event's members for a layout pass of `scrollView`, when the user drags
  /// the keyboard down in an interactive mode (iOS 15 and later, as the engine reads it).
  private static func dragSample(of scrollView: UIScrollView) -> Trace.Event.KeyboardDrag? {
    guard #available(iOS 15.0, *) else { return nil }
    let mode: Trace.Event.DismissMode
    switch scrollView.keyboardDismissMode {
    case .interactive: mode = .interactive
    case .interactiveWithAccessory: mode = .interactiveWithAccessory
    default: return nil
    }
    let pan = scrollView.panGestureRecognizer
    let state: Trace.Event.PanState
    switch pan.state {
    case .began: state = .began
    case .changed: state = .changed
    default: return nil
    }
    var event = Trace.Event.KeyboardDrag()
    event.dismissMode = mode.rawValue
    event.panState = state.rawValue
    event.finger = TracePoint(pan.location(in: nil))
    let guide = scrollView.keyboardLayoutGuide
    event.guideFrame = TraceRect(scrollView.convert(guide.layoutFrame, to: nil))
    let padding = KeyboardDragTracking.dismissPadding(of: guide)
    if padding != 0 { event.dismissPadding = Double(padding) }
    return event
  }

  /// How a notification's `object` relates to the scroll view's screen.
  private static func relation(of object: Any?, to scrollView: UIScrollView)
    -> Trace.Event.ObjectRelation
  {
    guard let object else { return .noObject }
    guard let screen = object as? UIScreen else { return .other }
    return screen === scrollView.window?.screen ? .thisScreen : .otherScreen
  }

  /// The first responder among `window`'s descendants, if any.
  private static func firstResponder(in view: UIView) -> UIView? {
    if view.isFirstResponder { return view }
    for subview in view.subviews {
      if let found = firstResponder(in: subview) { return found }
    }
    return nil
  }
}
