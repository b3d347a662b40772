/// What the keyboard toolbar shows and says, in one place: the symbols of its previous and
/// next buttons and their VoiceOver labels (Done is the system item, which carries its own
/// localized title).
///
/// [choice] The labels are English and not localized yet (README, Known limits); issue 23
/// localizes them here.
enum KeyboardToolbarLabels {
  /// The SF Symbol of the previous button: up the form, in both layout directions.
  static let previousSymbol = "chevron.up"
  /// The SF Symbol of the next button.
  static let nextSymbol = "chevron.down"
  /// VoiceOver's label for the previous button (IQKeyboardManager's default) [seen].
  static let previous = "Previous"
  /// VoiceOver's label for the next button.
  static let next = "Next"
}
