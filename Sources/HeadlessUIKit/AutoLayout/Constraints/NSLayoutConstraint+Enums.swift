#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  extension NSLayoutConstraint {
    /// The part of the object's visual representation that should be used to get the value
    /// for the constraint.
    ///
    /// Source: NSLayoutConstraint.h, `NSLayoutAttribute` (declared in HeadlessUIKitEnums).
    public typealias Attribute = NSLayoutAttribute

    /// The relation between the first attribute and the modified second attribute in a
    /// constraint.
    ///
    /// Source: NSLayoutConstraint.h, `NSLayoutRelation` (declared in HeadlessUIKitEnums).
    public typealias Relation = NSLayoutRelation

    /// Keys that specify a horizontal or vertical layout constraint between objects.
    ///
    /// Source: UIView.h, `UILayoutConstraintAxis` (declared in HeadlessUIKitEnums), which
    /// UIKit.apinotes names `NSLayoutConstraint.Axis`.
    public typealias Axis = UILayoutConstraintAxis
  }
#endif
