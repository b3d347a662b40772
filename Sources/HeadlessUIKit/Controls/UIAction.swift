#if !canImport(UIKit)
  import Foundation

  /// A type that defines the closure for an action handler.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiactionhandler
  /// (`typealias UIActionHandler = (UIAction) -> Void`).
  public typealias UIActionHandler = (UIAction) -> Void

  /// An object representing a menu, action, or command.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uimenuelement
  /// The model keeps only the class, as `UIAction`'s superclass: it has no menus.
  @MainActor
  open class UIMenuElement: NSObject {}

  /// A menu element that performs its action in a closure.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiaction
  /// Here it is what a control runs for an event (`UIControl.addAction(_:for:)`, iOS 14):
  /// the model's way to observe control events, since Linux has no Objective-C runtime to
  /// send a selector to a target.
  @MainActor
  open class UIAction: UIMenuElement {
    /// The action's title.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiaction/title
    open var title: String

    /// The object that triggered the action, such as the control whose event ran it.
    ///
    /// Source: https://developer.apple.com/documentation/uikit/uiaction/sender
    /// UIKit sets it while the handler runs; the model does the same and clears it after.
    open private(set) var sender: Any?

    private let handler: UIActionHandler

    /// Creates an action with a title and a handler. **Headless-only shape**: UIKit's
    /// initializer, `init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`,
    /// gives every other parameter a default, so each call this one accepts
    /// (`UIAction { _ in }`, `UIAction(title: "Next") { _ in }`) compiles against UIKit too.
    /// The model has no images, menus or identifiers to pass.
    public init(title: String = "", handler: @escaping UIActionHandler) {
      self.title = title
      self.handler = handler
      super.init()
    }

    /// Runs the handler with `sender` set, as a control does for an event.
    func perform(sender: Any?) {
      self.sender = sender
      handler(self)
      self.sender = nil
    }
  }
#endif
