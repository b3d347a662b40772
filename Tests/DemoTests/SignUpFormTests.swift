#if !canImport(UIKit)
  import HeadlessUIKit
  import SignUpForm
  import Testing

  extension DemoTests {
    /// The form's shape: what the demo and the iOS app rely on.
    @MainActor
    @Suite struct SignUpFormTests {
      @Test func formHasTenOrMoreNamedFieldsAndFirstAndLastNameShareARow() throws {
        let form = SignUpForm(width: 393)
        #expect(form.fields.count >= 10)
        #expect(Set(form.views.map(\.name)).count == form.views.count)
        let first = try #require(form.view(named: "firstName"))
        let last = try #require(form.view(named: "lastName"))
        #expect(first.frame.minY == last.frame.minY)
        #expect(first.frame.maxX < last.frame.minX)
        #expect(Set(form.fields.map { $0.view.frame.height }).count > 1)
        #expect(form.scrollView.contentSize.height > form.submitButton.frame.maxY)
      }

      /// The postcode (504 … 540 at width 320) gets its error label 4 pt under it, 20 pt tall,
      /// while its text is not 5 digits; the rows below move down by 24 and back.
      @Test func postcodeErrorLabelShowsUntilFiveDigits() throws {
        let form = SignUpForm(width: 320)
        let postcode = try #require(form.view(named: SignUpForm.postcodeName) as? UITextField)
        let country = try #require(form.view(named: "country"))
        #expect(postcode.frame.maxY == 540)
        #expect(country.frame.minY == 552)
        #expect(form.postcodeError.isHidden)
        // The form leaves the key's title to the scroll view.
        #expect(postcode.returnKeyType == .default)
        postcode.text = "9410"
        postcode.sendActions(for: .editingChanged)
        #expect(!form.postcodeError.isHidden)
        // The stack re-lays out at the next layout pass: nothing moves before it.
        #expect(country.frame.minY == 552)
        form.layout(width: 320)
        #expect(form.postcodeError.frame == CGRect(x: 16, y: 544, width: 288, height: 20))
        #expect(country.frame.minY == 576)
        postcode.text = "94105"
        postcode.sendActions(for: .editingChanged)
        #expect(form.postcodeError.isHidden)
        form.layout(width: 320)
        #expect(country.frame.minY == 552)
      }

      @Test(arguments: [
        ("", true), ("94105", true), ("9410", false), ("941050", false), ("9410a", false),
      ])
      func acceptablePostcodes(text: String, accepted: Bool) {
        #expect(SignUpForm.isAcceptablePostcode(text) == accepted)
      }

      @Test func notesGrowWithTheirText() {
        let form = SignUpForm(width: 320)
        let before = form.submitButton.frame.minY
        form.notes.text = Array(repeating: "line", count: 12).joined(separator: "\n")
        form.notes.insertText("\nmore")
        form.layout(width: 320)  // the pass that follows the notes' new natural height
        // 13 lines × 20 + 16 = 276 pt (the model's line metrics).
        #expect(form.notes.frame.height == 276)
        #expect(form.submitButton.frame.minY == before + 276 - SignUpForm.minimumNotesHeight)
      }
    }
  }
#endif
