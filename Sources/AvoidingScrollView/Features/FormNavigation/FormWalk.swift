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
/// exactly as the last one did (``Geometry/isSame(as:)``) may reuse the last order
/// instead of converting every field's frame and sorting again (``FormNavigation``).
///
/// A field is kept as its place in its superview's `subviews` (one array per container, not
/// one reference per field), and all a walk learns of it in one record; what the fields of a
/// container share (where it lies, its scope) is kept once, with the container. A focus
/// change in a form of thousands of fields retains no field and grows one array.
@MainActor
enum FormWalk {
  /// What one walk learnt of one field.
  struct Field {
    /// Its frame in its superview.
    var frame: CGRect
    /// Its container in ``Gathered/containers`` and its index in that container's subviews.
    var container: Int
    var index: Int
    /// An eligible text field's `returnKeyType` as the walk found it (`nil` for a text view,
    /// a field that may not take the focus, or when the walk was not asked to read them):
    /// read while the walk holds the field, so that titling the Return keys touches only the
    /// fields whose title changes.
    var returnKeyType: UIReturnKeyType?
    /// Whether it may take the focus: shown, enabled, editable.
    var eligible: Bool

    /// Whether the two lie in the same place of the same container (what the order depends
    /// on, with the container's ``ContainerGeometry``).
    func sameGeometry(as other: Field) -> Bool {
      frame.origin.x == other.frame.origin.x && frame.origin.y == other.frame.origin.y
        && frame.size.width == other.frame.size.width
        && frame.size.height == other.frame.size.height && container == other.container
    }
  }

  /// A view that holds fields: its `subviews` as the walk read them, and where it lies.
  struct Container {
    let subviews: [UIView]
    let geometry: ContainerGeometry
  }

  /// Where a container lies, as far as the reading order is concerned: where its origin lies
  /// in the walk's root, and the scope its fields belong to (in ``Gathered/scopes``).
  struct ContainerGeometry: Equatable {
    let origin: CGPoint
    let scope: Int
  }

  /// A scope: the walk's root, or a nested avoiding scroll view, with where it sits.
  struct Scope {
    let view: UIView
    var geometry: ScopeGeometry
  }

  /// Where a scope sits, as far as the reading order is concerned.
  struct ScopeGeometry: Equatable {
    /// Its layout direction (the order within a row follows it).
    let rightToLeft: Bool
    /// For a nested scope: the scope it sits in, the number of fields the walk had found when
    /// it met it (its place among that scope's entries), and its frame and origin (as for a
    /// field and its container).
    var parent: Int?
    var fieldsBefore = 0
    var frame = CGRect.zero
    var origin = CGPoint.zero
  }

  /// What one walk gathered, in walk order (depth first, back to front).
  struct Gathered {
    /// The containers that hold a field.
    var containers: [Container] = []
    /// The fields, in walk order.
    var fields: [Field] = []
    /// The scopes: the walk's root first, then each nested avoiding scroll view.
    var scopes: [Scope] = []
    /// The nested avoiding scroll views that hold at least one field.
    var nestedScrollViews: [any KeyboardAvoidingScrollView] = []

    /// The field at `index` in walk order.
    func view(_ index: Int) -> UIView {
      let field = fields[index]
      return containers[field.container].subviews[field.index]
    }

    /// Calls `body` with the field at `index` in walk order, without retaining it: its
    /// container's `subviews`, held here, keep it alive (see ``FormWalk/forEachUnretained(_:_:)``).
    func withView<Result>(_ index: Int, _ body: (UIView) -> Result) -> Result {
      let field = fields[index]
      return FormWalk.withUnretained(containers[field.container].subviews, at: field.index, body)
    }

    /// The index in ``fields`` of `view`, if it is one of them.
    func index(of view: UIView) -> Int? {
      let identifier = ObjectIdentifier(view)
      for index in fields.indices where withView(index, { ObjectIdentifier($0) == identifier }) {
        return index
      }
      return nil
    }

    /// The scope of the field at `index`.
    func scope(ofField index: Int) -> Int {
      containers[fields[index].container].geometry.scope
    }

    /// What the reading order depends on, with no view in it (kept between walks).
    var geometry: Geometry {
      Geometry(
        fields: fields, containers: containers.map(\.geometry), scopes: scopes.map(\.geometry))
    }
  }

  /// What a walk found that the reading order depends on: the fields (their views are not
  /// in them), where their containers lie and where the scopes sit.
  struct Geometry {
    var fields: [Field]
    var containers: [ContainerGeometry]
    var scopes: [ScopeGeometry]

    /// Whether `gathered` found the same fields, containers and scopes in the same places:
    /// then the reading order is the same.
    func isSame(as gathered: Gathered) -> Bool {
      guard fields.count == gathered.fields.count,
        containers.count == gathered.containers.count, scopes.count == gathered.scopes.count
      else { return false }
      for index in fields.indices where !fields[index].sameGeometry(as: gathered.fields[index]) {
        return false
      }
      for index in containers.indices {
        guard containers[index] == gathered.containers[index].geometry else { return false }
      }
      for index in scopes.indices where scopes[index] != gathered.scopes[index].geometry {
        return false
      }
      return true
    }
  }

