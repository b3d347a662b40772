import BenchKit

// Top-level code runs on the main thread, which is the main actor's.
MainActor.assumeIsolated {
  // `--count …` runs one cost scenario a fixed number of times (for instruction counts).
  if !CountedRun.main(arguments: CommandLine.arguments) {
    BenchCommand.main(arguments: CommandLine.arguments)
  }
}
