#if !canImport(UIKit)
  import HeadlessUIKit

  /// The cost baseline: a scroll view that, like TPKeyboardAvoiding, finds the first
  /// responder by walking its whole subtree on every event (keyboard notification, focus
  /// change, layout pass), then insets by the converted keyboard overlap and scrolls the
  /// field into view. Only its cost is measured.
  @MainActor
  final class TreeSearchScrollView: UIScrollView {
    private var keyboardFrame: CGRect?
    private var tokens: [any NSObjectProtocol] = []

    /// Starts observing the keyboard and begin-editing notifications.
    func startObserving() {
      let center = NotificationCenter.default
      tokens.append(
        center.addObserver(
          forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] note in
          // The iOS 18.0 SDK isolates the key to the main actor, where the system posts.
          let key = MainActor.assumeIsolated { UIResponder.keyboardFrameEndUserInfoKey }
          let frame = (note.userInfo?[key] as? NSValue)?.cgRectValue
          MainActor.assumeIsolated {
            self?.keyboardFrame = frame
            self?.recompute()
          }
        })
      tokens.append(
        center.addObserver(
          forName: UITextField.textDidBeginEditingNotification, object: nil, queue: nil
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.recompute() }
        })
    }

    /// Stops observing.
    func stopObserving() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens.removeAll()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      recompute()
    }

    private func recompute() {
      guard let window, let responder = Self.firstResponder(in: self) else { return }
      var bottom: CGFloat = 0
      if let keyboardFrame {
        let converted = window.screen.coordinateSpace.convert(keyboardFrame, to: self)
        let covered = bounds.intersection(converted)
        if !covered.isNull { bottom = max(0, bounds.maxY - covered.minY - safeAreaInsets.bottom) }
      }
      if contentInset.bottom != bottom { contentInset.bottom = bottom }
      scrollRectToVisible(convert(responder.bounds, from: responder), animated: false)
    }

    private static func firstResponder(in view: UIView) -> UIView? {
      for child in view.subviews {
        if child.isFirstResponder { return child }
        if let found = firstResponder(in: child) { return found }
      }
      return nil
    }
  }
#endif
