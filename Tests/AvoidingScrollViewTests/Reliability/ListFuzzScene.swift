#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport

  /// One thing that happens to a list in the list fuzzer.
  enum ListFuzzEvent: CustomStringConvertible {
    case show(quickType: Bool)
    case changeFrame(height: CGFloat)
    case hardwareKeyboard
    case hide
    /// The keyboard's animation in flight ends (its did-notification is posted).
    case finishAnimation
    /// `becomeFirstResponder()` on the field of the n-th row on screen.
    case focus(Int)
    case resign
    case insert(Int)
    case delete(Int)
    case move(Int, Int)
    case reload(Int)
    case reloadData
    /// The user scrolls to this offset.
    case scroll(CGFloat)
    case setInsets(top: CGFloat, bottom: CGFloat)
    case layout

    var description: String {
      switch self {
      case .show(let quickType): "keyboard.show(quickType: \(quickType))"
      case .changeFrame(let height): "keyboard.changeFrame(to: docked \(height) pt)"
      case .hardwareKeyboard: "keyboard.attachHardwareKeyboard()"
      case .hide: "keyboard.hide()"
      case .finishAnimation: "keyboard.finishAnimation()"
      case .focus(let index): "focus the field of on-screen row #\(index)"
      case .resign: "resign"
      case .insert(let row): "insert row \(row)"
      case .delete(let row): "delete row \(row)"
      case .move(let from, let to): "move row \(from) to \(to)"
      case .reload(let row): "reload row \(row)"
      case .reloadData: "reloadData()"
      case .scroll(let y): "scroll to y \(y)"
      case .setInsets(let top, let bottom): "app sets contentInset top \(top) bottom \(bottom)"
      case .layout: "window.layoutIfNeeded()"
      }
    }
  }

  /// A table or collection form (60 pt rows with a text field each, at least 25 rows, so
  /// taller than every screen of the catalog and the safe area always applies) on a catalog
  /// device, driven by cell updates interleaved with keyboard storms, and the oracle's facts:
  /// the keyboard height covering the list, the app's insets.
  @MainActor
  final class ListFuzzScene {
    let isTable: Bool
    let stage: EditingStage
    let list: UIScrollView
    private let table: TableFormScene?
    private let collection: CollectionFormScene?
    var device: Device { stage.device }
    var keyboard: SystemKeyboard { stage.keyboard }
    private(set) var count: Int
    /// The on-screen height of the docked keyboard the list was last told about (0: none).
    private(set) var covered: CGFloat = 0
    private(set) var appTop: CGFloat = 0
    private(set) var appBottom: CGFloat = 0
    /// The field being edited, as far as the scene knows.
    weak var focused: UITextField?
    /// Issue 37's settling rule, as it states it: whether a keyboard animation is in flight
    /// (no did-notification since), whether a show is part of it, and, once a reveal is held,
    /// what the keyboard covered before the first held change (`nil`: none held).
    private var inFlight = false
    private var flightShows = false
    private var heldFrom: CGFloat?

    init(seed: UInt64) {
      var rng = SeededGenerator(seed: seed)
      let device = rng.pick(Device.all)
      isTable = rng.chance(0.5)
      count = 25 + rng.int(below: 35)
      if isTable {
        let scene = TableFormScene(device: device, rowCount: count)
        table = scene
        collection = nil
        stage = scene.stage
        list = scene.table
      } else {
        let scene = CollectionFormScene(device: device, itemCount: count)
        table = nil
        collection = scene
        stage = scene.stage
        list = scene.collection
      }
      keyboard.finishesAnimationsAtOnce = rng.chance(0.6)
    }

    // MARK: The list, through one shape

    private func setCount(_ value: Int) {
      count = value
      table?.rows.count = value
      collection?.items.count = value
    }

    /// The fields of the rows on screen, top to bottom.
    var fieldsOnScreen: [UITextField] {
      if let table {
        return table.table.visibleCells.compactMap { ($0 as? TextFieldCell)?.field }
      }
      return collection?.collection.visibleCells.compactMap { ($0 as? TextFieldItemCell)?.field }
        ?? []
    }

    private func path(_ row: Int) -> IndexPath {
      isTable ? IndexPath(row: row, section: 0) : IndexPath(item: row, section: 0)
    }

    // MARK: Oracle

    /// What the keyboard adds at the bottom of both insets: the covered height less the
    /// bottom safe area, which UIKit already insets (the list is taller than its bounds).
    var expectedAdded: CGFloat { max(0, covered - device.safeArea.bottom) }

    var expectedContentInset: UIEdgeInsets {
      UIEdgeInsets(top: appTop, left: 0, bottom: appBottom + expectedAdded, right: 0)
    }

    /// The visible band of the window: below the safe area and the app's top inset, above
    /// the keyboard (or the safe area) and the app's bottom inset.
    /// The list fills the screen, so its bottom inset B + appBottom + added ends the band at
    /// H − max(covered, B) − appBottom.
    var visibleBand: (top: CGFloat, bottom: CGFloat) {
      let bottom =
        device.screenSize.height - max(covered, device.safeArea.bottom) - appBottom
      return (device.safeArea.top + appTop, bottom)
    }

    /// The focused field's rect in the list's content.
    func focusedRectInContent() -> CGRect? {
      guard let field = focused, field.isFirstResponder, field.window != nil else { return nil }
      return list.convert(field.bounds, from: field)
    }

    // MARK: Applying events

    /// Applies `event`; returns whether the focused field must be revealed afterwards.
    func apply(_ event: ListFuzzEvent) -> Bool {
      let coveredBefore = covered
      let contentSizeBefore = list.contentSize
      let rectBefore = focusedRectInContent()
      switch event {
      case .show(let quickType):
        keyboard.show(quickType: quickType)
        covered = quickType ? device.keyboardHeight : device.keyboardHeightWithoutQuickType
      case .changeFrame(let height):
        keyboard.changeFrame(to: keyboard.dockedFrame(height: height))
        covered = height
      case .hardwareKeyboard:
        keyboard.attachHardwareKeyboard()
        covered = device.hardwareKeyboardBarHeight
      case .hide:
        keyboard.hide()
        covered = 0
      case .finishAnimation:
        keyboard.finishAnimation()
      case .focus(let index):
        let fields = fieldsOnScreen
        guard !fields.isEmpty else { return false }
        let field = fields[index % fields.count]
        let was = field.isFirstResponder
        guard field.becomeFirstResponder(), !was else { return false }
        focused = field
        return true
      case .resign:
        focused?.resignFirstResponder()
      case .insert(let row):
        setCount(count + 1)
        if let table {
          table.table.insertRows(at: [path(row)], with: .automatic)
        } else {
          collection?.collection.insertItems(at: [path(row)])
        }
      case .delete(let row):
        guard count > 25 else { return false }
        setCount(count - 1)
        if let table {
          table.table.deleteRows(at: [path(row)], with: .automatic)
        } else {
          collection?.collection.deleteItems(at: [path(row)])
        }
      case .move(let from, let to):
        if let table {
          table.table.moveRow(at: path(from), to: path(to))
        } else {
          collection?.collection.moveItem(at: path(from), to: path(to))
        }
      case .reload(let row):
        if let table {
          table.table.reloadRows(at: [path(row)], with: .fade)
        } else {
          collection?.collection.reloadItems(at: [path(row)])
        }
      case .reloadData:
        if let table { table.table.reloadData() } else { collection?.collection.reloadData() }
      case .scroll(let y):
        list.contentOffset = CGPoint(x: 0, y: y)
      case .setInsets(let top, let bottom):
        let current = list.contentInset
        list.contentInset = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        appTop = top
        // A write whose bottom equals the getter's keeps the app's bottom (the component's
        // documented reading of writes).
        if bottom != current.bottom { appBottom = bottom }
      case .layout:
        break
      }
      // The display pass UIKit runs before the next frame.
      stage.window.layoutIfNeeded()
      switch event {
      case .show, .changeFrame, .hardwareKeyboard:
        // Issue 16's rule: a keyboard that comes to cover more reveals; issue 37's: not while
        // a keyboard appearing is still in flight (a show and no did-notification since, the
        // 0.25 s animation not over: this loop takes far less) with another frame, which
        // holds the reveal until the did-notification.
        let holds = inFlight && flightShows && covered != coveredBefore
        if holds, covered > coveredBefore, heldFrom == nil { heldFrom = coveredBefore }
        if !inFlight { flightShows = false }
        inFlight = !keyboard.finishesAnimationsAtOnce
        if case .changeFrame = event {} else { flightShows = true }
        if !inFlight { heldFrom = nil }
        return covered > coveredBefore && !holds
      case .hide:
        // A will-hide ends the appearing: a show after it is a new one.
        inFlight = !keyboard.finishesAnimationsAtOnce
        flightShows = false
        heldFrom = nil
        return false
      case .finishAnimation:
        // The did-notification makes the held reveal, once, judged from before the first
        // held change.
        defer { (inFlight, flightShows, heldFrom) = (false, false, nil) }
        guard inFlight, let heldFrom else { return false }
        return covered > heldFrom
      case .insert, .delete, .move, .reload, .reloadData:
        // A new content size re-checks the focused field; a field moved within the content
        // is followed by the list's layout pass.
        return list.contentSize != contentSizeBefore || focusedRectInContent() != rectBefore
      default:
        return false
      }
    }

    // MARK: Generating events

    func randomEvent(_ rng: inout SeededGenerator) -> ListFuzzEvent {
      let height = device.screenSize.height
      switch rng.int(below: 100) {
      case 0..<12: return .show(quickType: rng.chance(0.5))
      case 12..<20: return .changeFrame(height: rng.grid(height * 0.15...height * 0.6, step: 1))
      case 20..<23: return .hardwareKeyboard
      case 23..<31: return .hide
      case 31..<35: return .finishAnimation
      case 35..<50: return .focus(rng.int(below: 20))
      case 50..<53: return .resign
      case 53..<60: return .insert(rng.int(below: count + 1))
      case 60..<67: return .delete(rng.int(below: count))
      case 67..<75: return .move(rng.int(below: count), rng.int(below: count))
      case 75..<81: return .reload(rng.int(below: count))
      case 81..<82: return .reloadData
      case 82..<92:
        let maxY = 60 * CGFloat(count) - list.bounds.height + device.safeArea.bottom
        return .scroll(rng.grid(-device.safeArea.top...max(-device.safeArea.top, maxY), step: 2))
      case 92..<96:
        return .setInsets(top: rng.grid(0...40, step: 2), bottom: rng.grid(0...40, step: 2))
      default: return .layout
      }
    }
  }
#endif
