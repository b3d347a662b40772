#if !canImport(UIKit)
  import Foundation

  // How a view comes to take part in Auto Layout, and what marks its layout as needed.
  //
  // [doc] UIView.h: "constraint-based layout engages lazily when someone tries to use it
  // (e.g., adds a constraint to a view)", or when a view's class `requiresConstraintBasedLayout`.
  // [doc] WWDC15 219: activating or deactivating a constraint, changing its constant or
  // priority, invalidating an intrinsic size, and (16.4 header on the autoresizing mask) a
  // frame change of a view that translates its autoresizing mask, make the engine recompute
  // at the next pass.
  extension UIView {
    func ensureAutoLayoutState() -> ViewAutoLayoutState {
      if let state = autoLayoutState { return state }
      let state = ViewAutoLayoutState()
      autoLayoutState = state
      return state
    }

    /// The topmost ancestor (a window, or the root of a detached tree).
    var layoutRoot: UIView {
      var root: UIView = self
      while let parent = root.superview { root = parent }
      return root
    }

    /// Marks this view and its ancestors as taking part in Auto Layout, and the root's
    /// layout as pending.
    func engageAutoLayout() {
      var view: UIView = self
      view.autoLayoutInSubtree = true
      while let parent = view.superview {
        parent.autoLayoutInSubtree = true
        view = parent
      }
      LayoutPassScheduler.markPending(view)
    }

    /// Something the engine reads changed: solve again at the next layout pass.
    func autoLayoutInputDidChange() {
      engageAutoLayout()
    }

    /// A frame change of a view in an Auto Layout tree: an input when the view translates
    /// its autoresizing mask, or when it was not the engine that moved it.
    func autoLayoutFrameDidChange() {
      guard autoLayoutInSubtree else { return }
      if superview?.isApplyingEngineFrames == true, !translatesAutoresizingMaskIntoConstraints,
        autoLayoutState?.systemGuides[.keyboard] == nil
      {
        return
      }
      autoLayoutInputDidChange()
    }

    /// A view joined this one: its Auto Layout and update-constraints state reach the root.
    func subviewDidJoin(_ view: UIView) {
      if view.autoLayoutInSubtree { LayoutPassScheduler.forget(view) }
      if view.subtreeNeedsUpdateConstraints { propagateNeedsUpdateConstraints() }
      if view.autoLayoutInSubtree || type(of: view).requiresConstraintBasedLayout {
        view.engageAutoLayout()
      }
    }

    /// A subtree left this view: constraints installed outside it that name one of its items
    /// are removed [doc: uiview/removefromsuperview(), "Calling this method removes any
    /// constraints that refer to the view you are removing, or that refer to any view in the
    /// subtree of the view you are removing"].
    func subviewDidLeave(_ view: UIView, oldAncestor: UIView) {
      guard view.autoLayoutInSubtree else { return }
      var ancestor: UIView? = oldAncestor
      while let current = ancestor {
        for constraint in current.autoLayoutState?.installedConstraints ?? []
        where constraint.namesItem(inSubtreeOf: view) {
          constraint.modelDeactivate()
        }
        ancestor = current.superview
      }
      // The tree it left is solved again; the removed subtree when it joins another (or is
      // laid out on its own: its constraints did not change).
      oldAncestor.autoLayoutInputDidChange()
    }

    func modelSetTranslatesAutoresizingMask(_ translates: Bool) {
      let state = ensureAutoLayoutState()
      guard state.translatesAutoresizingMask != translates else { return }
      state.translatesAutoresizingMask = translates
      autoLayoutInputDidChange()
    }

    func modelSetHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
      setPriority(
        priority, at: axis == .vertical ? \.verticalHugging : \.horizontalHugging)
    }

    func modelSetCompressionPriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      setPriority(
        priority, at: axis == .vertical ? \.verticalCompression : \.horizontalCompression)
    }

    /// Hugging and compression resistance: read at the next solve.
    private func setPriority(
      _ priority: UILayoutPriority,
      at keyPath: ReferenceWritableKeyPath<ViewAutoLayoutState, UILayoutPriority>
    ) {
      ensureAutoLayoutState()[keyPath: keyPath] = priority
      if autoLayoutInSubtree { autoLayoutInputDidChange() }
    }

    /// The margins left and right: as set, or, when `directionalLayoutMargins` was set last,
    /// its leading edge on the left left to right and on the right right to left [doc:
    /// UIView.h, "directionalLayoutMargins.leading is used on the left when the user interface
    /// direction is LTR and on the right for RTL. Vice versa for
    /// directionalLayoutMargins.trailing"; "the values in the left and right fields of the
    /// layoutMargins property will depend on the user interface layout direction"].
    var modelLayoutMargins: UIEdgeInsets {
      guard let state = autoLayoutState else { return ViewAutoLayoutState.defaultLayoutMargins }
      guard let directional = state.directionalLayoutMargins else { return state.layoutMargins }
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return UIEdgeInsets(
        top: directional.top, left: rightToLeft ? directional.trailing : directional.leading,
        bottom: directional.bottom, right: rightToLeft ? directional.leading : directional.trailing)
    }

    /// The margins leading and trailing: as set, or the left and right ones read in the view's
    /// direction (the same rule, read the other way).
    var modelDirectionalLayoutMargins: NSDirectionalEdgeInsets {
      if let directional = autoLayoutState?.directionalLayoutMargins { return directional }
      let margins = modelLayoutMargins
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: rightToLeft ? margins.right : margins.left,
        bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right)
    }

    func modelSetLayoutMargins(_ margins: UIEdgeInsets) {
      let state = ensureAutoLayoutState()
      let old = modelLayoutMargins
      state.layoutMargins = margins
      state.directionalLayoutMargins = nil
      guard old != margins else { return }
      layoutMarginsDidChange()
      if autoLayoutInSubtree { autoLayoutInputDidChange() }
    }

    func modelSetDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
      let state = ensureAutoLayoutState()
      let old = modelLayoutMargins
      state.directionalLayoutMargins = margins
      guard old != modelLayoutMargins else { return }
      layoutMarginsDidChange()
      if autoLayoutInSubtree { autoLayoutInputDidChange() }
    }

    func modelSetInsetsLayoutMarginsFromSafeArea(_ insets: Bool) {
      let state = ensureAutoLayoutState()
      guard state.insetsLayoutMarginsFromSafeArea != insets else { return }
      state.insetsLayoutMarginsFromSafeArea = insets
      if autoLayoutInSubtree { autoLayoutInputDidChange() }
    }

    // MARK: Layout guides

    func modelAddLayoutGuide(_ guide: UILayoutGuide) {
      if let old = guide.owningView, old !== self { old.modelRemoveLayoutGuide(guide) }
      let state = ensureAutoLayoutState()
      guard !state.appLayoutGuides.contains(where: { $0 === guide }) else { return }
      state.appLayoutGuides.append(guide)
      guide.setOwningViewFromView(self)
    }

    func modelRemoveLayoutGuide(_ guide: UILayoutGuide) {
      guard let state = autoLayoutState, state.appLayoutGuides.contains(where: { $0 === guide })
      else { return }
      // Constraints that name the guide go with it [choice: UIKit does not say].
      for constraint in layoutRoot.allInstalledConstraints() where constraint.involves(guide) {
        constraint.modelDeactivate()
      }
      state.appLayoutGuides.removeAll { $0 === guide }
      guide.setOwningViewFromView(nil)
      if autoLayoutInSubtree { autoLayoutInputDidChange() }
    }

    /// The guide of `kind` UIKit makes for this view, made on first use.
    func systemLayoutGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
      let state = ensureAutoLayoutState()
      if let guide = state.systemGuides[kind] { return guide }
      let guide: UILayoutGuide
      switch kind {
      case .keyboard:
        guide = UIKeyboardLayoutGuide(kind: .keyboard, identifier: "UIViewKeyboardLayoutGuide")
      case .safeArea:
        guide = UILayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
      case .margins: guide = UILayoutGuide(kind: .margins, identifier: "UIViewLayoutMarginsGuide")
      case .content:
        guide = UILayoutGuide(kind: .content, identifier: "UIScrollView-contentLayoutGuide")
      case .frame: guide = UILayoutGuide(kind: .frame, identifier: "UIScrollView-frameLayoutGuide")
      case .app: guide = UILayoutGuide()
      }
      guide.setOwningViewFromView(self)
      state.systemGuides[kind] = guide
      return guide
    }

    var modelKeyboardLayoutGuide: UIKeyboardLayoutGuide {
      // The guide is made as a UIKeyboardLayoutGuide above.
      systemLayoutGuide(.keyboard) as? UIKeyboardLayoutGuide
        ?? UIKeyboardLayoutGuide(kind: .keyboard, identifier: "UIViewKeyboardLayoutGuide")
    }

    /// Every constraint installed in this view's subtree.
    func allInstalledConstraints() -> [NSLayoutConstraint] {
      var result = autoLayoutState?.installedConstraints ?? []
      for subview in subviews where subview.autoLayoutInSubtree {
        result += subview.allInstalledConstraints()
      }
      return result
    }
  }

  extension NSLayoutConstraint {
    /// Whether an item of the constraint lies in `view`'s subtree.
    func namesItem(inSubtreeOf view: UIView) -> Bool {
      [storedFirstItem, storedSecondItem].contains { item in
        Self.view(of: item)?.isDescendant(of: view) ?? false
      }
    }
  }
#endif
