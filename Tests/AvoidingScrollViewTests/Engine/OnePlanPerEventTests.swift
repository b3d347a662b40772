#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewCore
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// One plan per event, as an observer of the engine hears it: UIKit's own animated scroll
  /// requests, held until the owner's layout pass (Features/FocusScroll), are a part of that
  /// pass's plan, performed last by `apply` and named in what it returns; an ignored keyboard
  /// notification is a plan that says why. A full-screen iPhone 15 avoiding scroll view with
  /// 20 fields (content 1216 tall).
  @MainActor
  @Suite struct OnePlanPerEventTests {
    /// Every update the engine tells, in order.
    final class UpdateLog: KeyboardAvoiderObserver {
      var updates: [AvoiderUpdate] = []
      func observe(_ event: AvoiderEvent, isInput: Bool, update: () -> AvoiderUpdate?) {
        if let outcome = update() { updates.append(outcome) }
      }
    }

    /// The app asks, animated, for a rect at 900…910 from outside: held, then performed at the
    /// next layout pass, which has no other reason to update, so its plan is the held scrolls
    /// alone and the applied update lists exactly that rect.
    @Test func aHeldRequestIsPerformedAndToldByTheLayoutPassPlan() {
      let stage = EditingStage(device: .iPhone15)
      let scrollView = AvoidingScrollView()
      stage.addForm(scrollView)
      let log = UpdateLog()
      scrollView.keyboardAvoider.observer = log
      let rect = CGRect(x: 16, y: 900, width: 100, height: 10)

      scrollView.scrollRectToVisible(rect, animated: true)
      // Held: nothing told yet.
      #expect(log.updates.isEmpty)
      stage.window.layoutIfNeeded()

      #expect(log.updates.count == 1)
      let update = log.updates.first
      #expect(update?.event == .layout)
      #expect(update?.plan.scope == .heldScrolls)
      #expect(update?.plan.performsHeldScrolls == true)
      #expect(update?.applied.heldScrolls == [rect])
      // Nothing else decided: no reveal, no pull back, no write of the insets.
      #expect(update?.plan.revealPlan.rect == nil)
      #expect(update?.plan.pullBack == nil)
      #expect(update?.plan.contentInsetChanges == false)
      // Performed as asked: the rect's bottom, 910, is now inside the bounds.
      #expect(scrollView.bounds.maxY >= 910)
    }

    /// Focus moves to field 12 (padded 720…796) with the keyboard up: UIKit's own animated
    /// request for it is answered by the component's reveal, so the layout pass that follows
    /// has nothing held to perform and no plan names a held scroll.
    @Test func aRequestAnsweredByTheRevealIsNeverPerformed() {
      let stage = EditingStage(device: .iPhone15)
      let scrollView = AvoidingScrollView()
      let fields = stage.addForm(scrollView)
      #expect(fields[2].becomeFirstResponder())
      stage.keyboard.show()
      stage.window.layoutIfNeeded()
      let log = UpdateLog()
      scrollView.keyboardAvoider.observer = log

      #expect(fields[12].becomeFirstResponder())
      stage.window.layoutIfNeeded()

      #expect(log.updates.contains { $0.event == .focusChange })
      #expect(log.updates.allSatisfy { $0.applied.heldScrolls.isEmpty })
      #expect(!log.updates.contains { $0.plan.scope == .heldScrolls })
    }

    /// A keyboard shown on another screen (a second iPhone 15 screen, its notifications
    /// naming that screen): each notification is still one plan, which says why it is
    /// ignored and writes nothing; the insets stay the app's (0 at the bottom).
    @Test func aNotificationForAnotherScreenIsAPlanThatSaysWhy() {
      let stage = EditingStage(device: .iPhone15)
      let scrollView = AvoidingScrollView()
      let fields = stage.addForm(scrollView)
      #expect(fields[12].becomeFirstResponder())
      let other = EditingStage(device: .iPhone15)
      let log = UpdateLog()
      scrollView.keyboardAvoider.observer = log

      other.keyboard.show()

      #expect(!log.updates.isEmpty)
      #expect(log.updates.allSatisfy { $0.plan.scope == .ignored(.otherScreen) })
      #expect(log.updates.allSatisfy { $0.applied.moves.isEmpty && !$0.plan.contentInsetChanges })
      #expect(scrollView.contentInset.bottom == 0)
    }
  }
#endif
