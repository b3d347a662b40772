import AvoidingScrollViewCore
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

extension DecisionRecord {
  /// The decision in words, with its numbers and the rules in plain terms, in the manner of
  /// the demo's captions: what happened, where the keyboard is, what it covers and what that
  /// adds to the inset, then whether and how far the content scrolled, and why.
  package var text: String {
    var sentences = [eventSentence]
    if let ignored {
      sentences.append(ignoredSentence(ignored))
      sentences.append(
        "Nothing changes: contentInset.bottom stays \(Self.pt(ledger.contentInset.bottom)) pt.")
      return sentences.joined(separator: " ")
    }
    if drag != nil {
      return (sentences + dragSentences + [dragInsetSentence]).joined(separator: " ")
    }
    sentences += keyboardSentences
    sentences.append(insetSentence)
    if let reveal = revealSentence { sentences.append(reveal) }
    sentences += moveSentences
    if moves.isEmpty, event.notificationKind != nil || event == .focusChange {
      sentences.append("contentOffset.y stays \(Self.pt(offsetAfter.y)).")
    }
    return sentences.joined(separator: " ")
  }

  // MARK: What happened

  private var eventSentence: String {
    if let notification {
      let name = Self.notificationName(notification.kind)
      if notification.reading == .settled { return "\(name)." }
      return "\(name), end frame \(Self.rect(notification.endFrame))."
    }
    switch event {
    case .focusChange:
      return "Focus moved to a \(focusedViewClass ?? "view") of this scroll view."
    case .caretMove: return "The focused text view's text changed; its caret is measured again."
    case .resize: return "The scroll view's size changed."
    case .contentSizeChange: return "The content size changed."
    case .adjustedContentInsetChange:
      return "UIKit's adjusted content inset changed (the safe area, or the app's insets)."
    case .layout: return "A layout pass found a new size, or the focused view or a companion moved."
    case .settingChange:
      return "A setting changed (the padding, avoidance on or off, the floating keyboard option)."
    case .revealRequest: return "The app asked to reveal the focused view."
    case .windowEntered:
      return "The scroll view entered a window and takes the keyboard last reported on its screen."
    case .windowLeft:
      return "The scroll view is leaving its window: no keyboard covers it any more."
    case .keyboardSettled: return "A second look after the keyboard's animation ended."
    case .outerScrollView: return "An avoiding scroll view around this one revealed through it."
    case .keyboardDrag: return "A layout pass during a drag of the keyboard."
    case .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide,
      .keyboardWillChangeFrame, .keyboardDidChangeFrame:
      return "\(event.rawValue)."
    }
  }

  private func ignoredSentence(_ ignored: Ignored) -> String {
    switch ignored {
    case .otherScreen:
      return "It names another screen than this scroll view's: not the keyboard over it."
    case .noInformation:
      return "A zero frame on will-change-frame is sent while a floating keyboard is dragged: "
        + "it says nothing about where the keyboard will be."
    case .noKeyboardYet:
      return "No keyboard is known yet, so there is nothing to measure again."
    }
  }

  // MARK: The keyboard

  private var keyboardSentences: [String] {
    var sentences: [String] = []
    if let notification {
      switch notification.reading {
      case .hidden where notification.kind == .willHide:
        sentences.append("A will-hide means no keyboard, whatever its frame.")
      case .hidden:
        sentences.append("A frame of zero width or height means no keyboard.")
      case .floating:
        sentences.append(
          "A zero frame on will-show is a shortcuts bar dropped after dragging: it floats and "
            + "covers nothing.")
      case .settled:
        sentences.append(
          "A did-notification never replaces the last will-frame: the keyboard stays as last "
            + "reported and the geometry is measured again.")
      case .frame, .noInformation:
        break
      }
    }
    if let source = sourceSentence { sentences.append(source) }
    if coverage.accessoryAdded > 0 {
      sentences.append(
        "The focused field's input accessory view is on screen above the keyboard's frame, "
          + "which leaves it out: its \(Self.pt(coverage.accessoryAdded)) pt are added once.")
    }
    if let placement = placementSentence { sentences.append(placement) }
    if !coverage.isLocal, coverage.rule != .noKeyboard {
      sentences.append("It is another app's keyboard (keyboardIsLocalUserInfoKey is false).")
    }
    return sentences
  }

