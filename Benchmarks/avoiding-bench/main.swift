import BenchKit

// Top-level code runs on the main thread, which is the main actor's.
MainActor.assumeIsolated { BenchCommand.main(arguments: CommandLine.arguments) }
