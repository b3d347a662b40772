/// Placeholder until the BenchKit target has sources.
enum BenchKitPlaceholder {}
