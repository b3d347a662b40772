// HeadlessUIKit's enumerations, declared in C so that Swift imports them as it imports
// UIKit's: UIKit declares them with NS_ENUM, which Swift imports as non-frozen enums (a
// `switch` needs `@unknown default`: a warning in Swift 5 mode, an error in Swift 6 mode) whose
// `init(rawValue:)` accepts any raw value. A Swift enum on Linux is frozen (library
// evolution, which could make it open, needs unsafe build flags), so the model declares the
// same C enumerations as UIKit's headers, with UIKit's C names, raw values and iOS
// availability, and `HeadlessUIKit` gives each its Swift name with a typealias
// (`UITableView.Style` = `UITableViewStyle`).
//
// Source: the iOS SDK's UIKit headers, named at each enumeration (iPhoneOS16.4.sdk and the
// iOS 18.0 SDK agree on every one).

#ifndef HEADLESS_UIKIT_ENUMS_H
#define HEADLESS_UIKIT_ENUMS_H

// Where UIKit exists, its own enumerations are used and this module declares nothing (as
// every HeadlessUIKit file compiles to nothing under `#if !canImport(UIKit)`).
#if !__has_include(<UIKit/UIKit.h>)

#include <stdint.h>

// NS_ENUM(NSInteger, name): an open enumeration with a fixed, pointer-sized signed raw type
// (NSInteger; Swift imports intptr_t as Int on every platform).
#define HEADLESS_ENUM(name) enum __attribute__((enum_extensibility(open))) name : intptr_t
#define HEADLESS_IOS(...) __attribute__((availability(ios, __VA_ARGS__)))

/// Constants that specify the text string that displays in the Return key of a keyboard.
///
/// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UIReturnKeyType)`.
HEADLESS_ENUM(UIReturnKeyType) {
  /// Specifies that the visible title of the Return key is return.
  UIReturnKeyDefault,
  /// Specifies that the visible title of the Return key is Go.
  UIReturnKeyGo,
  /// Specifies that the visible title of the Return key is Google.
  UIReturnKeyGoogle,
  /// Specifies that the visible title of the Return key is Join.
  UIReturnKeyJoin,
  /// Specifies that the visible title of the Return key is Next.
  UIReturnKeyNext,
  /// Specifies that the visible title of the Return key is Route.
  UIReturnKeyRoute,
  /// Specifies that the visible title of the Return key is Search.
  UIReturnKeySearch,
  /// Specifies that the visible title of the Return key is Send.
  UIReturnKeySend,
  /// Specifies that the visible title of the Return key is Yahoo.
  UIReturnKeyYahoo,
  /// Specifies that the visible title of the Return key is Done.
  UIReturnKeyDone,
  /// Specifies that the visible title of the Return key is Emergency Call.
  UIReturnKeyEmergencyCall,
  /// Specifies that the visible title of the Return key is Continue.
  UIReturnKeyContinue HEADLESS_IOS(introduced = 9.0),
};
typedef enum UIReturnKeyType UIReturnKeyType;

/// Constants for the table view styles. The model lays out every style the same way (no
/// section insets or rounded groups).
///
/// Source: UITableView.h, `typedef NS_ENUM(NSInteger, UITableViewStyle)`.
HEADLESS_ENUM(UITableViewStyle) {
  /// A plain table view.
  UITableViewStylePlain,
  /// A table view where sections have distinct groups of rows.
  UITableViewStyleGrouped,
  /// A table view where the grouped sections are inset with rounded corners.
  UITableViewStyleInsetGrouped HEADLESS_IOS(introduced = 13.0),
};
typedef enum UITableViewStyle UITableViewStyle;

