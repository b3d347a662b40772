#if !canImport(UIKit)
  import Foundation

  /// The relationship between two user interface objects that must be satisfied by the
  /// constraint-based layout system.
  ///
  /// Source: NSLayoutConstraint.h (iPhoneOS16.4.sdk), `NS_SWIFT_UI_ACTOR @interface
  /// NSLayoutConstraint : NSObject`: "firstItem.firstAttribute {==,<=,>=}
  /// secondItem.secondAttribute * multiplier + constant". What activating one does, and when
  /// the layout it describes is applied, is in `Engine/` (sources there). The visual format
  /// language (`constraints(withVisualFormat:options:metrics:views:)`) is not modelled: no
  /// test or form uses it.
  @preconcurrency @MainActor
  open class NSLayoutConstraint: NSObject {
    /// The first item, held weakly: UIKit declares it `assign` (`unowned(unsafe)` in Swift),
    /// and a view owns its installed constraints.
    weak var storedFirstItem: AnyObject?
    weak var storedSecondItem: AnyObject?
    var storedFirstAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    var storedSecondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    var storedRelation: NSLayoutConstraint.Relation = .equal
    var storedMultiplier: CGFloat = 1
    /// The view it is installed on while active (UIView.h: "installed on the closest common
    /// ancestor of the views involved").
    weak var installedOn: UIView?

    /// Creates an empty constraint, as `NSObject`'s `init()` does in UIKit.
    public override init() {
      super.init()
    }

    /// Creates a constraint that defines the relationship between the specified attributes
    /// of the given views.
    ///
    /// Source: NSLayoutConstraint.h, `+ constraintWithItem:attribute:relatedBy:toItem:
    /// attribute:multiplier:constant:` ("If your equation does not have a second view and
    /// attribute, use nil and NSLayoutAttributeNotAnAttribute"). The new constraint is
    /// inactive ("Defaults to NO for newly created constraints").
    public convenience init(
      item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
      relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
      attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
      self.init()
      storedFirstItem = view1 as AnyObject
      firstItem = storedFirstItem
      storedFirstAttribute = attr1
      storedRelation = relation
      storedSecondItem = view2.map { $0 as AnyObject }
      secondItem = storedSecondItem
      storedSecondAttribute = view2 == nil ? .notAnAttribute : attr2
      storedMultiplier = multiplier
      constant = c
    }

    /// The priority of the constraint.
    ///
    /// Source: NSLayoutConstraint.h: "Higher priority constraints are met before lower
    /// priority constraints … If a constraint 'a == b' is optional, that means we will
    /// attempt to minimize 'abs(a-b)'." Changing it re-solves at the next layout pass
    /// [doc: WWDC15 219, "changing the priority" makes the engine recompute]. UIKit throws when
    /// an installed constraint's priority changes from or to required; the model accepts it
    /// [choice: no exceptions].
    open var priority: UILayoutPriority = .required {
      didSet { if oldValue != priority { constraintDidChange() } }
    }

    /// Whether the view that holds the constraint archives it; the model has no archives.
    ///
    /// Source: NSLayoutConstraint.h, "the default value for this property is NO".
    open var shouldBeArchived: Bool = false

    /// The first object participating in the constraint.
    ///
    /// Source: NSLayoutConstraint.h, `@property (nullable, readonly, assign) id firstItem`,
    /// imported as `unowned(unsafe)`: as in UIKit, reading it after the item is gone is
    /// undefined. The model itself reads only its weak copy.
    unowned(unsafe) open internal(set) var firstItem: AnyObject?

    /// The second object participating in the constraint, `nil` when it relates the first
    /// to a constant.
    ///
    /// Source: NSLayoutConstraint.h, `@property (nullable, readonly, assign) id secondItem`.
    unowned(unsafe) open internal(set) var secondItem: AnyObject?

    /// The attribute of the first object participating in the constraint.
    open var firstAttribute: NSLayoutConstraint.Attribute { storedFirstAttribute }

    /// The attribute of the second object participating in the constraint.
    open var secondAttribute: NSLayoutConstraint.Attribute { storedSecondAttribute }

    /// The first anchor that defines the constraint.
    ///
    /// Source: NSLayoutConstraint.h, `@property (readonly, copy) NSLayoutAnchor *firstAnchor`
    /// (iOS 10): a new anchor for the first item and attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
      NSLayoutAnchor<AnyObject>(item: storedFirstItem, attribute: storedFirstAttribute)
    }

    /// The second anchor that defines the constraint, `nil` when there is no second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
      storedSecondItem == nil
        ? nil : NSLayoutAnchor<AnyObject>(item: storedSecondItem, attribute: storedSecondAttribute)
    }

    /// The relation between the two attributes in the constraint.
    open var relation: NSLayoutConstraint.Relation { storedRelation }

    /// The multiplier applied to the second attribute participating in the constraint.
    open var multiplier: CGFloat { storedMultiplier }

    /// The constant added to the multiplied second attribute participating in the
    /// constraint.
    ///
    /// Source: NSLayoutConstraint.h: "Unlike the other properties, the constant may be
    /// modified after constraint creation." A change applies at the next layout pass
    /// [doc: WWDC15 219].
    open var constant: CGFloat = 0 {
      didSet { if oldValue != constant { constraintDidChange() } }
    }

    /// The active state of the constraint.
    ///
    /// Source: NSLayoutConstraint.h: "Only active constraints affect the calculated layout.
    /// Attempting to activate a constraint whose items have no common ancestor will cause an
    /// exception to be thrown. Defaults to NO." Activating installs it on the closest common
    /// ancestor of its items (UIView.h); the model does nothing where UIKit throws
    /// [choice: no exceptions], so the constraint stays inactive.
    open var isActive: Bool {
      get { installedOn != nil }
      set { newValue ? modelActivate() : modelDeactivate() }
    }

    /// Activates each constraint in the specified array.
    ///
    /// Source: NSLayoutConstraint.h, "in the same manner as setting active=YES".
    open class func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint in the specified array.
    ///
    /// Source: NSLayoutConstraint.h, "in the same manner as setting active=NO".
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = false }
    }

    /// The name that identifies the constraint.
    ///
    /// Source: NSLayoutConstraint.h (NSIdentifier), "name a constraint by setting its
    /// identifier, which will be printed in the constraint's description".
    open var identifier: String?
  }
#endif
