#if !canImport(UIKit)
  import Baselines

  /// What a chat scene's message list is measured with: the approaches of the other tables
  /// that a chat screen would use, as a chat screen uses them.
  enum ChatContender: CaseIterable, Sendable {
    /// The list is an `AvoidingScrollView`, as the component is today.
    case component
    /// Apple's keyboard-guide recipe: with a composer on the guide, the list's bottom is
    /// pinned to the composer's top [choice: the recipe's form for a bar on the guide,
    /// WWDC21 10259]; with the composer as the accessory, the list's bottom is pinned to
    /// the guide's top (``AppleKeyboardLayoutGuide``).
    case appleKeyboardGuide
    /// The list is a ``TPKeyboardAvoidingScrollView``.
    case tpKeyboardAvoiding
    /// IQKeyboardManager switched off for the screen, as it tells chat screens to do
    /// [seen: its README and issues, `../shared/research/users-2026.md`]: nothing attached.
    case iqKeyboardManagerDisabled

    /// Whether it plays `scenario`: TPKeyboardAvoiding has a table subclass of its own,
    /// `TPKeyboardAvoidingTableView`, which Baselines does not port, so it plays no table
    /// scene [choice: a scroll view standing in would measure something the library's users
    /// do not install].
    func plays(_ scenario: ChatScenario) -> Bool {
      !(scenario.table && self == .tpKeyboardAvoiding)
    }

    /// The name in tables: the other tables' names for the same approaches.
    @MainActor var name: String {
      switch self {
      case .component: "AvoidingScrollView"
      case .appleKeyboardGuide: AppleKeyboardLayoutGuide.name
      case .tpKeyboardAvoiding: TPKeyboardAvoiding.name
      case .iqKeyboardManagerDisabled: IQKeyboardManager.name + ", off"
      }
    }
  }
#endif
