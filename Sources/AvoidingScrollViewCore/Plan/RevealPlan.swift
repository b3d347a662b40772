import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// Where to scroll so that the focused view is seen, or why not to: the second half of an
/// update, decided once the insets are written.
///
/// The reveal is measured after the insets are written, because what is visible depends on
/// them (and on a nested avoiding scroll view having revealed first); the shell measures the
/// focused view, its companions and the pinned bars, this type decides, and the shell scrolls.
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
    /// The rect to reveal is not finite, or lies outside a nested scroll view's viewport.
    case noRect
  }

  /// Scroll the least distance that shows `rect` (in the scroll view's content).
  case scroll(rect: CGRect)
  /// `rect` is visible already: nothing moves.
  case alreadyVisible(rect: CGRect)
  /// Nothing to reveal.
  case skip(Skip)

  /// What the shell measured of the focused view, once the insets are written.
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

  /// The padded rect revealed, when there is one: the floating keyboard is avoided around it.
  package var rect: CGRect? {
    switch self {
    case .scroll(let rect), .alreadyVisible(let rect): rect
    case .skip: nil
    }
  }
}
