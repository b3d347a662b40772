#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What a text field's Return key reaches: the control event, never the field's delegate.
///
/// A text field sends `.editingDidEndOnExit` when the Return key is pressed and its
/// delegate's `textFieldShouldReturn(_:)` did not refuse [doc: UIControl.h, "'return key'
/// ending editing"; UITextField.h, textFieldShouldReturn "return NO to ignore"]. Listening
/// to that event leaves the delegate entirely to the app (TPKeyboardAvoiding took the
/// delegate and broke the app's: its issues #185, #225, #266, #268 [seen]).
///
/// How it listens [choice]: on iOS, `addTarget(_:action:for:)` with an `@objc` method, the
/// API every iOS version since 2.0 has, so the package's iOS 13 floor holds. Where UIKit is
/// absent (the HeadlessUIKit model, which has no Objective-C runtime to send a selector),
/// the closure form `addAction(_:for:)` that UIKit added in iOS 14. UIKit keeps a target
/// weakly [doc: UIControl.h, "the control does not retain the target"], so the engine keeps
/// this object alive.
@MainActor
final class ReturnKeyTarget: NSObject {
  /// Called with the field whose Return key was pressed.
  private let onReturn: (UITextField) -> Void
  /// The fields this target is registered with, weakly, by identity: looked up on every
  /// focus change of forms of any size, so a lookup must not search a list.
  private var fields: [ObjectIdentifier: WeakField] = [:]
  /// The return key types the component set, to tell them from the app's, by identity.
  private var typesSet: [ObjectIdentifier: GivenType] = [:]

  private struct WeakField {
    weak var field: UITextField?
  }

  /// A return key type this target set, and on which field (weakly). A class, so that the
  /// lookup made for every field on every focus change copies a reference, not a weak one.
  private final class GivenType {
    weak var field: UITextField?
    let type: UIReturnKeyType

    init(field: UITextField, type: UIReturnKeyType) {
      self.field = field
      self.type = type
    }
  }

  init(onReturn: @escaping (UITextField) -> Void) {
    self.onReturn = onReturn
    super.init()
  }

  /// Registers for `field`'s Return key once.
  func register(_ field: UITextField) {
    let key = ObjectIdentifier(field)
    // An entry whose field is gone may carry the identifier of a new object at the same
    // address: only a live entry for this very field counts.
    guard fields[key]?.field !== field else { return }
    fields[key] = WeakField(field: field)
    #if canImport(UIKit)
      field.addTarget(self, action: #selector(returnKeyPressed(_:)), for: .editingDidEndOnExit)
    #else
      field.addAction(action, for: .editingDidEndOnExit)
    #endif
  }

  /// Sets `field`'s return key type to `type` where the app left it: `.default`, or the
  /// value this target set last.
  func setReturnKeyType(_ type: UIReturnKeyType, of field: UITextField) {
    let current = field.returnKeyType
    // A field that already shows `type` keeps it, whoever set it: nothing to write, and no
    // entry to look up (this runs for every field on every focus change). Only `.next` and
    // `.done` are set, never `.default`, so such a field is not one the app left alone.
    if current == type { return }
    let key = ObjectIdentifier(field)
    let entry = typesSet[key]
    let ours = entry?.field === field ? entry?.type : nil
    guard current == .default || current == ours else { return }
    field.returnKeyType = type
    typesSet[key] = GivenType(field: field, type: type)
  }

  /// Puts back `.default` wherever the value is still the one this target set.
  func restoreReturnKeyTypes() {
    for entry in typesSet.values {
      if let field = entry.field, field.returnKeyType == entry.type {
        field.returnKeyType = .default
      }
    }
    typesSet.removeAll()
  }

  #if canImport(UIKit)
    @objc private func returnKeyPressed(_ sender: UITextField) {
      onReturn(sender)
    }
  #else
    /// One action shared by all fields; `sender` says which field pressed Return.
    private lazy var action = UIAction { [weak self] action in
      guard let field = action.sender as? UITextField else { return }
      self?.onReturn(field)
    }
  #endif
}
