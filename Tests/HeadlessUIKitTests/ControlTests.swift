import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIControl`: events, and actions registered with `addAction(_:for:)`.
  @Suite("UIControl")
  @MainActor
  struct ControlTests {
    // Source: UIControl.h, `typedef NS_OPTIONS(NSUInteger, UIControlEvents)`.
    @Test func eventValuesAreTheHeaders() {
      #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)  // 1 << 13
      #expect(UIControl.Event.editingDidBegin.rawValue == 65536)  // 1 << 16
      #expect(UIControl.Event.editingChanged.rawValue == 131_072)  // 1 << 17
      #expect(UIControl.Event.editingDidEnd.rawValue == 262_144)  // 1 << 18
      #expect(UIControl.Event.editingDidEndOnExit.rawValue == 524_288)  // 1 << 19
      // 0x000F0000 is exactly the four editing events: bits 16, 17, 18 and 19
      let editing: UIControl.Event = [
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
      ]
      #expect(UIControl.Event.allEditingEvents == editing)
      #expect(UIControl.Event.allTouchEvents.isDisjoint(with: .allEditingEvents))
    }

    // Source: UIControl.h, `- sendActionsForControlEvents:` ("send all actions associated
    // with the given control events") and `- addAction:forControlEvents:`.
    @Test func sendActionsRunsTheActionsForThoseEventsWithTheControlAsSender() {
      let control = UIControl(frame: .zero)
      var log: [String] = []
      // `control` captured weakly: the control keeps its actions, so a strong capture would
      // be a retain cycle (LeakSanitizer in CI reports it).
      let changed = UIAction { [weak control] action in
        log.append("changed from \(action.sender as? UIControl === control)")
      }
      let ended = UIAction { _ in log.append("ended") }
      control.addAction(changed, for: .editingChanged)
      control.addAction(ended, for: .editingDidEnd)
      control.sendActions(for: .editingChanged)
      #expect(log == ["changed from true"])  // only the action for that event, sender set
      // UIMenuLeaf.h: sender is "only populated during the execution of the … handler"
      #expect(changed.sender == nil)
      control.sendActions(for: .valueChanged)
      #expect(log.count == 1)  // no action for that event: nothing runs
    }

    // Source: UIControl.h: "you may add the same action to multiple controlEvents";
    // running it once per send is the model's [choice].
    @Test func anActionForSeveralEventsRunsOncePerSend() {
      let control = UIControl(frame: .zero)
      var runs = 0
      let action = UIAction { _ in runs += 1 }
      control.addAction(action, for: .editingDidBegin)
      control.addAction(action, for: .editingDidEnd)
      control.sendActions(for: [.editingDidBegin, .editingDidEnd])
      #expect(runs == 1)
      control.sendActions(for: .editingDidEnd)
      #expect(runs == 2)
    }

    // Source: UIControl.h, `- removeAction:forControlEvents:` ("Removes the action from the
    // set of passed control events").
    @Test func removeActionStopsItForThoseEventsOnly() {
      let control = UIControl(frame: .zero)
      var runs = 0
      let action = UIAction { _ in runs += 1 }
      control.addAction(action, for: [.editingChanged, .editingDidEnd])
      control.removeAction(action, for: .editingChanged)
      control.sendActions(for: .editingChanged)
      #expect(runs == 0)  // removed for this event
      control.sendActions(for: .editingDidEnd)
      #expect(runs == 1)  // still registered for the other
    }

    // Source: UIControl.h: "default is YES".
    @Test func aControlStartsEnabled() {
      #expect(UIControl(frame: .zero).isEnabled)
    }

    // Source: UIMenuElement.h: `initWithCoder:` is UIAction's one designated initializer
    // (`init` is NS_UNAVAILABLE), so a subclass that declares none inherits the convenience
    // `init(title:handler:)`; the model builds every action through it. An action from an
    // archive of its own has an empty title and does nothing [choice].
    @Test func anActionSubclassInheritsTheConvenienceInitializer() {
      var runs = 0
      let action = CountingAction(title: "Next") { _ in runs += 1 }
      #expect(action.title == "Next")
      let control = UIControl(frame: .zero)
      control.addAction(action, for: .primaryActionTriggered)
      control.sendActions(for: .primaryActionTriggered)
      #expect(runs == 1)
      let decoded = UIAction(coder: NSCoder())
      #expect(decoded?.title == "")
      if let decoded { control.addAction(decoded, for: .primaryActionTriggered) }
      control.sendActions(for: .primaryActionTriggered)
      #expect(runs == 2)  // the decoded action ran and did nothing; `action` ran again
    }
  }

  /// A UIAction subclass that declares no initializer, as an app may write one.
  private final class CountingAction: UIAction {}
#endif
