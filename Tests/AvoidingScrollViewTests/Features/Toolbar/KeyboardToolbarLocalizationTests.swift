#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit
  import Testing

  @testable import AvoidingScrollView

  /// The toolbar's strings in every language the package ships (issue 23, item 1), read from
  /// the package's resource bundle as SwiftPM built it, one `.lproj` at a time.
  ///
  /// On Linux `Bundle.localizedString` answers in the development language whatever the
  /// process's locale, so each language's table is opened as a bundle of its own
  /// (`Bundle(path:)` of its `.lproj`). SwiftPM lowercases the directory names
  /// (`zh-Hans.lproj` becomes `zh-hans.lproj`), so they are found case-insensitively.
  ///
  /// The expected strings are Docs/Localization.md's table, typed here by hand.
  @MainActor
  @Suite struct KeyboardToolbarLocalizationTests {
    /// previous label, next label, previous hint, next hint, done hint.
    typealias Strings = (String, String, String, String, String)

    nonisolated static let documented: [(language: String, strings: Strings)] = [
      (
        "en",
        (
          "Previous", "Next", "Moves to the previous field.", "Moves to the next field.",
          "Hides the keyboard."
        )
      ),
      (
        "fr",
        (
          "Précédent", "Suivant", "Passe au champ précédent.", "Passe au champ suivant.",
          "Masque le clavier."
        )
      ),
      (
        "de",
        (
          "Vorheriges Feld", "Nächstes Feld", "Wechselt zum vorherigen Feld.",
          "Wechselt zum nächsten Feld.", "Blendet die Tastatur aus."
        )
      ),
      (
        "es",
        (
          "Anterior", "Siguiente", "Pasa al campo anterior.", "Pasa al campo siguiente.",
          "Oculta el teclado."
        )
      ),
      (
        "it",
        (
          "Precedente", "Successivo", "Passa al campo precedente.", "Passa al campo successivo.",
          "Nasconde la tastiera."
        )
      ),
      (
        "pt-BR",
        (
          "Anterior", "Seguinte", "Vai para o campo anterior.", "Vai para o próximo campo.",
          "Oculta o teclado."
        )
      ),
      (
        "nl",
        (
          "Vorige", "Volgende", "Gaat naar het vorige veld.", "Gaat naar het volgende veld.",
          "Verbergt het toetsenbord."
        )
      ),
      (
        "ru",
        (
          "Предыдущее поле", "Следующее поле", "Переходит к предыдущему полю.",
          "Переходит к следующему полю.", "Скрывает клавиатуру."
        )
      ),
      ("ja", ("前へ", "次へ", "前のフィールドに移動します。", "次のフィールドに移動します。", "キーボードを閉じます。")),
      ("ko", ("이전", "다음", "이전 필드로 이동합니다.", "다음 필드로 이동합니다.", "키보드를 숨깁니다.")),
      ("zh-Hans", ("上一个", "下一个", "移至上一个字段。", "移至下一个字段。", "隐藏键盘。")),
      ("zh-Hant", ("上一個", "下一個", "移至上一個欄位。", "移至下一個欄位。", "隱藏鍵盤。")),
      (
        "ar",
        (
          "السابق", "التالي", "ينتقل إلى الحقل السابق.", "ينتقل إلى الحقل التالي.",
          "يخفي لوحة المفاتيح."
        )
      ),
      ("he", ("הקודם", "הבא", "עובר לשדה הקודם.", "עובר לשדה הבא.", "מסתיר את המקלדת.")),
    ]

    /// The table of `language` in the package's bundle, found whatever the directory's case.
    static func table(_ language: String) -> Bundle? {
      let bundle = KeyboardToolbarLabels.packageBundle
      guard
        let name = bundle.localizations.first(where: {
          $0.lowercased() == language.lowercased()
        }),
        let path = bundle.path(forResource: name, ofType: "lproj")
      else { return nil }
      return Bundle(path: path)
    }

    /// 14 languages, and no other: a table added without its row in Docs/Localization.md
    /// (and here) fails.
    @Test func thePackageShipsTheFourteenLanguages() {
      let shipped = Set(KeyboardToolbarLabels.packageBundle.localizations.map { $0.lowercased() })
      #expect(shipped == Set(Self.documented.map { $0.language.lowercased() }))
      #expect(shipped.count == 14)
    }

    /// Every key of every table, read back exactly (a missing key would return the marker).
    @Test(arguments: documented.map(\.language))
    func eachTableHoldsTheDocumentedStrings(language: String) throws {
      let table = try #require(Self.table(language))
      let expected = try #require(Self.documented.first { $0.language == language }?.strings)
      func read(_ key: KeyboardToolbarLabels.Key) -> String {
        table.localizedString(forKey: key.rawValue, value: "\u{1}missing", table: nil)
      }
      #expect(read(.previous) == expected.0)
      #expect(read(.next) == expected.1)
      #expect(read(.previousHint) == expected.2)
      #expect(read(.nextHint) == expected.3)
      #expect(read(.doneHint) == expected.4)
    }

    /// The English text in the code (the fallback) is the English table's.
    @Test func theEnglishFallbackIsTheEnglishTable() throws {
      let english = try #require(Self.table("en"))
      for key in KeyboardToolbarLabels.Key.allCases {
        #expect(
          english.localizedString(forKey: key.rawValue, value: "\u{1}", table: nil) == key.english)
      }
    }

    /// The toolbar built with the French table: labels and hints on previous and next, a
    /// hint only on Done (its title and label are UIKit's own, localized by UIKit).
    @Test func theToolbarSaysWhatTheTableSays() throws {
      let french = KeyboardToolbarLabels(
        appBundle: nil, packageBundle: try #require(Self.table("fr")))
      let toolbar = KeyboardToolbar(width: 320, labels: french, move: { _ in }, done: {})
      #expect(toolbar.previousItem.accessibilityLabel == "Précédent")
      #expect(toolbar.previousItem.accessibilityHint == "Passe au champ précédent.")
      #expect(toolbar.nextItem.accessibilityLabel == "Suivant")
      #expect(toolbar.nextItem.accessibilityHint == "Passe au champ suivant.")
      #expect(toolbar.doneItem.accessibilityLabel == nil)
      #expect(toolbar.doneItem.title == nil)
      #expect(toolbar.doneItem.accessibilityHint == "Masque le clavier.")
    }

    /// The app's own `AvoidingScrollView` table wins, key by key; keys it lacks come from the
    /// package's table; an empty hint drops the hint.
    @Test func theAppsOwnTableIsConsultedFirst() throws {
      let app = FileManager.default.temporaryDirectory
        .appendingPathComponent("AppBundle-\(UUID().uuidString)")
      let lproj = app.appendingPathComponent("en.lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: app) }
      let table = """
        "keyboardToolbar.next" = "Onward";
        "keyboardToolbar.done.hint" = "";
        """
      try table.write(
        to: lproj.appendingPathComponent("AvoidingScrollView.strings"), atomically: true,
        encoding: .utf8)
      let appBundle = try #require(Bundle(path: app.path))
      let labels = KeyboardToolbarLabels(
        appBundle: appBundle, packageBundle: try #require(Self.table("de")))
      #expect(labels.next == "Onward")
      #expect(labels.previous == "Vorheriges Feld")
      #expect(labels.nextHint == "Wechselt zum nächsten Feld.")
      #expect(labels.doneHint == "")
      let toolbar = KeyboardToolbar(width: 320, labels: labels, move: { _ in }, done: {})
      #expect(toolbar.nextItem.accessibilityLabel == "Onward")
      #expect(toolbar.doneItem.accessibilityHint == nil)
    }

    /// A bundle with no table at all: the English text; and what `current()` gives on Linux,
    /// whose Foundation answers in the development language and whose main bundle (the test
    /// runner) has no `AvoidingScrollView` table (on a Mac the process's language decides).
    @Test func withNoTableTheLabelsAreEnglish() throws {
      let empty = FileManager.default.temporaryDirectory
        .appendingPathComponent("Empty-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: empty) }
      let labels = KeyboardToolbarLabels(
        appBundle: nil, packageBundle: try #require(Bundle(path: empty.path)))
      #expect(labels.previous == "Previous")
      #expect(labels.next == "Next")
      #expect(labels.doneHint == "Hides the keyboard.")
      #if os(Linux)
        #expect(KeyboardToolbarLabels.current() == labels)
      #endif
    }

    /// Right to left (Arabic, Hebrew): the labels read back as written, and the toolbar keeps
    /// its items in their order with unflipped vertical chevrons: UIKit mirrors the bar
    /// itself (HIG, "Right to left"); "previous" is up the form in both directions.
    @Test(arguments: ["ar", "he"])
    func rightToLeftKeepsTheOrderAndTheChevrons(language: String) throws {
      let labels = KeyboardToolbarLabels(
        appBundle: nil, packageBundle: try #require(Self.table(language)))
      let toolbar = KeyboardToolbar(width: 320, labels: labels, move: { _ in }, done: {})
      toolbar.toolbar.semanticContentAttribute = .forceRightToLeft
      #expect(toolbar.toolbar.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      let items = try #require(toolbar.toolbar.items)
      #expect(items.count == 4)
      #expect(items[0] === toolbar.previousItem)
      #expect(items[1] === toolbar.nextItem)
      #expect(items[2].systemItem == .flexibleSpace)
      #expect(items[3] === toolbar.doneItem)
      #expect(items[0].image?.systemName == "chevron.up")
      #expect(items[1].image?.systemName == "chevron.down")
      let expected = try #require(Self.documented.first { $0.language == language }?.strings)
      #expect(items[0].accessibilityLabel == expected.0)
      #expect(items[1].accessibilityLabel == expected.1)
    }
  }
#endif
