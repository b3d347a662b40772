#if !canImport(UIKit)
  import Foundation

  /// A rectangular area that can interact with Auto Layout.
  ///
  /// Source: UILayoutGuide.h (iPhoneOS16.4.sdk): "UILayoutGuides will not show up in the view
  /// hierarchy, but may be used as items in an NSLayoutConstraint and represent a rectangle in
  /// the layout engine. Create a UILayoutGuide with -init, and add to a view with -[UIView
  /// addLayoutGuide:] before using it in a constraint." The guides UIKit makes for a view
  /// (safe area, margins, keyboard, a scroll view's content and frame) are guides of a
  /// ``Kind`` whose edges the engine ties to their view (Engine/LayoutSystemBuilder+Guides.swift).
  @preconcurrency @MainActor
  open class UILayoutGuide: NSObject {
    /// What a guide stands for.
    enum Kind {
      /// Made by the app: its rectangle is what its constraints make it.
      case app
      /// `safeAreaLayoutGuide`.
      case safeArea
      /// `layoutMarginsGuide`.
      case margins
      /// `keyboardLayoutGuide`.
      case keyboard
      /// `UIScrollView.contentLayoutGuide`.
      case content
      /// `UIScrollView.frameLayoutGuide`.
      case frame
    }

    let kind: Kind
    /// The rectangle the last layout pass gave it, in its owning view's coordinates.
    var solvedLayoutFrame: CGRect = .zero

    /// Creates a layout guide; add it to a view with `addLayoutGuide(_:)`.
    ///
    /// Source: UILayoutGuide.h, "Create a UILayoutGuide with -init".
    public override init() {
      kind = .app
      super.init()
    }

    /// A guide UIKit itself makes for a view.
    init(kind: Kind, identifier: String) {
      self.kind = kind
      self.identifier = identifier
      super.init()
    }

    /// Creates a layout guide from data in an unarchiver; the model decodes nothing.
    ///
    /// Source: UILayoutGuide.h, `@interface UILayoutGuide : NSObject <NSCoding>`.
    public required init?(coder: NSCoder) {
      kind = .app
      super.init()
    }

    /// The layout guide's frame in its owning view's coordinate system.
    ///
    /// Source: UILayoutGuide.h: "Valid by the time the owningView receives -layoutSubviews".
    /// [seen] `-[UILayoutGuide layoutFrame]` in iOS 26.1 (decompiled `UILayoutGuide.m`, cited
    /// in the project's fidelity audit, A8) performs the engine's pending changes, updates
    /// constraints and recomputes the frame whenever the cached one is invalid: so a read
    /// between passes answers with the constraints as they are now. The model's read runs the
    /// owner's tree's pending update-constraints pass and solve, never its layout pass
    /// (AutoLayout/Engine/UIView+ConstraintPass.swift); `.zero` for a guide with no owner.
    open var layoutFrame: CGRect {
      owningView?.solvePendingConstraintsForRead()
      return solvedLayoutFrame
    }

    /// The view that owns this layout guide.
    ///
    /// Source: UILayoutGuide.h: "Do not use this property directly to change the
    /// owningView of a layout guide. Instead, use -[UIView addLayoutGuide:] and -[UIView
    /// removeLayoutGuide:], which will use this property". Setting it moves the guide to the
    /// new view's `layoutGuides` [choice: what a direct write does is not documented].
    open weak var owningView: UIView? {
      didSet {
        guard !isChangingOwnerFromView, owningView !== oldValue else { return }
        let newOwner = owningView
        owningView = oldValue
        if let newOwner { newOwner.addLayoutGuide(self) } else { oldValue?.removeLayoutGuide(self) }
      }
    }
    private var isChangingOwnerFromView = false

    /// Sets the owner on behalf of `UIView.addLayoutGuide(_:)` / `removeLayoutGuide(_:)`.
    func setOwningViewFromView(_ view: UIView?) {
      isChangingOwnerFromView = true
      owningView = view
      isChangingOwnerFromView = false
    }

    /// A string used to identify the layout guide, for debugging.
    ///
    /// Source: UILayoutGuide.h: "'UI' prefix is reserved for UIKit-created layout guides."
    /// The model names its own guides as UIKit's descriptions show them [choice].
    open var identifier: String = ""

    /// A layout anchor representing the leading edge of the layout guide's frame.
    open var leadingAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .leading)
    }

    /// A layout anchor representing the trailing edge of the layout guide's frame.
    open var trailingAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    }

    /// A layout anchor representing the left edge of the layout guide's frame.
    open var leftAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .left)
    }

    /// A layout anchor representing the right edge of the layout guide's frame.
    open var rightAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .right)
    }

    /// A layout anchor representing the top edge of the layout guide's frame.
    open var topAnchor: NSLayoutYAxisAnchor {
      NSLayoutYAxisAnchor(item: self, attribute: .top)
    }

    /// A layout anchor representing the bottom edge of the layout guide's frame.
    open var bottomAnchor: NSLayoutYAxisAnchor {
      NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    }

    /// A layout anchor representing the width of the layout guide's frame.
    open var widthAnchor: NSLayoutDimension {
      NSLayoutDimension(item: self, attribute: .width)
    }

    /// A layout anchor representing the height of the layout guide's frame.
    open var heightAnchor: NSLayoutDimension {
      NSLayoutDimension(item: self, attribute: .height)
    }

    /// A layout anchor representing the horizontal center of the layout guide's frame.
    open var centerXAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    }

    /// A layout anchor representing the vertical center of the layout guide's frame.
    open var centerYAnchor: NSLayoutYAxisAnchor {
      NSLayoutYAxisAnchor(item: self, attribute: .centerY)
    }

    /// A Boolean value indicating whether the constraints impacting the layout guide
    /// specify its location ambiguously.
    ///
    /// Source: UIView.h (UILayoutGuide debugging): "runs a check for whether there is another
    /// center and bounds the receiver could have that could also satisfy the constraints"
    /// (Engine/UIView+Ambiguity.swift).
    @available(iOS 10.0, *)
    open var hasAmbiguousLayout: Bool {
      modelHasAmbiguousLayout
    }
  }
#endif
