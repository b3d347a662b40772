/// One section of the settings form: a title and the names of its fields, one per row.
public struct SettingsFormSection: Sendable, Equatable {
  /// The section's title, as a grouped table shows it above the section.
  public var title: String
  /// The names of the section's fields, one per row, top to bottom.
  public var rows: [String]

  /// The settings form's sections, top to bottom: 2 + 3 + 4 + 4 + 2 = 15 rows, so the form is
  /// taller than an iPhone's screen and its last rows start under the keyboard.
  public static let all: [SettingsFormSection] = [
    SettingsFormSection(title: "Account", rows: ["username", "password"]),
    SettingsFormSection(title: "Profile", rows: ["fullName", "email", "phone"]),
    SettingsFormSection(title: "Address", rows: ["street", "city", "postcode", "country"]),
    SettingsFormSection(
      title: "Payment", rows: ["cardholder", "cardNumber", "expiry", "securityCode"]),
    SettingsFormSection(title: "Delivery", rows: ["instructions", "giftMessage"]),
  ]
}
