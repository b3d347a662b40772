#if !canImport(UIKit)
  import DemoKit
  import Foundation

  /// What a drawing's figures say, the judge of its caption: the model's numbers after the
  /// step, and before it (the previous step of the act, or the act's scene at rest).
  struct CaptionFigures: Equatable {
    var inset: Double
    var offset: Double
    var overlap: Double
    var keyboardHeight: Double?
    var focusedName: String?
    var isFocusVisible: Bool?
    var insetBefore: Double?
    var offsetBefore: Double?

    init(
      inset: Double, offset: Double, overlap: Double, keyboardHeight: Double? = nil,
      focusedName: String? = nil, isFocusVisible: Bool? = nil, insetBefore: Double? = nil,
      offsetBefore: Double? = nil
    ) {
      self.inset = inset
      self.offset = offset
      self.overlap = overlap
      self.keyboardHeight = keyboardHeight
      self.focusedName = focusedName
      self.isFocusVisible = isFocusVisible
      self.insetBefore = insetBefore
      self.offsetBefore = offsetBefore
    }

    /// The figures of `snapshot`, with `before` as the state the step started from.
    init(_ snapshot: StepSnapshot, before: StepSnapshot?) {
      self.init(
        inset: Double(snapshot.contentInsetBottom), offset: Double(snapshot.contentOffsetY),
        overlap: Double(snapshot.keyboardOverlap),
        keyboardHeight: snapshot.keyboard.map { Double($0.height) },
        focusedName: snapshot.focusedName, isFocusVisible: snapshot.isFocusVisible,
        insetBefore: before.map { Double($0.contentInsetBottom) },
        offsetBefore: before.map { Double($0.contentOffsetY) })
    }
  }

  /// Reads a demo caption for a small vocabulary of claims and checks each against the
  /// figures of its own drawing. The vocabulary:
  ///
  /// - **inset**: "no inset" (0); "the inset is … N pt", "Inset N pt", "its inset of N pt";
  ///   "the inset stays N pt" (N, and N before the step too).
  /// - **covered**: "covers N pt", "Only N pt of the M-pt keyboard" (the keyboard over the
  ///   scroll view, and the keyboard's height); "nothing is covered" (0).
  /// - **offset**: "offset = … = N", "contentOffset.y = N", "…, N, comes back" (N); "the
  ///   offset stays N" (N, unchanged by the step); "moved the offset from A to B".
  /// - **motion**: "nothing moves", "does not move", "nothing scrolls" (the offset is what it
  ///   was before the step).
  /// - **focus**: "X is visible", "X is hidden", "X stays hidden", "X is out of view", "the
  ///   caret line is kept in view", "No field is focused".
  /// - **arithmetic**: every "a + b − (c − d) = e" (with +, −, ×) must compute.
  ///
  /// A caption whose words disagree with its numbers yields a contradiction; so does one
  /// that quotes a number other than its drawing's for the same figure.
  enum CaptionReader {
    /// One claim read in a caption, with whether the figures bear it out.
    struct Claim: CustomStringConvertible {
      /// The vocabulary entry: "inset", "covered", "offset", "motion", "focus", "arithmetic".
      var kind: String
      /// The words of the caption that make it.
      var text: String
      /// Why the figures contradict it; `nil` when they agree.
      var contradiction: String?

      var description: String {
        "“\(text)” (\(kind))" + (contradiction.map { ": \($0)" } ?? "")
      }
    }

    /// Every claim read in `caption`, each checked against `figures`.
    static func claims(in caption: String, figures f: CaptionFigures) -> [Claim] {
      var claims: [Claim] = []
      func claim(_ kind: String, _ text: Substring, _ failure: String?) {
        claims.append(Claim(kind: kind, text: String(text), contradiction: failure))
      }
      func expect(_ figure: String, _ actual: Double?, _ claimed: Double) -> String? {
        guard let actual else { return "no \(figure) to compare with" }
        return abs(actual - claimed) < 0.05
          ? nil : "\(figure) is \(DemoFigure.text(actual)), not \(DemoFigure.text(claimed))"
      }
      let text = caption

      // Inset.
      for match in text.matches(of: #/\bno inset\b/#.ignoresCase()) {
        claim("inset", match.output, expect("contentInset.bottom", f.inset, 0))
      }
      for match in text.matches(
        of: #/the inset (is|stays) (?:[-−+×() 0-9.]+= )?(-?\d+(?:\.\d+)?) pt/#)
      {
        let value = number(match.output.2)
        var failure = expect("contentInset.bottom", f.inset, value)
        if failure == nil, match.output.1 == "stays" {
          failure = expect("contentInset.bottom before the step", f.insetBefore, value)
        }
        claim("inset", match.output.0, failure)
      }
      for match in text.matches(of: #/\b(?:Inset|inset of) (-?\d+(?:\.\d+)?) pt/#) {
        claim(
          "inset", match.output.0, expect("contentInset.bottom", f.inset, number(match.output.1)))
      }

      // Covered.
      for match in text.matches(
        of: #/Only (-?\d+(?:\.\d+)?) pt of the (-?\d+(?:\.\d+)?)-pt keyboard/#)
      {
        claim(
          "covered", match.output.0,
          expect("the keyboard over the view", f.overlap, number(match.output.1))
            ?? expect("the keyboard's height", f.keyboardHeight, number(match.output.2)))
      }
      for match in text.matches(of: #/\bcovers (-?\d+(?:\.\d+)?) pt\b/#) {
        claim(
          "covered", match.output.0,
          expect("the keyboard over the view", f.overlap, number(match.output.1)))
      }
      for match in text.matches(of: #/\bnothing is covered\b/#.ignoresCase()) {
        claim("covered", match.output, expect("the keyboard over the view", f.overlap, 0))
      }

      // Offset.
      for match in text.matches(of: #/\boffset = [^=.]+= (-?\d+(?:\.\d+)?)/#) {
        claim("offset", match.output.0, expect("contentOffset.y", f.offset, number(match.output.1)))
      }
      for match in text.matches(of: #/contentOffset\.y = (-?\d+(?:\.\d+)?)/#) {
        claim("offset", match.output.0, expect("contentOffset.y", f.offset, number(match.output.1)))
      }
      for match in text.matches(of: #/, (-?\d+(?:\.\d+)?), comes back/#) {
        claim("offset", match.output.0, expect("contentOffset.y", f.offset, number(match.output.1)))
      }
      for match in text.matches(of: #/the offset stays (-?\d+(?:\.\d+)?)/#) {
        let value = number(match.output.1)
        claim(
          "offset", match.output.0,
          expect("contentOffset.y", f.offset, value)
            ?? expect("contentOffset.y before the step", f.offsetBefore, value))
      }
      for match in text.matches(
        of: #/moved the offset from (-?\d+(?:\.\d+)?) to (-?\d+(?:\.\d+)?)/#)
      {
        let from = number(match.output.1)
        let to = number(match.output.2)
        claim(
          "offset", match.output.0,
          expect("contentOffset.y before the step", f.offsetBefore, from)
            ?? expect("contentOffset.y", f.offset, to)
            ?? (from == to ? "a move from \(from) to itself" : nil))
      }

      // Motion.
      for match in text.matches(
        of: #/\b(?:nothing moves|does not move|nothing scrolls|nothing scrolled)\b/#.ignoresCase())
      {
        claim(
          "motion", match.output,
          expect("contentOffset.y before the step", f.offsetBefore, f.offset))
      }

      // Focus.
      for match in text.matches(of: #/(\w+) (is visible|is hidden|stays hidden|is out of view)/#) {
        let name = String(match.output.1)
        let visible = match.output.2 == "is visible"
        var failure: String?
        if f.focusedName != name {
          failure = "the focused field is \(f.focusedName ?? "none"), not \(name)"
        } else if f.isFocusVisible != visible {
          failure = "\(name) is \(f.isFocusVisible == true ? "visible" : "hidden")"
        }
        claim("focus", match.output.0, failure)
      }
      for match in text.matches(of: #/the caret line is kept in view/#) {
        claim("focus", match.output, f.isFocusVisible == true ? nil : "the focus is not visible")
      }
      for match in text.matches(of: #/No field is focused/#) {
        claim(
          "focus", match.output,
          f.focusedName == nil ? nil : "\(f.focusedName ?? "") is focused")
      }

      // Arithmetic.
      for match in text.matches(
        of:
          #/((?:\(?-?\d+(?:\.\d+)?\)?\s*[-−+×]\s*)+\(?-?\d+(?:\.\d+)?\)*)\s*=\s*(-?\d+(?:\.\d+)?)/#)
      {
        let claimed = number(match.output.2)
        let failure: String?
        if let computed = Arithmetic.evaluate(String(match.output.1)) {
          failure =
            abs(computed - claimed) < 0.05
            ? nil : "it computes to \(DemoFigure.text(computed)), not \(DemoFigure.text(claimed))"
        } else {
          failure = "it cannot be read as arithmetic"
        }
        claim("arithmetic", match.output.0, failure)
      }
      return claims
    }

    /// The claims of `caption` that its figures contradict.
    static func contradictions(in caption: String, figures: CaptionFigures) -> [Claim] {
      claims(in: caption, figures: figures).filter { $0.contradiction != nil }
    }

    private static func number(_ text: Substring) -> Double {
      Double(text.replacingOccurrences(of: "−", with: "-")) ?? .nan
    }
  }

  /// How the page prints a number (the demo's table: whole, or one decimal).
  enum DemoFigure {
    static func text(_ value: Double) -> String {
      value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
  }

  /// A tiny evaluator for the captions' arithmetic: numbers, +, −, × and parentheses, with
  /// × binding tighter.
  enum Arithmetic {
    static func evaluate(_ text: String) -> Double? {
      var tokens: [String] = []
      var number = ""
      for character in text where character != " " {
        if character.isNumber || character == "."
          || (character == "-" && number.isEmpty && startsOperand(after: tokens))
        {
          number.append(character)
        } else {
          if !number.isEmpty { tokens.append(number) }
          number = ""
          tokens.append(character == "-" ? "−" : String(character))
        }
      }
      if !number.isEmpty { tokens.append(number) }
      var parser = Parser(tokens: tokens)
      guard let value = parser.sum(), parser.index == tokens.count else { return nil }
      return value
    }

    /// Whether a "-" here starts a negative number: nothing, an operator or "(" before it.
    private static func startsOperand(after tokens: [String]) -> Bool {
      guard let last = tokens.last else { return true }
      return ["+", "−", "×", "("].contains(last)
    }

    private struct Parser {
      var tokens: [String]
      var index = 0

      mutating func sum() -> Double? {
        guard var value = product() else { return nil }
        while index < tokens.count, ["+", "−"].contains(tokens[index]) {
          let op = tokens[index]
          index += 1
          guard let right = product() else { return nil }
          value = op == "+" ? value + right : value - right
        }
        return value
      }

      mutating func product() -> Double? {
        guard var value = operand() else { return nil }
        while index < tokens.count, tokens[index] == "×" {
          index += 1
          guard let right = operand() else { return nil }
          value *= right
        }
        return value
      }

      mutating func operand() -> Double? {
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        index += 1
        if token == "(" {
          guard let value = sum(), index < tokens.count, tokens[index] == ")" else { return nil }
          index += 1
          return value
        }
        return Double(token)
      }
    }
  }
#endif