  /// Walks `root`'s subtree once, reading each eligible text field's `returnKeyType` too when
  /// `readingReturnKeyTypes`; `expected` is how many fields the last walk found, so that the
  /// array grows once.
  static func gather(_ root: UIView, readingReturnKeyTypes: Bool = false, expected: Int = 0)
    -> Gathered
  {
    var gathered = Gathered()
    gathered.fields.reserveCapacity(expected)
    var visited: Set<ObjectIdentifier> = []
    let walker = Walker(root: root, readingReturnKeyTypes: readingReturnKeyTypes)
    _ = walker.scope(root, in: nil, shown: true, into: &gathered, visited: &visited)
    return gathered
  }

  /// The positions in ``Gathered/fields`` in reading order: each field's frame converted into
  /// its scope and ordered there, a nested scope's fields placed where it sits.
  static func readingOrder(of gathered: Gathered) -> [Int] {
    guard !gathered.scopes.isEmpty else { return [] }
    // Each scope's entries in walk order: its fields (≥ 0) and its nested scopes (−1 − index),
    // a nested scope placed after the fields found before it.
    var entries = Array(repeating: [Int](), count: gathered.scopes.count)
    var nestedAt = Array(
      repeating: [(fieldsBefore: Int, scope: Int)](), count: gathered.scopes.count)
    for index in gathered.scopes.indices.dropFirst() {
      let scope = gathered.scopes[index].geometry
      if let parent = scope.parent { nestedAt[parent].append((scope.fieldsBefore, index)) }
    }
    var next = Array(repeating: 0, count: gathered.scopes.count)
    for index in gathered.fields.indices {
      let scope = gathered.scope(ofField: index)
      while next[scope] < nestedAt[scope].count, nestedAt[scope][next[scope]].fieldsBefore <= index
      {
        entries[scope].append(-1 - nestedAt[scope][next[scope]].scope)
        next[scope] += 1
      }
      entries[scope].append(index)
    }
    for scope in gathered.scopes.indices {
      while next[scope] < nestedAt[scope].count {
        entries[scope].append(-1 - nestedAt[scope][next[scope]].scope)
        next[scope] += 1
      }
    }
    var order: [Int] = []
    order.reserveCapacity(gathered.fields.count)
    append(scope: 0, entries: entries, of: gathered, to: &order)
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
      fields.append((gathered.view(index), gathered.fields[index].eligible))
    }
    return fields
  }

  private static func append(
    scope index: Int, entries: [[Int]], of gathered: Gathered, to order: inout [Int]
  ) {
    let scope = gathered.scopes[index]
    // Only fields and nested avoiding scroll views are placed in the order, so only their
    // frames are converted to the scope.
    var frames: [CGRect] = []
    frames.reserveCapacity(entries[index].count)
    for entry in entries[index] {
      let view = entry >= 0 ? gathered.view(entry) : gathered.scopes[-1 - entry].view
      frames.append(scope.view.convert(view.bounds, from: view))
    }
    for position in ReadingOrder.order(frames, rightToLeft: scope.geometry.rightToLeft) {
      let entry = entries[index][position]
      if entry >= 0 {
        order.append(entry)
      } else {
        append(scope: -1 - entry, entries: entries, of: gathered, to: &order)
      }
    }
  }

  /// Calls `body` with each element of `array` and its index, without retaining the element:
  /// `array` holds every element for the whole call.
  ///
  /// Why [choice: measured with callgrind, Docs/Cost.md]: the walk reads every field on every
  /// focus change, and a retain and release per field cost more than the reads themselves
  /// where a field is weakly referenced (as the Return key's titled fields are,
  /// ``ReturnKeyTarget``): Swift's native reference counting, the headless model's, then goes
  /// through the object's side table, about 170 instructions a pair.
  ///
  /// Not isolated, so that `body` (isolated to the main actor, like its caller) is called as
  /// it is: a main-actor closure handed straight to the standard library's
  /// `_withUnsafeGuaranteedRef` gets a run-time check of the executor on every entry [doc:
  /// SE-0423, "Dynamic actor isolation enforcement from non-strict-concurrency contexts"],
  /// once per field.
  nonisolated private static func forEachUnretained<Element: AnyObject>(
    _ array: [Element], _ body: (Int, Element) -> Void
  ) {
    array.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { body(index, $0) }
      }
    }
  }

  /// Calls `body` with the element of `array` at `index`, without retaining it (as
  /// ``forEachUnretained(_:_:)``).
  nonisolated fileprivate static func withUnretained<Element: AnyObject, Result>(
    _ array: [Element], at index: Int, _ body: (Element) -> Result
  ) -> Result {
    array.withUnsafeBufferPointer { buffer in
      Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(body)
    }
  }

  /// What one walk is asked: the root, and whether to read the titles.
  @MainActor
  private struct Walker {
    let root: UIView
    let readingReturnKeyTypes: Bool

    /// Where `superview`'s origin lies in the root.
    private func origin(of superview: UIView) -> CGPoint {
      root.convert(CGPoint.zero, from: superview)
    }

    /// Gathers the scope `view` (the root, or a nested avoiding scroll view in `container`),
    /// shown or not; returns its index, or `nil` if it was gathered already.
    func scope(
      _ view: UIView, in container: (scope: Int, view: UIView)?, shown: Bool,
      into gathered: inout Gathered, visited: inout Set<ObjectIdentifier>
    ) -> Int? {
      // A view is gathered once: UIKit refuses to make a view its own ancestor, and this
      // keeps the walk finite even if a hierarchy ever did [choice].
      guard visited.insert(ObjectIdentifier(view)).inserted else { return nil }
      let index = gathered.scopes.count
      var geometry = ScopeGeometry(
        rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      if let container {
        geometry.parent = container.scope
        geometry.fieldsBefore = gathered.fields.count
        geometry.frame = view.frame
        geometry.origin = origin(of: container.view)
      }
      gathered.scopes.append(Scope(view: view, geometry: geometry))
      collect(subviewsOf: view, scope: index, shown: shown, into: &gathered, visited: &visited)
      return index
    }

    /// Gathers the subviews of `container`, each read through a reference the walk does not
    /// retain (``FormWalk/forEachUnretained(_:_:)``).
    private func collect(
      subviewsOf container: UIView, scope: Int, shown ancestorsShown: Bool,
      into gathered: inout Gathered, visited: inout Set<ObjectIdentifier>
    ) {
      let subviews = container.subviews
      // This container's index in `containers`, once it holds a field: its origin is
      // converted once, however many fields it holds.
      var place: Int?
      FormWalk.forEachUnretained(subviews) { index, view in
        guard
          let field = visit(
            view, scope: scope, in: container, shown: ancestorsShown, into: &gathered,
            visited: &visited)
        else { return }
        let containerIndex: Int
        if let place {
          containerIndex = place
        } else {
          containerIndex = gathered.containers.count
          place = containerIndex
          gathered.containers.append(
            Container(
              subviews: subviews,
              geometry: ContainerGeometry(origin: origin(of: container), scope: scope)))
        }
        gathered.fields.append(
          Field(
            frame: view.frame, container: containerIndex, index: index,
            returnKeyType: field.returnKeyType, eligible: field.eligible))
      }
    }

    /// Reads `view`, a subview of `container`: a text field or text view gives whether it
    /// may take the focus and its title; any other view is walked in turn (a nested avoiding
    /// scroll view as a scope of its own) and gives `nil`.
    private func visit(
      _ view: UIView, scope: Int, in container: UIView, shown ancestorsShown: Bool,
      into gathered: inout Gathered, visited: inout Set<ObjectIdentifier>
    ) -> (eligible: Bool, returnKeyType: UIReturnKeyType?)? {
      // [doc] a hidden view hides its subviews, and so does an alpha of 0 (UIView.isHidden,
      // UIView.alpha): their fields cannot be seen, so the focus skips them.
      let shown = ancestorsShown && !view.isHidden && view.alpha > 0
      // A `switch` casts without a new reference to the view (`if let … as?` makes one).
      switch view {
      case let field as UITextField:
        // [doc] a disabled control ignores input (UIControl.isEnabled).
        let eligible = shown && field.isEnabled
        // Only an eligible field is titled (ReturnKeyNavigation): another's title is not read.
        return (eligible, readingReturnKeyTypes && eligible ? field.returnKeyType : nil)
      case let textView as UITextView:
        // [doc] a text view that is not editable shows no keyboard (UITextView.isEditable).
        let eligible = shown && textView.isEditable
        return (eligible, nil)
      case is UIScrollView:
        if let avoiding = view as? any KeyboardAvoidingScrollView {
          // A nested avoiding scroll view reads its own fields in its own order; they take
          // its place in this scope's order [choice: a form inside a form is read as a
          // block]. Hidden, it hides its fields: none of them may take the focus.
          let fieldsBefore = gathered.fields.count
          guard
            self.scope(
              view, in: (scope, container), shown: shown, into: &gathered, visited: &visited)
              != nil
          else { return nil }
          if gathered.fields.count > fieldsBefore { gathered.nestedScrollViews.append(avoiding) }
          return nil
        }
      default:
        break
      }
      if visited.insert(ObjectIdentifier(view)).inserted {
        collect(subviewsOf: view, scope: scope, shown: shown, into: &gathered, visited: &visited)
      }
      return nil
    }
  }
}