/// The type of animation to use when inserting or deleting rows. The model has no frames:
/// every animation ends at once.
///
/// Source: UITableView.h, `typedef NS_ENUM(NSInteger, UITableViewRowAnimation)`.
HEADLESS_ENUM(UITableViewRowAnimation) {
  /// The inserted or deleted rows fade in or out.
  UITableViewRowAnimationFade,
  /// The inserted row or rows slide in from the right; deleted ones slide out to the right.
  UITableViewRowAnimationRight,
  /// The inserted row or rows slide in from the left; deleted ones slide out to the left.
  UITableViewRowAnimationLeft,
  /// The inserted row or rows slide in from the top; deleted ones slide out toward the top.
  UITableViewRowAnimationTop,
  /// The inserted row or rows slide in from the bottom; deleted ones slide out toward the
  /// bottom.
  UITableViewRowAnimationBottom,
  /// The inserted or deleted rows use the default animations.
  UITableViewRowAnimationNone,
  /// The table view tries to keep the old and new cells centered in the space they did or
  /// will occupy.
  UITableViewRowAnimationMiddle,
  /// The table view chooses an appropriate animation style for you.
  UITableViewRowAnimationAutomatic = 100,
};
typedef enum UITableViewRowAnimation UITableViewRowAnimation;

/// The position in the table view (top, middle, bottom) to scroll a specified row to.
///
/// Source: UITableView.h, `typedef NS_ENUM(NSInteger, UITableViewScrollPosition)` ("scroll so
/// row of interest is completely visible at top/center/bottom of view").
HEADLESS_ENUM(UITableViewScrollPosition) {
  /// The table view scrolls the row of interest to be fully visible with a minimum of
  /// movement.
  UITableViewScrollPositionNone,
  /// The table view scrolls the row of interest to the top of the visible table view.
  UITableViewScrollPositionTop,
  /// The table view scrolls the row of interest to the middle of the visible table view.
  UITableViewScrollPositionMiddle,
  /// The table view scrolls the row of interest to the bottom of the visible table view.
  UITableViewScrollPositionBottom,
};
typedef enum UITableViewScrollPosition UITableViewScrollPosition;

/// An enumeration for the various styles of cells. The model lays out every style the same
/// way.
///
/// Source: UITableViewCell.h, `typedef NS_ENUM(NSInteger, UITableViewCellStyle)`.
HEADLESS_ENUM(UITableViewCellStyle) {
  /// A simple style for a cell with a text label and an optional image view.
  UITableViewCellStyleDefault,
  /// A label on the left side of the cell, and a second label on the right side.
  UITableViewCellStyleValue1,
  /// A label on the left side of the cell with right-aligned text, and a second label on the
  /// right side with left-aligned text.
  UITableViewCellStyleValue2,
  /// A label in the upper-left portion of the cell, and a second label under it.
  UITableViewCellStyleSubtitle,
};
typedef enum UITableViewCellStyle UITableViewCellStyle;

/// Constants that specify the timing curve of an animation. The keyboard sends raw value 7,
/// which is no case of this enumeration [seen]; as for any imported enumeration,
/// `init(rawValue:)` accepts it.
///
/// Source: UIView.h, `typedef NS_ENUM(NSInteger, UIViewAnimationCurve)`.
HEADLESS_ENUM(UIViewAnimationCurve) {
  /// An ease-in ease-out curve.
  UIViewAnimationCurveEaseInOut,
  /// An ease-in curve.
  UIViewAnimationCurveEaseIn,
  /// An ease-out curve.
  UIViewAnimationCurveEaseOut,
  /// A linear animation curve.
  UIViewAnimationCurveLinear,
};
typedef enum UIViewAnimationCurve UIViewAnimationCurve;

/// The manner in which the system dismisses the keyboard when a drag begins in the scroll
/// view. The model records the mode; it has no drags, so it never dismisses anything.
///
/// Source: UIScrollView.h, `typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode)`.
HEADLESS_ENUM(UIScrollViewKeyboardDismissMode) {
  /// The keyboard doesn't get dismissed with a drag.
  UIScrollViewKeyboardDismissModeNone,
  /// The keyboard dismisses when a drag begins.
  UIScrollViewKeyboardDismissModeOnDrag,
  /// The keyboard follows the dragging touch offscreen, and can be pulled upward again to
  /// cancel the dismiss.
  UIScrollViewKeyboardDismissModeInteractive,
  /// The keyboard dismisses when a drag begins, including any accessory view.
  UIScrollViewKeyboardDismissModeOnDragWithAccessory,
  /// The keyboard and its accessory follow the dragging touch offscreen.
  UIScrollViewKeyboardDismissModeInteractiveWithAccessory,
};
typedef enum UIScrollViewKeyboardDismissMode UIScrollViewKeyboardDismissMode;

