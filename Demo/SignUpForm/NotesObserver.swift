#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Follows the text changes of the form's notes view. A separate, non-isolated holder, so
/// that its `deinit` can remove the observer without needing the main actor.
final class NotesObserver {
  /// Called on the main thread after each text change of the notes view.
  @MainActor var onChange: (() -> Void)? {
    get { box.onChange }
    set { box.onChange = newValue }
  }

  private let box: Box
  private let token: any NSObjectProtocol

  @MainActor init(notes: UITextView) {
    let box = Box()
    self.box = box
    // `queue: nil` runs the block on the posting thread, the main thread for text changes;
    // the component and the form then see the same, already laid-out, text.
    token = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: notes, queue: nil
    ) { _ in
      MainActor.assumeIsolated { box.onChange?() }
    }
  }

  deinit {
    NotificationCenter.default.removeObserver(token)
  }

  /// The callback, on the main actor.
  @MainActor private final class Box {
    var onChange: (() -> Void)?
  }
}
