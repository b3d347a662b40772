#if !canImport(UIKit)
  import Foundation

  // The guides UIKit makes for a view, as required constraints to their view's unknowns.
  extension LayoutSystem {
    /// The unknowns of `guide`, made on first use; `nil` when its owning view is outside the
    /// tree (or gone).
    mutating func variables(ofGuide guide: UILayoutGuide) -> ItemVariables? {
      if let known = variables(for: guide) { return known }
      guard let owner = guide.owningView, let view = variables(of: owner) else { return nil }
      let own = allocateGuide(guide)
      noteGuide(guide)
      switch guide.kind {
      case .app:
        break  // what the app's constraints make it
      case .safeArea:
        // [doc] UIView.h: "The top of the safeAreaLayoutGuide indicates the unobscured top
        // edge of the view … Similarly for the other edges."
        pin(own, insideOf: view, by: owner.safeAreaInsets)
      case .margins:
        // [doc] UIView.h: "The edges of this guide are constrained to equal the edges of the
        // view inset by the layoutMargins".
        pin(own, insideOf: view, by: Self.effectiveMargins(of: owner))
      case .keyboard:
        let frame = Self.keyboardGuideFrame(
          guide as? UIKeyboardLayoutGuide, in: owner)
        place(own, at: frame, in: view)
      case .content:
        // [doc] UIScrollView.h: contentLayoutGuide anchors "refer to the untranslated content
        // area of the scroll view": its origin is the content's origin; its size is what the
        // content's constraints make it, "interpreted as the content size" (TN2154 / the iOS
        // 6.0 release notes). [choice] Where the constraints leave a dimension open, it keeps
        // the scroll view's current content size, at the lowest priority.
        let size = (owner as? UIScrollView)?.contentSize ?? .zero
        require(own.minX, equals: view.minX)
        require(own.minY, equals: view.minY)
        add(
          LinearExpression(terms: [own.width: 1], constant: -Double(size.width)), .equal,
          UILayoutPriority(1))
        add(
          LinearExpression(terms: [own.height: 1], constant: -Double(size.height)), .equal,
          UILayoutPriority(1))
      case .frame:
        // [doc] UIScrollView.h: frameLayoutGuide anchors "refer to the untransformed frame of
        // the scroll view": in the scroll view's own coordinates its bounds, which move with
        // the content offset [choice for the origin: the header speaks of the frame only].
        let origin = owner.bounds.origin
        place(own, at: CGRect(origin: origin, size: .zero), in: view, sizedAs: view)
      }
      return own
    }

    /// `guide` = `view`'s rectangle inset by `insets` (the view's size may be unknown too).
    private mutating func pin(
      _ guide: ItemVariables, insideOf view: ItemVariables, by insets: UIEdgeInsets
    ) {
      require(guide.minX, equals: view.minX, plus: insets.left)
      require(guide.minY, equals: view.minY, plus: insets.top)
      require(guide.width, equals: view.width, plus: -(insets.left + insets.right))
      require(guide.height, equals: view.height, plus: -(insets.top + insets.bottom))
    }

    /// `guide` at `frame`, given in the view's own coordinates; sized as `sizedAs` when
    /// given (the frame's size is then unused).
    private mutating func place(
      _ guide: ItemVariables, at frame: CGRect, in view: ItemVariables,
      sizedAs sized: ItemVariables? = nil
    ) {
      require(guide.minX, equals: view.minX, plus: frame.minX)
      require(guide.minY, equals: view.minY, plus: frame.minY)
      if let sized {
        require(guide.width, equals: sized.width)
        require(guide.height, equals: sized.height)
      } else {
        require(guide.width, equals: frame.width)
        require(guide.height, equals: frame.height)
      }
    }

    /// Where the keyboard layout guide lies in its view's coordinates.
    ///
    /// [doc] UIView.h (16.4): "Follows the keyboard when on screen and docked. When the
    /// keyboard is offscreen or undocked, keyboardLayoutGuide.topAnchor matches the view's
    /// safeAreaLayoutGuide.bottomAnchor." The article "Adjusting your layout with keyboard
    /// layout guide": "When the keyboard isn't onscreen, the guide is at the bottom of the
    /// window and has a height equal to the bottom of the current safeAreaInsets."
    /// UIKeyboardLayoutGuide.h (18.0): `followsUndockedKeyboard` follows an undocked, split or
    /// floating keyboard; `usesBottomSafeArea = NO` ties an offscreen guide to "the
    /// bottomAnchor of the view"; "docked (visible and attached to the bottom of the
    /// screen)".
    /// [choice] Docked = full screen width and reaching the screen's bottom (a hardware
    /// keyboard's bar, which reaches below it, is docked); the docked guide spans the view's
    /// width from the keyboard's top to the view's bottom (the keyboard ∩ the view, with the
    /// top kept inside the view); a followed undocked keyboard is its own frame; a keyboard
    /// with no area on the screen (a zero frame while a floating keyboard is dragged) is
    /// offscreen.
    static func keyboardGuideFrame(_ guide: UIKeyboardLayoutGuide?, in view: UIView) -> CGRect {
      let bounds = view.bounds
      let usesSafeArea = guide?.storedUsesBottomSafeArea ?? true
      let hiddenTop = bounds.maxY - (usesSafeArea ? view.safeAreaInsets.bottom : 0)
      let hidden = CGRect(
        x: bounds.minX, y: hiddenTop, width: bounds.width, height: bounds.maxY - hiddenTop)
      guard let window = view.window, let screen = window.screenIfAttached else { return hidden }
      let keyboard = screen.simulatedKeyboardFrame
      let screenBounds = screen.bounds
      let values = [keyboard.minX, keyboard.minY, keyboard.width, keyboard.height]
      // On screen: some area of it overlaps the screen (a hidden keyboard rests just below,
      // touching the bottom edge).
      let onScreen = keyboard.intersection(screenBounds)
      guard values.allSatisfy(\.isFinite), !onScreen.isNull, onScreen.width > 0, onScreen.height > 0
      else { return hidden }
      let inView = view.convert(keyboard, from: screen.coordinateSpace)
      let docked =
        keyboard.minX <= screenBounds.minX + 0.5 && keyboard.maxX >= screenBounds.maxX - 0.5
        && keyboard.maxY >= screenBounds.maxY - 0.5
      if docked {
        let top = min(max(inView.minY, bounds.minY), bounds.maxY)
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
      }
      return guide?.followsUndockedKeyboard == true ? inView : hidden
    }
  }
#endif