/// The current state a gesture recognizer is in.
///
/// Source: UIGestureRecognizer.h, `typedef NS_ENUM(NSInteger, UIGestureRecognizerState)`.
HEADLESS_ENUM(UIGestureRecognizerState) {
  /// The recognizer has not yet recognized its gesture, but may be evaluating touch events.
  UIGestureRecognizerStatePossible,
  /// The recognizer has received touches recognized as the gesture.
  UIGestureRecognizerStateBegan,
  /// The recognizer has received touches recognized as a change to the gesture.
  UIGestureRecognizerStateChanged,
  /// The recognizer has received touches recognized as the end of the gesture.
  UIGestureRecognizerStateEnded,
  /// The recognizer has received touches resulting in the cancellation of the gesture.
  UIGestureRecognizerStateCancelled,
  /// The recognizer has received a touch sequence that it can't recognize as the gesture.
  UIGestureRecognizerStateFailed,
  /// The recognizer has received touches recognized as the gesture (the same as `ended`).
  UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded
};
typedef enum UIGestureRecognizerState UIGestureRecognizerState;

/// Constants that indicate how safe area insets are added to the adjusted content inset.
///
/// Source: UIScrollView.h, `typedef NS_ENUM(NSInteger,
/// UIScrollViewContentInsetAdjustmentBehavior)`.
HEADLESS_ENUM(UIScrollViewContentInsetAdjustmentBehavior) {
  /// Like `scrollableAxes`, and the top and bottom inset always for a view controller's
  /// scroll view inside a navigation controller.
  UIScrollViewContentInsetAdjustmentAutomatic,
  /// Edges of scrollable axes are adjusted (content larger than the bounds in that axis, or
  /// `alwaysBounceVertical`).
  UIScrollViewContentInsetAdjustmentScrollableAxes,
  /// The content inset is never adjusted.
  UIScrollViewContentInsetAdjustmentNever,
  /// The content inset is always adjusted by the scroll view's safe area insets.
  UIScrollViewContentInsetAdjustmentAlways,
};
typedef enum UIScrollViewContentInsetAdjustmentBehavior UIScrollViewContentInsetAdjustmentBehavior;

/// Constants that indicate the direction of scrolling for the layout.
///
/// Source: UICollectionViewLayout.h, `typedef NS_ENUM(NSInteger,
/// UICollectionViewScrollDirection)`.
HEADLESS_ENUM(UICollectionViewScrollDirection) {
  /// The layout scrolls content vertically.
  UICollectionViewScrollDirectionVertical,
  /// The layout scrolls content horizontally.
  UICollectionViewScrollDirectionHorizontal,
};
typedef enum UICollectionViewScrollDirection UICollectionViewScrollDirection;

/// Specifies the directional flow of the user interface.
///
/// Source: UIInterface.h, `typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection)`.
HEADLESS_ENUM(UIUserInterfaceLayoutDirection) {
  /// A left-to-right layout direction, as for English.
  UIUserInterfaceLayoutDirectionLeftToRight,
  /// A right-to-left layout direction, as for Arabic and Hebrew.
  UIUserInterfaceLayoutDirectionRightToLeft,
};
typedef enum UIUserInterfaceLayoutDirection UIUserInterfaceLayoutDirection;

/// A semantic description of the view's contents, used to determine whether the view should
/// be flipped when switching between left-to-right and right-to-left layouts.
///
/// Source: UIView.h, `typedef NS_ENUM(NSInteger, UISemanticContentAttribute)`.
HEADLESS_ENUM(UISemanticContentAttribute) {
  /// The view is flipped with the layout direction of the app.
  UISemanticContentAttributeUnspecified = 0,
  /// Playback controls (play, rewind, fast forward), which are never flipped.
  UISemanticContentAttributePlayback,
  /// Controls that result in a directional change in the interface, never flipped.
  UISemanticContentAttributeSpatial,
  /// The view is always laid out left to right.
  UISemanticContentAttributeForceLeftToRight,
  /// The view is always laid out right to left.
  UISemanticContentAttributeForceRightToLeft,
};
typedef enum UISemanticContentAttribute UISemanticContentAttribute;

