import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

extension Trace {
  /// One event of a session: its place in the session (`seq`, `t`, and for reconstructed
  /// traces where it comes from) and what happened (``body``), whose case is the JSON's `type`
  /// and whose payload holds that type's members, as `Docs/TraceFormat.md` lists them.
  package struct Event: Codable, Equatable, Sendable {
    package var seq: Int
    /// Seconds since recording began (see ``Timebase``).
    package var t: Double
    /// Reconstructed traces: `observed` in the source, or `assumed`.
    package var provenance: String?
    /// Reconstructed traces: the source (an identifier of `provenance.sources`).
    package var source: String?
    /// What happened, with the members of its type.
    package var body: Body

    package init(seq: Int, t: Double, body: Body) {
      self.seq = seq
      self.t = t
      self.body = body
    }

    /// What happened: one case a type of event, with that type's members.
    package enum Body: Equatable, Sendable {
      /// A keyboard notification as posted.
      case keyboardNotification(KeyboardNotification)
      /// A text field or text view began or ended editing, or its text changed.
      case editing(Editing)
      /// What changed in the geometry since the last geometry event.
      case geometry(GeometryChange)
      /// The app wrote one of the scroll view's insets.
      case appWrite(AppWrite)
      /// The scroll view laid out its subviews.
      case layout(Layout)
      /// (Version 2.) The scroll view laid out its subviews while the user dragged the
      /// keyboard down.
      case keyboardDrag(KeyboardDrag)
      /// The main queue turned (the engine's second looks ran).
      case turn
      /// The app called `revealFocusedView(animated:)`.
      case revealRequest(RevealRequest)
      /// The scroll view entered or left its window.
      case window(Window)
      /// A decision of the component, after the input it followed.
      case decision(DecisionEvent)
      /// Reconstructed traces: what the source asserts.
      case sourceExpectation(SourceExpectation)
      /// A remark.
      case note(Note)
      /// A type this version does not know, kept by name only (a replay skips it).
      case unknown(type: String)
    }

    /// The kinds of event: the one place their names are written (the trace's coding).
    package enum Kind: String, CaseIterable, Sendable {
      case keyboardNotification, editing, geometry, appWrite, layout, turn, revealRequest, window
      case keyboardDrag
      case decision, sourceExpectation, note
    }

    /// The event's kind; `nil` for a type this version does not know (a replay skips it).
    package var kind: Kind? {
      switch body {
      case .keyboardNotification: .keyboardNotification
      case .editing: .editing
      case .geometry: .geometry
      case .appWrite: .appWrite
      case .layout: .layout
      case .keyboardDrag: .keyboardDrag
      case .turn: .turn
      case .revealRequest: .revealRequest
      case .window: .window
      case .decision: .decision
      case .sourceExpectation: .sourceExpectation
      case .note: .note
      case .unknown: nil
      }
    }

    /// A `decision` event's members; `nil` for an event of another type.
    package var decisionEvent: DecisionEvent? {
      if case .decision(let members) = body { members } else { nil }
    }

    /// Whether the event is a `geometry` event that holds only what was derived (`derived`).
    package var isDerived: Bool {
      if case .geometry(let change) = body { change.derived == true } else { false }
    }

    /// The JSON's `type`: the kind's name, or the unknown type's.
    package var type: String {
      if case .unknown(let type) = body { return type }
      return kind?.rawValue ?? ""
    }

    // MARK: The members of each type

    /// A `keyboardNotification` event's members.
    package struct KeyboardNotification: Codable, Equatable, Sendable {
      /// The notification's name (`willShow`, …: ``KeyboardNotificationKind``'s raw values).
      package var name: String?
      /// How its object relates to the scroll view's screen (``ObjectRelation``).
      package var object: String?
      package var userInfo: UserInfo?
      /// `true` when the notification had no `userInfo` at all.
      package var userInfoMissing: Bool?

      package init(name: String? = nil, object: String? = nil) {
        self.name = name
        self.object = object
      }

      /// The notification's kind; `nil` for a name it does not know.
      package var kind: KeyboardNotificationKind? { name.flatMap(KeyboardNotificationKind.init) }
    }

    /// An `editing` event's members.
    package struct Editing: Codable, Equatable, Sendable {
      /// ``EditingAction``'s raw value.
      package var action: String?
      /// The view's identifier (``Trace/outsideView`` for one outside the scroll view).
      package var view: String?

      package init(action: String? = nil, view: String? = nil) {
        self.action = action
        self.view = view
      }

      /// The action; `nil` for one it does not know.
      package var editingAction: EditingAction? { action.flatMap(EditingAction.init) }
    }

    /// A `geometry` event's members.
    package struct GeometryChange: Codable, Equatable, Sendable {
      /// ``GeometryReason``'s raw value.
      package var reason: String?
      /// Only what changed since the last geometry.
      package var geometry: Geometry?
      /// `true` when the geometry holds only what UIKit or the component derived (safe areas,
      /// adjusted insets, the insets the component wrote, a caret that went with the focus, a
      /// window that came back): not an input, a replay compares it and performs nothing.
      package var derived: Bool?

      package init(reason: String? = nil, geometry: Geometry? = nil, derived: Bool? = nil) {
        self.reason = reason
        self.geometry = geometry
        self.derived = derived
      }

      /// The reason; `nil` for one it does not know.
      package var geometryReason: GeometryReason? { reason.flatMap(GeometryReason.init) }
    }

    /// An `appWrite` event's members.
    package struct AppWrite: Codable, Equatable, Sendable {
      /// `contentInset` or `verticalScrollIndicatorInsets` (``AvoiderEvent/InsetProperty``).
      package var property: String?
      package var value: TraceInsets?

      package init(property: String? = nil, value: TraceInsets? = nil) {
        self.property = property
        self.value = value
      }

      /// The property; `nil` for one it does not know.
      package var insetProperty: AvoiderEvent.InsetProperty? {
        property.flatMap(AvoiderEvent.InsetProperty.init)
      }
    }

    /// A `layout` event's members.
    package struct Layout: Codable, Equatable, Sendable {
      /// (Version 3.) The views (whole, as in a geometry event) the pass placed before the
      /// component decided, such as the fields of a stack view laid out in that pass. A replay
      /// places them at the same moment of its pass, not before it: the decision depends on
      /// the move being seen during the pass.
      package var placed: Geometry?

      package init(placed: Geometry? = nil) {
        self.placed = placed
      }
    }

    /// A `keyboardDrag` event's members.
    package struct KeyboardDrag: Codable, Equatable, Sendable {
      /// ``PanState``'s raw value.
      package var panState: String?
      /// The pan's location in the window.
      package var finger: TracePoint?
      /// The keyboard layout guide's `layoutFrame` in the window.
      package var guideFrame: TraceRect?
      /// The guide's `keyboardDismissPadding`, when not 0.
      package var dismissPadding: Double?
      /// ``DismissMode``'s raw value.
      package var dismissMode: String?
      /// As a `layout` event's.
      package var placed: Geometry?

      package init() {}

      /// The pan's state; `nil` for one it does not know.
      package var pan: PanState? { panState.flatMap(PanState.init) }
      /// The dismiss mode; `nil` for one it does not know.
      package var interactiveMode: DismissMode? { dismissMode.flatMap(DismissMode.init) }
    }

    /// A `revealRequest` event's members.
    package struct RevealRequest: Codable, Equatable, Sendable {
      package var animated: Bool?

      package init(animated: Bool? = nil) {
        self.animated = animated
      }
    }

    /// A `window` event's members.
    package struct Window: Codable, Equatable, Sendable {
      /// ``WindowAction``'s raw value.
      package var action: String?

      package init(action: String? = nil) {
        self.action = action
      }

      /// The action; `nil` for one it does not know.
      package var windowAction: WindowAction? { action.flatMap(WindowAction.init) }
    }

    /// A `decision` event's members.
    package struct DecisionEvent: Codable, Equatable, Sendable {
      /// The `seq` of the input it followed.
      package var trigger: Int?
      package var decision: Decision?

      package init(trigger: Int? = nil, decision: Decision? = nil) {
        self.trigger = trigger
        self.decision = decision
      }
    }

    /// A `sourceExpectation` event's members (reconstructed traces).
    package struct SourceExpectation: Codable, Equatable, Sendable {
      /// The `seq` of the event it is about.
      package var about: Int?
      /// What the source asserts.
      package var says: String?
    }

    /// A `note` event's members.
    package struct Note: Codable, Equatable, Sendable {
      package var text: String?

      package init(text: String? = nil) {
        self.text = text
      }
    }

    // MARK: The trace's coding

    private enum CodingKeys: String, CodingKey {
      case seq, t, type, provenance, source
    }

    /// Reads the event's place, then its type's members from the same JSON object; the members
    /// of other types are not read, nor those of a type this version does not know.
    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      seq = try container.decode(Int.self, forKey: .seq)
      t = try container.decode(Double.self, forKey: .t)
      provenance = try container.decodeIfPresent(String.self, forKey: .provenance)
      source = try container.decodeIfPresent(String.self, forKey: .source)
      let type = try container.decode(String.self, forKey: .type)
      switch Kind(rawValue: type) {
      case .keyboardNotification: body = .keyboardNotification(try .init(from: decoder))
      case .editing: body = .editing(try .init(from: decoder))
      case .geometry: body = .geometry(try .init(from: decoder))
      case .appWrite: body = .appWrite(try .init(from: decoder))
      case .layout: body = .layout(try .init(from: decoder))
      case .keyboardDrag: body = .keyboardDrag(try .init(from: decoder))
      case .turn: body = .turn
      case .revealRequest: body = .revealRequest(try .init(from: decoder))
      case .window: body = .window(try .init(from: decoder))
      case .decision: body = .decision(try .init(from: decoder))
      case .sourceExpectation: body = .sourceExpectation(try .init(from: decoder))
      case .note: body = .note(try .init(from: decoder))
      case nil: body = .unknown(type: type)
      }
    }

    /// Writes one JSON object: the event's place and `type`, and its type's members.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(seq, forKey: .seq)
      try container.encode(t, forKey: .t)
      try container.encode(type, forKey: .type)
      try container.encodeIfPresent(provenance, forKey: .provenance)
      try container.encodeIfPresent(source, forKey: .source)
      switch body {
      case .keyboardNotification(let members): try members.encode(to: encoder)
      case .editing(let members): try members.encode(to: encoder)
      case .geometry(let members): try members.encode(to: encoder)
      case .appWrite(let members): try members.encode(to: encoder)
      case .layout(let members): try members.encode(to: encoder)
      case .keyboardDrag(let members): try members.encode(to: encoder)
      case .revealRequest(let members): try members.encode(to: encoder)
      case .window(let members): try members.encode(to: encoder)
      case .decision(let members): try members.encode(to: encoder)
      case .sourceExpectation(let members): try members.encode(to: encoder)
      case .note(let members): try members.encode(to: encoder)
      case .turn, .unknown: break
      }
    }

    // MARK: The values of members that hold one of a few names

    // Written here once: the recorder writes these cases' raw values and a replay reads them
    // back through these.

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
