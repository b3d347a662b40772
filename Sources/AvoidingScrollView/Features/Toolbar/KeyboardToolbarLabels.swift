import Foundation

/// What the keyboard toolbar shows and says, in one place: the symbols of its previous and
/// next buttons, their VoiceOver labels, and the three buttons' hints. Done is the system
/// item, which carries its own title, localized by UIKit; it gets a hint only.
///
/// The strings are the package's resources, one `Localizable.strings` table per language in
/// `Resources/<lang>.lproj` (Docs/Localization.md names each translation's source), read
/// through `Bundle.module`, where Core Foundation picks the language: on iOS, the one the
/// app runs in, so the labels and UIKit's Done agree [seen: swift-corelibs-foundation,
/// CFBundle_Locale.c, `_CFBundleCopyPreferredLanguagesInList`: a bundle other than the main
/// one first tries the languages the main bundle resolved to, unless the app sets
/// `CFBundleAllowMixedLocalizations`].
///
/// An app can replace any string: a table named `AvoidingScrollView` in its own bundle
/// (`AvoidingScrollView.strings`, or a string catalog of that name), with the same keys, is
/// consulted first, in the app's language [choice: no API to learn, and it covers what apps
/// ask of toolbar libraries: their own wording, and a language the package lacks, since the
/// app's table follows the app's languages].
struct KeyboardToolbarLabels: Equatable, Sendable {
  /// The SF Symbol of the previous button: up the form, in both layout directions.
  static let previousSymbol = "chevron.up"
  /// The SF Symbol of the next button.
  static let nextSymbol = "chevron.down"

  /// The name of the app's own table, consulted before the package's.
  static let appTable = "AvoidingScrollView"

  /// The keys of the tables, each with its English text: the development language's, and
  /// what a lookup returns when no table has the key.
  enum Key: String, CaseIterable, Sendable {
    case previous = "keyboardToolbar.previous"
    case next = "keyboardToolbar.next"
    case previousHint = "keyboardToolbar.previous.hint"
    case nextHint = "keyboardToolbar.next.hint"
    case doneHint = "keyboardToolbar.done.hint"

    /// The English text (Resources/en.lproj).
    var english: String {
      switch self {
      case .previous: "Previous"
      case .next: "Next"
      case .previousHint: "Moves to the previous field."
      case .nextHint: "Moves to the next field."
      case .doneHint: "Hides the keyboard."
      }
    }
  }

  /// VoiceOver's label for the previous button: a word, no "button" (the item's traits say
  /// so) [doc: UIAccessibility.h, accessibilityLabel, "Play" not "Play button"].
  let previous: String
  /// VoiceOver's label for the next button.
  let next: String
  /// The previous button's hint: what it does [doc: UIAccessibility.h, accessibilityHint,
  /// "describes the result of performing an action on the element, when the result is
  /// non-obvious … a brief phrase"]; "Previous" alone does not say previous what.
  let previousHint: String
  /// The next button's hint.
  let nextHint: String
  /// The Done button's hint: editing ends, so the keyboard goes.
  let doneHint: String

  /// The strings in the app's language: each key from the app's `AvoidingScrollView` table
  /// when it has it, else from the package's tables.
  static func current() -> KeyboardToolbarLabels {
    KeyboardToolbarLabels(appBundle: .main, packageBundle: packageBundle)
  }

  /// The package's resource bundle, which holds one `.lproj` per language.
  static var packageBundle: Bundle { .module }

  /// Each key from `appBundle`'s `AvoidingScrollView` table when it has it, else from
  /// `packageBundle`'s `Localizable` table, else English.
  init(appBundle: Bundle?, packageBundle: Bundle) {
    func string(_ key: Key) -> String {
      // A lookup that finds nothing returns `value:` [doc: Bundle.localizedString(forKey:
      // value:table:)], so a value no table holds tells "absent" from any translation.
      let absent = "\u{1}absent"
      if let appBundle {
        let own = appBundle.localizedString(
          forKey: key.rawValue, value: absent, table: Self.appTable)
        if own != absent { return own }
      }
      return packageBundle.localizedString(forKey: key.rawValue, value: key.english, table: nil)
    }
    previous = string(.previous)
    next = string(.next)
    previousHint = string(.previousHint)
    nextHint = string(.nextHint)
    doneHint = string(.doneHint)
  }
}
