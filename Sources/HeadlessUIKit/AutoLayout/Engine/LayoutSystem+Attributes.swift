#if !canImport(UIKit)
  import Foundation

  // An item's attribute as a linear expression of its unknowns (minX, minY, width, height).
  //
  // [doc] NSLayoutConstraint.h / the Auto Layout Guide's "Anatomy of a Constraint": left,
  // right, top, bottom, width, height, centerX, centerY of the alignment rectangle (the frame,
  // as the model has no alignment insets); leading and trailing follow the item's layout
  // direction ("leading … on the left when the user interface direction is LTR and on the
  // right for RTL", UIView.h on directionalLayoutMargins); the margin attributes are the
  // edges inset by the view's layout margins. [choice] Baselines are the bottom edge: the
  // model has no fonts.
  // [doc] Working with Scroll Views: between a scroll view and its content, "Constraints
  // between the edges or margins of the scroll view and its content attach to the scroll
  // view's content area. Constraints between the height, width, or centers attach to the
  // scroll view's frame" — the content and frame layout guides' unknowns here.
  extension LayoutSystem {
    mutating func expression(
      for item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
      relativeTo installed: UIView, partner: AnyObject?
    ) -> LinearExpression? {
      guard attribute != .notAnAttribute else { return nil }
      let itemView = NSLayoutConstraint.view(of: item)
      var unknowns: ItemVariables?
      if let scrollView = item as? UIScrollView, let partner,
        let partnerView = NSLayoutConstraint.view(of: partner), partnerView !== scrollView,
        partnerView.isDescendant(of: scrollView)
      {
        let sizeOrCenter: Set<NSLayoutConstraint.Attribute> = [
          .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins,
        ]
        if sizeOrCenter.contains(attribute) {
          unknowns = variables(ofGuide: scrollView.systemLayoutGuide(.frame))
        } else {
          unknowns = variables(ofGuide: scrollView.systemLayoutGuide(.content))
          noteSolvedContent(of: scrollView)
        }
      } else if let view = item as? UIView {
        unknowns = variables(of: view)
      } else if let guide = item as? UILayoutGuide {
        unknowns = variables(ofGuide: guide)
        if guide.kind == .content, let scrollView = guide.owningView as? UIScrollView {
          noteSolvedContent(of: scrollView)
        }
      }
      guard let unknowns, let direction = itemView?.effectiveUserInterfaceLayoutDirection else {
        return nil
      }
      // Margins belong to views; a guide's margin attributes are its edges [choice].
      let margins =
        item is UIView ? (itemView.map(LayoutSystem.effectiveMargins) ?? .zero) : .zero
      let rightToLeft = direction == .rightToLeft
      var expression = Self.expression(
        attribute, of: unknowns, margins: margins, rightToLeft: rightToLeft)
      // Positions are measured from the origin of the view the constraint is installed on.
      if let axis = Self.positionAxis(of: attribute), let origin = variables(of: installed) {
        expression.terms[axis == .horizontal ? origin.minX : origin.minY, default: 0] -= 1
      }
      return expression
    }

    /// The layout margins a view's margin attributes and margins guide use: its
    /// `layoutMargins`, measured from the safe area while `insetsLayoutMarginsFromSafeArea`
    /// [doc: UIView.h, "Default: YES"; WWDC17 "Updating Your App for iOS 11": margins are
    /// relative to the safe area; adding the two is a [choice]].
    static func effectiveMargins(of view: UIView) -> UIEdgeInsets {
      let margins = view.layoutMargins
      guard view.insetsLayoutMarginsFromSafeArea else { return margins }
      let safe = view.safeAreaInsets
      return UIEdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    static func positionAxis(of attribute: NSLayoutConstraint.Attribute)
      -> NSLayoutConstraint.Axis?
    {
      switch attribute {
      case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        return .horizontal
      case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
        .centerYWithinMargins:
        return .vertical
      default:
        return nil
      }
    }

    static func expression(
      _ attribute: NSLayoutConstraint.Attribute, of item: ItemVariables, margins m: UIEdgeInsets,
      rightToLeft: Bool
    ) -> LinearExpression {
      let x = item.minX
      let y = item.minY
      let w = item.width
      let h = item.height
      func edge(_ terms: [LayoutVariable: Double], _ constant: CGFloat = 0) -> LinearExpression {
        LinearExpression(terms: terms, constant: Double(constant))
      }
      let left = edge([x: 1])
      let right = edge([x: 1, w: 1])
      let leftMargin = edge([x: 1], m.left)
      let rightMargin = edge([x: 1, w: 1], -m.right)
      switch attribute {
      case .left: return left
      case .right: return right
      case .top: return edge([y: 1])
      case .bottom, .lastBaseline, .firstBaseline: return edge([y: 1, h: 1])
      case .leading: return rightToLeft ? right : left
      case .trailing: return rightToLeft ? left : right
      case .width: return edge([w: 1])
      case .height: return edge([h: 1])
      case .centerX: return edge([x: 1, w: 0.5])
      case .centerY: return edge([y: 1, h: 0.5])
      case .leftMargin: return leftMargin
      case .rightMargin: return rightMargin
      case .topMargin: return edge([y: 1], m.top)
      case .bottomMargin: return edge([y: 1, h: 1], -m.bottom)
      case .leadingMargin: return rightToLeft ? rightMargin : leftMargin
      case .trailingMargin: return rightToLeft ? leftMargin : rightMargin
      case .centerXWithinMargins: return edge([x: 1, w: 0.5], (m.left - m.right) / 2)
      case .centerYWithinMargins: return edge([y: 1, h: 0.5], (m.top - m.bottom) / 2)
      default: return edge([:])
      }
    }
  }
#endif
