#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation

  /// Compares a recorded decision with a replayed one, member by member, in the order the
  /// pipeline decides them, and names the rule behind the first member that differs.
  enum DecisionComparison {
    /// One member of a decision, flattened.
    struct Field: Equatable {
      var name: String
      var value: Value
      /// The kind of rule that decides this member.
      var family: RuleFamily
    }

    /// A member's value: numbers (a number, a rect, insets, a point), words, or nothing.
    enum Value: Equatable, CustomStringConvertible {
      case numbers([Double])
      case words([String])
      case absent

      var description: String {
        switch self {
        case .numbers(let values) where values.count == 1: Self.number(values[0])
        case .numbers(let values): "[" + values.map(Self.number).joined(separator: ", ") + "]"
        case .words(let words) where words.count == 1: words[0]
        case .words(let words): "[" + words.joined(separator: ", ") + "]"
        case .absent: "(none)"
        }
      }

      private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
      }
    }

    /// The step of the pipeline a member belongs to, which names the rules that decide it.
    enum RuleFamily: String {
      case event, reading, placement, coverage, insets, revealRule, reveal, offset, rules
    }

    /// The first member that differs: recorded and replayed values and the rule behind it.
    struct Difference: Equatable {
      var field: String
      var recorded: Value
      var replayed: Value
      var rule: String
    }

    /// The first difference between `recorded` and `replayed`, comparing numbers within
    /// `tolerance`; with `partial`, only the members `recorded` has (a hand-computed decision
    /// leaves out what it does not assert).
    static func firstDifference(
      recorded: Trace.Decision, replayed: Trace.Decision, tolerance: Double, partial: Bool
    ) -> Difference? {
      let replayedFields = fields(of: replayed)
      for field in fields(of: recorded) {
        if partial, field.value == .absent { continue }
        let other = replayedFields.first { $0.name == field.name }?.value ?? .absent
        if !matches(field.value, other, tolerance: tolerance) {
          return Difference(
            field: field.name, recorded: field.value, replayed: other,
            rule: rule(
              for: field.family, recorded: recorded.rules ?? [], replayed: replayed.rules ?? []))
        }
      }
      return nil
    }

    private static func matches(_ a: Value, _ b: Value, tolerance: Double) -> Bool {
      switch (a, b) {
      case (.numbers(let x), .numbers(let y)):
        return x.count == y.count
          && zip(x, y).allSatisfy {
            $0 == $1 || abs($0 - $1) <= tolerance || ($0.isNaN && $1.isNaN)
          }
      default:
        return a == b
      }
    }

    /// The decision's members, flattened, in the pipeline's order.
    static func fields(of decision: Trace.Decision) -> [Field] {
      func numbers(_ values: [Double]?) -> Value { values.map(Value.numbers) ?? .absent }
      func rect(_ rect: TraceRect?) -> Value {
        numbers(
          rect.map { [$0.rect.minX, $0.rect.minY, $0.rect.width, $0.rect.height].map(Double.init) })
      }
      func insets(_ insets: TraceInsets?) -> Value {
        numbers(insets.map { [$0.top, $0.left, $0.bottom, $0.right] })
      }
      func point(_ point: TracePoint?) -> Value {
        numbers(point.map { [Double($0.point.x), Double($0.point.y)] })
      }
      func number(_ value: Double?) -> Value { numbers(value.map { [$0] }) }
      func word(_ value: String?) -> Value { value.map { .words([$0]) } ?? .absent }
      func flag(_ value: Bool?) -> Value { word(value.map { $0 ? "true" : "false" }) }
      let keyboard = decision.keyboard
      let insetsWritten = decision.insets
      let reveal = decision.reveal
      let moves = decision.moves
      return [
        Field(name: "event", value: word(decision.event), family: .event),
        Field(name: "ignored", value: word(decision.ignored), family: .reading),
        Field(name: "keyboard.reading", value: word(keyboard?.reading), family: .reading),
        Field(name: "keyboard.placement", value: word(keyboard?.placement), family: .placement),
        Field(name: "keyboard.isLocal", value: flag(keyboard?.isLocal), family: .placement),
        Field(
          name: "keyboard.frameInScreen", value: rect(keyboard?.frameInScreen), family: .placement),
        Field(name: "keyboard.source", value: word(keyboard?.source), family: .placement),
        Field(
          name: "keyboard.accessoryAdded", value: number(keyboard?.accessoryAdded),
          family: .coverage),
        Field(
          name: "keyboard.reportedFrame", value: rect(keyboard?.reportedFrame), family: .placement),
        Field(
          name: "keyboard.frameInScrollView", value: rect(keyboard?.frameInScrollView),
          family: .coverage),
        Field(name: "coveredHeight", value: number(decision.coveredHeight), family: .coverage),
        Field(
          name: "safeAreaAlreadyInset", value: number(decision.safeAreaAlreadyInset),
          family: .insets),
        Field(name: "insets.keyboard", value: number(insetsWritten?.keyboard), family: .insets),
        Field(name: "insets.app", value: insets(insetsWritten?.app), family: .insets),
        Field(
          name: "insets.contentInset", value: insets(insetsWritten?.contentInset), family: .insets),
        Field(
          name: "insets.keyboardIndicator", value: number(insetsWritten?.keyboardIndicator),
          family: .insets),
        Field(
          name: "insets.appIndicator", value: insets(insetsWritten?.appIndicator), family: .insets),
        Field(
          name: "insets.verticalScrollIndicatorInsets",
          value: insets(insetsWritten?.verticalScrollIndicatorInsets), family: .insets),
        Field(name: "coveredBefore", value: number(decision.coveredBefore), family: .revealRule),
        Field(name: "reveal.rule", value: word(reveal?.rule), family: .revealRule),
        Field(name: "reveal.outcome", value: word(reveal?.outcome), family: .reveal),
        Field(name: "reveal.skip", value: word(reveal?.skip), family: .reveal),
        Field(name: "reveal.rect", value: rect(reveal?.rect), family: .reveal),
        Field(name: "reveal.visible", value: rect(reveal?.visible), family: .reveal),
        Field(name: "reveal.padding", value: number(reveal?.padding), family: .reveal),
        Field(name: "reveal.caret", value: flag(reveal?.caret), family: .reveal),
        Field(
          name: "contentOffset.from", value: point(decision.contentOffset?.from), family: .offset),
        Field(name: "contentOffset.to", value: point(decision.contentOffset?.to), family: .offset),
        Field(
          name: "moves", value: moves.map { .words($0.map { $0.reason }) } ?? .absent,
          family: .offset),
        Field(
          name: "moves.offsets",
          value: moves.map { list in
            .numbers(list.flatMap { [$0.from.point.y, $0.to.point.y].map(Double.init) })
          } ?? .absent, family: .offset),
        Field(name: "rules", value: decision.rules.map(Value.words) ?? .absent, family: .rules),
      ]
    }

    /// The rules of each family, from the vocabulary (`Docs/TraceFormat.md`).
    private static let families: [RuleFamily: Set<String>] = [
      .reading: [
        "hide-is-authoritative", "did-settles", "zero-frame-while-dragging",
        "zero-frame-on-show-floats", "empty-frame-hidden", "other-screen",
      ],
      .placement: [
        "avoidance-off", "not-in-window", "no-keyboard", "off-screen", "other-screen",
        "docked-reaches-screen-bottom", "docked-reaches-window-bottom", "undocked-covers-nothing",
      ],
      .coverage: ["intersection-covered-height"],
      .insets: ["minus-applied-safe-area"],
      .revealRule: [
        "reveal-when-covers-more", "keyboard-covers-no-more", "other-app-keyboard-insets-only",
        "reveal-on-focus-change", "reveal-on-change", "measure-only",
      ],
      .reveal: [
        "already-visible", "scroll-least-distance", "no-focused-view",
        "hidden-view-never-revealed", "nothing-visible", "no-rect", "reveal-caret",
      ],
      .offset: [
        "scroll-least-distance", "clamp-offset-on-shrink", "restore-offset",
        "floating-keyboard-move",
      ],
    ]

    /// The rule that decides a member of `family`: the recorded decision's rule of that
    /// family, else the replayed one's; for the rule list itself, the first rule in one
    /// list and not the other.
    static func rule(for family: RuleFamily, recorded: [String], replayed: [String]) -> String {
      if family == .rules || family == .event {
        let differing =
          recorded.first { !replayed.contains($0) } ?? replayed.first { !recorded.contains($0) }
        return differing ?? recorded.first ?? "(none)"
      }
      let members = families[family] ?? []
      if family == .coverage || family == .insets {
        // These rules are always the same one; name it even when the decision lists none.
        return recorded.first { members.contains($0) } ?? members.sorted()[0]
      }
      return recorded.first { members.contains($0) } ?? replayed.first { members.contains($0) }
        ?? "(none of the \(family.rawValue) rules)"
    }
  }
#endif
