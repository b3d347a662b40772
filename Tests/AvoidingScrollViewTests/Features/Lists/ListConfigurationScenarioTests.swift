#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import Testing

  /// `AvoidingTableView` and `AvoidingCollectionView` have the configuration of
  /// `AvoidingScrollView` (issues 12 and 13): per-field padding, companions, an explicit
  /// reveal, the restored offset and the floating keyboard option, each tested on both.
  ///
  /// Arithmetic (ListFormScene: 30 rows of 60 pt, content 1800, taller than every screen
  /// used): row i's field spans 60 i + 8 … 60 i + 52. Docked keyboard: visible content is
  /// offset + T … offset + keyboardTop.
  /// iPhone SE: H 568, T 0, B 0, keyboardTop 315. iPhone 15: H 852, T 59, B 34,
  /// keyboardTop 516.
  @MainActor
  @Suite struct ListConfigurationScenarioTests {
    nonisolated static let phones: [Device] = [.iPhoneSE, .iPhone15]

    @Test(arguments: phones, ListKind.allCases)
    func aPerFieldPaddingAppliesAtTheExplicitReveal(device: Device, kind: ListKind) throws {
      let scene = ListFormScene(kind, device: device)
      let field = try #require(scene.field(row: 8))
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // Padded by 16: bottom 532 + 16 = 548: offset 548 − keyboardTop (SE 233, iPhone 15 32).
      let before = 548 - device.keyboardTop
      #expect(scene.list.contentOffset.y == before)
      scene.list.setKeyboardPadding(40, for: field)
      #expect(scene.list.contentOffset.y == before)  // applies at the next reveal
      scene.list.revealFocusedView(animated: false)
      // 532 + 40 = 572: offset 572 − keyboardTop (SE 257, iPhone 15 56).
      #expect(scene.list.contentOffset.y == 572 - device.keyboardTop)
      #expect(scene.rectInWindow(field).maxY == device.keyboardTop - 40)
    }

    @Test(arguments: phones, ListKind.allCases)
    func aCompanionBelowTheFieldIsRevealedWithIt(device: Device, kind: ListKind) throws {
      let scene = ListFormScene(kind, device: device)
      let field = try #require(scene.field(row: 8))
      // An error label under the field in the same cell: 52…60 in the cell, 532…540 in the
      // content.
      let label = UIView(frame: CGRect(x: 16, y: 52, width: 100, height: 8))
      try #require(scene.contentView(row: 8)).addSubview(label)
      scene.list.setCompanions([label], for: field)
      #expect(field.becomeFirstResponder())
      scene.keyboard.show()
      // The union 488…540 padded by 16 ends at 556: offset 556 − keyboardTop (SE 241,
      // iPhone 15 40); without the label it would be 548 − keyboardTop.
      #expect(scene.list.contentOffset.y == 556 - device.keyboardTop)
      #expect(scene.rectInWindow(label).maxY == device.keyboardTop - 16)
    }

    @Test(arguments: phones, ListKind.allCases)
    func theRestoredOffsetOptionPutsTheRowsBackOnHide(device: Device, kind: ListKind) throws {
      let scene = ListFormScene(kind, device: device)
      #expect(!scene.list.restoresContentOffsetOnKeyboardHide)
      scene.list.restoresContentOffsetOnKeyboardHide = true
      #expect(try #require(scene.field(row: 8)).becomeFirstResponder())
      scene.keyboard.show()
      #expect(scene.list.contentOffset.y == 548 - device.keyboardTop)
      scene.keyboard.hide()
      // Back to where the rows rested before the keyboard: −T (SE 0, iPhone 15 −59).
      #expect(scene.list.contentOffset.y == -device.safeArea.top)
    }

    @Test(arguments: phones, ListKind.allCases)
    func withoutTheOptionTheOffsetStaysOnHide(device: Device, kind: ListKind) throws {
      let scene = ListFormScene(kind, device: device)
      #expect(try #require(scene.field(row: 8)).becomeFirstResponder())
      scene.keyboard.show()
      scene.keyboard.hide()
      // 548 − keyboardTop (SE 233, iPhone 15 32) is within 0 … 1800 + B − H after the hide.
      #expect(scene.list.contentOffset.y == 548 - device.keyboardTop)
    }

    /// A floating keyboard (320 × 260 at y 400…660 on screen) over row 6's field on an iPad
    /// (T 24, B 20 on both): row 6's field spans 368…412, padded 352…428; at rest (−24) the
    /// keyboard lies over 376…636 of the content. Above it: offset ≥ 428 − 400 = 28; below
    /// it: offset ≤ 352 − 660 = −308, under the lowest offset −24. So 28, with no inset.
    @Test(arguments: [Device.iPadPro, .iPadPro11], ListKind.allCases)
    func theFloatingKeyboardOptionMovesTheFieldOutFromUnderIt(device: Device, kind: ListKind)
      throws
    {
      let scene = ListFormScene(kind, device: device)
      #expect(!scene.list.avoidsFloatingKeyboard)
      scene.list.avoidsFloatingKeyboard = true
      let field = try #require(scene.field(row: 6))
      #expect(field.becomeFirstResponder())
      #expect(scene.list.contentOffset.y == -24)
      let floating = CGRect(x: (device.screenSize.width - 320) / 2, y: 400, width: 320, height: 260)
      scene.keyboard.show(floating)
      #expect(scene.list.contentInset == .zero)
      #expect(scene.list.contentOffset.y == 28)
      #expect(scene.rectInWindow(field).maxY + 16 == 400)
    }

    /// Return-key navigation is on by default and can be switched off on both classes: the
    /// key then leaves the focus where it is.
    @Test(arguments: phones, ListKind.allCases)
    func returnKeyNavigationCanBeSwitchedOff(device: Device, kind: ListKind) throws {
      let scene = ListFormScene(kind, device: device)
      let field = try #require(scene.field(row: 2))
      #expect(scene.list.isReturnKeyNavigationEnabled)
      #expect(field.becomeFirstResponder())
      field.insertText("\n")
      let next = try #require(scene.field(row: 3))
      #expect(next.isFirstResponder)  // on: Return moved to row 3
      scene.list.isReturnKeyNavigationEnabled = false
      #expect(next.returnKeyType == .default)
      next.insertText("\n")
      #expect(next.isFirstResponder)  // off: the model's field keeps the focus on Return
      #expect(try #require(scene.field(row: 4)).isFirstResponder == false)
    }

    /// Next and previous move between rows that have cells, on both classes.
    @Test(arguments: phones, ListKind.allCases)
    func nextAndPreviousMoveBetweenRows(device: Device, kind: ListKind) throws {
      let scene = ListFormScene(kind, device: device)
      #expect(scene.list.focusNextField())  // nothing focused: the first field
      #expect(try #require(scene.field(row: 0)).isFirstResponder)
      #expect(scene.list.focusNextField())
      #expect(try #require(scene.field(row: 1)).isFirstResponder)
      #expect(scene.list.focusPreviousField())
      #expect(try #require(scene.field(row: 0)).isFirstResponder)
      #expect(!scene.list.focusPreviousField())  // the first field: no wrap-around
      #expect(try #require(scene.field(row: 0)).isFirstResponder)
    }
  }
#endif
