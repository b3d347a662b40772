#if !canImport(UIKit)
  import Foundation
  import TestSupport
  import Testing

  import AvoidingScrollViewCore

  /// Seeded: the toolbar's buttons, asked one field at a time, say exactly whether the move
  /// each stands for has a field to try (`ReadingOrder.candidates`, the list the moves go
  /// through), from any position, in range or not, and with none.
  @Suite struct NavigationAvailabilityPropertyTests {
    @Test(arguments: 0..<300)
    func aButtonIsOnExactlyWhenItsMoveHasACandidate(seed: Int) {
      var generator = SeededGenerator(seed: UInt64(seed))
      let count = generator.int(below: 13)
      let eligible = (0..<count).map { _ in generator.chance(0.4) }
      // nil, or anything from two before the form to two after it.
      let position: Int? = generator.chance(0.15) ? nil : generator.int(below: count + 5) - 2
      let moves = NavigationAvailability.of(position: position, count: count) { eligible[$0] }
      let previous = ReadingOrder.candidates(from: position, eligible: eligible, forward: false)
      let next = ReadingOrder.candidates(from: position, eligible: eligible, forward: true)
      #expect(moves.previous == !previous.isEmpty, "seed \(seed)")
      #expect(moves.next == !next.isEmpty, "seed \(seed)")
    }
  }
#endif
