#if !canImport(UIKit)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// ANSI styling for the table, on only when it goes to a terminal.
  public struct TerminalStyle: Sendable {
    /// Whether escape sequences are written.
    public var usesColour: Bool

    /// Creates a style; colour is on or off as told.
    public init(usesColour: Bool) {
      self.usesColour = usesColour
    }

    /// Colour when standard output is a terminal (`isatty`), so that a pipe or a file gets
    /// plain text.
    public static var forStandardOutput: TerminalStyle {
      TerminalStyle(usesColour: isatty(STDOUT_FILENO) == 1)
    }

    /// `text` in bold.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// `text` dimmed.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// `text` in green.
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// `text` in red.
    public func red(_ text: String) -> String { wrap(text, "31") }

    private func wrap(_ text: String, _ code: String) -> String {
      usesColour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
  }
#endif