  /// Why the frame measured is not the notification's, when it is not (KeyboardFrameSource).
  private var sourceSentence: String? {
    let reported = coverage.reportedFrame.map(Self.rect) ?? ""
    switch coverage.source {
    case .notificationFrame:
      return nil
    case .windowCoordinates:
      return "The notification's frame \(reported) was read in window coordinates: it spans the "
        + "window, not the screen."
    case .keyboardLayoutGuide:
      return "The notification's frame \(reported) is empty, but the window's keyboard layout "
        + "guide follows a docked keyboard: its frame is used."
    }
  }

  private var placementSentence: String? {
    let frame = coverage.frameInScreen.map(Self.rect) ?? ""
    let lead =
      notification.map { $0.reading == .settled } ?? true
      ? "The keyboard's frame \(frame)" : "It"
    switch coverage.rule {
    case .notAvoiding:
      return "Avoidance is off here (isKeyboardAvoidanceEnabled, or a controller that avoids "
        + "the keyboard itself): no keyboard counts."
    case .notInWindow:
      return "The scroll view is in no window: no keyboard covers it."
    case .noKeyboard:
      return "No keyboard has been reported yet."
    case .hidden:
      return notification == nil || notification?.reading == .settled ? "No keyboard is up." : nil
    case .givenBack:
      return "Keyboard given back: no text field or view of the app is editing and the "
        + "window's keyboard layout guide is at the safe area, so the keyboard whose hide "
        + "never came (or a stale show) covers nothing."
    case .otherScreen:
      return "The keyboard is on another screen than the scroll view's."
    case .offScreen:
      return "\(lead) lies off the screen: no keyboard covers anything."
    case .undocked:
      return "\(lead) reaches neither the screen's bottom nor the window's: a floating, "
        + "undocked or split keyboard covers no band of the scroll view."
    case .docked(atWindowBottom: false):
      return "\(lead) reaches the screen's bottom: the keyboard is docked."
    case .docked(atWindowBottom: true):
      return "\(lead) reaches the bottom of the app's window (Slide Over): the keyboard is docked."
    }
  }

  // MARK: The insets

  private var insetSentence: String {
    let covered = coverage.covered
    let safe = safeAreaAlreadyInset
    let inset = keyboardInset
    var sentence: String
    if covered > 0 {
      sentence = "The keyboard covers \(Self.pt(covered)) pt of the scroll view"
      if safe > 0, inset > 0 {
        sentence +=
          "; the inset is \(Self.pt(covered)) − \(Self.pt(safe)) = \(Self.pt(inset)) pt, because "
          + "UIKit already insets the \(Self.pt(safe))-pt bottom safe area"
      } else if safe > 0 {
        sentence +=
          ", no more than the \(Self.pt(safe))-pt bottom safe area UIKit already insets: the "
          + "inset is 0 pt"
      } else {
        sentence += ", all of it added to the inset: \(Self.pt(inset)) pt"
      }
      sentence += "."
    } else {
      sentence = "Nothing is covered: the keyboard's inset is 0 pt"
      if keyboardInsetBefore > 0 { sentence += " (it was \(Self.pt(keyboardInsetBefore)) pt)" }
      sentence += "."
    }
    let app = ledger.appContentInset.bottom
    let total = ledger.contentInset.bottom
    if app != 0 {
      sentence +=
        " contentInset.bottom = \(Self.pt(app)) (the app's) + \(Self.pt(inset)) = "
        + "\(Self.pt(total)) pt."
    } else {
      sentence += " contentInset.bottom = \(Self.pt(total)) pt."
    }
    return sentence
  }

  // MARK: The reveal

