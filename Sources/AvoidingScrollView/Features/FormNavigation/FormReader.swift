#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The form of a focus change, walked when a feature first asks for it and then shared: the
/// Return keys' titles and the toolbar read the same walk.
@MainActor
struct FormReader {
  private let navigation: FormNavigation
  private var snapshot: FormSnapshot?

  init(navigation: FormNavigation) {
    self.navigation = navigation
  }

  /// The form; walked on the first call only, reading the text fields' `returnKeyType`s too
  /// when that call asks for them.
  mutating func read(readingReturnKeyTypes: Bool = false) -> FormSnapshot {
    if let snapshot { return snapshot }
    let walked = navigation.form(readingReturnKeyTypes: readingReturnKeyTypes)
    snapshot = walked
    return walked
  }
}
