#if !canImport(UIKit)
  import Foundation

  // Activating and deactivating constraints, and their changes.
  //
  // [doc] NSLayoutConstraint.h: "Only active constraints affect the calculated layout.
  // Attempting to activate a constraint whose items have no common ancestor will cause an
  // exception to be thrown." UIView.h: "A constraint is typically installed on the closest
  // common ancestor of the views involved in the constraint … A view is considered to be an
  // ancestor of itself." A layout guide's view is its owning view.
  // [doc] WWDC15 219 (Mysteries of Auto Layout, Part 2): activating, deactivating, changing
  // the constant or the priority make the engine recompute, at the next layout pass.
  extension NSLayoutConstraint {
    /// The view standing for an item: a view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
      if let view = item as? UIView { return view }
      return (item as? UILayoutGuide)?.owningView
    }

    /// The closest common ancestor of the constraint's items, `nil` when there is none (or
    /// an item is gone, or a guide has no owning view).
    var closestCommonAncestor: UIView? {
      guard let first = Self.view(of: storedFirstItem) else { return nil }
      guard storedSecondItem != nil else { return first }
      guard let second = Self.view(of: storedSecondItem) else { return nil }
      var ancestors = Set<ObjectIdentifier>()
      var view: UIView? = first
      while let current = view {
        ancestors.insert(ObjectIdentifier(current))
        view = current.superview
      }
      view = second
      while let current = view {
        if ancestors.contains(ObjectIdentifier(current)) { return current }
        view = current.superview
      }
      return nil
    }

    func modelActivate() {
      guard installedOn == nil, let ancestor = closestCommonAncestor else { return }
      modelInstall(on: ancestor)
    }

    /// Installs the constraint on `view` (what `addConstraint(_:)` and activation do).
    func modelInstall(on view: UIView) {
      guard installedOn !== view else { return }
      if installedOn != nil { modelDeactivate() }
      view.ensureAutoLayoutState().installedConstraints.append(self)
      installedOn = view
      // The items now take part in Auto Layout: their frames matter to the engine.
      Self.view(of: storedFirstItem)?.engageAutoLayout()
      Self.view(of: storedSecondItem)?.engageAutoLayout()
      view.autoLayoutInputDidChange()
    }

    func modelDeactivate() {
      guard let view = installedOn else { return }
      view.autoLayoutState?.installedConstraints.removeAll { $0 === self }
      installedOn = nil
      view.autoLayoutInputDidChange()
    }

    /// The constant or the priority changed.
    func constraintDidChange() {
      installedOn?.autoLayoutInputDidChange()
    }

    /// Whether `item` is one of the constraint's items.
    func involves(_ item: AnyObject) -> Bool {
      storedFirstItem === item || storedSecondItem === item
    }
  }
#endif
