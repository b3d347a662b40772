import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// Text alignment, content types and keyboard appearance on labels, text fields and text
  /// views: a login screen's fields as apps configure them for AutoFill, read back.
  @Suite("Text alignment and content types")
  @MainActor
  struct TextAlignmentAndContentTypeTests {
    // Source: UILabel.h ("default is NSTextAlignmentNatural"), UITextField.h and UITextView.h
    // ("default is NSLeftTextAlignment"), UITextInputTraits.h ("default is
    // UIKeyboardAppearanceDefault", textContentType "default is nil").
    @Test func newViewsHaveUIKitsDefaults() {
      #expect(UILabel().textAlignment == .natural)
      let field = UITextField()
      #expect(field.textAlignment == .left)
      #expect(field.keyboardAppearance == .default)
      #expect(field.textContentType == nil)
      let textView = UITextView()
      #expect(textView.textAlignment == .left)
      #expect(textView.keyboardAppearance == .default)
      #expect(textView.textContentType == nil)
      #expect(!textView.isSecureTextEntry)
      #expect(textView.keyboardType == .default)
      #expect(textView.returnKeyType == .default)
      #expect(textView.autocapitalizationType == .sentences)
      #expect(textView.autocorrectionType == .default)
    }

    // Source: NSText.h under TARGET_ABI_USES_IOS_VALUES: left 0, center 1, right 2,
    // justified 3, natural 4 (macOS swaps center and right); UITextInputTraits.h:
    // UIKeyboardAppearance default 0, dark 1, light 2, alert = dark.
    @Test func rawValuesAreIOSs() {
      #expect(NSTextAlignment.left.rawValue == 0)
      #expect(NSTextAlignment.center.rawValue == 1)
      #expect(NSTextAlignment.right.rawValue == 2)
      #expect(NSTextAlignment.justified.rawValue == 3)
      #expect(NSTextAlignment.natural.rawValue == 4)
      #expect(UIKeyboardAppearance.dark.rawValue == 1)
      #expect(UIKeyboardAppearance.light.rawValue == 2)
      #expect(UIKeyboardAppearance.alert == .dark)
    }

    // A login form: a centred title, a username and a password field tagged for AutoFill, a
    // dark keyboard. Each value is kept as set.
    @Test func aLoginFormKeepsWhatTheAppSets() {
      let title = UILabel()
      title.text = "Sign in"
      title.textAlignment = .center
      let username = UITextField()
      username.textContentType = .username
      username.keyboardAppearance = .dark
      username.textAlignment = .natural
      let password = UITextField()
      password.textContentType = .password
      password.isSecureTextEntry = true
      #expect(title.textAlignment == .center)
      #expect(username.textContentType == .username)
      #expect(username.keyboardAppearance == .dark)
      #expect(username.textAlignment == .natural)
      #expect(password.textContentType == .password)
      #expect(password.textContentType != .newPassword)
      password.textContentType = nil
      #expect(password.textContentType == nil)
    }

    // A label's alignment does not change its size: "Sign in" is 7 UTF-16 units at the
    // 17 pt system font, 7 × 0.5 × 17 = 59.5 wide, 1.2 × 17 = 20.4 tall (UIFont.swift's
    // model), whatever the alignment.
    @Test func alignmentLeavesALabelsSizeAlone() {
      let title = UILabel()
      title.text = "Sign in"
      let before = title.intrinsicContentSize
      title.textAlignment = .right
      #expect(title.intrinsicContentSize == before)
      #expect(abs(before.width - 59.5) < 0.001)
      #expect(abs(before.height - 20.4) < 0.001)
    }

    // A compose screen's text view: the app sets its traits as on a field.
    @Test func aTextViewKeepsItsInputTraits() {
      let body = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      body.keyboardType = .twitter
      body.autocapitalizationType = .none
      body.autocorrectionType = .yes
      body.returnKeyType = .send
      body.keyboardAppearance = .light
      body.textContentType = .fullStreetAddress
      body.textAlignment = .justified
      body.isSecureTextEntry = true
      #expect(body.keyboardType == .twitter)
      #expect(body.autocapitalizationType == .none)
      #expect(body.autocorrectionType == .yes)
      #expect(body.returnKeyType == .send)
      #expect(body.keyboardAppearance == .light)
      #expect(body.textContentType == .fullStreetAddress)
      #expect(body.textAlignment == .justified)
      #expect(body.isSecureTextEntry)
    }
  }
#endif
