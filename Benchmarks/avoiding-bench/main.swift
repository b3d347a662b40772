import BenchKit

// Top-level code runs on the main thread, which is the main actor's.
MainActor.assumeIsolated {
  // `--count …` runs one cost scenario a fixed number of times (for instruction counts).
  // `--count-solver …` solves Auto Layout's system of a form a fixed number of times.
  if !CountedRun.main(arguments: CommandLine.arguments)
    && !SolverCountedRun.main(arguments: CommandLine.arguments)
  {
    BenchCommand.main(arguments: CommandLine.arguments)
  }
}