/// Defines system-defined images for bar button items. The model draws nothing: a system
/// item is a name.
///
/// Source: UIBarButtonItem.h, `typedef NS_ENUM(NSInteger, UIBarButtonSystemItem)`; iOS 18.2
/// adds `writingTools`, which the iOS 18.0 SDK does not have.
HEADLESS_ENUM(UIBarButtonSystemItem) {
  /// The system Done button, localized.
  UIBarButtonSystemItemDone,
  /// The system Cancel button, localized.
  UIBarButtonSystemItemCancel,
  /// The system Edit button, localized.
  UIBarButtonSystemItemEdit,
  /// The system Save button, localized.
  UIBarButtonSystemItemSave,
  /// The system plus button containing an icon of a plus sign.
  UIBarButtonSystemItemAdd,
  /// Blank space to add between other items, distributed equally between them.
  UIBarButtonSystemItemFlexibleSpace,
  /// Blank space to add between other items, of the item's width.
  UIBarButtonSystemItemFixedSpace,
  /// The system compose button.
  UIBarButtonSystemItemCompose,
  /// The system reply button.
  UIBarButtonSystemItemReply,
  /// The system action button.
  UIBarButtonSystemItemAction,
  /// The system organize button.
  UIBarButtonSystemItemOrganize,
  /// The system bookmarks button.
  UIBarButtonSystemItemBookmarks,
  /// The system search button.
  UIBarButtonSystemItemSearch,
  /// The system refresh button.
  UIBarButtonSystemItemRefresh,
  /// The system stop button.
  UIBarButtonSystemItemStop,
  /// The system camera button.
  UIBarButtonSystemItemCamera,
  /// The system trash button.
  UIBarButtonSystemItemTrash,
  /// The system play button.
  UIBarButtonSystemItemPlay,
  /// The system pause button.
  UIBarButtonSystemItemPause,
  /// The system rewind button.
  UIBarButtonSystemItemRewind,
  /// The system fast forward button.
  UIBarButtonSystemItemFastForward,
  /// The system undo button.
  UIBarButtonSystemItemUndo HEADLESS_IOS(introduced = 3.0),
  /// The system redo button.
  UIBarButtonSystemItemRedo HEADLESS_IOS(introduced = 3.0),
  /// The system page curl button (deprecated in iOS 11).
  UIBarButtonSystemItemPageCurl HEADLESS_IOS(introduced = 4.0, deprecated = 11.0),
  /// The system close button.
  UIBarButtonSystemItemClose HEADLESS_IOS(introduced = 13.0),
};
typedef enum UIBarButtonSystemItem UIBarButtonSystemItem;

/// Specifies the style of an item.
///
/// Source: UIBarButtonItem.h, `typedef NS_ENUM(NSInteger, UIBarButtonItemStyle)`;
/// `UIBarButtonItemStyleBordered` is `API_DEPRECATED_WITH_REPLACEMENT("UIBarButtonItemStylePlain",
/// ios(2.0, 8.0))`. The model draws nothing: the style is kept for the app to read back.
HEADLESS_ENUM(UIBarButtonItemStyle) {
  /// Glows when tapped. The default item style.
  UIBarButtonItemStylePlain,
  /// A simple button style with a border (deprecated in iOS 8: use `plain`).
  UIBarButtonItemStyleBordered HEADLESS_IOS(
      introduced = 2.0, deprecated = 8.0, replacement = "UIBarButtonItemStylePlain"),
  /// The style for a done button: for example, a button that completes some task.
  UIBarButtonItemStyleDone,
};
typedef enum UIBarButtonItemStyle UIBarButtonItemStyle;

/// Modes that determine when a navigation item shows a large title.
///
/// Source: UINavigationItem.h, `typedef NS_ENUM(NSInteger,
/// UINavigationItemLargeTitleDisplayMode)`; when each mode shows a large title:
/// HeadlessUIKit's Bars/UINavigationBar+Height.swift.
HEADLESS_ENUM(UINavigationItemLargeTitleDisplayMode) {
  /// The item shows or hides the large title as the previous item in the navigation bar
  /// requests; the first item pushed shows it if the bar prefers large titles.
  UINavigationItemLargeTitleDisplayModeAutomatic,
  /// The item always uses a large title when it is topmost.
  UINavigationItemLargeTitleDisplayModeAlways,
  /// The item never uses a large title.
  UINavigationItemLargeTitleDisplayModeNever,
};
typedef enum UINavigationItemLargeTitleDisplayMode UINavigationItemLargeTitleDisplayMode;

