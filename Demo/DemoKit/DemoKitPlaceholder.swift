/// Placeholder until the DemoKit target has sources.
enum DemoKitPlaceholder {}
