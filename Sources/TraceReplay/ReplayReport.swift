#if !canImport(UIKit)
  import AvoidingScrollView
  import AvoidingScrollViewDiagnostics
  import Foundation

  /// What a replay found: the divergences between the recorded decisions and the replayed
  /// ones, the model differences (HeadlessUIKit's geometry differs from the recording), and
  /// what the rebuild could not reproduce.
  package struct ReplayReport: Sendable {
    /// A recorded decision the replay did not reproduce.
    package struct Divergence: Sendable, Equatable {
      /// Whether the component or the model is to blame.
      package enum Kind: String, Sendable {
        /// The geometry matched the recording up to here: the component decided otherwise
        /// (a regression, or a fix).
        case component
        /// The model's geometry already differed from the recording: HeadlessUIKit did
        /// something UIKit did not, so the decision cannot be judged.
        case model
      }

      package var kind: Kind
      /// The `seq` of the recorded decision (or of the input, for an extra decision).
      package var seq: Int
      /// The input it followed: its `seq` and what it was.
      package var trigger: Int
      package var input: String
      /// The first differing member (`coveredHeight`, `insets.keyboard`, …), or `decision`
      /// when one side has no decision at all.
      package var field: String
      package var recorded: String
      package var replayed: String
      /// The rule behind the member.
      package var rule: String
      package var recordedText: String
      package var replayedText: String
    }

    /// A geometry the model derived otherwise than UIKit did.
    package struct ModelDifference: Sendable, Equatable {
      package var seq: Int
      package var what: String
    }

    package var divergences: [Divergence] = []
    package var modelDifferences: [ModelDifference] = []
    package var warnings: [String] = []
    package var eventsReplayed = 0
    package var decisionsCompared = 0

    /// Whether every recorded decision was reproduced.
    package var isClean: Bool { divergences.isEmpty }

    /// The report as the `avoiding-replay` command prints it: the first divergence with both
    /// explanations, or all of them with `all`.
    package func text(all: Bool = false) -> String {
      var lines: [String] = []
      for warning in warnings { lines.append("warning: \(warning)") }
      for difference in modelDifferences.prefix(all ? .max : 3) {
        lines.append("model difference at seq \(difference.seq): \(difference.what)")
      }
      if !all, modelDifferences.count > 3 {
        lines.append(
          "… \(Self.count(modelDifferences.count - 3, "more model difference")) (--all lists them)")
      }
      lines.append(
        "replayed \(Self.count(eventsReplayed, "event")), compared "
          + "\(Self.count(decisionsCompared, "decision")): "
          + (isClean ? "zero divergence" : "\(divergences.count) divergent"))
      for (index, divergence) in divergences.enumerated() where all || index == 0 {
        lines.append("")
        lines.append(
          (index == 0 ? "first divergence" : "divergence")
            + " at seq \(divergence.seq), after seq \(divergence.trigger) (\(divergence.input)):")
        switch divergence.kind {
        case .component:
          lines.append(
            "  component difference: the geometry matched the recording up to here")
        case .model:
          lines.append(
            "  model difference: HeadlessUIKit's geometry already differed from the recording "
              + "(see above), so this decision cannot be judged")
        }
        lines.append(
          "  \(divergence.field): recorded \(divergence.recorded), replayed \(divergence.replayed)")
        lines.append("  rule: \(divergence.rule)")
        lines.append("  recorded: \(divergence.recordedText)")
        lines.append("  replayed: \(divergence.replayedText)")
      }
      if !all, divergences.count > 1 {
        lines.append("")
        lines.append(
          "… \(Self.count(divergences.count - 1, "more divergence")) (--all lists them)")
      }
      return lines.joined(separator: "\n")
    }

    /// `count` and `noun`, in the plural unless one.
    private static func count(_ count: Int, _ noun: String) -> String {
      "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
  }
#endif
