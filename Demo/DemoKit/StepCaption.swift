#if !canImport(UIKit)
  import Foundation
  import SignUpForm

  /// The sentence under each drawing: what happened at this step and why, in the terms of
  /// the approach drawn. Every number in it comes from the snapshot.
  enum StepCaption {
    /// The caption for `snapshot`, the result of `approach` after the step `event`;
    /// `before` is what the same approach showed just before the step, when known.
    static func text(
      event: String, snapshot: StepSnapshot, before: StepSnapshot? = nil, approach: DemoApproach
    ) -> String {
      let sentences: [String]
      switch approach {
      case .component: sentences = component(event: event, snapshot, before: before)
      case .appleGuide: sentences = appleGuide(event: event, snapshot, before: before)
      case .plainScrollView: sentences = plainScrollView(event: event, snapshot)
      }
      return sentences.joined(separator: " ")
    }

    // MARK: The component

    private static func component(event: String, _ s: StepSnapshot, before: StepSnapshot?)
      -> [String]
    {
      var sentences: [String] = []
      if event == DemoScript.heroTap {
        sentences.append(
          "The user taps \(s.focusedName ?? "a field"): it becomes first responder while the "
            + "keyboard is still below the screen.")
      }
      if let lead = lead(for: event) { sentences.append(lead) }
      if let lead = navigationLead(event: event, s) { sentences.append(lead) }
      let covered = pt(s.keyboardOverlap)
      switch s.keyboardKind {
      case .none where event == userScrolls || event == DemoScript.heroTap:
        break
      case .none where event == fingerLifts:
        sentences.append(
          "The finger lifts moving down: the keyboard goes and the field stops editing, and "
            + "only now does iOS post notifications (will-change-frame, will-hide); the inset "
            + "goes from "
            + "\(pt(before?.contentInsetBottom ?? 0)) pt to \(pt(s.contentInsetBottom)) pt, as "
            + "at any hide.")
      case .none where s.restoresOffset:
        sentences.append(
          "Keyboard down: restoresContentOffsetOnKeyboardHide is on, so the offset the user "
            + "left before the keyboard, \(pt(s.contentOffsetY)), comes back.")
      case .none:
        sentences.append(
          "Keyboard down: only the app's own insets remain and the offset is back in range.")
      case .empty:
        // KeyboardReading: a zero frame on will-change-frame is sent while a floating keyboard
        // is dragged and tells nothing (Flutter's iOS embedder [seen]), so the last fact stays.
        let inset = pt(s.contentInsetBottom)
        let kept =
          before.map { $0.contentInsetBottom == s.contentInsetBottom } ?? false
          ? "the inset stays \(inset) pt, the last keyboard's," : "the inset is \(inset) pt"
        sentences.append(
          "Floating keyboard being dragged: iOS reports an empty frame, which says nothing "
            + "about where the keyboard will land, so the component changes nothing: \(kept) "
            + "until the keyboard is dropped.")
      case .floating:
        sentences.append(
          "Floating keyboard: its frame reaches neither the screen's bottom nor the window's, "
            + "so it covers no band of the scroll view: no inset, by design "
            + "(avoidsFloatingKeyboard, off here, would scroll the field out from under it).")
      case .dragged:
        let top = pt(s.keyboard?.minY ?? s.screen.maxY)
        sentences.append(
          "The user drags the form down and the keyboard follows the finger "
            + "(keyboardDismissMode .interactive); iOS posts no notification during the drag. "
            + "At each layout pass the component reads the scroll view's keyboardLayoutGuide: "
            + "the keyboard's top is at \(top), it covers \(covered) pt of the scroll view"
            + safeAreaClause(s) + ", and the inset follows it"
            + (s.safeAreaBottom > 0 ? "" : ": the inset is \(pt(s.contentInsetBottom)) pt")
            + ". Only the inset changes"
            + (before.map { $0.contentOffsetY == s.contentOffsetY } ?? false
              ? ": the offset stays \(pt(s.contentOffsetY)) (the form is at its top, so the "
                + "finger scrolls nothing)."
              : ": the component never scrolls during a drag; the offset, "
                + "\(pt(s.contentOffsetY)), is the finger's scroll."))
      case .hardwareBar:
        sentences.append(
          "Hardware keyboard: only its shortcuts bar is on screen, so only the \(covered) pt it "
            + "covers count" + safeAreaClause(s) + ".")
      case .docked:
        let keyboardHeight = s.keyboard?.height ?? 0
        if s.keyboardOverlap < keyboardHeight {
          sentences.append(
            "Only \(covered) pt of the \(pt(keyboardHeight))-pt keyboard covers the scroll "
              + "view, and only that counts" + safeAreaClause(s) + ".")
        } else {
          sentences.append(
            "The keyboard covers \(covered) pt of the scroll view" + safeAreaClause(s) + ".")
        }
        if let toolbar = s.keyboardToolbar {
          let bar = toolbar.frame.height
          sentences.append(
            "The keyboard's toolbar (showsKeyboardToolbar puts it in each field's "
              + "inputAccessoryView) is part of the keyboard's frame: \(pt(keyboardHeight - bar)) "
              + "+ \(pt(bar)) = \(pt(keyboardHeight)) pt.")
        }
      }
      sentences.append(focusSentence(s, approach: .component, event: event))
      if s.explainsReveal { sentences += revealArithmetic(s) }
      return sentences
    }

    // MARK: Navigation, companions, tables

    private static let userScrolls = "user scrolls"
    /// The drag act's last step (DemoScript.interactiveDismissal).
    private static let fingerLifts = "finger lifts"

    /// What the Return key, typing in a field with an error label, or the user's scroll did.
    private static func navigationLead(event: String, _ s: StepSnapshot) -> String? {
      if event == userScrolls {
        return "The user drags the form to contentOffset.y = \(pt(s.contentOffsetY)) before "
          + "tapping a field."
      }
      if event == "Return key" {
        guard let name = s.focusedName else { return "Return on the last field ended editing." }
        let key = s.returnKeyTitle.map { "; its Return key reads \($0)" } ?? ""
        return "Return moved the focus to the next field in reading order, \(name)\(key)."
      }
      if let lead = toolbarLead(event: event, s) { return lead }
      guard event.hasPrefix("type “"), s.focusedName == SignUpForm.postcodeName else {
        return nil
      }
      if let label = errorLabel(s) {
        return "The postcode is not 5 digits, so the app shows its error label "
          + "(\(pt(label.height)) pt tall, \(pt(SignUpForm.errorLabelGap)) pt under the field), "
          + "the field's companion (setCompanions(_:for:)): the next layout pass reveals both."
      }
      return "The postcode has 5 digits: the app hides its error label and the rows below "
        + "move back up."
    }

    /// What a tap on the keyboard toolbar's Next, Previous or Done did.
    private static func toolbarLead(event: String, _ s: StepSnapshot) -> String? {
      if event == "toolbar Done" {
        return "Done on the keyboard's toolbar ended editing: the field resigned and the "
          + "keyboard went down."
      }
      let direction: String
      switch event {
      case "toolbar Next": direction = "next"
      case "toolbar Previous": direction = "previous"
      default: return nil
      }
      guard let name = s.focusedName else { return nil }
      var lead =
        "The user tapped the \(direction) chevron on the keyboard's toolbar: the focus moved "
        + "to the \(direction) field in reading order, \(name)"
        + (direction == "next" ? ", as Return does." : ".")
      if let toolbar = s.keyboardToolbar {
        let enabled = [
          toolbar.isPreviousEnabled ? "previous" : nil, toolbar.isNextEnabled ? "next" : nil,
        ].compactMap { $0 }
        lead +=
          enabled.isEmpty
          ? " Both chevrons are disabled."
          : " Enabled: " + enabled.joined(separator: " and ") + "."
      }
      return lead
    }

    /// The shown error label's frame on the screen, if any.
    private static func errorLabel(_ s: StepSnapshot) -> CGRect? {
      s.items.first { $0.name == SignUpForm.postcodeErrorName }?.frame
    }

    /// Where the revealed rect lies in the content and how the offset follows from it, for
    /// a docked keyboard: aligned with the padding to the visible area's bottom or top.
    private static func revealArithmetic(_ s: StepSnapshot) -> [String] {
      guard var target = s.focusInContent, s.keyboard != nil, s.isFocusVisible == true,
        !s.focusIsCaret
      else { return [] }
      var sentences: [String] = []
      if let cell = s.focusedCellInContent {
        let row = Int((cell.minY / SettingsForm.rowHeight).rounded())
        sentences.append(
          "Its cell is the table's row \(row) (from 0; the model's table has no section "
            + "headers): \(row) × \(pt(SettingsForm.rowHeight)) = \(pt(cell.minY)) … "
            + "\(pt(cell.maxY)) in the content, the field \(pt(target.minY - cell.minY)) pt inside: "
            + "\(pt(target.minY)) … \(pt(target.maxY)).")
      }
      let offset = s.contentOffsetY
      if let label = errorLabel(s) {
        let labelBottom = label.maxY - s.scrollView.minY + offset
        target.size.height = max(target.height, labelBottom - target.minY)
        sentences.append(
          "The field with its label spans \(pt(target.minY)) … \(pt(target.maxY)) in the "
            + "content.")
      }
      let height = s.scrollView.height
      let bottomInset = s.scrollView.maxY - s.insetEdgeY
      let topInset = s.visibleTopY - s.scrollView.minY
      let p = s.padding
      if abs(target.maxY + p - (offset + height - bottomInset)) < 0.5 {
        sentences.append(
          "Bottom edge and padding at the visible area's bottom: offset = \(pt(target.maxY)) + "
            + "\(pt(p)) − (\(pt(height)) − \(pt(bottomInset))) = \(pt(offset)).")
      } else if abs(target.minY - p - (offset + topInset)) < 0.5 {
        sentences.append(
          "Top edge and padding at the visible area's top: offset = \(pt(target.minY)) − "
            + "\(pt(p)) − \(pt(topInset)) = \(pt(offset)).")
      } else {
        sentences.append("Already in view with its padding: the offset stays \(pt(offset)).")
      }
      return sentences
    }

    /// How the inset relates to the covered height: less the safe area UIKit already adds.
    private static func safeAreaClause(_ s: StepSnapshot) -> String {
      let inset = s.contentInsetBottom
      guard s.safeAreaBottom > 0, inset > 0 else { return "" }
      return "; the inset is \(pt(s.keyboardOverlap)) − \(pt(s.safeAreaBottom)) = \(pt(inset)) pt, "
        + "because UIKit already insets the \(pt(s.safeAreaBottom))-pt home-indicator area"
    }

    // MARK: The Apple guide

    private static func appleGuide(event: String, _ s: StepSnapshot, before: StepSnapshot?)
      -> [String]
    {
      var sentences: [String] = []
      let inset = s.contentInsetBottom
      // What the component adds for the same keyboard: the overlap less the safe area.
      let needed = max(0, s.keyboardOverlap - s.safeAreaBottom)
      switch s.keyboardKind {
      case .none:
        sentences.append(
          "Keyboard down: the recipe sets both insets to zero (an app's own insets would be "
            + "lost).")
      case .empty, .floating:
        // The demo posts a floating keyboard's frames as iOS does: will/did-change-frame only.
        sentences.append(
          "Floating keyboard: no did-show, so the recipe keeps its inset of \(pt(inset)) pt "
            + "(a floating keyboard needs none).")
      default:
        if isFocusMove(event) {
          sentences.append(
            "A focus move posts no did-show, and the recipe reacts to nothing else"
              + uiKitScroll(s, before: before) + ".")
        } else if inset > needed {
          sentences.append(
            "Inset \(pt(inset)) pt: the keyboard's whole height, not converted and without the "
              + "safe area, \(pt(inset - needed)) pt more than the \(pt(needed)) pt needed.")
        } else if inset < needed {
          sentences.append(
            "Inset \(pt(inset)) pt, \(pt(needed - inset)) pt less than the \(pt(needed)) pt "
              + "needed.")
        } else {
          sentences.append("Inset \(pt(inset)) pt, what this keyboard needs.")
        }
      }
      sentences.append(focusSentence(s, approach: .appleGuide, event: event))
      return sentences
    }

    /// What UIKit's own scroll on focus did for the recipe: it shows the field within the
    /// bounds less `adjustedContentInset`, so the recipe's inset counts in it.
    private static func uiKitScroll(_ s: StepSnapshot, before: StepSnapshot?) -> String {
      guard let before else { return "" }
      if before.contentOffsetY == s.contentOffsetY {
        return "; the offset stays \(pt(s.contentOffsetY))"
      }
      return "; UIKit's own scroll on focus moved the offset from \(pt(before.contentOffsetY)) "
        + "to \(pt(s.contentOffsetY)), within the recipe's inset"
    }

    // MARK: A plain scroll view

    /// The first picture's "without": nothing but UIKit's own scroll on focus, which came
    /// before the keyboard.
    private static func plainScrollView(event: String, _ s: StepSnapshot) -> [String] {
      var sentences = [
        "A plain UIScrollView: no inset is added, and UIKit's own scroll on focus came before "
          + "the keyboard, while the field was in view."
      ]
      if s.keyboard != nil {
        sentences.append("The keyboard covers \(pt(s.keyboardOverlap)) pt of the scroll view.")
      }
      sentences.append(focusSentence(s, approach: .plainScrollView, event: event))
      return sentences
    }

    // MARK: Shared

    private static func lead(for event: String) -> String? {
      if isFocusMove(event) {
        return "Focus moved with no keyboard notification; the begin-editing notification is "
          + "enough."
      }
      if event.hasPrefix("rotate") {
        return "Rotated: iOS hides the keyboard and shows it again at the new size."
      }
      if event.hasPrefix("QuickType") { return "The QuickType bar makes the keyboard taller." }
      return nil
    }

    private static func isFocusMove(_ event: String) -> Bool { event.hasPrefix("focus moves") }

    private static func focusSentence(_ s: StepSnapshot, approach: DemoApproach, event: String)
      -> String
    {
      guard let name = s.focusedName else { return "No field is focused." }
      switch s.isFocusVisible {
      case true? where s.focusIsCaret:
        return "The \(name) are taller than the space left, so the caret line is kept in view."
      case true? where s.keyboard == nil:
        return "\(name) is visible."
      case true?:
        return "\(name) is visible above the keyboard."
      default:
        if approach == .component { return "\(name) is hidden." }
        if approach == .plainScrollView { return "\(name) is hidden under the keyboard." }
        if s.keyboardKind == .none { return "\(name) is out of view: nothing scrolled to it." }
        if isFocusMove(event) { return "Nothing scrolls: \(name) is hidden." }
        if event == "Return key" {
          return "Return does nothing here (moving on is left to the app): \(name) stays hidden."
        }
        if !s.cells.isEmpty, let field = s.focusInContent, let cell = s.focusedCellInContent {
          return "\(name) is hidden: the recipe tests only the field's origin in its superview, "
            + "here the cell's content view, (\(pt(field.minX - cell.minX)), \(pt(field.minY - cell.minY))), always inside "
            + "the view's frame less the keyboard, so nothing scrolls."
        }
        if event.hasPrefix("type") {
          return "The recipe does not follow typing: \(name) is hidden."
        }
        return "\(name) is hidden: the recipe tests only the field's origin, in content "
          + "coordinates, against the view's frame less the keyboard's height."
      }
    }

    private static func pt(_ value: CGFloat) -> String { DemoTable.number(value) }
  }
#endif
