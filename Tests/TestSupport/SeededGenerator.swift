#if !canImport(UIKit)
  import Foundation

  /// A small, fast, seeded pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014):
  /// the same seed gives the same sequence on every platform, so a failing property or fuzz
  /// run is reproduced from its printed seed. Shared by the test targets (the component's
  /// properties and fuzzers, the model's solver properties).
  public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
      state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<count`; `count` must be positive.
    public mutating func int(below count: Int) -> Int {
      Int(next() % UInt64(count))
    }

    /// A uniform value in `0..<1`.
    public mutating func unit() -> Double {
      Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
      unit() < probability
    }

    /// A value in `range` that is a whole multiple of `step` (points on a 0.5 or 2 pt grid
    /// keep every sum exact in binary floating point, so expectations can be compared with
    /// `==`).
    public mutating func grid(_ range: ClosedRange<CGFloat>, step: CGFloat = 0.5) -> CGFloat {
      let low = (range.lowerBound / step).rounded(.up)
      let high = (range.upperBound / step).rounded(.down)
      guard high > low else { return low * step }
      let count = Int(high - low) + 1
      return (low + CGFloat(int(below: count))) * step
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
      elements[int(below: elements.count)]
    }

    /// A seed for an independent child generator.
    public mutating func fork() -> UInt64 {
      next()
    }
  }

  /// Reads a non-negative integer from the environment, or `fallback`.
  public func seededEnvironmentInteger(_ name: String, default fallback: UInt64) -> UInt64 {
    guard let text = ProcessInfo.processInfo.environment[name] else { return fallback }
    let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
    if trimmed.hasPrefix("0x"), let value = UInt64(trimmed.dropFirst(2), radix: 16) { return value }
    return UInt64(trimmed) ?? fallback
  }
#endif
