import AvoidingScrollViewCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The walk that reads a form: the text fields and text views below a scope (a scroll view,
/// or a cell), whether each can take the focus, and where each lies.
///
/// One walk of the view tree gathers everything; the order itself is ``ReadingOrder``'s,
/// computed per scope (the scroll view, and each avoiding scroll view nested in it, whose
/// fields are read as a block where it sits). Nothing about the fields is kept between walks:
/// a field added, removed, hidden or disabled since the last walk is seen as it is now.
///
/// The order is a function of the form's geometry alone, so a walk that finds the geometry
/// exactly as the last one did (``Gathered/geometry``) may reuse the last order instead of
/// converting every field's frame and sorting again (``FormNavigation``).
///
/// A field is kept as its place in its superview's `subviews` (one array per container, not
/// one reference per field): a focus change in a form of thousands of fields then copies no
/// reference to each field.
@MainActor
enum FormWalk {
  /// What one walk gathered, in walk order (depth first, back to front).
  struct Gathered {
    /// The `subviews` of each container that holds a field, as the walk read them.
    var containers: [[UIView]] = []
    /// Each field's place: its container in ``containers``, and its index there.
    var places: [Place] = []
    /// Whether each field may take the focus: shown, enabled, editable.
    var eligible: [Bool] = []
    /// Each text field's `returnKeyType` as the walk found it (`nil` for a text view), when
    /// the walk was asked to read them: read while the walk holds the field, so that titling
    /// the Return keys touches only the fields whose title changes.
    var returnKeyTypes: [UIReturnKeyType?] = []
    /// The scopes: the walk's root first, then each nested avoiding scroll view.
    var scopes: [Scope] = []
    /// The form's geometry, enough to tell whether the reading order can have changed: for
    /// each field and nested scope, its frame in its superview and where that superview's
    /// origin lies in the root; for each scope, its layout direction.
    var geometry: [GeometryKey] = []
    /// The nested avoiding scroll views that hold at least one field.
    var nestedScrollViews: [any KeyboardAvoidingScrollView] = []

    /// The field at `index` in walk order.
    func field(_ index: Int) -> UIView {
      let place = places[index]
      return containers[place.container][place.index]
    }
  }

  /// A field's place in ``Gathered/containers``.
  struct Place {
    var container: Int
    var index: Int
  }

  /// A scope and what it holds, in walk order: a field (its index in ``Gathered/places``,
  /// zero or more) or a nested scope (`-1 - ` its index in ``Gathered/scopes``).
  struct Scope {
    let view: UIView
    var entries: [Int] = []
    /// The nested scopes' views, by entry.
    var nested: [Int: UIView] = [:]
  }

  /// One element of a form's geometry (see ``Gathered/geometry``).
  struct GeometryKey: Equatable {
    enum Kind: Equatable {
      /// A scope begins (its layout direction in `rightToLeft`).
      case scope
      /// A field.
      case field
      /// The nested scope just gathered sits at `frame` in its superview.
      case nested
    }
    var kind: Kind
    var frame: CGRect = .zero
    var origin: CGPoint = .zero
    var rightToLeft = false

    /// Compared value by value (CGRect's own `==` is not inlined on every platform, and
    /// this runs for every field on every focus change).
    static func == (a: GeometryKey, b: GeometryKey) -> Bool {
      a.frame.origin.x == b.frame.origin.x && a.frame.origin.y == b.frame.origin.y
        && a.frame.size.width == b.frame.size.width
        && a.frame.size.height == b.frame.size.height && a.origin.x == b.origin.x
        && a.origin.y == b.origin.y && a.kind == b.kind && a.rightToLeft == b.rightToLeft
    }
  }

  /// Walks `root`'s subtree once, reading each text field's `returnKeyType` too when
  /// `readingReturnKeyTypes`; `expected` is how many geometry entries the last walk found,
  /// so that the arrays grow once.
  static func gather(_ root: UIView, readingReturnKeyTypes: Bool = false, expected: Int = 0)
    -> Gathered
  {
    var gathered = Gathered()
    gathered.places.reserveCapacity(expected)
    gathered.eligible.reserveCapacity(expected)
    if readingReturnKeyTypes { gathered.returnKeyTypes.reserveCapacity(expected) }
    gathered.geometry.reserveCapacity(expected)
    var visited: Set<ObjectIdentifier> = []
    var walker = Walker(root: root, readingReturnKeyTypes: readingReturnKeyTypes)
    _ = walker.scope(root, shown: true, into: &gathered, visited: &visited)
    return gathered
  }

  /// The positions in ``Gathered/places`` in reading order: each field's frame converted into
  /// its scope and ordered there, a nested scope's fields placed where it sits.
  static func readingOrder(of gathered: Gathered) -> [Int] {
    guard !gathered.scopes.isEmpty else { return [] }
    var order: [Int] = []
    order.reserveCapacity(gathered.places.count)
    append(scope: 0, of: gathered, to: &order)
    return order
  }

  /// The form of `root` as a snapshot, walked and ordered afresh.
  static func snapshot(of root: UIView) -> FormSnapshot {
    let gathered = gather(root)
    return FormSnapshot(gathered, order: readingOrder(of: gathered))
  }

  /// The fields of `cell` in reading order, and whether each may take the focus.
  static func fields(inCell cell: UIView) -> [(view: UIView, isEligible: Bool)] {
    let gathered = gather(cell)
    var fields: [(view: UIView, isEligible: Bool)] = []
    for index in readingOrder(of: gathered) {
      fields.append((gathered.field(index), gathered.eligible[index]))
    }
    return fields
  }

  private static func append(scope index: Int, of gathered: Gathered, to order: inout [Int]) {
    let scope = gathered.scopes[index]
    // Only fields and nested avoiding scroll views are placed in the order, so only their
    // frames are converted to the scope.
    var frames: [CGRect] = []
    frames.reserveCapacity(scope.entries.count)
    for entry in scope.entries {
      let view = entry >= 0 ? gathered.field(entry) : scope.nested[entry] ?? scope.view
      frames.append(scope.view.convert(view.bounds, from: view))
    }
    let rightToLeft = scope.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    for position in ReadingOrder.order(frames, rightToLeft: rightToLeft) {
      let entry = scope.entries[position]
      if entry >= 0 {
        order.append(entry)
      } else {
        append(scope: -1 - entry, of: gathered, to: &order)
      }
    }
  }

  /// The state of one walk: the root, and the last superview whose origin it converted.
  @MainActor
  private struct Walker {
    let root: UIView
    let readingReturnKeyTypes: Bool
    private var originOf: (view: UIView, origin: CGPoint)?

    init(root: UIView, readingReturnKeyTypes: Bool) {
      self.root = root
      self.readingReturnKeyTypes = readingReturnKeyTypes
    }

    /// Where `superview`'s origin lies in the root: one conversion per superview, however
    /// many fields it holds.
    private mutating func origin(of superview: UIView) -> CGPoint {
      if let originOf, originOf.view === superview { return originOf.origin }
      let origin = root.convert(CGPoint.zero, from: superview)
      originOf = (superview, origin)
      return origin
    }

    /// Gathers the scope `view` (the root or a nested avoiding scroll view), shown or not;
    /// returns its index, or `nil` if it was gathered already.
    mutating func scope(
      _ view: UIView, shown: Bool, into gathered: inout Gathered,
      visited: inout Set<ObjectIdentifier>
    ) -> Int? {
      // A view is gathered once: UIKit refuses to make a view its own ancestor, and this
      // keeps the walk finite even if a hierarchy ever did [choice].
      guard visited.insert(ObjectIdentifier(view)).inserted else { return nil }
      let index = gathered.scopes.count
      var scope = Scope(view: view)
      if index == 0 { scope.entries.reserveCapacity(gathered.geometry.capacity) }
      gathered.scopes.append(scope)
      gathered.geometry.append(
        GeometryKey(
          kind: .scope,
          rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft))
      collect(subviewsOf: view, scope: index, shown: shown, into: &gathered, visited: &visited)
      return index
    }

    /// Gathers the subviews of `container`.
    private mutating func collect(
      subviewsOf container: UIView, scope: Int, shown ancestorsShown: Bool,
      into gathered: inout Gathered, visited: inout Set<ObjectIdentifier>
    ) {
      let subviews = container.subviews
      var containerIndex: Int?
      for index in subviews.indices {
        let view = subviews[index]
        // [doc] a hidden view hides its subviews, and so does an alpha of 0 (UIView.isHidden,
        // UIView.alpha): their fields cannot be seen, so the focus skips them.
        let shown = ancestorsShown && !view.isHidden && view.alpha > 0
        let eligible: Bool
        var returnKeyType: UIReturnKeyType?
        if let field = view as? UITextField {
          // [doc] a disabled control ignores input (UIControl.isEnabled).
          eligible = shown && field.isEnabled
          if readingReturnKeyTypes { returnKeyType = field.returnKeyType }
        } else if let textView = view as? UITextView {
          // [doc] a text view that is not editable shows no keyboard (UITextView.isEditable).
          eligible = shown && textView.isEditable
        } else {
          if view is UIScrollView, let avoiding = view as? any KeyboardAvoidingScrollView {
            // A nested avoiding scroll view reads its own fields in its own order; they take
            // its place in this scope's order [choice: a form inside a form is read as a
            // block]. Hidden, it hides its fields: none of them may take the focus.
            let key = geometry(of: view, in: container, kind: .nested)
            let fieldsBefore = gathered.places.count
            guard let nested = self.scope(view, shown: shown, into: &gathered, visited: &visited)
            else { continue }
            gathered.geometry.append(key)
            gathered.scopes[scope].entries.append(-1 - nested)
            gathered.scopes[scope].nested[-1 - nested] = view
            if gathered.places.count > fieldsBefore { gathered.nestedScrollViews.append(avoiding) }
          } else if visited.insert(ObjectIdentifier(view)).inserted {
            collect(
              subviewsOf: view, scope: scope, shown: shown, into: &gathered, visited: &visited)
          }
          continue
        }
        if containerIndex == nil {
          containerIndex = gathered.containers.count
          gathered.containers.append(subviews)
        }
        gathered.scopes[scope].entries.append(gathered.places.count)
        gathered.places.append(Place(container: containerIndex ?? 0, index: index))
        gathered.eligible.append(eligible)
        if readingReturnKeyTypes { gathered.returnKeyTypes.append(returnKeyType) }
        gathered.geometry.append(geometry(of: view, in: container, kind: .field))
      }
    }

    private mutating func geometry(
      of view: UIView, in superview: UIView, kind: GeometryKey.Kind
    ) -> GeometryKey {
      GeometryKey(kind: kind, frame: view.frame, origin: origin(of: superview))
    }
  }
}
