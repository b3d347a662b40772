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
  @preconcurrency @MainActor
  open class UIMenuElement: NSObject {
    /// Creates a menu element from data in an unarchiver.
    ///
    /// Source: UIMenuElement.h, `- (nullable instancetype)initWithCoder:(NSCoder *)coder
    /// NS_DESIGNATED_INITIALIZER` and `- (instancetype)init NS_UNAVAILABLE`: UIKit's one
    /// designated initializer, required by `NSCoding`. The model has no archives: it decodes
    /// nothing [choice].
    public required init?(coder: NSCoder) {
      super.init()
    }
  }

  /// A menu element that performs its action in a closure.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiaction
  /// Here it is what a control runs for an event (`UIControl.addAction(_:for:)`, iOS 14):
  /// the model's way to observe control events, since Linux has no Objective-C runtime to
  /// send a selector to a target.
  @preconcurrency @MainActor
  open class UIAction: UIMenuElement {
    /// Short display title.
    ///
    /// Source: UIMenuLeaf.h (iOS 18.0 SDK), `@property (nonatomic, copy) NSString *title`,
    /// a requirement of `UIMenuLeaf`, which `UIAction` adopts.
    open var title: String

    /// The object on behalf of which the action is being performed, such as the control
    /// whose event ran it.
    ///
    /// Source: UIMenuLeaf.h (iOS 18.0 SDK), `@property (nonatomic, readonly, nullable) id
    /// sender`: "only populated during the execution of the element's primary action (i.e.
    /// its handler or selector)" [doc]: set while the handler runs, `nil` otherwise.
    @available(iOS 14.0, *)
    open private(set) var sender: Any?

    private let handler: UIActionHandler

    /// Creates an action with a title and a handler. **Headless-only shape**: UIKit's
    /// initializer, `init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`,
    /// gives every other parameter a default, so each call this one accepts
    /// (`UIAction { _ in }`, `UIAction(title: "Next") { _ in }`) compiles against UIKit too.
    /// The model has no images, menus or identifiers to pass.
    /// Convenience, as UIKit's is (a subclass cannot call it as `super.init`).
    public convenience init(title: String = "", handler: @escaping UIActionHandler) {
      // UIKit's actions have one designated initializer, `init(coder:)` (UIMenuElement.h), so
      // a subclass that declares none inherits this convenience initializer. The model builds
      // its actions through that initializer too, from a coder that carries the title and
      // handler (a designated initializer of its own would stop subclasses inheriting this
      // one). Neither UIAction's `init(coder:)` nor UIMenuElement's returns nil, so the `!`
      // traps only for a subclass whose own `init(coder:)` fails or traps (the usual
      // `fatalError` placeholder): that subclass cannot use this initializer in the model,
      // where iOS would let it [choice].
      // swift-format-ignore: NeverForceUnwrap
      self.init(coder: ActionContents(title: title, handler: handler))!
    }

    /// Creates an action from data in an unarchiver.
    ///
    /// Source: UIMenuElement.h, `initWithCoder:` (designated, required by `NSCoding`). The
    /// model has no archives: an action decoded from a coder of its own has an empty title
    /// and a handler that does nothing [choice].
    public required init?(coder: NSCoder) {
      let contents = coder as? ActionContents
      title = contents?.title ?? ""
      handler = contents?.handler ?? { _ in }
      super.init(coder: coder)
    }

    /// What `init(title:handler:)` hands `init(coder:)`: the model's stand-in for an archive.
    private final class ActionContents: NSCoder {
      let title: String
      let handler: UIActionHandler

      init(title: String, handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
        super.init()
      }
    }

    /// Runs the handler with `sender` set, as a control does for an event.
    func perform(sender: Any?) {
      self.sender = sender
      handler(self)
      self.sender = nil
    }
  }
#endif
