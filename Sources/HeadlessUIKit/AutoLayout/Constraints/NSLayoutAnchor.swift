#if !canImport(UIKit)
  import Foundation

  /// A factory class for creating layout constraint objects using a fluent API.
  ///
  /// Source: NSLayoutAnchor.h (iPhoneOS16.4.sdk), `NS_SWIFT_UI_ACTOR @interface
  /// NSLayoutAnchor<AnchorType> : NSObject`: "An NSLayoutAnchor represents an edge or
  /// dimension of a layout item"; each `constraint…` method returns "an inactive constraint
  /// of the form thisAnchor = otherAnchor [+ constant]". An anchor is a view or layout guide
  /// (held weakly) and one of its attributes.
  @preconcurrency @MainActor
  open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
      self.item = item
      self.attribute = attribute
      super.init()
    }

    /// Creates an anchor from data in an unarchiver; the model decodes nothing, so the anchor
    /// has no item [choice: no archives].
    ///
    /// Source: NSLayoutAnchor.h (`<NSCopying, NSCoding>` from iOS 10).
    public required init?(coder: NSCoder) {
      item = nil
      attribute = .notAnAttribute
      super.init()
    }

    /// A constraint of the form `self == anchor + constant`, inactive, at the required
    /// priority.
    func makeConstraint(
      _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?,
      multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        item: item as Any, attribute: attribute, relatedBy: relation,
        toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
        multiplier: multiplier, constant: constant)
    }

    /// Returns a constraint that defines one item's attribute as equal to another.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
      makeConstraint(.equal, to: anchor, constant: 0)
    }

    /// Returns a constraint that defines one item's attribute as greater than or equal to
    /// another.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
      -> NSLayoutConstraint
    {
      makeConstraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }

    /// Returns a constraint that defines one item's attribute as less than or equal to
    /// another.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
      -> NSLayoutConstraint
    {
      makeConstraint(.lessThanOrEqual, to: anchor, constant: 0)
    }

    /// Returns a constraint that defines one item's attribute as equal to another item's
    /// attribute plus a constant offset.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
      -> NSLayoutConstraint
    {
      makeConstraint(.equal, to: anchor, constant: c)
    }

    /// Returns a constraint that defines one item's attribute as greater than or equal to
    /// another item's attribute plus a constant offset.
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
      makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
    }

    /// Returns a constraint that defines one item's attribute as less than or equal to
    /// another item's attribute plus a constant offset.
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
      makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
    }
  }

  /// The standard spacing between two sibling items: 8 points [choice]. UIKit computes it
  /// "from information available from the anchors" (NSLayoutAnchor.h), fonts included; 8 pt
  /// is the standard spacing Apple's Auto Layout Guide gives between sibling views.
  let systemSpacing: CGFloat = 8

  /// A factory class for creating horizontal layout constraint objects using a fluent API.
  ///
  /// Source: NSLayoutAnchor.h, `@interface NSLayoutXAxisAnchor :
  /// NSLayoutAnchor<NSLayoutXAxisAnchor *>`. `anchorWithOffset(to:)` (a composite
  /// dimension) is not modelled: no form uses it.
  @preconcurrency @MainActor
  open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Returns a constraint that defines the specific distance by which the current anchor
    /// trails the specified anchor (system spacing × `multiplier`).
    ///
    /// Source: NSLayoutAnchor.h (UIViewDynamicSystemSpacingSupport, iOS 11): "receiver [= | ≥
    /// | ≤] 'anchor' + 'multiplier' * system space".
    @available(iOS 11.0, *)
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
      -> NSLayoutConstraint
    {
      makeConstraint(.equal, to: anchor, constant: systemSpacing * multiplier)
    }

    /// Returns a constraint that defines the minimum distance by which the current anchor
    /// trails the specified anchor.
    @available(iOS 11.0, *)
    open func constraint(
      greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
      makeConstraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }

    /// Returns a constraint that defines the maximum distance by which the current anchor
    /// trails the specified anchor.
    @available(iOS 11.0, *)
    open func constraint(
      lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
      makeConstraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
  }

  /// A factory class for creating vertical layout constraint objects using a fluent API.
  ///
  /// Source: NSLayoutAnchor.h, `@interface NSLayoutYAxisAnchor :
  /// NSLayoutAnchor<NSLayoutYAxisAnchor *>`. `anchorWithOffset(to:)` is not modelled.
  @preconcurrency @MainActor
  open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Returns a constraint that defines the specific distance by which the current anchor
    /// is positioned below the specified anchor (system spacing × `multiplier`).
    ///
    /// Source: NSLayoutAnchor.h (UIViewDynamicSystemSpacingSupport, iOS 11). The model has no
    /// fonts: baselines get the same spacing as edges [choice].
    @available(iOS 11.0, *)
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
      -> NSLayoutConstraint
    {
      makeConstraint(.equal, to: anchor, constant: systemSpacing * multiplier)
    }

    /// Returns a constraint that defines the minimum distance by which the current anchor is
    /// positioned below the specified anchor.
    @available(iOS 11.0, *)
    open func constraint(
      greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
      makeConstraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }

    /// Returns a constraint that defines the maximum distance by which the current anchor is
    /// positioned below the specified anchor.
    @available(iOS 11.0, *)
    open func constraint(
      lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
      makeConstraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
  }

  /// A factory class for creating size-based layout constraint objects using a fluent API.
  ///
  /// Source: NSLayoutAnchor.h, `@interface NSLayoutDimension :
  /// NSLayoutAnchor<NSLayoutDimension *>`: "thisVariable = constant" and "thisAnchor =
  /// otherAnchor * multiplier [+ constant]".
  @preconcurrency @MainActor
  open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Returns a constraint that defines a constant size for the anchor's size attribute.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
      makeConstraint(.equal, to: nil, constant: c)
    }

    /// Returns a constraint that defines the minimum size for the anchor's size attribute.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
    }

    /// Returns a constraint that defines the maximum size for the anchor's size attribute.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      makeConstraint(.lessThanOrEqual, to: nil, constant: c)
    }

    /// Returns a constraint that defines the anchor's size attribute as equal to the
    /// specified anchor multiplied by the constant.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    {
      makeConstraint(.equal, to: anchor, multiplier: m, constant: 0)
    }

    /// Returns a constraint that defines the anchor's size attribute as greater than or equal
    /// to the specified anchor multiplied by the constant.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    {
      makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// Returns a constraint that defines the anchor's size attribute as less than or equal to
    /// the specified anchor multiplied by the constant.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    {
      makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// Returns a constraint that defines the anchor's size attribute as equal to the
    /// specified size attribute multiplied by a constant plus an offset.
    open func constraint(
      equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
      makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
    }

    /// Returns a constraint that defines the anchor's size attribute as greater than or equal
    /// to the specified anchor multiplied by the constant plus an offset.
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
      makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }

    /// Returns a constraint that defines the anchor's size attribute as less than or equal to
    /// the specified anchor multiplied by the constant plus an offset.
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
      makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
  }
#endif
