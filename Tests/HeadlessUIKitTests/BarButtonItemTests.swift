import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `UIBarItem`, `UIBarButtonItem`, `UIToolbar`, `UIImage(systemName:)`.
  @Suite("Bar button items")
  @MainActor
  struct BarButtonItemTests {
    // Source: UIBarItem.h, "default is YES" / "default is nil".
    @Test func aBarItemStartsEnabledWithNoTitleImageOrLabel() {
      let item = UIBarItem()
      #expect(item.isEnabled)
      #expect(item.title == nil)
      #expect(item.image == nil)
      #expect(item.accessibilityLabel == nil)
      // UIAccessibility.h, accessibilityHint: "default == nil".
      #expect(item.accessibilityHint == nil)
      item.accessibilityHint = "Moves to the next field."
      #expect(item.accessibilityHint == "Moves to the next field.")
    }

    // Source: UIBarButtonItem.h, primaryAction "updating the title & image of the item if
    // appropriate (primaryAction is non-nil, and this is not a system item)".
    @Test func aPrimaryActionGivesAPlainItemItsTitleButNotASystemItem() {
      let plain = UIBarButtonItem(primaryAction: UIAction(title: "Send") { _ in })
      #expect(plain.title == "Send")
      let system = UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "X") { _ in })
      #expect(system.title == nil)
      #expect(system.systemItem == .done)
      // An explicit title wins over the action's.
      let titled = UIBarButtonItem(title: "Go", primaryAction: UIAction(title: "Send") { _ in })
      #expect(titled.title == "Go")
      // Raw values are the header's: Done 0, FlexibleSpace 5.
      #expect(UIBarButtonItem.SystemItem.done.rawValue == 0)
      #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
    }

    // Source: UIBarItem.isEnabled (a disabled item ignores taps); UIMenuLeaf.h `sender`.
    @Test func aTapRunsTheActionWithTheItemAsSenderUnlessDisabled() {
      var senders: [Bool] = []
      let item = UIBarButtonItem(image: UIImage(systemName: "chevron.down"))
      // `item` captured weakly: it keeps its action (LeakSanitizer in CI).
      item.primaryAction = UIAction { [weak item] action in
        senders.append(action.sender as? UIBarButtonItem === item)
      }
      item.simulateTap()
      #expect(senders == [true])
      item.isEnabled = false
      item.simulateTap()
      #expect(senders == [true])
      UIBarButtonItem().simulateTap()  // no action: nothing
    }

    // Source: UIBarItem.h, UIBarButtonItem.h (`initWithCoder:`, designated), NSCoding makes
    // it required; the model has no archives: an item with its defaults [choice].
    @Test func aBarItemFromACoderHasItsDefaults() {
      let item = UIBarButtonItem(coder: NSCoder())
      #expect(item?.isEnabled == true)
      #expect(item?.title == nil)
      #expect(item?.primaryAction == nil)
      #expect(UIBarItem(coder: NSCoder())?.image == nil)
    }

    // Source: UIImage.h (no designated initializer: NSObject's `init()` is one), the UIKit
    // overlay's `init(imageLiteralResourceName:)`; the model has no asset catalogue: both
    // images are empty, with no symbol name [choice].
    @Test func anImageMadeOtherwiseHasNoSymbolName() {
      #expect(UIImage().systemName == nil)
      #expect(UIImage(imageLiteralResourceName: "Logo").systemName == nil)
      #expect(UIImage(coder: NSCoder())?.systemName == nil)
    }

    // Source: UIImage.h, systemImageNamed "Returns nil if an image with specified name
    // doesn't exist"; the model refuses only the empty name.
    @Test func aSystemImageIsNamed() {
      #expect(UIImage(systemName: "chevron.up")?.systemName == "chevron.up")
      #expect(UIImage(systemName: "") == nil)
    }

    // Source: UIToolbar.h, items "default is nil … shown in order".
    @Test func aToolbarKeepsItsItemsInOrderAndItsFrame() {
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      #expect(toolbar.items == nil)
      let first = UIBarButtonItem(title: "A")
      let second = UIBarButtonItem(systemItem: .flexibleSpace)
      toolbar.items = [first, second]
      #expect(toolbar.items?.first === first)
      #expect(toolbar.items?.last === second)
      #expect(toolbar.frame.height == 44)
    }
  }

  /// `inputAccessoryView` and `reloadInputViews()`.
  @Suite("Input accessory views")
  @MainActor
  struct InputAccessoryViewTests {
    // Source: UIResponder inputAccessoryView "The value of this read-only property is nil";
    // UITextField.h / UITextView.h redeclare it read-write.
    @Test func onlyTextFieldsAndTextViewsTakeAnAccessory() {
      let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
      #expect(UIView(frame: .zero).inputAccessoryView == nil)
      let field = UITextField(frame: .zero)
      #expect(field.inputAccessoryView == nil)
      field.inputAccessoryView = accessory
      #expect(field.inputAccessoryView === accessory)
      let textView = UITextView(frame: .zero)
      #expect(textView.inputAccessoryView == nil)
      textView.inputAccessoryView = accessory
      #expect(textView.inputAccessoryView === accessory)
      let asResponder: UIResponder = field
      #expect(asResponder.inputAccessoryView === accessory)
    }

    // Source: UITextField.h, "If set while first responder, will not take effect until
    // reloadInputViews is called."
    @Test func theWindowUsesTheAccessoryReadAtBecomingFirstResponderOrReload() {
      let screen = TestScenes.phoneScreen()
      let window = TestScenes.window(on: screen)
      let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
      window.addSubview(field)
      let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
      let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
      field.inputAccessoryView = first
      field.reloadInputViews()  // not first responder: nothing in use
      #expect(window.inputAccessoryViewInUse == nil)
      field.becomeFirstResponder()
      #expect(window.inputAccessoryViewInUse === first)
      field.inputAccessoryView = second
      #expect(window.inputAccessoryViewInUse === first)  // not until reloaded
      field.reloadInputViews()
      #expect(window.inputAccessoryViewInUse === second)
      field.resignFirstResponder()
      #expect(window.inputAccessoryViewInUse == nil)
    }
  }
#endif
