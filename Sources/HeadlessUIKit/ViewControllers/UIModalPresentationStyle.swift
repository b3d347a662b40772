#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// Modal presentation styles available when presenting view controllers.
  ///
  /// Source: UIViewController.h, `typedef NS_ENUM(NSInteger, UIModalPresentationStyle)`.
  /// Declared in C (`HeadlessUIKitEnums`) so that Swift imports it as it imports UIKit's.
  public typealias UIModalPresentationStyle = HeadlessUIKitEnums.UIModalPresentationStyle
#endif
