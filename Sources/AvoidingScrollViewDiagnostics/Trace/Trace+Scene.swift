import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

extension Trace {
  /// The scene when recording began: complete (every member present), so that a replay can
  /// rebuild it.
  package struct Scene: Codable, Equatable, Sendable {
    package var geometry: Geometry
    /// The keyboard the scroll view knew when recording began; `nil` when none.
    package var keyboard: KeyboardState?
    /// The view being edited when recording began: a view's identifier, ``outsideView`` for
    /// a view of the window outside the scroll view, `nil` for none.
    package var firstResponder: String?

    package init(geometry: Geometry, keyboard: KeyboardState?, firstResponder: String?) {
      self.geometry = geometry
      self.keyboard = keyboard
      self.firstResponder = firstResponder
    }
  }

  /// The identifier standing for any view of the window outside the recorded scroll view.
  package static let outsideView = "outside"

  /// A keyboard fact: its frame (`nil`: it covers nothing), whose screen the notification
  /// named, and whether it is this app's.
  package struct KeyboardState: Codable, Equatable, Sendable {
    package var frameInScreen: TraceRect?
    /// `thisScreen`, `otherScreen` or `none` (no screen named, before iOS 16.1).
    package var object: String
    package var isLocal: Bool

    package init(frameInScreen: TraceRect?, object: String, isLocal: Bool) {
      self.frameInScreen = frameInScreen
      self.object = object
      self.isLocal = isLocal
    }
  }

  /// Geometry: complete in the scene, only what changed in a `geometry` event.
  package struct Geometry: Codable, Equatable, Sendable {
    /// The screen's bounds, in points, in the current orientation.
    package var screenBounds: TraceRect?
    package var window: WindowState?
    package var scrollView: ScrollViewState?
    /// The views that appeared or changed, whole.
    package var views: [ViewState]?
    /// The identifiers of views that left the scroll view (or its window).
    package var removedViews: [String]?

    package init(
      screenBounds: TraceRect? = nil, window: WindowState? = nil,
      scrollView: ScrollViewState? = nil, views: [ViewState]? = nil, removedViews: [String]? = nil
    ) {
      self.screenBounds = screenBounds
      self.window = window
      self.scrollView = scrollView
      self.views = views
      self.removedViews = removedViews
    }

    /// Whether it holds nothing.
    package var isEmpty: Bool {
      screenBounds == nil && window == nil && scrollView == nil && views == nil
        && removedViews == nil
    }
  }

  /// The scroll view's window: its frame in the screen and its safe area.
  package struct WindowState: Codable, Equatable, Sendable {
    package var frameInScreen: TraceRect
    package var safeAreaInsets: TraceInsets

    package init(frameInScreen: TraceRect, safeAreaInsets: TraceInsets) {
      self.frameInScreen = frameInScreen
      self.safeAreaInsets = safeAreaInsets
    }
  }

  /// The recorded scroll view. Every member is optional in a `geometry` event (present when
  /// it changed); the scene has them all.
  package struct ScrollViewState: Codable, Equatable, Sendable {
    /// `AvoidingScrollView`, `AvoidingTableView` or `AvoidingCollectionView`.
    package var kind: String?
    package var frameInWindow: TraceRect?
    /// Its origin is the content offset.
    package var bounds: TraceRect?
    package var contentSize: TraceSize?
    /// What `contentInset` holds: the app's inset plus the keyboard's part.
    package var contentInset: TraceInsets?
    /// The app's own part of it.
    package var appContentInset: TraceInsets?
    package var verticalScrollIndicatorInsets: TraceInsets?
    package var appVerticalScrollIndicatorInsets: TraceInsets?
    package var adjustedContentInset: TraceInsets?
    package var safeAreaInsets: TraceInsets?
    /// `automatic`, `scrollableAxes`, `never` or `always`.
    package var contentInsetAdjustmentBehavior: String?
    package var automaticallyAdjustsScrollIndicatorInsets: Bool?
    /// UIKit applies the vertical safe area to a scroll view that bounces vertically even
    /// when its content is shorter than its bounds.
    package var alwaysBounceVertical: Bool?
    package var options: Options?

    package init() {}
  }

  /// The component's settings of the scroll view.
  package struct Options: Codable, Equatable, Sendable {
    package var keyboardPadding: Double
    package var isKeyboardAvoidanceEnabled: Bool
    package var restoresContentOffsetOnKeyboardHide: Bool
    package var avoidsFloatingKeyboard: Bool
  }

  /// A view the trace follows: every text field and text view of the scroll view, and the
  /// views the app gave a padding or made a companion. No text, ever.
  package struct ViewState: Codable, Equatable, Sendable {
    /// The identifier the recorder assigned (`v0`, `v1`, …), stable for the trace.
    package var id: String
    /// The nearest public UIKit class (`UITextField` for any subclass of it).
    package var uikitClass: String
    /// Subview indices from the scroll view down to the view (informational).
    package var path: [Int]
    /// Its bounds in the scroll view's coordinates.
    package var frameInScrollView: TraceRect
    /// Whether it and its ancestors up to the scroll view are shown (not hidden, alpha > 0).
    package var isShown: Bool
    /// The focused text view's caret, in the scroll view's coordinates.
    package var caretRectInScrollView: TraceRect?
    /// Its own padding (`setKeyboardPadding(_:for:)`), when the app set one.
    package var keyboardPadding: Double?
    /// The identifiers of its companions (`setCompanions(_:for:)`), when it has some.
    package var companions: [String]?
  }
}
