#if !canImport(UIKit)
  import HeadlessUIKit

  extension Device {
    /// A device's hardware and the system's figures for it in each orientation.
    public struct Model: Sendable, Hashable {
      /// The kind of device.
      public enum Idiom: Sendable, Hashable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
      }

      /// What the device shows in one orientation.
      public struct Layout: Sendable, Hashable {
        /// The screen's unsafe margins.
        public var safeArea: UIEdgeInsets
        /// The docked keyboard's height with the QuickType bar, home-indicator area
        /// included.
        public var keyboardHeight: CGFloat
        /// The QuickType bar's height.
        public var quickTypeBarHeight: CGFloat

        /// A layout.
        public init(safeArea: UIEdgeInsets, keyboardHeight: CGFloat, quickTypeBarHeight: CGFloat) {
          self.safeArea = safeArea
          self.keyboardHeight = keyboardHeight
          self.quickTypeBarHeight = quickTypeBarHeight
        }

        /// Hashes every figure. Written out because UIKit's `UIEdgeInsets` is `Equatable` but
        /// not `Hashable` (the iOS 18.0 overlay), so the conformance cannot be synthesised.
        public func hash(into hasher: inout Hasher) {
          for edge in [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right] {
            hasher.combine(edge)
          }
          hasher.combine(keyboardHeight)
          hasher.combine(quickTypeBarHeight)
        }
      }

      /// The marketing name.
      public var name: String
      /// At most 8 characters, for tables.
      public var shortName: String
      /// Phone or pad.
      public var idiom: Idiom
      /// The screen's size in points, held in portrait.
      public var portraitScreenSize: CGSize
      /// The figures in portrait.
      public var portrait: Layout
      /// The figures in landscape; `nil` when the catalog has none.
      public var landscape: Layout?
      /// The shortcuts bar shown with a hardware keyboard attached.
      public var hardwareKeyboardBarHeight: CGFloat
      /// The screen's scale: pixels per point (`UIScreen.scale`).
      public var scale: CGFloat

      /// A model.
      public init(
        name: String, shortName: String, idiom: Idiom, portraitScreenSize: CGSize,
        portrait: Layout, landscape: Layout?, hardwareKeyboardBarHeight: CGFloat,
        scale: CGFloat = 2
      ) {
        self.scale = scale
        self.name = name
        self.shortName = shortName
        self.idiom = idiom
        self.portraitScreenSize = portraitScreenSize
        self.portrait = portrait
        self.landscape = landscape
        self.hardwareKeyboardBarHeight = hardwareKeyboardBarHeight
      }

      /// The figures in `orientation`, if the catalog has them.
      public func layout(_ orientation: Orientation) -> Layout? {
        orientation == .portrait ? portrait : landscape
      }
    }
  }
#endif