  private var revealSentence: String? {
    switch revealRule {
    case .keyboardCoversNoMore:
      let before = coveredBefore.map { " (\(Self.pt($0)) → \(Self.pt(coverage.covered)) pt)" } ?? ""
      return "The keyboard covers no more than before\(before): the content is not pulled "
        + "toward the focused view."
    case .otherAppsKeyboard:
      return "Another app's keyboard insets but never scrolls."
    case .keyboardSettling:
      return "The keyboard has not settled (this frame came inside the animation of an "
        + "earlier one): the inset follows it, and the content moves once, when the "
        + "animation ends."
    case .measureOnly:
      return nil
    case .reveal:
      break
    }
    switch reveal {
    case .skip(.notThisEvent(.otherAppsKeyboard)):
      return "Another app's keyboard insets but never scrolls."
    case .skip(.notThisEvent):
      return nil
    case .skip(.notAvoiding):
      return "Avoidance is off: nothing is revealed."
    case .skip(.noFocusedView):
      return "No view of this scroll view is being edited: nothing to reveal."
    case .skip(.hiddenView):
      return "The focused view is hidden or transparent: it is never scrolled to."
    case .skip(.nothingVisible):
      return "The visible area is empty: nothing can be shown."
    case .skip(.noRect):
      return "The rect to reveal is not usable (not finite, or outside a nested scroll view's "
        + "viewport)."
    case .alreadyVisible(let rect):
      return "\(revealedThing) spans \(Self.span(rect)) in the content, inside the visible area "
        + "\(visibleSpan): no scroll."
    case .scroll(let rect):
      guard let visible = revealMeasurement?.visible else {
        return "\(revealedThing) spans \(Self.span(rect)) in the content: scrolled to show it."
      }
      let scroll = moves.first { $0.reason == .reveal }
      let offsets =
        scroll.map { " contentOffset.y goes from \(Self.pt($0.from.y)) to \(Self.pt($0.to.y))." }
        ?? ""
      if rect.maxY > visible.maxY {
        return "\(revealedThing) spans \(Self.span(rect)) in the content, below the visible "
          + "area's bottom at \(Self.pt(visible.maxY)): scrolled by "
          + "\(Self.pt(rect.maxY)) − \(Self.pt(visible.maxY)) = \(Self.pt(rect.maxY - visible.maxY)) pt."
          + offsets
      }
      return "\(revealedThing) spans \(Self.span(rect)) in the content, above the visible "
        + "area's top at \(Self.pt(visible.minY)): scrolled up by "
        + "\(Self.pt(visible.minY)) − \(Self.pt(rect.minY)) = \(Self.pt(visible.minY - rect.minY)) pt."
        + offsets
    }
  }

  /// What the revealed rect is made of, as the subject of a sentence.
  private var revealedThing: String {
    let view = "The focused \(focusedViewClass ?? "view")"
    guard let measurement = revealMeasurement else { return view + " with its padding" }
    let padding = "\(Self.pt(measurement.padding))-pt padding"
    if revealsCaret {
      return "\(view)'s caret (the view is too tall to show whole) with its \(padding)"
    }
    if !measurement.companions.isEmpty { return "\(view) with its companions and its \(padding)" }
    return "\(view) with its \(padding)"
  }

  private var visibleSpan: String {
    revealMeasurement.map { Self.span($0.visible) } ?? "(not measured)"
  }

  // MARK: The offset

  private var moveSentences: [String] {
    moves.compactMap { move in
      let from = Self.pt(move.from.y)
      let to = Self.pt(move.to.y)
      switch move.reason {
      case .reveal:
        return nil  // told with the reveal
      case .pullBack:
        return "The inset shrank, so contentOffset.y is pulled back from \(from) to \(to), the "
          + "end of the valid range."
      case .floatingKeyboard:
        return "avoidsFloatingKeyboard moves the focused view out from under the floating "
          + "keyboard: contentOffset.y goes from \(from) to \(to)."
      case .restore:
        return "restoresContentOffsetOnKeyboardHide: contentOffset.y goes back from \(from) to "
          + "\(to), where it was before the keyboard."
      }
    }
  }

  // MARK: Numbers

  /// UIKit's name of a keyboard notification, without its `Notification` suffix: `keyboard`
  /// and the kind's name capitalized (`willShow` → `keyboardWillShow`), as UIKit spells all
  /// six ([doc] UIResponder's `keyboardWillShowNotification` … `keyboardDidChangeFrameNotification`).
  package static func notificationName(_ kind: KeyboardNotificationKind) -> String {
    "keyboard" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
  }

  /// A number of points as the captions print it: whole numbers without decimals, others
  /// with up to two.
  package static func pt(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    // A sliver that rounds to 0 is still told (a frame 1e-7 pt on screen covers 1e-7 pt).
    if rounded == 0, value != 0 { return String(format: "%g", Double(value)) }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// A rect as `(x, y, width, height)`.
  package static func rect(_ rect: CGRect) -> String {
    "(\(pt(rect.minX)), \(pt(rect.minY)), \(pt(rect.width)), \(pt(rect.height)))"
  }

  /// A rect's vertical extent as `minY … maxY`.
  package static func span(_ rect: CGRect) -> String {
    "\(pt(rect.minY)) … \(pt(rect.maxY))"
  }
}
