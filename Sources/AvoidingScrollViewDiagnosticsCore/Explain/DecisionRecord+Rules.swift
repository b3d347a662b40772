import AvoidingScrollViewCore
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

extension DecisionRecord {
  /// The rules the decision rests on, in the order the pipeline applied them: how the
  /// notification was read, what the keyboard covers, whether the event may reveal, what the
  /// reveal did, what happened to the offset.
  package var rules: [DecisionRule] {
    if let ignored {
      switch ignored {
      case .otherScreen: return [.otherScreen]
      case .noInformation: return [.zeroFrameWhileDragging]
      case .noKeyboardYet: return [.didSettles, .noKeyboard]
      }
    }
    var rules: [DecisionRule] = []
    if let dragRule {
      rules.append(dragRule)
      if coverage.rule == .notAvoiding { rules.append(.avoidanceOff) }
      if drag?.meaning.covered ?? 0 > 0, safeAreaAlreadyInset > 0 {
        rules.append(.minusAppliedSafeArea)
      }
      return rules + [.dragNeverScrolls]
    }
    if let notification { rules += Self.readingRules(notification) }
    rules += coverageRules
    rules += revealRules
    for move in moves {
      switch move.reason {
      case .pullBack: rules.append(.clampOffsetOnShrink)
      case .reveal: break
      case .floatingKeyboard: rules.append(.floatingKeyboardMove)
      case .restore: rules.append(.restoreOffset)
      }
    }
    var seen = Set<DecisionRule>()
    return rules.filter { seen.insert($0).inserted }
  }

  /// The rule a notification's reading rests on, when it is not a plain frame.
  private static func readingRules(_ notice: Notice) -> [DecisionRule] {
    switch notice.reading {
    case .frame: []
    case .hidden: [notice.kind == .willHide ? .hideIsAuthoritative : .emptyFrameHidden]
    case .floating: [.zeroFrameOnShowFloats]
    case .noInformation: [.zeroFrameWhileDragging]
    case .settled: [.didSettles]
    }
  }

  private var coverageRules: [DecisionRule] {
    switch coverage.rule {
    case .notAvoiding: return [.avoidanceOff]
    case .notInWindow: return [.notInWindow]
    case .noKeyboard: return [.noKeyboard]
    case .hidden: return []
    case .givenBack: return [.keyboardGivenBack]
    case .otherScreen: return [.otherScreen]
    case .offScreen: return [.offScreen]
    case .undocked: return [.undockedCoversNothing]
    case .docked(let atWindowBottom):
      var rules: [DecisionRule] = []
      switch coverage.source {
      case .notificationFrame: break
      case .windowCoordinates: rules.append(.frameInWindowCoordinates)
      case .keyboardLayoutGuide: rules.append(.emptyShowFrameReadsGuide)
      }
      if coverage.accessoryAdded > 0 { rules.append(.accessoryAddedOnce) }
      rules += [
        atWindowBottom ? .dockedAtWindowBottom : .dockedAtScreenBottom, .intersectionCoveredHeight,
      ]
      if coverage.covered > 0, safeAreaAlreadyInset > 0 { rules.append(.minusAppliedSafeArea) }
      return rules
    }
  }

  private var revealRules: [DecisionRule] {
    var rules: [DecisionRule]
    switch revealRule {
    case .reveal:
      if event.notificationKind != nil {
        // With avoidance off no keyboard counts: the keyboard's rule was not asked.
        rules = reveal == .skip(.notAvoiding) ? [] : [.revealWhenCoversMore]
      } else {
        rules = [event == .focusChange ? .revealOnFocusChange : .revealOnChange]
      }
    case .keyboardCoversNoMore: rules = [.keyboardCoversNoMore]
    case .otherAppsKeyboard: rules = [.otherAppKeyboardInsetsOnly]
    case .keyboardSettling: rules = [.keyboardSettling]
    case .measureOnly: rules = [.measureOnly]
    }
    switch reveal {
    case .scroll: rules.append(.scrollLeastDistance)
    case .alreadyVisible: rules.append(.alreadyVisible)
    case .skip(.notThisEvent(.otherAppsKeyboard)): rules.append(.otherAppKeyboardInsetsOnly)
    case .skip(.notThisEvent): break
    case .skip(.notAvoiding): rules.append(.avoidanceOff)
    case .skip(.noFocusedView): rules.append(.noFocusedView)
    case .skip(.hiddenView): rules.append(.hiddenViewNeverRevealed)
    case .skip(.nothingVisible): rules.append(.nothingVisible)
    case .skip(.noRect): rules.append(.noRect)
    }
    if revealsCaret, reveal.rect != nil { rules.append(.revealCaret) }
    return rules
  }
}
