import AvoidingScrollViewCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The engine behind ``AvoidingScrollView``, ``AvoidingTableView`` and
/// ``AvoidingCollectionView``: the facts, the event pipeline, and the features it tells.
///
/// It keeps only facts: the last keyboard reported on the scroll view's screen, the focused
/// descendant, the app's own insets and the keyboard's part of them (``InsetLedger``), the
/// timing of the last keyboard animation, the size of the last layout pass. Every event
/// recomputes the result from those facts; nothing records whether "the keyboard is visible".
/// Each feature (Features/) owns its own state.
///
/// Every event goes through ``handle(_:)``, which reads top to bottom:
/// 1. **record** the facts the event brings;
/// 2. **measure** the geometry, with UIKit reads only (``measure(coverage:reveal:)``);
/// 3. **decide** one plan, a pure value (``AvoidancePlan``, in AvoidingScrollViewCore): the
///    insets, the pull back into range, the reveal rule and every reason for not revealing,
///    where to reveal, a drag's sample, UIKit's held scrolls, an ignored notification's why;
/// 4. **apply** it, with UIKit writes only (``apply(_:)``), which returns what it wrote
///    (``AppliedUpdate``);
/// 5. **notify** whoever listens of the event, the plan and what was written, once
///    (``observer``: the AvoidingScrollViewDiagnostics product attaches there).
@MainActor
package final class KeyboardAvoider {
  /// The scroll view that owns this engine (and so outlives it).
  package unowned let scrollView: UIScrollView

  // MARK: Settings

  /// Space kept between the revealed rect and the keyboard, and the top edge.
  package var padding: CGFloat = 16 {
    didSet { if padding != oldValue { handle(.settingChange) } }
  }

  /// When false, the app's insets are restored and no event has an effect.
  package var isEnabled = true {
    didSet { if isEnabled != oldValue { handle(.settingChange) } }
  }

  /// The features, each owning its state (Features/).
  package private(set) lazy var features = Features(
    context: self, followsFocusedViewInLayout: followsFocusedViewInLayout)
  private let followsFocusedViewInLayout: Bool
  /// Whoever listens to the pipeline (``KeyboardAvoiderObserver``): the diagnostics
  /// product's decisions told to a handler, the unified log or a session recorder; `nil`
  /// while no one listens, which is what a decision costs without diagnostics: this one load
  /// and comparison. The diagnostics set it and clear it; the engine only reads it.
  package var observer: (any KeyboardAvoiderObserver)?

  // MARK: Facts

  /// The last keyboard reported on this scroll view's screen.
  package private(set) var keyboard: KeyboardFact?
  /// What the window's keyboard layout guide gave for the fact of serial `serial`, an empty
  /// show frame, when first measured (KeyboardAvoider+Measure.swift).
  var guidedKeyboard: (serial: UInt64, frame: CGRect?)?
  /// The descendant being edited, learnt from begin-editing notifications.
  package private(set) weak var focusedView: UIView?
  /// The timing of the last keyboard animation, reused for focus changes.
  private(set) var lastAnimation = KeyboardAnimation.standard
  /// The app's own insets and the keyboard's part.
  package private(set) var ledger: InsetLedger
  /// The size the last layout pass saw, so that scrolling costs a comparison.
  private var lastLayoutSize: CGSize?
  /// What the update under way wrote, between `apply` and the notify step.
  private var lastApplied: AppliedUpdate?
  /// The keyboard animation a will-notification began and no did-notification has ended
  /// yet (``KeyboardSettlingRule``).
  private var keyboardFlight: KeyboardSettlingRule.Flight?

  // MARK: Guards

  /// True while the pipeline runs: an event it causes (a write that calls an override back)
  /// does not start it again.
  private(set) var isUpdating = false
  /// True while the engine itself writes the insets, so the owner's setters pass the value
  /// through instead of taking it as the app's.
  private(set) var isWritingInsets = false
  /// True while a second look after a did-notification waits for the next turn of the main
  /// queue, so that several did-notifications queue one.
  private var isSettleScheduled = false
  /// Whether the look scheduled measures the geometry again (a did-notification asked), or
  /// only asks whether the keyboard is to be given back.
  private var settleMeasures = false

  /// Creates the engine for `scrollView`, taking its current insets as the app's; it follows
  /// the focused view across layout passes when `followsFocusedViewInLayout` is true (table
  /// and collection views).
  init(scrollView: UIScrollView, followsFocusedViewInLayout: Bool) {
    self.scrollView = scrollView
    self.followsFocusedViewInLayout = followsFocusedViewInLayout
    ledger = InsetLedger(
      appContentInset: Edges(scrollView.contentInset),
      appIndicatorInsets: Edges(scrollView.verticalScrollIndicatorInsets))
    // The first use of the module starts the process-wide feeds (and so the record of the
    // keyboard per screen).
    KeyboardFeed.shared.startIfNeeded()
    EditingFeed.shared.startIfNeeded()
  }

  // MARK: The pipeline

  /// Handles one event: records its facts, then, as the event calls for, measures, decides
  /// one ``AvoidancePlan`` and applies it; then tells whoever listens (``observer``) the
  /// event and what it came to, in one step.
  func handle(_ event: AvoiderEvent) {
    // Notify: the one place an observer hears of the engine. It notes the event as an input
    // before the update (what the engine itself causes while updating is its own), then is
    // told the update once it is applied and the pipeline's guard lifted, so that a handler
    // may change the scroll view.
    guard let observer else {
      _ = update(for: event)
      return
    }
    observer.observe(event, isInput: !isUpdating) { update(for: event) }
  }

  /// Records `event`'s facts and performs the update it calls for; returns what it came to,
  /// if anything.
  private func update(for event: AvoiderEvent) -> AvoiderUpdate? {
    switch event {
    case .keyboard(let keyboardEvent):
      return keyboardNotification(keyboardEvent)
    case .keyboardSettled:
      isSettleScheduled = false
      let measures = settleMeasures
      settleMeasures = false
      if let givenBack = keyboardGivenBack() { return givenBack }
      return measures ? recompute(.measureOnly, event: .keyboardSettled) : nil
    case .editingBegan(let view):
      return editingBegan(view)
    case .editingEnded(let view):
      if view === focusedView { focusedView = nil }
      features.toolbar.fieldDidEndEditing(view)
      // The hide's notifications may never come: look again on the next turn, when the
      // keyboard still covers (KeyboardGiveBackRule).
      if keyboard?.frameInScreen != nil { scheduleSettledMeasure(measures: false) }
      return nil
    case .textChanged(let view):
      // The caret is only right once the edit is laid out: look on the next turn.
      guard view === focusedView else { return nil }
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.handle(.caretMove) }
      }
      return nil
    case .caretMove:
      return recompute(.reveal, event: .caretMove)
    case .keyboardAnimationEnded(let startedAt):
      return heldRevealAtAnimationEnd(startedAt: startedAt)
    case .resize:
      // While the user drags the keyboard, the layout pass that a size change brings [doc:
      // WWDC18 220, WWDC15 219, a change of a view's size lays it out] updates instead, with
      // the keyboard layout guide's reading, valid by then [doc: uilayoutguide/layoutframe]
      // (``laidOut()``): the offset stays the finger's, and the insets are written once.
      if features.keyboardDrag.isDragging { return nil }
      return recompute(resizeReveal(inLayoutPass: false), event: .resize)
    case .contentSizeChange:
      return recompute(.reveal, event: .contentSizeChange)
    case .settingChange:
      return recompute(.reveal, event: .settingChange)
    case .adjustedContentInsetChange:
      guard !isWritingInsets else { return nil }
      return recompute(.reveal, event: .adjustedContentInsetChange)
    case .revealRequest(let animated):
      return recompute(.reveal, event: .revealRequest, animation: animated ? lastAnimation : nil)
    case .windowEntered:
      return enteredWindow()
    case .windowLeft:
      return leavingWindow()
    case .layout:
      return laidOut()
    case .outerRevealing(let fact):
      keyboard = fact
      return recompute(.reveal, event: .outerScrollView)
    case .outerScrolled:
      return recompute(.reveal, event: .outerScrollView)
    case .appWroteInsets:
      return nil  // the ledger took the value in the owner's setter; a recorder notes it
    }
  }

  /// Measure, decide, apply, for the current facts: one measurement, one plan (a pure value),
  /// then UIKit writes, animated with `animation` when given. Writes nothing when nothing
  /// changed. `reveal` is what the event asks; `coverage` the keyboard's coverage when the
  /// caller has just measured it; `change` what a keyboard change did to it, for the reveal
  /// rule; `event` is what caused the update and `notice` its keyboard notification; `drag`
  /// the keyboard layout guide's reading when a layout pass updates while the user drags the
  /// keyboard; `scope` and `isLayout` as ``AvoidancePlan`` takes them.
  private func recompute(
    _ reveal: AvoidancePlan.Reveal, event: UpdateEvent,
    animation: KeyboardAnimation? = nil, coverage: KeyboardCoverage? = nil,
    notice: KeyboardNotice? = nil, change: KeyboardRevealRule.Change? = nil,
    drag: KeyboardDragSample.Reading? = nil, scope: AvoidancePlan.Scope = .update,
    isLayout: Bool = false
  ) -> AvoiderUpdate? {
    guard !isUpdating else { return nil }
    isUpdating = true
    defer { isUpdating = false }
    let coverage = coverage ?? self.coverage(of: keyboard)
    let measurement = measure(coverage: coverage, reveal: reveal, change: change, drag: drag)
    // A drag's readings lowered the keyboard's part for the moment only: an update decides
    // from the part before the drag (Features/KeyboardDrag); nothing else replaces it.
    let plan = AvoidancePlan(
      measurement: measurement,
      ledger: scope == .update ? features.keyboardDrag.ledgerForUpdate(ledger) : ledger,
      memory: features.restoreOffset.memory,
      restoresOffset: features.restoreOffset.isEnabled, scope: scope,
      performsHeldScrolls: isLayout)
    return perform(plan, event: event, animation: animation, notice: notice)
  }

  /// Applies `plan`, animated with `animation` when given, and returns the update for the
  /// notify step.
  private func perform(
    _ plan: AvoidancePlan, event: UpdateEvent, animation: KeyboardAnimation? = nil,
    notice: KeyboardNotice? = nil
  ) -> AvoiderUpdate {
    // The reading lowered the keyboard's part: the release decides from the notified one.
    if let notified = plan.ledgerBeforeDrag {
      features.keyboardDrag.noteDragWrite(replacing: notified)
    }
    if let animation {
      // UIKit runs the animations block before `animate` returns; the result is kept on the
      // engine rather than in a captured variable, which would be boxed on the heap.
      animation.perform { [self] in lastApplied = apply(plan) }
    } else {
      lastApplied = apply(plan)
    }
    let applied = lastApplied ?? AppliedUpdate(offsetBefore: plan.measurement.offset)
    lastApplied = nil
    return AvoiderUpdate(event: event, notice: notice, plan: plan, applied: applied)
  }

  // MARK: Events

  /// A keyboard notification, decoded, validated and read by the feed.
  private func keyboardNotification(_ event: KeyboardEvent) -> AvoiderUpdate? {
    // Record: only a keyboard on this scroll view's screen is a fact here.
    guard let window = scrollView.window else { return nil }
    let isAvoiding = self.isAvoiding
    var ignored: IgnoredNotification?
    if event.namedScreen, event.screen !== window.screen {
      ignored = .otherScreen
    } else if event.reading == .settled {
      if keyboard == nil { ignored = .noKeyboardYet }
    } else if event.fact == nil {
      ignored = .noInformation
    }
    guard ignored == nil, event.reading != .settled, let fact = event.fact else {
      // An ignored notification changes nothing, and the plan says why. After a
      // did-notification the last will-frame stays the fact; only the geometry is measured
      // again, now and once more after the handlers of this turn have run.
      if ignored == nil {
        scheduleSettledMeasure()
        // The did-notification ends the animation in flight: a reveal held while the
        // keyboard settled is made now, once (KeyboardSettlingRule).
        if event.reading == .settled, let flight = keyboardFlight {
          keyboardFlight = nil
          if flight.holdsReveal {
            return settledReveal(
              after: flight, event: event, window: window, isAvoiding: isAvoiding)
          }
        }
      }
      return recompute(
        .measureOnly, event: UpdateEvent(event.kind),
        coverage: coverage(of: keyboard, isAvoiding: isAvoiding, window: window),
        notice: event.notice, scope: ignored.map { .ignored($0) } ?? .update)
    }
    // What the keyboard covered before this notification and covers after it, against the
    // same geometry, for the rule that decides whether it may reveal (in the plan).
    let coverageBefore = coverage(of: keyboard, isAvoiding: isAvoiding, window: window)
    let after = coverage(of: fact, isAvoiding: isAvoiding, window: window)
    let change = KeyboardRevealRule.Change(
      coveredBefore: revealOverlap(coverageBefore), coveredAfter: revealOverlap(after),
      wasLocal: coverageBefore.isLocal)
    keyboard = fact
    let animation = KeyboardAnimation(
      duration: event.change.animationDuration, curveRawValue: event.change.animationCurveRawValue)
    if animation.duration > 0 { lastAnimation = animation }
    // Inside an animation still in flight, with another frame, the keyboard has not settled
    // (KeyboardSettlingRule): the animation's did-notification reveals, once.
    // The time between two notifications of one animation, on a monotonic clock, never kept
    // past the animation nor sent anywhere. [doc] Apple's required-reason list names
    // `systemUptime` and `mach_absolute_time()` for the system boot time ("Describing use of
    // required reason API"); `DispatchTime` is not on it, so the privacy manifest declares none.
    let now = Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    let settling = KeyboardSettlingRule.isSettling(
      keyboardFlight, endFrame: fact.frameInScreen, at: now)
    // A will-notification inside the animation in flight continues it (a will-show after
    // its will-change-frame, or a burst's next height); any other begins one, and so does a
    // will-hide: a keyboard going away ends the appearing, so a show after it is a new one
    // and reveals at once (rapid show / hide / show is not a burst).
    var flight =
      keyboardFlight?.isRunning(at: now) == true && event.kind != .willHide
      ? keyboardFlight
      : KeyboardSettlingRule.Flight(
        endFrame: fact.frameInScreen, coveredBefore: change.coveredBefore,
        wasLocal: change.wasLocal, startedAt: now, duration: event.change.animationDuration)
    flight?.endFrame = fact.frameInScreen
    if event.kind == .willShow { flight?.includesShow = true }
    flight?.startedAt = now
    flight?.duration = event.change.animationDuration
    let rule = KeyboardRevealRule.reveal(.reveal, change: change, coverage: after)
    let request = KeyboardSettlingRule.reveal(rule, settling: settling)
    // The held reveal is judged from what the keyboard covered before the first
    // will-notification it held: each earlier one was judged (and revealed) on its own, so a
    // show after a hide, or a QuickType toggle and back, still reveals at the end.
    if request == .keyboardSettling, flight?.holdsReveal == false {
      flight?.holdsReveal = true
      flight?.coveredBefore = change.coveredBefore
      flight?.wasLocal = change.wasLocal
    }
    keyboardFlight = flight
    // iOS posts no did-notification for an animation that another interrupts, and rapid
    // changes lose notifications [seen: duckduckgo/apple-browsers PR #1898]: a held reveal is
    // also made when the animation's own duration has gone by with no did-notification.
    if let flight, flight.holdsReveal { scheduleAnimationEnd(of: flight) }
    // A keyboard that covers while no field of the app edits may be a stale show: look again
    // on the next turn (KeyboardGiveBackRule). While this scroll view's own focused view is
    // first responder a field edits on this screen, so the feed is not asked (the usual show
    // costs one property read).
    if after.covered > 0, fact.isLocal, focusedView?.isFirstResponder != true,
      !EditingFeed.shared.isEditing(on: window.screen)
    {
      scheduleSettledMeasure(measures: false)
    }
    return recompute(
      request, event: UpdateEvent(event.kind), animation: animation, coverage: after,
      notice: event.notice, change: change)
  }

  /// The did-notification `event` ended `flight`, in which a reveal was held while the
  /// keyboard settled: one reveal, judged across the whole animation (from what the keyboard
  /// covered before its first will-notification to what it covers now), animated as the
  /// keyboard's last animation.
  private func settledReveal(
    after flight: KeyboardSettlingRule.Flight, event: KeyboardEvent, window: UIWindow,
    isAvoiding: Bool
  ) -> AvoiderUpdate? {
    settledReveal(
      after: flight, event: UpdateEvent(event.kind), notice: event.notice, window: window,
      isAvoiding: isAvoiding)
  }

  /// One reveal for `flight`, whose reveal was held, caused by `event`.
  private func settledReveal(
    after flight: KeyboardSettlingRule.Flight, event: UpdateEvent, notice: KeyboardNotice?,
    window: UIWindow, isAvoiding: Bool
  ) -> AvoiderUpdate? {
    let now = coverage(of: keyboard, isAvoiding: isAvoiding, window: window)
    let change = KeyboardRevealRule.Change(
      coveredBefore: flight.coveredBefore, coveredAfter: revealOverlap(now),
      wasLocal: flight.wasLocal)
    return recompute(
      .reveal, event: event, animation: lastAnimation, coverage: now, notice: notice,
      change: change)
  }

  /// Looks again when `flight`'s animation should have ended, in case no did-notification
  /// ends it (``heldRevealAtAnimationEnd(startedAt:)``).
  private func scheduleAnimationEnd(of flight: KeyboardSettlingRule.Flight) {
    let startedAt = flight.startedAt
    let duration = flight.duration.isFinite ? max(flight.duration, 0) : 0
    DispatchQueue.main.asyncAfter(deadline: .now() + duration) { [weak self] in
      MainActor.assumeIsolated { self?.handle(.keyboardAnimationEnded(startedAt: startedAt)) }
    }
  }

  /// The animation whose last will-notification came at `startedAt` has run its duration
  /// and no did-notification ended it: the reveal it held is made now, once. A later
  /// will-notification (which looks again at its own end) or a did-notification makes this
  /// a no-op.
  private func heldRevealAtAnimationEnd(startedAt: TimeInterval) -> AvoiderUpdate? {
    guard let flight = keyboardFlight, flight.holdsReveal, flight.startedAt == startedAt,
      let window = scrollView.window
    else { return nil }
    keyboardFlight = nil
    return settledReveal(
      after: flight, event: .keyboardSettled, notice: nil, window: window,
      isAvoiding: isAvoiding)
  }

  /// The top of `window`'s keyboard layout guide, in the window's coordinates. A guide is
  /// placed only while a constraint uses it (an unconstrained one reads `.zero`), so the
  /// first read makes it track, as the frame check does (``trackGuide(_:of:)``: one
  /// constraint per window, moving no view of the app). [choice] Made at the first doubt
  /// rather than on entering the window, so that a form whose keyboard never goes astray adds
  /// nothing to the app's window; `layoutFrame` then answers with the constraints as they are
  /// at the read [doc: uilayoutguide/layoutframe; seen: its iOS 26.1 implementation
  /// recomputes an invalid frame on read, cited in HeadlessUIKit's UILayoutGuide].
  @available(iOS 15.0, *)
  private func keyboardGuideTop(of window: UIWindow) -> CGFloat {
    let guide = window.keyboardLayoutGuide
    Self.trackGuide(guide, of: window)
    return guide.layoutFrame.minY
  }

  /// On the look after an editing end or a keyboard that covers with no field editing: when
  /// the keyboard fact is in doubt and the window's keyboard layout guide is at the safe
  /// area, the keyboard is given back (KeyboardGiveBackRule): the fact becomes "covers
  /// nothing", and the update says why. `nil` when nothing is given back.
  private func keyboardGivenBack() -> AvoiderUpdate? {
    guard let fact = keyboard, fact.frameInScreen != nil, let window = scrollView.window,
      KeyboardGiveBackRule.isInDoubt(
        covers: true, isLocal: fact.isLocal,
        appIsEditing: EditingFeed.shared.isEditing(on: window.screen)),
      #available(iOS 15.0, *)
    else { return nil }
    let guideTop = keyboardGuideTop(of: window)
    let safeAreaBottom = window.bounds.maxY - window.safeAreaInsets.bottom
    guard KeyboardGiveBackRule.givesBack(guideTop: guideTop, safeAreaBottom: safeAreaBottom)
    else { return nil }
    let before = coverage(of: fact)
    var given = fact
    given.frameInScreen = nil
    keyboard = given
    keyboardFlight = nil
    var coverage = coverage(of: given)
    if coverage.rule == .hidden { coverage.rule = .givenBack }
    return recompute(
      .reveal, event: .keyboardSettled, animation: lastAnimation, coverage: coverage,
      change: KeyboardRevealRule.Change(
        coveredBefore: revealOverlap(before), coveredAfter: 0, wasLocal: before.isLocal))
  }

  /// Measures the geometry again on the next turn of the main queue: a container that moves
  /// with the keyboard may settle in the layout pass that follows the did-notifications
  /// rather than before them. [choice] Whether a main-queue block runs before or after
  /// UIKit's next layout pass is not documented, so this is a second look, not a guarantee;
  /// anything that moves later is picked up at the next keyboard notification or size change.
  ///
  /// `measures` false asks only whether the keyboard is to be given back
  /// (KeyboardGiveBackRule): a look that finds nothing to give back then decides nothing.
  private func scheduleSettledMeasure(measures: Bool = true) {
    if measures { settleMeasures = true }
    guard !isSettleScheduled else { return }
    isSettleScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.handle(.keyboardSettled) }
    }
  }

  /// A text field or text view began editing somewhere in the app.
  private func editingBegan(_ view: UIView) -> AvoiderUpdate? {
    // UIKit keeps one first responder per window: editing that begins in another window
    // (another scene, another screen) leaves this window's focus as it is.
    guard let window = scrollView.window, view.window === window else { return nil }
    // Record: only a descendant is ours to scroll to; focus elsewhere in this window (another
    // scroll view or controller) leaves the insets working and the scroll position alone.
    focusedView = view.isDescendant(of: scrollView) && view !== scrollView ? view : nil
    var update: AvoiderUpdate?
    if let focusedView {
      // The Return keys' titles and the toolbar are in place before the reveal, as the
      // keyboard reads them when a field becomes first responder.
      features.focusDidChange(to: focusedView)
      update = recompute(.reveal, event: .focusChange, animation: lastAnimation)
    }
    features.focusFollower?.noteFocusedViewPosition()
    return update
  }

  /// The scroll view entered a window: follow the feeds, and take the last keyboard fact
  /// reported on its screen, so that a keyboard already up insets at once. Revealing follows
  /// the same rule as a keyboard that appears.
  private func enteredWindow() -> AvoiderUpdate? {
    KeyboardFeed.shared.subscribe(self)
    EditingFeed.shared.subscribe(self)
    features.keyboardDrag.updateProbe()
    guard keyboard == nil, let window = scrollView.window,
      let fact = KeyboardFeed.shared.lastFact(on: window.screen)
    else { return nil }
    keyboard = fact
    let coverage = coverage(of: fact)
    // Revealing follows the rule for a keyboard that appears (in the plan).
    return recompute(
      .reveal, event: .windowEntered, coverage: coverage,
      change: KeyboardRevealRule.Change(coveredBefore: 0, coveredAfter: coverage.covered))
  }

  /// The scroll view is about to leave its window: stop following the feeds and give the
  /// app its own insets back. What the keyboard did while it was away is unknown, so the
  /// keyboard fact and the focus are dropped too.
  private func leavingWindow() -> AvoiderUpdate? {
    KeyboardFeed.shared.unsubscribe(self)
    EditingFeed.shared.unsubscribe(self)
    keyboard = nil
    keyboardFlight = nil
    focusedView = nil
    features.focusScroll.dropAll()
    // The size may change while the view is away; the next layout must not compare against
    // a size measured before.
    lastLayoutSize = nil
    return recompute(.measureOnly, event: .windowLeft)
  }

  /// The owner finished `super.layoutSubviews()`: one plan for the pass. A whole update when
  /// a companion of the focused view changed, the size changed since the last pass, or a
  /// focused row moved (lists only); else, while the user drags the keyboard down, the
  /// keyboard layout guide's sample alone; else, when UIKit's own animated scroll requests
  /// are held, those alone. Each plan performs the held requests after its own writes. While the user drags,
  /// an update takes the guide's reading: it does not reveal, and writes the insets once.
  /// Scrolling alone changes only the bounds' origin, which leaves the overlap in content
  /// coordinates unchanged, so a pass that changed nothing else decides nothing and writes
  /// nothing: it costs a size comparison and, while a view is focused, two walks up the
  /// focused view's ancestors to the scroll view (before and after laying out the content
  /// that holds it, ``layOutContent(around:)``), reading each one's frame, bounds and
  /// visibility.
  private func laidOut() -> AvoiderUpdate? {
    let placedByLayout = focusedView.map(layOutContent(around:)) ?? false
    // Each reason is asked every pass (each notes what it saw, for the next pass).
    let companionsMoved = features.focusPolicy.companionsMoved(of: focusedView)
    let size = scrollView.bounds.size
    let resized = size != lastLayoutSize
    lastLayoutSize = size
    let rowMoved = features.focusFollower?.focusedViewMoved() == true
    let drag = features.keyboardDrag
    guard !isUpdating else {
      // A pass inside an update decides nothing: UIKit's held requests are performed as
      // asked, and the drag waits for the next pass.
      features.focusScroll.performAtLayout()
      drag.updateProbe()
      return nil
    }
    if placedByLayout || companionsMoved || resized || rowMoved {
      // During a drag the offset is the finger's, and the guide says where the keyboard is
      // (Features/KeyboardDrag): each frame that resizes the scroll view (one pinned to a bar
      // on the keyboard layout guide) must not reveal against the finger, nor write first
      // the last notification's insets and then the reading's.
      // A pass whose only reason is a resize reveals from current facts (resizeReveal); a
      // field placed, a companion or a row moved are reasons of their own.
      let reveal =
        placedByLayout || companionsMoved || rowMoved ? .reveal : resizeReveal(inLayoutPass: true)
      defer { drag.updateProbe() }
      return recompute(reveal, event: .layout, drag: drag.reading(), isLayout: true)
    }
    // While the user drags the keyboard down, the inset follows it (Features/KeyboardDrag).
    drag.updateProbe()
    if let reading = drag.reading() {
      return sampleDrag(reading)
    }
    guard features.focusScroll.isHolding else { return nil }
    let plan = AvoidancePlan(
      measurement: measure(coverage: coverage(of: keyboard), reveal: .measureOnly),
      ledger: ledger, scope: .heldScrolls, performsHeldScrolls: true)
    return perform(plan, event: .layout)
  }

  /// A layout pass during a drag that decides nothing else: the guide's `reading` against the
  /// last notification, over the insets as they stand. Only the insets are written; the
  /// safe-area facts are read only when the sample uses them.
  private func sampleDrag(_ reading: KeyboardDragSample.Reading) -> AvoiderUpdate {
    let notified = coverage(of: keyboard)
    let used = KeyboardDragSample(reading, notified: notified).covered != nil
    let scrollView = self.scrollView
    let measurement = AvoidancePlan.Measurement(
      coverage: notified, appliedSafeArea: used ? appliedSafeArea : .zero,
      indicatorSafeAreaBottom: used ? indicatorSafeAreaBottom : 0,
      offset: scrollView.contentOffset, contentHeight: scrollView.contentSize.height,
      boundsHeight: scrollView.bounds.height, drag: reading)
    // [choice] The sample's write does not mark the engine as updating (nor do the held
    // scrolls below): what the write causes is handled, and recorded, as an input.
    return perform(
      AvoidancePlan(
        measurement: measurement, ledger: ledger, scope: .dragSample, performsHeldScrolls: true),
      event: .keyboardDrag)
  }

  /// Whether a resize may reveal (ResizeRevealRule, in the core): not while the keyboard
  /// layout guide, where the drag feature keeps a probe on it, shows the keyboard lower than
  /// the last notification put it (its hide or shrink is on the way, and never pulls the
  /// content back). The guide is valid only by the time the scroll view lays out [doc:
  /// uilayoutguide/layoutframe], so a resize outside a layout pass (`inLayoutPass` false)
  /// leaves the reveal to the pass its new size brings [doc: WWDC18 220, WWDC15 219]. The
  /// notified keyboard is measured only when the guide is read.
  private func resizeReveal(inLayoutPass: Bool) -> AvoidancePlan.Reveal {
    guard let guideTop = features.keyboardDrag.guideTop() else { return .reveal }
    let bounds = scrollView.bounds
    return ResizeRevealRule.reveal(
      guideTop: guideTop, isLaidOut: inLayoutPass,
      notifiedKeyboardTop: coverage(of: keyboard).frameInScrollView?.minY,
      boundsMinY: bounds.minY, boundsMaxY: bounds.maxY)
  }

  /// Lays out now the content that holds `focus`, so that this pass sees where its layout
  /// puts the focused view and its companions; returns whether that layout moved, resized,
  /// hid or showed the focused view.
  ///
  /// UIKit's layout pass runs top-down: a view's `layoutSubviews` runs before its subviews
  /// are laid out ([doc] CALayer.layoutIfNeeded: the layer tree beneath a layer is laid out
  /// after it; HeadlessUIKit's `UIView+Layout.swift` models the same order), so when the
  /// owner's `layoutSubviews` runs, a container's `layoutSubviews` that places the field
  /// (what Auto Layout does) has not run yet. `layoutIfNeeded()` lays out the subtree rooted
  /// at its receiver at once, if a layout is pending [doc: uiview/layoutifneeded()]; the pass
  /// then finds that subtree laid out. Asked only while a view is focused, and cheap when
  /// nothing is pending: where the focused view lies is composed from its ancestors' frames
  /// (``LayoutPlacement``), with no conversion through the window.
  private func layOutContent(around focus: UIView) -> Bool {
    guard let before = LayoutPlacement(of: focus, in: scrollView) else { return false }
    before.container.layoutIfNeeded()
    // A layout that took the focused view out of the scroll view moved it.
    guard let after = LayoutPlacement(of: focus, in: scrollView) else { return true }
    // A rect that is not finite is never revealed (and NaN is never equal to itself).
    return after.rect.isSaneFrame && (before.rect != after.rect || before.isShown != after.isShown)
  }

  // MARK: Asked by the owner

  /// The app wrote `value` to the owner's `contentInset`, which holds `current`: what the
  /// owner stores (see ``InsetLedger``).
  func contentInsetToStore(appWrote value: UIEdgeInsets, current: UIEdgeInsets) -> UIEdgeInsets {
    if isWritingInsets { return value }
    handle(.appWroteInsets(.contentInset, value))
    return UIEdgeInsets(ledger.appWroteContentInset(Edges(value), current: Edges(current)))
  }

  /// Like ``contentInsetToStore(appWrote:current:)``, for `verticalScrollIndicatorInsets`.
  func indicatorInsetsToStore(appWrote value: UIEdgeInsets, current: UIEdgeInsets)
    -> UIEdgeInsets
  {
    if isWritingInsets { return value }
    handle(.appWroteInsets(.verticalScrollIndicatorInsets, value))
    return UIEdgeInsets(ledger.appWroteIndicatorInsets(Edges(value), current: Edges(current)))
  }

  /// Runs `writes` as the engine's own inset writes (the owner's setters pass them through).
  func writingInsets(_ writes: () -> Void) {
    isWritingInsets = true
    defer { isWritingInsets = false }
    writes()
  }

  /// Keeps the ledger an update decided (``apply(_:)``).
  func commitLedger(_ ledger: InsetLedger) {
    self.ledger = ledger
  }
}
