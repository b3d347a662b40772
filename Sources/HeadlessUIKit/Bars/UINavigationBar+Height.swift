#if !canImport(UIKit)
  import Foundation

  // The height of a navigation controller's bar, which sets the top of the safe area of the
  // views under it (ViewControllers/UIViewController+ContainerSafeArea.swift).
  //
  // - 44 pt with a standard title, 96 pt with a large one (44 plus the large title's 52)
  //   [seen: Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12"
  //   (hacknicity.medium.com, 2018): "the navigation bar and toolbar are 44 points tall",
  //   "large titles add 52 points to the navigation bar height, giving a total of 96 points
  //   without a status bar"; useyourloaf.com/blog/supporting-iphone-x, an iPhone 8's safe
  //   area "allows for a status bar (20 points) and navigation bar (44 points)"]. iPadOS 12+
  //   bars are 50 pt (the same article) and landscape iPhone bars 32 pt (useyourloaf): the
  //   model uses 44 everywhere [choice: one height, named as a limit in the README].
  // - The bar sits just below the part of the screen the status bar and sensor housing take
  //   (the container's own safe area top) [choice: on iPhone 14 Pro-class screens the bar
  //   is reported to overlap that safe area by 5.33 pt (kouki.hatenadiary.com, 2022-10-18),
  //   which the model does not follow].
  // - Large or not: the top item's `largeTitleDisplayMode` decides; `.automatic` follows the
  //   nearest item below it in the stack that asks one way or the other, and the first item
  //   shows a large title; none is large unless the bar `prefersLargeTitles` [doc:
  //   UINavigationItem.h, "An item with largeTitleDisplayMode=Automatic will show or hide the
  //   large title based on the request of the previous navigation item. If the first item
  //   pushed is set to Automatic, then it will show the large title if the navigation bar
  //   has prefersLargeTitles=YES"; UINavigationBar.h, prefersLargeTitles]. The large title
  //   does not collapse as content scrolls in the model [choice: named as a limit].
  extension UINavigationBar {
    /// A bar's height with a standard title [seen, above].
    static let standardHeight: CGFloat = 44
    /// What a large title adds [seen, above].
    static let largeTitleExtraHeight: CGFloat = 52

    /// Whether the bar shows its top item's title large, for the stack `items` (bottom
    /// first).
    func showsLargeTitle(for items: [UINavigationItem]) -> Bool {
      guard prefersLargeTitles else { return false }
      for item in items.reversed() {
        switch item.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic: continue
        @unknown default: continue  // [choice] a raw value no case names reads as automatic
        }
      }
      return true
    }

    /// The bar's height for the stack `items`.
    func height(for items: [UINavigationItem]) -> CGFloat {
      Self.standardHeight + (showsLargeTitle(for: items) ? Self.largeTitleExtraHeight : 0)
    }
  }
#endif
