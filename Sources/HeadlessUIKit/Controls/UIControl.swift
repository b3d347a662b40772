#if !canImport(UIKit)
  import Foundation

  /// The base class for controls, which are visual elements that convey a specific action or
  /// intention in response to user interactions.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uicontrol and UIControl.h.
  /// Target-action with selectors (`addTarget(_:action:for:)`) needs the Objective-C runtime,
  /// which Linux does not have, so the model leaves it out; it models the closure form UIKit
  /// added in iOS 14, `addAction(_:for:)`, which needs none. `sendActions(for:)` runs the
  /// actions registered for any of the given events.
  @preconcurrency @MainActor
  open class UIControl: UIView {
    /// Registered actions in the order they were added, each with its events.
    private var registrations: [(action: UIAction, events: UIControl.Event)] = []

    /// Initializes the control with the specified frame rectangle.
    ///
    /// Source: UIControl.h, `- initWithFrame:` (`NS_DESIGNATED_INITIALIZER`).
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a control from data in an unarchiver; the model decodes nothing.
    ///
    /// Source: UIControl.h, `- initWithCoder:` (`NS_DESIGNATED_INITIALIZER`).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// A Boolean value indicating whether the control is in the enabled state.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    /// UIControl.h: "default is YES. if NO, ignores touch events".
    open var isEnabled: Bool = true

    /// Associates the specified action with the control for the given events.
    ///
    /// Source: UIControl.h, `- addAction:forControlEvents:` (iOS 14): "You may add multiple
    /// UIActions for corresponding controlEvents, and you may add the same action to multiple
    /// controlEvents." UIKit uniques actions by identifier; the model has no identifiers and
    /// uniques by object: adding the same action again adds events to it [choice].
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
      if let index = registrations.firstIndex(where: { $0.action === action }) {
        registrations[index].events.formUnion(controlEvents)
      } else {
        registrations.append((action, controlEvents))
      }
    }

    /// Removes the specified action from the control for the given events.
    ///
    /// Source: UIControl.h, `- removeAction:forControlEvents:`: "Removes the action from the
    /// set of passed control events."
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
      guard let index = registrations.firstIndex(where: { $0.action === action }) else { return }
      registrations[index].events.subtract(controlEvents)
      if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }

    /// Calls the action methods associated with the specified events.
    ///
    /// Source: UIControl.h, `- sendActionsForControlEvents:`: "send all actions associated
    /// with the given control events". Each action runs once even if it is registered for
    /// several of the events [choice: UIKit does not say].
    open func sendActions(for controlEvents: UIControl.Event) {
      let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
      for registration in matching { registration.action.perform(sender: self) }
    }
  }
#endif
