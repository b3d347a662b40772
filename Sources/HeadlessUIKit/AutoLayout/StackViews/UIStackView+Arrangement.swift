#if !canImport(UIKit)
  import Foundation

  /// The constraints and spacer guides a stack view made for its arranged views.
  @MainActor
  struct StackArrangement {
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
  }

  // The constraints a stack view makes, read from UIStackView.h [doc] and from the
  // constraints UIKit names in its "Unable to simultaneously satisfy constraints" logs
  // [seen]: 'UISV-canvas-connection' and 'UISV-spacing' (deltachat/deltachat-ios #2227),
  // 'UISV-hiding' H:[view(0)] ("UIStackView adds a width/height constraint of zero constant to
  // make that hiding view collapsed", forkingdog/FDStackView #6), 'UISV-fill-equally'
  // (shima11/PinCodeInputView #10). All are required unless said otherwise. 'UISV-hiding'
  // was logged as required in 2016 (braintree/braintree_ios #237); iOS 26.1's
  // `-[_UIOrderedLayoutArrangement _setUpHidingDimensionConstraintForItem:]` sets priority
  // bits 1148846064, 999.999 [seen: the decompiled copy the fidelity audit cites, B9], as
  // LumiKit's notes log on iOS 26.2; the model follows current iOS.
  extension UIStackView {
    /// The three attributes of one axis of a view: its two edges, its size and its centre.
    private struct AxisAttributes {
      let start: NSLayoutConstraint.Attribute
      let end: NSLayoutConstraint.Attribute
      let size: NSLayoutConstraint.Attribute
      let center: NSLayoutConstraint.Attribute

      static let vertical = AxisAttributes(
        start: .top, end: .bottom, size: .height, center: .centerY)
      static let horizontal = AxisAttributes(
        start: .leading, end: .trailing, size: .width, center: .centerX)
    }

    /// The system spacing between sibling views: 8 points [doc: Auto Layout Guide, Visual
    /// Format Language, "the standard spacing" between sibling views is 8 points]. [choice]
    /// The model has no per-view system spacing, so this one value serves every pair.
    static let systemSiblingSpacing: CGFloat = 8

    /// The priority of a hidden view's collapse: 999.999, the Float whose bits are
    /// 1148846064 (0x4479FFF0), as iOS 26.1 sets it [seen: fidelity audit B9, above].
    static let hidingPriority = UILayoutPriority(rawValue: Float(bitPattern: 0x4479_FFF0))

    /// Removes the last arrangement and makes the one the properties ask for now.
    func rebuildArrangement() {
      NSLayoutConstraint.deactivate(arrangement.constraints)
      for guide in arrangement.guides { removeLayoutGuide(guide) }
      arrangement = makeArrangement()
      for guide in arrangement.guides { addLayoutGuide(guide) }
      NSLayoutConstraint.activate(arrangement.constraints)
    }

    private func makeArrangement() -> StackArrangement {
      var result = StackArrangement()
      let along = axis == .vertical ? AxisAttributes.vertical : .horizontal
      let across = axis == .vertical ? AxisAttributes.horizontal : .vertical
      // "Uses margin layout attributes for edge constraints where applicable" [doc].
      let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self

      func add(
        _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
        _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
      ) {
        let constraint = NSLayoutConstraint(
          item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
          attribute: secondAttribute, multiplier: 1, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        result.constraints.append(constraint)
      }

      // Along the axis. "All distributions fit first and last arranged subviews tightly to
      // the container" (the distribution's header comments); a hidden view takes no part.
      let visible = arrangedSubviews.filter { !$0.isHidden }
      if let first = visible.first, let last = visible.last {
        add("UISV-canvas-connection", first, along.start, .equal, canvas, along.start)
        add("UISV-canvas-connection", last, along.end, .equal, canvas, along.end)
      }
      let spaced = distribution == .equalSpacing || distribution == .equalCentering
      var firstSpacer: UILayoutGuide?
      for (previous, next) in zip(visible, visible.dropFirst()) {
        let gap = resolvedSpacing(after: previous)
        if spaced {
          // [doc] "Additional underflow spacing is divided equally in the spaces between the
          // items"; `spacing` is then "a minimum". A spacer guide spans each gap and every
          // spacer has the first one's size. [choice] `.equalCentering` is arranged the same
          // way (equal edge-to-edge gaps, not equal centre distances): no form uses it.
          add(
            "UISV-spacing", next, along.start, .greaterThanOrEqual, previous, along.end,
            constant: gap)
          let spacer = UILayoutGuide()
          spacer.identifier = "UISV-distributing-spacer"
          result.guides.append(spacer)
          add("UISV-distributing-edge", spacer, along.start, .equal, previous, along.end)
          add("UISV-distributing-edge", spacer, along.end, .equal, next, along.start)
          if let firstSpacer {
            add("UISV-distributing", spacer, along.size, .equal, firstSpacer, along.size)
          } else {
            firstSpacer = spacer
          }
        } else {
          // [doc] "Used as a strict spacing for the Fill distributions". [choice]
          // `.fillProportionally` is arranged as `.fill`: sizes follow the views' own
          // priorities, not their proportions.
          add("UISV-spacing", next, along.start, .equal, previous, along.end, constant: gap)
        }
      }
      if distribution == .fillEqually, let first = visible.first {
        // [doc] "Items are all the same size."
        for view in visible.dropFirst() {
          add("UISV-fill-equally", view, along.size, .equal, first, along.size)
        }
      }
      // A hidden view collapses to 0 along the axis ('UISV-hiding' at 999.999 [seen], above:
      // an app's required size on the hidden view wins), with no spacing on its behalf. [choice] It sits where the views before it end (or
      // at the container's start), so that its position is not ambiguous; UIKit's pages do
      // not say where it goes.
      var end: (AnyObject, NSLayoutConstraint.Attribute) = (canvas, along.start)
      for view in arrangedSubviews {
        if view.isHidden {
          add(
            "UISV-hiding", view, along.size, .equal, nil, .notAnAttribute,
            priority: Self.hidingPriority)
          add("UISV-hiding", view, along.start, .equal, end.0, end.1)
        } else {
          end = (view, along.end)
        }
      }

      // Across the axis, every arranged view, hidden or not.
      for view in arrangedSubviews {
        switch effectiveAlignment {
        case .leading:
          add("UISV-alignment", view, across.start, .equal, canvas, across.start)
          add("UISV-spanning-boundary", view, across.end, .lessThanOrEqual, canvas, across.end)
        case .center:
          add("UISV-alignment", view, across.center, .equal, canvas, across.center)
          add(
            "UISV-spanning-boundary", view, across.start, .greaterThanOrEqual, canvas,
            across.start)
        case .trailing:
          add("UISV-alignment", view, across.end, .equal, canvas, across.end)
          add(
            "UISV-spanning-boundary", view, across.start, .greaterThanOrEqual, canvas,
            across.start)
        default:
          // `.fill`: "Align the leading and trailing edges of vertically stacked items or the
          // top and bottom edges of horizontally stacked items tightly to the container".
          add("UISV-alignment", view, across.start, .equal, canvas, across.start)
          add("UISV-alignment", view, across.end, .equal, canvas, across.end)
        }
      }
      if effectiveAlignment != .fill {
        // [choice] Not filling, the container would be free across the axis: it hugs its
        // widest view at the lowest priority UIKit names (`fittingSizeLevel`, 50), below
        // every view's own hugging.
        add(
          "UISV-canvas-fit", canvas, across.size, .equal, nil, .notAnAttribute,
          priority: .fittingSizeLevel)
      }
      return result
    }

    /// `alignment` as the model arranges it: the two aliases are the same cases; a baseline
    /// alignment, "valid for horizontal axis only", aligns bottoms in a horizontal stack
    /// (the model has no text, and a view without text has its baseline at its bottom) and
    /// fills in a vertical one [choice].
    private var effectiveAlignment: UIStackView.Alignment {
      switch alignment {
      case .firstBaseline, .lastBaseline: axis == .horizontal ? .trailing : .fill
      default: alignment
      }
    }

    /// The spacing after `view`, with the tokens resolved: `spacingUseSystem` is the system
    /// spacing; `spacingUseDefault` as `spacing` "will result in a spacing of 0" [doc].
    private func resolvedSpacing(after view: UIView) -> CGFloat {
      let requested = requestedSpacing(after: view)
      if requested == UIStackView.spacingUseSystem { return Self.systemSiblingSpacing }
      if requested == UIStackView.spacingUseDefault || !requested.isFinite { return 0 }
      return requested
    }
  }
#endif
