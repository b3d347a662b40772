import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The inset follows the keyboard while the user drags it down (`keyboardDismissMode`
/// `.interactive` or `.interactiveWithAccessory`), on public API only.
///
/// **iOS 15 and later**: the scroll view's own `keyboardLayoutGuide`, which "Follows dismiss
/// gesture when it intersects" [doc: WWDC23 10281], read at each layout pass after
/// `super.layoutSubviews()` (its `layoutFrame` "contains a valid CGRect value by the time its
/// owning view's layoutSubviews() method is called" [doc: uilayoutguide/layoutframe]). A
/// guide tracks only when a constraint uses it, and a change of a subview's frame lays its
/// superview out [doc: WWDC18 220, WWDC15 219], so a private probe, a hidden zero-size view,
/// is pinned to the guide's top while the mode is interactive. It is added when the scroll
/// view enters a window (or at the first layout pass after the mode is set), never at
/// will-show, which is too late for the guide to track [seen: react-native-keyboard-controller
/// PR #1158]. What a reading means is decided in the core (``KeyboardDragSample``).
///
/// **Before iOS 15**: no public API reports the keyboard during the drag; the inset changes at
/// the release's notification only [choice: a pan estimate (InputBarAccessoryView, RxKeyboard)
/// cannot be checked against anything, is wrong with an accessory view or a dismiss padding,
/// and is corrected at release anyway].
///
/// The feature owns the probe and the keyboard's part of the insets before a drag lowered it,
/// so that the release is decided as if no drag had happened (one motion to the same final
/// state). It knows the scroll view only.
@MainActor
package final class KeyboardDragTracking {
  /// The scroll view it reads.
  private unowned let scrollView: UIScrollView
  /// The probe pinned to the keyboard layout guide, while the mode is interactive.
  private var probe: UIView?
  /// The keyboard's part of the content and indicator insets before the current drag lowered
  /// them, while a drag's reading has been written.
  private(set) var partBeforeDrag: (content: CGFloat, indicator: CGFloat)?

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
  }

  /// Whether the mode lets the user drag the keyboard.
  private var isInteractive: Bool {
    switch scrollView.keyboardDismissMode {
    case .interactive, .interactiveWithAccessory: true
    default: false
    }
  }

  /// Adds the probe when the scroll view is in a window with an interactive mode, and removes
  /// it when the mode is no longer interactive or the scroll view left its window.
  func updateProbe() {
    guard #available(iOS 15.0, *) else { return }
    let wanted = isInteractive && scrollView.window != nil
    if wanted, probe == nil {
      let view = UIView(frame: .zero)
      view.isHidden = true
      view.isUserInteractionEnabled = false
      view.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(view)
      NSLayoutConstraint.activate([
        view.bottomAnchor.constraint(equalTo: scrollView.keyboardLayoutGuide.topAnchor),
        view.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 0),
        view.heightAnchor.constraint(equalToConstant: 0),
      ])
      probe = view
    } else if !wanted, let view = probe {
      view.removeFromSuperview()
      probe = nil
      partBeforeDrag = nil
    }
  }

  /// Whether the user drags while the probe is in place: the pan is `.began` or `.changed`
  /// (``KeyboardDragSample``'s first rule).
  var isDragging: Bool {
    guard probe != nil else { return false }
    let state = scrollView.panGestureRecognizer.state
    return state == .began || state == .changed
  }

  /// What the guide and the pan say at this layout pass, while the probe is in place.
  func reading() -> KeyboardDragSample.Reading? {
    guard #available(iOS 15.0, *), isDragging else { return nil }
    let pan = scrollView.panGestureRecognizer
    let guide = scrollView.keyboardLayoutGuide
    return KeyboardDragSample.Reading(
      isDragging: true, guideTop: guide.layoutFrame.minY,
      fingerY: pan.location(in: scrollView).y, dismissPadding: Self.dismissPadding(of: guide),
      boundsMaxY: scrollView.bounds.maxY)
  }

  /// The keyboard layout guide's top in the scroll view's coordinates while the probe keeps
  /// it tracking, drag or not; `nil` otherwise. It says where the keyboard is before the
  /// notification that announces a move is handled (ResizeRevealRule).
  func guideTop() -> CGFloat? {
    guard #available(iOS 15.0, *), probe != nil else { return nil }
    return scrollView.keyboardLayoutGuide.layoutFrame.minY
  }

  /// The guide's `keyboardDismissPadding` (iOS 17; 0 before it).
  ///
  /// On iOS it is read by its documented name through key-value coding, when the guide has
  /// it: the package is type-checked against the iOS 16.4 SDK, which predates the property,
  /// so the property itself cannot be named there [choice]. The model declares it.
  @available(iOS 15.0, *)
  package static func dismissPadding(of guide: UIKeyboardLayoutGuide) -> CGFloat {
    #if canImport(UIKit)
      let key = "keyboardDismissPadding"
      guard guide.responds(to: NSSelectorFromString(key)),
        let value = guide.value(forKey: key) as? NSNumber
      else { return 0 }
      return CGFloat(value.doubleValue)
    #else
      return guide.keyboardDismissPadding
    #endif
  }

  /// A drag's reading is about to write `ledger`'s keyboard part over the notified one:
  /// remember the notified part (once per drag).
  func noteDragWrite(replacing ledger: InsetLedger) {
    if partBeforeDrag == nil {
      partBeforeDrag = (ledger.keyboardContentBottom, ledger.keyboardIndicatorBottom)
    }
  }

  /// The ledger an update other than a drag's reading decides from: `ledger` with the
  /// keyboard's part before the drag, which that update replaces (the drag is over for the
  /// insets).
  func ledgerForUpdate(_ ledger: InsetLedger) -> InsetLedger {
    guard let part = partBeforeDrag else { return ledger }
    partBeforeDrag = nil
    var restored = ledger
    restored.setKeyboardPart(content: part.content, indicator: part.indicator)
    return restored
  }
}
