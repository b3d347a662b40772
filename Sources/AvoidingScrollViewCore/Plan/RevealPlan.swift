import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Where to scroll so that the focused view is seen, or why not to: the second half of an
/// update, decided with the first (``AvoidancePlan``) from the same measurement.
///
/// What is visible depends on the insets the update writes and on the pull back into range;
/// both are decided before anything is written, so the visible area is worked out here from
/// the scroll view's size, its offset and the adjusted content inset the plan will leave. The
/// shell reads the facts every reason for not scrolling rests on (``Gate``) and the focused
/// view's geometry (``Reading``); this type decides, and the shell scrolls.
package enum RevealPlan: Equatable, Sendable {
  /// Why nothing is scrolled for the focused view.
  package enum Skip: Equatable, Sendable {
    /// The event may not reveal (``AvoidancePlan/Reveal``).
    case notThisEvent(AvoidancePlan.Reveal)
    /// Avoidance is off, or the scroll view stands down.
    case notAvoiding
    /// No view of this scroll view is being edited (or it left the window or the scroll
    /// view).
    case noFocusedView
    /// The focused view is hidden, or inside a hidden or fully transparent view: it is never
    /// scrolled to, and UIKit's own request to show it is dropped.
    case hiddenView
    /// The visible area is empty or not finite: nothing can be shown.
    case nothingVisible
    /// The rect to reveal is not finite, or lies outside a nested scroll view's viewport, or
    /// the focused view has no size: it awaits the layout pass that places it, which reveals
    /// it where it lands.
    case noRect
  }

  /// Scroll the least distance that shows `rect` (in the scroll view's content).
  case scroll(rect: CGRect)
  /// `rect` is visible already: nothing moves.
  case alreadyVisible(rect: CGRect)
  /// Nothing to reveal.
  case skip(Skip)

  /// The facts that decide whether the focused view is measured at all, in the order their
  /// reasons take precedence (``skip``).
  package struct Gate: Equatable, Sendable {
    /// Where the focused view is.
    package enum Focus: Equatable, Sendable {
      /// No view of this scroll view is being edited (or it is in another window, or no
      /// longer inside the scroll view); also when the focus was not read, because an earlier
      /// reason already decided.
      case none
      /// It is hidden, or inside a hidden or fully transparent view.
      case hidden
      /// It is shown.
      case shown
    }

    /// Whether the event may reveal (``AvoidancePlan/Reveal``).
    package var rule: AvoidancePlan.Reveal
    /// Whether the scroll view acts: avoidance on and not standing down in its controller.
    package var isAvoiding: Bool
    /// Where the focused view is; read only when ``needsFocus``.
    package var focus: Focus
    /// Whether the keyboard in use belongs to this app (`true` when there is none).
    package var keyboardIsLocal: Bool

    package init(
      rule: AvoidancePlan.Reveal, isAvoiding: Bool, focus: Focus = .none,
      keyboardIsLocal: Bool = true
    ) {
      self.rule = rule
      self.isAvoiding = isAvoiding
      self.focus = focus
      self.keyboardIsLocal = keyboardIsLocal
    }

    /// Whether the focused view matters: the earlier reasons let the reveal go on.
    package var needsFocus: Bool { rule == .reveal && isAvoiding }

    /// Why the focused view is not measured, or `nil` when it is. When several reasons hold,
    /// the first in this order is told: the event's rule, avoidance off, no focused view, a
    /// hidden focused view, another app's keyboard.
    package var skip: Skip? {
      guard rule == .reveal else { return .notThisEvent(rule) }
      guard isAvoiding else { return .notAvoiding }
      switch focus {
      case .none: return .noFocusedView
      // [choice] The component never scrolls to a hidden or transparent view.
      case .hidden: return .hiddenView
      case .shown: break
      }
      // Another app's keyboard insets but never scrolls (scenarios.md K6).
      guard keyboardIsLocal else { return .notThisEvent(.otherAppsKeyboard) }
      return nil
    }
  }

  /// The focused view's geometry as the shell read it, before the update writes anything;
  /// all rects in the scroll view's content coordinates.
  package struct Reading: Equatable, Sendable {
    /// The scroll view's bounds size.
    package var boundsSize: CGSize
    /// The focused view's whole rect.
    package var focus: CGRect
    /// A text view's caret, when the focused view is a text view with a selection.
    package var caret: CGRect?
    /// The rects of the focused view's companions that count now; none inside a nested
    /// avoiding scroll view.
    package var companions: [CGRect]
    /// The padding around the focused view: its own, else the scroll view's.
    package var padding: CGFloat
    /// A nested avoiding scroll view's viewport, when the focused view is inside one (read
    /// once that one has revealed it).
    package var innerViewport: CGRect?
    /// The pinned section header and footer over the focused view (0 when none).
    package var pinnedHeader: CGFloat
    package var pinnedFooter: CGFloat

    package init(
      boundsSize: CGSize, focus: CGRect, caret: CGRect? = nil, companions: [CGRect] = [],
      padding: CGFloat, innerViewport: CGRect? = nil, pinnedHeader: CGFloat = 0,
      pinnedFooter: CGFloat = 0
    ) {
      self.boundsSize = boundsSize
      self.focus = focus
      self.caret = caret
      self.companions = companions
      self.padding = padding
      self.innerViewport = innerViewport
      self.pinnedHeader = pinnedHeader
      self.pinnedFooter = pinnedFooter
    }

    /// What the reveal is decided from, the visible area being `visible`: the whole focused
    /// view, or its caret when a tall text view does not fit
    /// (``RevealRect/fitsWhole(height:padding:visibleHeight:)``).
    package func measurement(visible: CGRect, contentHeight: CGFloat) -> Measurement {
      var rect = focus
      if let caret, caret.isSaneFrame,
        !RevealRect.fitsWhole(height: focus.height, padding: padding, visibleHeight: visible.height)
      {
        rect = caret
      }
      var measurement = Measurement(
        visible: visible, focus: rect, companions: companions, padding: padding,
        contentHeight: contentHeight, innerViewport: innerViewport, pinnedHeader: pinnedHeader,
        pinnedFooter: pinnedFooter)
      measurement.revealsCaret = rect != focus
      return measurement
    }
  }

  /// What the focused view measured, in the visible area the update leaves.
  package struct Measurement: Equatable, Sendable {
    /// The visible part of the scroll view: its bounds less the adjusted content inset.
    package var visible: CGRect
    /// The focused view's rect in the content, or its caret's when a tall text view does not
    /// fit (``RevealRect/fitsWhole(height:padding:visibleHeight:)``).
    package var focus: CGRect
    /// The rects of the focused view's companions that count now; none inside a nested
    /// avoiding scroll view.
    package var companions: [CGRect]
    /// The padding around the focused view: its own, else the scroll view's.
    package var padding: CGFloat
    /// `contentSize.height`.
    package var contentHeight: CGFloat
    /// A nested avoiding scroll view's viewport in this one's content, when the focused view
    /// is inside one: the part of the focused view to show is the part inside it.
    package var innerViewport: CGRect?
    /// The pinned section header and footer over the focused view (0 when none).
    package var pinnedHeader: CGFloat
    package var pinnedFooter: CGFloat
    /// Whether `focus` is a tall text view's caret rather than the whole view.
    package var revealsCaret = false

    package init(
      visible: CGRect, focus: CGRect, companions: [CGRect], padding: CGFloat,
      contentHeight: CGFloat, innerViewport: CGRect?, pinnedHeader: CGFloat, pinnedFooter: CGFloat
    ) {
      self.visible = visible
      self.focus = focus
      self.companions = companions
      self.padding = padding
      self.contentHeight = contentHeight
      self.innerViewport = innerViewport
      self.pinnedHeader = pinnedHeader
      self.pinnedFooter = pinnedFooter
    }
  }

  /// Whether anything can be shown in `visible`; when not, the focused view is not measured.
  package static func canShow(in visible: CGRect) -> Bool {
    visible.width > 0 && visible.height > 0 && visible.isSaneFrame
  }

  /// Decides the reveal from `measurement`: the focused view (with its companions, within a
  /// nested scroll view's viewport) grown by the padding (``RevealRect``) and by the pinned
  /// bars over it (``PinnedSectionBars``); scrolled to only when not visible already.
  package init(_ measurement: Measurement) {
    let visible = measurement.visible
    guard Self.canShow(in: visible) else {
      self = .skip(.nothingVisible)
      return
    }
    // [choice] A focused view with no size has not been laid out yet (a container's
    // `layoutSubviews` sets its frame in the coming layout pass): nothing of it can be shown,
    // and revealing where it sits now would move the content once to a place it is about to
    // leave. The layout pass that gives it a size reveals it, in one motion.
    guard measurement.revealsCaret || !measurement.focus.isEmpty else {
      self = .skip(.noRect)
      return
    }
    var target = measurement.focus
    if let viewport = measurement.innerViewport {
      target = target.intersection(viewport)
    } else if !measurement.companions.isEmpty {
      target = CompanionReveal.rect(
        focus: target, companions: measurement.companions, padding: measurement.padding,
        visibleHeight: visible.height)
    }
    guard !target.isNull, target.isSaneFrame else {
      self = .skip(.noRect)
      return
    }
    let padded = RevealRect.make(
      focus: target, padding: measurement.padding, visibleSize: visible.size,
      contentHeight: measurement.contentHeight)
    let rect = PinnedSectionBars.revealRect(
      padded, header: measurement.pinnedHeader, footer: measurement.pinnedFooter,
      visibleHeight: visible.height)
    guard rect.isSaneFrame else {
      self = .skip(.noRect)
      return
    }
    self =
      RevealRect.isVisible(rect, in: visible) ? .alreadyVisible(rect: rect) : .scroll(rect: rect)
  }

  /// Whether UIKit's own request to show the focused view, held until the layout pass
  /// (Features/FocusScroll), is settled by this decision: answered by the reveal, or dropped
  /// for a hidden view [choice: the component's rules decide what UIKit's scroll on focus
  /// shows]. Another app's keyboard leaves it to be performed as asked.
  package var settlesHeldRequest: Bool {
    switch self {
    case .scroll, .alreadyVisible, .skip(.hiddenView), .skip(.nothingVisible), .skip(.noRect):
      true
    case .skip(.notThisEvent), .skip(.notAvoiding), .skip(.noFocusedView): false
    }
  }

  /// The padded rect revealed, when there is one: the floating keyboard is avoided around it.
  package var rect: CGRect? {
    switch self {
    case .scroll(let rect), .alreadyVisible(let rect): rect
    case .skip: nil
    }
  }
}
