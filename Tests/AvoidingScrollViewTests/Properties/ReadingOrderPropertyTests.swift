#if !canImport(UIKit)
  import Foundation
  import TestSupport
  import Testing

  import AvoidingScrollViewCore

  /// Seeded properties of the reading order over random forms.
  @Suite struct ReadingOrderPropertyTests {
    /// `count` frames, 60 wide, with distinct `minX` (so ties never fall back on the input
    /// index), random tops in 0..<600 and heights in 10..<90.
    static func frames(_ count: Int, _ generator: inout SeededGenerator) -> [CGRect] {
      var xs = Array(0..<1000)
      for index in stride(from: xs.count - 1, to: 0, by: -1) {
        xs.swapAt(index, generator.int(below: index + 1))
      }
      return (0..<count).map { index in
        CGRect(
          x: CGFloat(xs[index]), y: CGFloat(generator.int(below: 600)), width: 60,
          height: CGFloat(10 + generator.int(below: 80)))
      }
    }

    @Test(arguments: 0..<200)
    func theOrderDoesNotDependOnTheOrderViewsWereAdded(seed: Int) {
      var generator = SeededGenerator(seed: UInt64(seed))
      let frames = Self.frames(1 + generator.int(below: 12), &generator)
      var shuffled = frames
      for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
        shuffled.swapAt(index, generator.int(below: index + 1))
      }
      for rightToLeft in [false, true] {
        let read = ReadingOrder.order(frames, rightToLeft: rightToLeft).map { frames[$0] }
        let readShuffled = ReadingOrder.order(shuffled, rightToLeft: rightToLeft).map {
          shuffled[$0]
        }
        #expect(read == readShuffled, "seed \(seed)")
        #expect(read.count == frames.count, "seed \(seed): every frame once")
      }
    }

    @Test(arguments: 0..<200)
    func rightToLeftIsLeftToRightOfTheMirroredForm(seed: Int) {
      var generator = SeededGenerator(seed: UInt64(seed))
      let frames = Self.frames(1 + generator.int(below: 12), &generator)
      // Mirrored about x = 0 … 1060: x' = 1060 − maxX; rows (y) unchanged.
      let mirrored = frames.map {
        CGRect(x: 1060 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height)
      }
      #expect(
        ReadingOrder.order(frames, rightToLeft: true)
          == ReadingOrder.order(mirrored, rightToLeft: false), "seed \(seed)")
    }

    /// Not "a frame entirely below another is read after it": a tall frame beside both can
    /// gather them into one row, where the leading one comes first (the documented union
    /// rule). What holds is the row cut: a frame that starts at or below the bottom of every
    /// frame starting above it begins a new row, so all of those are read before it.
    @Test(arguments: 0..<200)
    func aFrameBelowEverythingAboveItIsReadAfterAllOfIt(seed: Int) {
      var generator = SeededGenerator(seed: UInt64(seed))
      let frames = Self.frames(2 + generator.int(below: 11), &generator)
      for rightToLeft in [false, true] {
        let order = ReadingOrder.order(frames, rightToLeft: rightToLeft)
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        for b in frames.indices {
          let above = frames.indices.filter { $0 != b && frames[$0].minY <= frames[b].minY }
          guard above.allSatisfy({ frames[$0].maxY <= frames[b].minY }) else { continue }
          for a in above {
            #expect(position[a, default: -1] < position[b, default: -1], "seed \(seed)")
          }
        }
      }
    }
  }
#endif
