#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// The Getting started article's Auto Layout code, run as printed: the lines between the
  /// `article:` markers below must stay identical to the body of the article's
  /// `viewDidLoad()` after `super.viewDidLoad()` (indentation aside);
  /// `theCodeBelowIsTheArticles` checks it, so a change to either fails until both agree.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct GettingStartedArticleTests {
    @Test func theArticlesFormKeepsItsNotesAboveTheKeyboard() async {
      // iPhone SE: 320 × 568, no safe area, keyboard 253 (top 315). The controller's view is
      // the scene's root view.
      let scene = DeviceScene(device: .iPhoneSE)
      let view: UIView = scene.rootView
      // article: begin
      let scrollView = AvoidingScrollView(frame: view.bounds)
      scrollView.keyboardPadding = 20  // optional; the default is 16
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)

      let email = UITextField()
      let password = UITextField()
      let notes = UITextView()
      notes.isScrollEnabled = false  // grows with its text; the form scrolls
      let form = UIStackView(arrangedSubviews: [email, password, notes])
      form.axis = .vertical
      form.spacing = 12
      form.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(form)

      let content = scrollView.contentLayoutGuide
      let frame = scrollView.frameLayoutGuide
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        form.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
        form.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
        form.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
        form.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
        form.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -40),
      ])
      // article: end
      scene.window.layoutIfNeeded()
      // The fields' natural height is one 20 pt line, the empty text view's 8 + 20 + 8 = 36:
      // the form is 20 + 12 + 20 + 12 + 36 = 100 tall and 320 − 40 = 280 wide, the content
      // 100 + 40 = 140; the notes span 20 + 64 = 84 … 120.
      #expect(scrollView.contentSize == CGSize(width: 320, height: 140))
      #expect(
        scrollView.convert(notes.bounds, from: notes)
          == CGRect(x: 20, y: 84, width: 280, height: 36))
      let before = scrollView.contentOffset
      #expect(notes.becomeFirstResponder())
      scene.keyboard.show()
      // Content shorter than the bounds, no safe area: the whole 253 is added. Padded by 20,
      // the notes span 64 … 140, above 315: nothing moves.
      #expect(scrollView.contentInset.bottom == 253)
      #expect(scrollView.contentOffset == before)
      notes.insertText(String(repeating: "\n", count: 10))
      await EditingStage.nextMainQueueTurn()  // UIKit's display pass
      scene.window.layoutIfNeeded()
      // Ten more lines: the notes 36 + 200 = 236 tall, 84 … 320; the content 340. Padded
      // bottom 340 at the visible bottom 315: offset 25, the largest (340 + 253 − 568 = 25).
      #expect(scrollView.contentSize.height == 340)
      #expect(scrollView.contentOffset.y == 25)
      scene.keyboard.hide()
      #expect(scrollView.contentInset == .zero)
    }

    @Test func theCodeBelowIsTheArticles() throws {
      let testFile = URL(fileURLWithPath: #filePath)
      let root = testFile.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let article = root.appendingPathComponent(
        "Sources/AvoidingScrollView/AvoidingScrollView.docc/GettingStarted.md")
      let articleLines = try Self.trimmedLines(of: article)
      let testLines = try Self.trimmedLines(of: testFile)
      let articleBody = Self.lines(
        in: articleLines, after: "super.viewDidLoad()", upTo: "}")
      let testBody = Self.lines(in: testLines, after: "// article: begin", upTo: "// article: end")
      #expect(!articleBody.isEmpty)
      #expect(testBody == articleBody)
    }

    /// The file's lines without their indentation.
    private static func trimmedLines(of url: URL) throws -> [String] {
      try String(contentsOf: url, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The lines after the first equal to `start`, up to (not including) the next equal to
    /// `end`.
    private static func lines(in lines: [String], after start: String, upTo end: String)
      -> [String]
    {
      guard let first = lines.firstIndex(of: start) else { return [] }
      let rest = lines[(first + 1)...]
      guard let last = rest.firstIndex(of: end) else { return [] }
      return Array(rest[..<last])
    }
  }
#endif
