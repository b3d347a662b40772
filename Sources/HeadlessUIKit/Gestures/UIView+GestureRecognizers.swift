#if !canImport(UIKit)
  import Foundation

  /// The model of `UIView.gestureRecognizers`, `addGestureRecognizer(_:)` and
  /// `removeGestureRecognizer(_:)` (declared in UIView.swift).
  extension UIView {
    /// `nil` when no recognizer is attached [choice: the property is nullable and UIKit
    /// does not document when it is empty or `nil`; a UIKit scroll view also has its own
    /// pan recognizers, which the model does not have].
    var modelGestureRecognizers: [UIGestureRecognizer]? {
      attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers
    }

    func modelSetGestureRecognizers(_ recognizers: [UIGestureRecognizer]) {
      for recognizer in attachedGestureRecognizers { recognizer.attachedView = nil }
      attachedGestureRecognizers = []
      for recognizer in recognizers { modelAddGestureRecognizer(recognizer) }
    }

    /// Attaches once; a recognizer attached elsewhere moves here [choice: a recognizer has
    /// one `view`; UIKit does not document adding it to a second view].
    func modelAddGestureRecognizer(_ recognizer: UIGestureRecognizer) {
      if recognizer.attachedView === self { return }
      recognizer.attachedView?.modelRemoveGestureRecognizer(recognizer)
      attachedGestureRecognizers.append(recognizer)
      recognizer.attachedView = self
    }

    func modelRemoveGestureRecognizer(_ recognizer: UIGestureRecognizer) {
      guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === recognizer })
      else { return }
      attachedGestureRecognizers.remove(at: index)
      recognizer.attachedView = nil
    }
  }
#endif
