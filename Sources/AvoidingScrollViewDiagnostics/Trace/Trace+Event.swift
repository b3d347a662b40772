import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

extension Trace {
  /// One event of a session. `type` says which members it has:
  ///
  /// - `keyboardNotification`: `name`, `object`, `userInfo` (or `userInfoMissing`);
  /// - `editing`: `action` (`began`, `ended`, `textChanged`), `view`;
  /// - `geometry`: `reason`, `geometry` (only what changed since the last geometry), and
  ///   `derived` when none of it is an input;
  /// - `appWrite`: `property` (`contentInset`, `verticalScrollIndicatorInsets`), `value`;
  /// - `layout`: the scroll view laid out its subviews; `placed` (version 3): the views that
  ///   pass placed before the component decided;
  /// - `keyboardDrag` (version 2): the scroll view laid out its subviews while the user
  ///   dragged the keyboard down: `panState` (`began`, `changed`), `finger` (the pan's
  ///   location in the window), `guideFrame` (the keyboard layout guide's `layoutFrame` in the
  ///   window), `dismissPadding` (when not 0), `dismissMode` (`interactive`,
  ///   `interactiveWithAccessory`), `placed` as for `layout`;
  /// - `turn`: the main queue turned (the engine's second looks ran);
  /// - `revealRequest`: `animated`;
  /// - `window`: `action` (`left`, `entered`);
  /// - `decision`: `trigger` (the `seq` of the input it followed), `decision`;
  /// - `sourceExpectation`: `about`, `says` (reconstructed traces: what the source asserts);
  /// - `note`: `text`.
  package struct Event: Codable, Equatable, Sendable {
    package var seq: Int
    /// Seconds since recording began (see ``Timebase``).
    package var t: Double
    package var type: String
    /// Reconstructed traces: `observed` in the source, or `assumed`.
    package var provenance: String?
    /// Reconstructed traces: the source (an identifier of `provenance.sources`).
    package var source: String?

    package var name: String?
    package var object: String?
    package var userInfo: UserInfo?
    package var userInfoMissing: Bool?

    package var action: String?
    package var view: String?

    package var reason: String?
    package var geometry: Geometry?
    /// `true` when the geometry holds only what UIKit or the component derived (safe areas,
    /// adjusted insets, the insets the component wrote, a caret that went with the focus, a
    /// window that came back): not an input, a replay compares it and performs nothing.
    package var derived: Bool?

    package var property: String?
    package var value: TraceInsets?

    package var animated: Bool?

    package var trigger: Int?
    package var decision: Decision?

    package var about: Int?
    package var says: String?
    package var text: String?
    package var panState: String?
    package var finger: TracePoint?
    package var guideFrame: TraceRect?
    package var dismissPadding: Double?
    package var dismissMode: String?
    /// A `layout` or `keyboardDrag` event (version 3): the views (whole, as in a geometry
    /// event) the pass placed before the component decided, such as the fields of a stack
    /// view laid out in that pass. A replay places them at the same moment of its pass, not
    /// before it: the decision depends on the move being seen during the pass.
    package var placed: Geometry?

    package init(seq: Int, t: Double, type: String) {
      self.seq = seq
      self.t = t
      self.type = type
    }

    /// An event of `kind`.
    package init(seq: Int, t: Double, kind: Kind) {
      self.init(seq: seq, t: t, type: kind.rawValue)
    }

    /// The kinds of event, each with the members listed above: the one place their names
    /// are written (the trace's coding); the recorder and the replay use these cases.
    package enum Kind: String, CaseIterable, Sendable {
      case keyboardNotification, editing, geometry, appWrite, layout, turn, revealRequest, window
      case keyboardDrag
      case decision, sourceExpectation, note
    }

    /// The event's kind; `nil` for a type this version does not know (a replay skips it).
    package var kind: Kind? { Kind(rawValue: type) }

    // The values of the members above that hold one of a few names, written here once: the
    // recorder writes these cases' raw values and a replay reads them back through these.

    /// A `geometry` event's `reason`: the change the engine was told of, or the input the
    /// geometry precedes.
    package enum GeometryReason: String, Sendable {
      case keyboard, editing, turn, layout, revealRequest, window, appWrite
      case resize, contentSizeChange, adjustedContentInsetChange, setting
    }

    /// An `editing` event's `action`.
    package enum EditingAction: String, Sendable {
      case began, ended, textChanged
    }

    /// A `window` event's `action`.
    package enum WindowAction: String, Sendable {
      case entered, left
    }

    /// A `keyboardDrag` event's `panState`: the pan gesture's state while the user drags.
    package enum PanState: String, Sendable {
      case began, changed
    }

    /// A `keyboardDrag` event's `dismissMode`: the scroll view's interactive
    /// `keyboardDismissMode`.
    package enum DismissMode: String, Sendable {
      case interactive, interactiveWithAccessory
    }

    /// A `keyboardNotification` event's `object` (and the scene's keyboard's): how the
    /// notification's object relates to the scroll view's screen.
    package enum ObjectRelation: String, Sendable {
      /// The scroll view's screen.
      case thisScreen
      /// Another screen.
      case otherScreen
      /// Something that is not a screen.
      case other
      /// No object (before iOS 16.1).
      case noObject = "none"
    }

    /// A `keyboardNotification` event's `name`, as a kind; `nil` for a name it does not know.
    package var notificationKind: KeyboardNotificationKind? {
      name.flatMap(KeyboardNotificationKind.init)
    }
    /// A `geometry` event's `reason`; `nil` for a reason it does not know.
    package var geometryReason: GeometryReason? { reason.flatMap(GeometryReason.init) }
    /// An `editing` event's `action`; `nil` for an action it does not know.
    package var editingAction: EditingAction? { action.flatMap(EditingAction.init) }
    /// A `window` event's `action`; `nil` for an action it does not know.
    package var windowAction: WindowAction? { action.flatMap(WindowAction.init) }
    /// An `appWrite` event's `property`; `nil` for a property it does not know.
    package var insetProperty: AvoiderEvent.InsetProperty? {
      property.flatMap(AvoiderEvent.InsetProperty.init)
    }
    /// A `keyboardDrag` event's `panState`; `nil` for a state it does not know.
    package var pan: PanState? { panState.flatMap(PanState.init) }
    /// A `keyboardDrag` event's `dismissMode`; `nil` for a mode it does not know.
    package var interactiveMode: DismissMode? { dismissMode.flatMap(DismissMode.init) }
  }

  /// A keyboard notification's `userInfo`. An absent member means an absent key; a key
  /// present with a value of the wrong type is named in `rawTypes` with the value's type,
  /// and its member is absent; other keys are listed in `extraKeys` with their value's type.
  package struct UserInfo: Codable, Equatable, Sendable {
    package var beginFrame: TraceRect?
    package var endFrame: TraceRect?
    package var animationDuration: Double?
    /// The raw `UIView.AnimationCurve` value (7 for the keyboard's own curve).
    package var animationCurve: Double?
    package var isLocal: Bool?
    package var rawTypes: [String: String]?
    package var extraKeys: [String: String]?

    package init() {}
  }
}