/// Modal presentation styles available when presenting view controllers.
///
/// Source: UIViewController.h, `typedef NS_ENUM(NSInteger, UIModalPresentationStyle)`, with
/// UIKit's raw values (`none` -1, `automatic` -2); `UIModalPresentationBlurOverFullScreen`
/// is tvOS only (`API_UNAVAILABLE(ios)`) and left out. The frames each style gives:
/// HeadlessUIKit's ViewControllers/UIViewController+Presentation.swift.
HEADLESS_ENUM(UIModalPresentationStyle) {
  /// The presented view covers the screen; the presenting views are removed.
  UIModalPresentationFullScreen = 0,
  /// Partially covers the underlying content.
  UIModalPresentationPageSheet HEADLESS_IOS(introduced = 3.2),
  /// Displays the content centered in the screen.
  UIModalPresentationFormSheet HEADLESS_IOS(introduced = 3.2),
  /// The content is displayed over another view controller's content.
  UIModalPresentationCurrentContext HEADLESS_IOS(introduced = 3.2),
  /// A custom view presentation style that is managed by a custom presentation controller.
  UIModalPresentationCustom HEADLESS_IOS(introduced = 7.0),
  /// The presented view covers the screen; the presenting views stay.
  UIModalPresentationOverFullScreen HEADLESS_IOS(introduced = 8.0),
  /// The content is displayed over another view controller's content; its views stay.
  UIModalPresentationOverCurrentContext HEADLESS_IOS(introduced = 8.0),
  /// The content is displayed in a popover view.
  UIModalPresentationPopover HEADLESS_IOS(introduced = 8.0),
  /// A presentation style that indicates no adaptations should be made.
  UIModalPresentationNone HEADLESS_IOS(introduced = 7.0) = -1,
  /// The default presentation style chosen by the system.
  UIModalPresentationAutomatic HEADLESS_IOS(introduced = 13.0) = -2,
};
typedef enum UIModalPresentationStyle UIModalPresentationStyle;

/// The relation between the first attribute and the modified second attribute in a
/// constraint.
///
/// Source: NSLayoutConstraint.h, `typedef NS_ENUM(NSInteger, NSLayoutRelation)`.
HEADLESS_ENUM(NSLayoutRelation) {
  /// The constraint requires the first attribute to be less than or equal to the modified
  /// second attribute.
  NSLayoutRelationLessThanOrEqual = -1,
  /// The constraint requires the first attribute to be exactly equal to the modified second
  /// attribute.
  NSLayoutRelationEqual = 0,
  /// The constraint requires the first attribute to be greater than or equal to the modified
  /// second attribute.
  NSLayoutRelationGreaterThanOrEqual = 1,
};
typedef enum NSLayoutRelation NSLayoutRelation;

