#if !canImport(UIKit)
  import Foundation

  /// The median time of an operation and the net heap growth it leaves.
  public struct Measurement: Sendable {
    /// Median wall time of one operation, in nanoseconds (`ContinuousClock`).
    public var medianNanoseconds: Double
    /// Bytes in use on glibc's heap after the samples less before, per operation
    /// (`mallinfo2().uordblks`): what an operation keeps, not what it allocates and frees.
    /// `nil` where glibc's counter cannot be read.
    public var netHeapBytes: Double?
    /// Samples taken.
    public var samples: Int

    /// Times `operation` `samples` times (at least `minimumSamples`, stopping early once
    /// `budget` has passed), after `warmup` untimed runs.
    @MainActor
    static func take(
      samples: Int, minimumSamples: Int = 9, budget: Duration, warmup: Int = 5,
      _ operation: () -> Void
    ) -> Measurement {
      for _ in 0..<warmup { operation() }
      let clock = ContinuousClock()
      var times: [Double] = []
      times.reserveCapacity(samples)
      let heapBefore = HeapUsage.bytesInUse()
      let started = clock.now
      while times.count < samples {
        let start = clock.now
        operation()
        let elapsed = clock.now - start
        let parts = elapsed.components
        times.append(Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9)
        if times.count >= minimumSamples && clock.now - started > budget { break }
      }
      let heapAfter = HeapUsage.bytesInUse()
      times.sort()
      return Measurement(
        medianNanoseconds: times[times.count / 2],
        netHeapBytes: heapBefore.flatMap { before in
          heapAfter.map { (Double($0) - Double(before)) / Double(times.count) }
        },
        samples: times.count)
    }
  }
#endif
