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

      @Test func notesGrowWithTheirText() {
        let form = SignUpForm(width: 320)
        let before = form.submitButton.frame.minY
        form.notes.text = Array(repeating: "line", count: 12).joined(separator: "\n")
        form.notes.insertText("\nmore")
        // 13 lines × 20 + 16 = 276 pt (the model's line metrics).
        #expect(form.notes.frame.height == 276)
        #expect(form.submitButton.frame.minY == before + 276 - SignUpForm.minimumNotesHeight)
      }
    }
  }
#endif