/// The part of the object's visual representation that should be used to get the value for
/// the constraint. `NSLayoutAttributeBaseline`, which Swift cannot see
/// (`NS_SWIFT_UNAVAILABLE("Use 'lastBaseline' instead")`), is left out.
///
/// Source: NSLayoutConstraint.h, `typedef NS_ENUM(NSInteger, NSLayoutAttribute)`.
HEADLESS_ENUM(NSLayoutAttribute) {
  /// The left side of the object's alignment rectangle.
  NSLayoutAttributeLeft = 1,
  /// The right side of the object's alignment rectangle.
  NSLayoutAttributeRight,
  /// The top of the object's alignment rectangle.
  NSLayoutAttributeTop,
  /// The bottom of the object's alignment rectangle.
  NSLayoutAttributeBottom,
  /// The leading edge of the object's alignment rectangle.
  NSLayoutAttributeLeading,
  /// The trailing edge of the object's alignment rectangle.
  NSLayoutAttributeTrailing,
  /// The width of the object's alignment rectangle.
  NSLayoutAttributeWidth,
  /// The height of the object's alignment rectangle.
  NSLayoutAttributeHeight,
  /// The center along the x-axis of the object's alignment rectangle.
  NSLayoutAttributeCenterX,
  /// The center along the y-axis of the object's alignment rectangle.
  NSLayoutAttributeCenterY,
  /// The object's baseline: for a view without text, its bottom.
  NSLayoutAttributeLastBaseline,
  /// The object's baseline: for a view without text, its bottom.
  NSLayoutAttributeFirstBaseline HEADLESS_IOS(introduced = 8.0),
  /// The object's left margin.
  NSLayoutAttributeLeftMargin HEADLESS_IOS(introduced = 8.0),
  /// The object's right margin.
  NSLayoutAttributeRightMargin HEADLESS_IOS(introduced = 8.0),
  /// The object's top margin.
  NSLayoutAttributeTopMargin HEADLESS_IOS(introduced = 8.0),
  /// The object's bottom margin.
  NSLayoutAttributeBottomMargin HEADLESS_IOS(introduced = 8.0),
  /// The object's leading margin.
  NSLayoutAttributeLeadingMargin HEADLESS_IOS(introduced = 8.0),
  /// The object's trailing margin.
  NSLayoutAttributeTrailingMargin HEADLESS_IOS(introduced = 8.0),
  /// The center along the x-axis between the object's left and right margins.
  NSLayoutAttributeCenterXWithinMargins HEADLESS_IOS(introduced = 8.0),
  /// The center along the y-axis between the object's top and bottom margins.
  NSLayoutAttributeCenterYWithinMargins HEADLESS_IOS(introduced = 8.0),
  /// A placeholder value that indicates that the constraint has no second item.
  NSLayoutAttributeNotAnAttribute = 0
};
typedef enum NSLayoutAttribute NSLayoutAttribute;

/// Keys that specify a horizontal or vertical layout constraint between objects.
///
/// Source: UIView.h, `typedef NS_ENUM(NSInteger, UILayoutConstraintAxis)`.
HEADLESS_ENUM(UILayoutConstraintAxis) {
  /// The constraint applied when laying out the horizontal relationship between objects.
  UILayoutConstraintAxisHorizontal = 0,
  /// The constraint applied when laying out the vertical relationship between objects.
  UILayoutConstraintAxisVertical = 1
};
typedef enum UILayoutConstraintAxis UILayoutConstraintAxis;

/// The layout that defines the size and position of the arranged views along the stack
/// view's axis. The model arranges `.fill`, `.fillEqually` and `.equalSpacing` as the header
/// describes; `.fillProportionally` is arranged as `.fill` and `.equalCentering` as
/// `.equalSpacing` (UIStackView+Arrangement.swift says why).
///
/// Source: UIStackView.h, `typedef NS_ENUM(NSInteger, UIStackViewDistribution)`.
HEADLESS_ENUM(UIStackViewDistribution) {
  /// Adjustments when items overflow or underflow follow their compression resistance or
  /// hugging priorities, or when that is ambiguous, their arrangement order.
  UIStackViewDistributionFill = 0,
  /// Items are all the same size.
  UIStackViewDistributionFillEqually,
  /// Adjustments are distributed among the items proportionally to their intrinsic sizes.
  UIStackViewDistributionFillProportionally,
  /// Additional underflow spacing is divided equally in the spaces between the items.
  UIStackViewDistributionEqualSpacing,
  /// Equal centre-to-centre spacing of the items is maintained as much as possible.
  UIStackViewDistributionEqualCentering,
} HEADLESS_IOS(introduced = 9.0);
typedef enum UIStackViewDistribution UIStackViewDistribution;

