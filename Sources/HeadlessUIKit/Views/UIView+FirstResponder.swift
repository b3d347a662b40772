#if !canImport(UIKit)
  import Foundation

  extension UIView {
    /// Whether the first responder of this view's window is this view or inside it (model
    /// internal: what a table or collection view asks before it lets a cell go).
    var holdsFirstResponder: Bool {
      guard let responder = window?.firstResponder as? UIView else { return false }
      return responder.isDescendant(of: self)
    }
  }
#endif
