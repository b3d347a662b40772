#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// One form size measured with the component and with the tree-search baseline.
  public struct CostRow: Sendable {
    /// Fields in the form.
    public var fieldCount: Int
    /// Levels between the scroll view and each field.
    public var depth: Int
    /// The component, per keyboard notification.
    public var componentEvent: Measurement
    /// The component, per focus change.
    public var componentFocus: Measurement
    /// The component, per layout pass during plain scrolling.
    public var componentScroll: Measurement
    /// The tree search, per keyboard notification.
    public var treeEvent: Measurement
    /// The tree search, per focus change.
    public var treeFocus: Measurement
    /// The tree search, per layout pass during plain scrolling.
    public var treeScroll: Measurement
    /// `contentOffset` / inset / frame writes the component made during all scrolling passes.
    public var componentScrollWrites: Int
  }

  /// Times the component against a scroll view that searches its whole tree on every event.
  @MainActor
  public enum CostBenchmark {
    /// Field counts and nesting depths measured.
    static let fieldCounts = [10, 100, 1_000, 10_000]
    static let depths = [3, 20, 50]

    /// Measures every form size; `quick` stops at 1,000 fields and takes fewer samples.
    public static func run(quick: Bool) -> [CostRow] {
      let counts = quick ? Array(fieldCounts.prefix(3)) : fieldCounts
      var rows: [CostRow] = []
      for depth in depths {
        for count in counts {
          rows.append(measure(fieldCount: count, depth: depth, quick: quick))
        }
      }
      return rows
    }

    static func measure(fieldCount: Int, depth: Int, quick: Bool) -> CostRow {
      let samples = quick ? 41 : 301
      let budget: Duration = quick ? .milliseconds(40) : .milliseconds(300)

      let avoiding = RecordingAvoidingScrollView(frame: .zero)
      let component = CostForm(scrollView: avoiding, fieldCount: fieldCount, depth: depth)
      avoiding.recorder = component.recorder
      let componentTimes = measureOperations(on: component, samples: samples, budget: budget)
      component.tearDown()

      let treeView = TreeSearchScrollView(frame: .zero)
      let tree = CostForm(scrollView: treeView, fieldCount: fieldCount, depth: depth)
      treeView.startObserving()
      let treeTimes = measureOperations(on: tree, samples: samples, budget: budget)
      treeView.stopObserving()
      tree.tearDown()

      return CostRow(
        fieldCount: fieldCount, depth: depth, componentEvent: componentTimes.event,
        componentFocus: componentTimes.focus, componentScroll: componentTimes.scroll,
        treeEvent: treeTimes.event, treeFocus: treeTimes.focus, treeScroll: treeTimes.scroll,
        componentScrollWrites: componentTimes.scrollWrites)
    }

    private static func measureOperations(on form: CostForm, samples: Int, budget: Duration)
      -> (event: Measurement, focus: Measurement, scroll: Measurement, scrollWrites: Int)
    {
      let middle = form.fields.count / 2
      form.fields[middle].becomeFirstResponder()
      let tall = KeyboardShape.docked(height: nil).frame(on: form.device)
      let short = KeyboardShape.withoutQuickType.frame(on: form.device)
      let keyboard = SystemKeyboard(device: form.device, screen: form.screen)
      keyboard.show(tall)

      // A keyboard notification: the height alternates, so every event changes the insets.
      var useShort = true
      let event = Measurement.take(samples: samples, budget: budget) {
        let frame = useShort ? short : tall
        keyboard.changeFrame(to: frame)
        useShort.toggle()
      }
      // A focus change between two neighbouring fields, the keyboard up.
      var useNext = true
      let focus = Measurement.take(samples: samples, budget: budget) {
        form.fields[useNext ? middle + 1 : middle].becomeFirstResponder()
        useNext.toggle()
      }
      // Plain scrolling: the user moves the content by a point, UIKit lays the view out.
      var down = true
      var writes = 0
      let scroll = Measurement.take(samples: samples, budget: budget) {
        let view = form.scrollView
        view.contentOffset.y += down ? 1 : -1
        down.toggle()
        form.recorder.begin(keyboardDuration: nil)
        form.window.layoutIfNeeded()
        form.recorder.end()
        writes += form.recorder.offsetWrites + form.recorder.changes
      }
      return (event, focus, scroll, writes)
    }
  }
#endif
