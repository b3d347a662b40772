#if !canImport(UIKit)
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport
  import Testing

  /// What a chat screen's composer relies on (the `CHAT` benchmark's scenes): a bar holding a
  /// self-sizing text view, pinned to `keyboardLayoutGuide` or set as the text view's input
  /// accessory, on iPhone 15 (393 × 852, safe area bottom 34, keys 336 with QuickType). The
  /// model's text line is 20 pt and a text view's container inset 8 + 8: one line is 36 pt,
  /// the bar with 8 pt around it 52 pt.
  @MainActor
  @Suite(.exclusiveNotificationCenter) struct ChatComposerTests {
    /// On the guide: resting on the safe area at 852 − 34 − 52 = 766; with the keyboard up
    /// on the keys' top, 852 − 336 = 516, so at 464; a typed newline makes the text view
    /// 56 pt and the bar 72, its bottom still on the keys: 444. After the hide it rests
    /// at 818 − 72 = 746.
    @Test func aComposerOnTheGuideGrowsWithItsTextAndRidesOnTheKeys() {
      let scene = DeviceScene(device: .iPhone15)
      let root = scene.rootView
      let bar = UIView()
      let textView = UITextView()
      textView.isScrollEnabled = false
      bar.translatesAutoresizingMaskIntoConstraints = false
      textView.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(bar)
      bar.addSubview(textView)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        textView.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
        textView.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
        textView.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
        textView.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
      ])
      scene.window.layoutIfNeeded()
      #expect(bar.frame == CGRect(x: 0, y: 766, width: 393, height: 52))
      textView.becomeFirstResponder()
      scene.keyboard.show()
      scene.window.layoutIfNeeded()
      #expect(bar.frame == CGRect(x: 0, y: 464, width: 393, height: 52))
      textView.insertText("\n")
      scene.window.layoutIfNeeded()
      #expect(textView.frame.height == 56)
      #expect(bar.frame == CGRect(x: 0, y: 444, width: 393, height: 72))
      textView.resignFirstResponder()
      scene.keyboard.hide()
      scene.window.layoutIfNeeded()
      #expect(bar.frame.minY == 746)
    }

    /// As the accessory: 336 + 52 = 388 pt of keyboard, top 464. The bar grows to 72 pt; the
    /// model reads the accessory's height from its frame, and the keyboard's frame changes
    /// when it is announced again (after the app reloads the input views, UIResponder.h):
    /// 336 + 72 = 408 pt, top 444.
    @Test func aGrowingAccessoryComposerCountsOnceTheInputViewsReload() {
      let scene = DeviceScene(device: .iPhone15)
      let bar = UIView(frame: CGRect(x: 0, y: 766, width: 393, height: 52))
      let textView = UITextView(frame: CGRect(x: 8, y: 8, width: 377, height: 36))
      textView.isScrollEnabled = false
      bar.addSubview(textView)
      scene.rootView.addSubview(bar)
      textView.inputAccessoryView = bar
      // The bar holds the text view whose accessory it is (a strong reference each way, as
      // on iOS): the cycle is broken when the test ends.
      defer { textView.inputAccessoryView = nil }
      textView.becomeFirstResponder()
      scene.keyboard.show()
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 464, width: 393, height: 388))
      textView.insertText("\n")
      bar.frame.size.height = textView.intrinsicContentSize.height + 16
      #expect(bar.frame.height == 72)
      #expect(scene.keyboard.inputAccessoryHeight == 72)
      #expect(scene.keyboard.frame.minY == 464)  // nothing announced yet
      textView.reloadInputViews()
      scene.keyboard.show()
      #expect(scene.keyboard.frame == CGRect(x: 0, y: 444, width: 393, height: 408))
    }
  }
#endif
