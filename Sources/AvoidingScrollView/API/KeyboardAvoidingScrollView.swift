#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A scroll view that keeps the text field or text view being edited inside it visible above
/// the keyboard: ``AvoidingScrollView``, ``AvoidingTableView`` and ``AvoidingCollectionView``.
///
/// The three classes share one engine and one API, written here once: every member of this
/// protocol's extension has the same behaviour on each of them. You use them on the class as
/// you always did (`table.showsKeyboardToolbar = true`); the protocol also lets your code
/// configure any of the three without knowing which it is:
///
/// ```swift
/// func configure(_ form: some KeyboardAvoidingScrollView) {
///   form.showsKeyboardToolbar = true
///   form.endsEditingOnTapOutside = true
/// }
/// ```
///
/// Only the three classes of this package (and your subclasses of them) conform: the one
/// requirement, ``keyboardAvoidance``, is a value that only they can create.
///
/// `keyboardPadding` is declared on each class rather than here, because Interface Builder
/// shows only `@IBInspectable` properties of a class:
/// ``AvoidingScrollView/keyboardPadding``, ``AvoidingTableView/keyboardPadding``,
/// ``AvoidingCollectionView/keyboardPadding``.
@MainActor
public protocol KeyboardAvoidingScrollView: UIScrollView {
  /// The engine that keeps this scroll view's focused descendant above the keyboard.
  ///
  /// It has no public members: configure avoidance through the members of this protocol. Its
  /// type has no public initializer, which is what keeps conformance to the package's classes.
  var keyboardAvoidance: KeyboardAvoidance { get }
}

extension KeyboardAvoidingScrollView {
  /// The engine behind ``keyboardAvoidance``, for the package's own code.
  package var keyboardAvoider: KeyboardAvoider {
    keyboardAvoidance.engine
  }
}
