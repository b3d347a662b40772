#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit

  /// One thing that happens to a fuzz scene. Every value is concrete, so a recorded sequence
  /// replays identically on a fresh scene built from the same seed.
  enum FuzzEvent: CustomStringConvertible, Sendable {
    case keyboard(FuzzKeyboardName, FuzzObject, FuzzUserInfo?)
    /// `becomeFirstResponder()` on an editor inside the scroll view (index).
    case focus(Int)
    /// `becomeFirstResponder()` on a field outside the scroll view.
    case focusOutside
    /// The first responder resigns.
    case resign
    case setContentInset(UIEdgeInsets, topOnly: Bool)
    case setIndicatorInsets(UIEdgeInsets)
    case setContentOffset(CGPoint)
    case setContentSize(CGSize)
    /// Rotation or window resize: `screen.setBounds`, window and scroll view frames, then
    /// `window.layoutIfNeeded()`.
    case resize(screen: CGSize, margins: UIEdgeInsets, window: CGRect, scroll: CGRect)
    case removeEditor(Int)
    case restoreEditor(Int)
    case setHidden(Int, Bool)
    case removeScrollView
    case restoreScrollView
    case layout
    /// `insertText` on the text view, then one turn of the main queue.
    case type(String)
    case setEnabled(Bool)

    var description: String {
      switch self {
      case .keyboard(let name, let object, let info):
        "keyboard \(name.rawValue) object \(object.rawValue) userInfo \(info.map { "\($0)" } ?? "nil")"
      case .focus(let index): "focus editor \(index)"
      case .focusOutside: "focus field outside the scroll view"
      case .resign: "resign first responder"
      case .setContentInset(let insets, let topOnly):
        topOnly ? "app sets contentInset.top = \(insets.top)" : "app sets contentInset = \(insets)"
      case .setIndicatorInsets(let insets): "app sets verticalScrollIndicatorInsets = \(insets)"
      case .setContentOffset(let point): "app sets contentOffset = \(point)"
      case .setContentSize(let size): "app sets contentSize = \(size)"
      case .resize(let screen, let margins, let window, let scroll):
        "resize: screen \(screen) margins \(margins) window \(window) scroll view \(scroll)"
      case .removeEditor(let index): "remove editor \(index)"
      case .restoreEditor(let index): "re-add editor \(index)"
      case .setHidden(let index, let hidden): "editor \(index).isHidden = \(hidden)"
      case .removeScrollView: "remove scroll view from window"
      case .restoreScrollView: "re-add scroll view to window"
      case .layout: "window.layoutIfNeeded()"
      case .type(let text): "type \(text.debugDescription)"
      case .setEnabled(let enabled): "isKeyboardAvoidanceEnabled = \(enabled)"
      }
    }

    /// Events whose exact repetition must write nothing.
    var isRepeatable: Bool {
      switch self {
      case .keyboard, .layout, .resize, .focus, .focusOutside, .resign, .setHidden: true
      default: false
      }
    }
  }

  /// An event in a sequence; a duplicate shares the `id` of the event it repeats.
  struct FuzzStep: CustomStringConvertible, Sendable {
    var id: Int
    var event: FuzzEvent
    var duplicate: Bool

    var description: String {
      duplicate ? "(again) \(event)" : "\(event)"
    }
  }
#endif