/// The layout of the arranged views transverse to the stack view's axis. The model has no
/// text baselines: a baseline alignment aligns bottoms (a view without text has its
/// baseline at its bottom).
///
/// Source: UIStackView.h, `typedef NS_ENUM(NSInteger, UIStackViewAlignment)`.
HEADLESS_ENUM(UIStackViewAlignment) {
  /// The items' edges across the axis fit the container tightly.
  UIStackViewAlignmentFill,
  /// The leading edges of a vertical stack's items, or the top edges of a horizontal
  /// stack's items, fit the container's.
  UIStackViewAlignmentLeading,
  /// The top edges of a horizontal stack's items fit the container's (`.leading`).
  UIStackViewAlignmentTop = UIStackViewAlignmentLeading,
  /// A horizontal stack's items align their first baselines.
  UIStackViewAlignmentFirstBaseline,
  /// The items are centred across the axis.
  UIStackViewAlignmentCenter,
  /// The trailing edges of a vertical stack's items, or the bottom edges of a horizontal
  /// stack's items, fit the container's.
  UIStackViewAlignmentTrailing,
  /// The bottom edges of a horizontal stack's items fit the container's (`.trailing`).
  UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing,
  /// A horizontal stack's items align their last baselines.
  UIStackViewAlignmentLastBaseline,
} HEADLESS_IOS(introduced = 9.0);
typedef enum UIStackViewAlignment UIStackViewAlignment;

/// The type of keyboard to display for a text-based view.
///
/// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UIKeyboardType)`. The model
/// shows no keyboard: the value is kept for the app to read back.
HEADLESS_ENUM(UIKeyboardType) {
  /// The default keyboard for the current input method.
  UIKeyboardTypeDefault,
  /// A keyboard that displays standard ASCII characters.
  UIKeyboardTypeASCIICapable,
  /// The numbers and punctuation keyboard.
  UIKeyboardTypeNumbersAndPunctuation,
  /// A keyboard optimized for URL entry.
  UIKeyboardTypeURL,
  /// A numeric keypad designed for PIN entry.
  UIKeyboardTypeNumberPad,
  /// A keypad designed for entering telephone numbers.
  UIKeyboardTypePhonePad,
  /// A keypad designed for entering a person's name or phone number.
  UIKeyboardTypeNamePhonePad,
  /// A keyboard optimized for entering email addresses.
  UIKeyboardTypeEmailAddress,
  /// A keyboard with numbers and a decimal point.
  UIKeyboardTypeDecimalPad HEADLESS_IOS(introduced = 4.1),
  /// A keyboard optimized for Twitter text entry, with easy access to the at and hash.
  UIKeyboardTypeTwitter HEADLESS_IOS(introduced = 5.0),
  /// A keyboard optimized for web search terms and URL entry.
  UIKeyboardTypeWebSearch HEADLESS_IOS(introduced = 7.0),
  /// A number pad that outputs only ASCII digits.
  UIKeyboardTypeASCIICapableNumberPad HEADLESS_IOS(introduced = 10.0),
  /// The same as `asciiCapable` (UITextInputTraits.h: "Deprecated").
  UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable,
};
typedef enum UIKeyboardType UIKeyboardType;

/// The autocapitalization behavior of a text-based view.
///
/// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UITextAutocapitalizationType)`.
HEADLESS_ENUM(UITextAutocapitalizationType) {
  /// Specifies that there's no automatic text capitalization.
  UITextAutocapitalizationTypeNone,
  /// Specifies automatic capitalization of the first letter of each word.
  UITextAutocapitalizationTypeWords,
  /// Specifies automatic capitalization of the first letter of each sentence.
  UITextAutocapitalizationTypeSentences,
  /// Specifies automatic capitalization of all characters.
  UITextAutocapitalizationTypeAllCharacters,
};
typedef enum UITextAutocapitalizationType UITextAutocapitalizationType;

/// The autocorrection behavior of a text-based view.
///
/// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UITextAutocorrectionType)`.
HEADLESS_ENUM(UITextAutocorrectionType) {
  /// Specifies an appropriate autocorrection behavior for the current script system.
  UITextAutocorrectionTypeDefault,
  /// Disables autocorrection behavior.
  UITextAutocorrectionTypeNo,
  /// Enables autocorrection behavior.
  UITextAutocorrectionTypeYes,
};
typedef enum UITextAutocorrectionType UITextAutocorrectionType;

