#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One row of the sign-up form: one or two views side by side, all of one height.
struct SignUpFormRow {
  /// The names of the views in the row, left to right.
  var names: [String]
  /// The row's height in points.
  var height: CGFloat
  /// Extra space above the row, on top of the usual row spacing: it starts a new section.
  var sectionGap: CGFloat = 0

  /// The rows from top to bottom. Heights are mixed on purpose: a form is rarely a column of
  /// equal fields, and the keyboard maths must not depend on it.
  static let all: [SignUpFormRow] = [
    // Account
    SignUpFormRow(names: ["firstName", "lastName"], height: 44),
    SignUpFormRow(names: ["email"], height: 44),
    SignUpFormRow(names: ["phone"], height: 44),
    SignUpFormRow(names: ["username"], height: 44),
    SignUpFormRow(names: ["password"], height: 44),
    SignUpFormRow(names: ["confirmPassword"], height: 44),
    // Address: the street field is taller, the postcode field shorter.
    SignUpFormRow(names: ["street"], height: 56, sectionGap: 20),
    SignUpFormRow(names: ["city"], height: 44),
    SignUpFormRow(names: ["postcode"], height: 36),
    SignUpFormRow(names: ["country"], height: 44),
    // About you
    SignUpFormRow(names: ["referralCode"], height: 36, sectionGap: 20),
    SignUpFormRow(names: [SignUpForm.notesName], height: SignUpForm.minimumNotesHeight),
    SignUpFormRow(names: [SignUpForm.submitButtonName], height: 50, sectionGap: 12),
  ]
}