/// The type of border drawn around the text field. The model draws none.
///
/// Source: UITextField.h, `typedef NS_ENUM(NSInteger, UITextBorderStyle)`.
HEADLESS_ENUM(UITextBorderStyle) {
  /// The text field doesn't display a border.
  UITextBorderStyleNone,
  /// Displays a thin rectangle around the text field.
  UITextBorderStyleLine,
  /// Displays a bezel-style border for the text field.
  UITextBorderStyleBezel,
  /// Displays a rounded-style border for the text field.
  UITextBorderStyleRoundedRect
};
typedef enum UITextBorderStyle UITextBorderStyle;

/// Constants that specify when an overlay view appears in a text field.
///
/// Source: UITextField.h, `typedef NS_ENUM(NSInteger, UITextFieldViewMode)`.
HEADLESS_ENUM(UITextFieldViewMode) {
  /// The overlay view never appears.
  UITextFieldViewModeNever,
  /// The overlay view appears only while text is being edited in the text field.
  UITextFieldViewModeWhileEditing,
  /// The overlay view appears only when text is not being edited.
  UITextFieldViewModeUnlessEditing,
  /// The overlay view always appears.
  UITextFieldViewModeAlways
};
typedef enum UITextFieldViewMode UITextFieldViewMode;

/// The kinds of button. The model draws none: the kind is kept for the app to read back.
///
/// Source: UIButton.h, `typedef NS_ENUM(NSInteger, UIButtonType)` (`UIButtonTypePlain` is
/// tvOS-only and left out).
HEADLESS_ENUM(UIButtonType) {
  /// No button style.
  UIButtonTypeCustom = 0,
  /// A system style button, such as those shown in navigation bars and toolbars.
  UIButtonTypeSystem HEADLESS_IOS(introduced = 7.0),
  /// A detail disclosure button.
  UIButtonTypeDetailDisclosure,
  /// An information button that has a light background.
  UIButtonTypeInfoLight,
  /// An information button that has a dark background.
  UIButtonTypeInfoDark,
  /// A contact add button.
  UIButtonTypeContactAdd,
  /// A close button to dismiss panels and views.
  UIButtonTypeClose HEADLESS_IOS(introduced = 13.0) = 7,
  /// A rounded-rectangle style button (UIButton.h: "Deprecated, use UIButtonTypeSystem").
  UIButtonTypeRoundedRect = UIButtonTypeSystem
};
typedef enum UIButtonType UIButtonType;

/// The appearance style of the keyboard for a text-based view. The model shows no keyboard:
/// the value is kept for the app to read back.
///
/// Source: UITextInputTraits.h, `typedef NS_ENUM(NSInteger, UIKeyboardAppearance)`.
HEADLESS_ENUM(UIKeyboardAppearance) {
  /// The default appearance for the current input method.
  UIKeyboardAppearanceDefault,
  /// A keyboard with a dark appearance.
  UIKeyboardAppearanceDark HEADLESS_IOS(introduced = 7.0),
  /// A keyboard with a light appearance.
  UIKeyboardAppearanceLight HEADLESS_IOS(introduced = 7.0),
  /// The same as `dark` (UITextInputTraits.h: "Deprecated").
  UIKeyboardAppearanceAlert = UIKeyboardAppearanceDark,
};
typedef enum UIKeyboardAppearance UIKeyboardAppearance;

/// Constants that specify text alignment. The model draws no text: the value is kept for
/// the app to read back.
///
/// Source: NSText.h (UIKit), `typedef NS_ENUM(NSInteger, NSTextAlignment)`, with the values
/// under `TARGET_ABI_USES_IOS_VALUES` (center 1, right 2; macOS swaps them).
HEADLESS_ENUM(NSTextAlignment) {
  /// Text is visually left aligned.
  NSTextAlignmentLeft = 0,
  /// Text is visually center aligned.
  NSTextAlignmentCenter = 1,
  /// Text is visually right aligned.
  NSTextAlignmentRight = 2,
  /// Text is justified; the last line in a paragraph is natural-aligned.
  NSTextAlignmentJustified = 3,
  /// The default alignment for the script.
  NSTextAlignmentNatural = 4,
} HEADLESS_IOS(introduced = 6.0);
typedef enum NSTextAlignment NSTextAlignment;

#undef HEADLESS_ENUM
#undef HEADLESS_IOS

#endif  // !__has_include(<UIKit/UIKit.h>)
#endif  // HEADLESS_UIKIT_ENUMS_H
