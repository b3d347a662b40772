#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// `avoiding-bench --count`: one cost scenario, an exact number of times, so that an
  /// instruction counter (`valgrind --tool=callgrind`) can attribute the difference between
  /// two runs to the operations alone. Machine load changes wall time, not instructions.
  ///
  /// `Scripts/instruction-counts` runs it twice per scenario, with 0 and with N operations,
  /// and reports (instructions with N − instructions with 0) / N: the setup (the form, the
  /// first keyboard, the warm-up) is the same in both runs and cancels out.
  @MainActor
  public enum CountedRun {
    /// The scroll view under test.
    enum Contender: String {
      /// An `AvoidingScrollView`, nothing attached.
      case component
      /// ``TreeSearchScrollView``: a search of the whole tree on every event.
      case tree
    }

    /// What is repeated.
    enum Operation: String {
      /// A keyboard notification whose height alternates, so every one changes the insets.
      case event
      /// Focus moving between two neighbouring fields, the keyboard up.
      case focus
      /// Plain scrolling: the content moves by a point and the window lays out.
      case scroll
      /// One frame of an interactive dismissal (`keyboardDismissMode = .interactive`): the
      /// finger, on the keyboard, moves a point down or back up, the keyboard and the content
      /// with it, and the window lays out (one drag sample that changes the insets).
      case drag
    }

    static let usage = """
      usage: avoiding-bench --count component|tree FIELDS DEPTH event|focus|scroll|drag N [--time]

      Builds the cost benchmark's form (FIELDS text fields, DEPTH levels below the scroll
      view, on a Face ID iPhone), focuses the middle field, shows the keyboard, warms up,
      then performs the operation exactly N times. With --time it prints the median wall
      time of the N operations in nanoseconds; without, it prints only what it ran (for
      valgrind --tool=callgrind).
      """

    /// Runs the mode when `arguments` (program name first) start with `--count`; returns
    /// whether they did.
    public static func main(arguments: [String]) -> Bool {
      let words = Array(arguments.dropFirst())
      guard words.first == "--count" else { return false }
      guard words.count == 6 || (words.count == 7 && words[6] == "--time"),
        let contender = Contender(rawValue: words[1]),
        let fields = Int(words[2]), fields >= 2,
        let depth = Int(words[3]), depth >= 1,
        let operation = Operation(rawValue: words[4]),
        let repeats = Int(words[5]), repeats >= 0
      else {
        print(usage)
        return true
      }
      let median = run(
        contender, fields: fields, depth: depth, operation: operation, repeats: repeats,
        timed: words.count == 7)
      if let median {
        print("median_ns \(median)")
      } else {
        print("ran \(repeats) \(operation.rawValue) on \(contender.rawValue) \(fields)x\(depth)")
      }
      return true
    }

    /// Performs `repeats` operations after the setup; the median in nanoseconds when timed.
    static func run(
      _ contender: Contender, fields: Int, depth: Int, operation: Operation, repeats: Int,
      timed: Bool
    ) -> Double? {
      let scrollView: UIScrollView
      let tree: TreeSearchScrollView?
      switch contender {
      case .component:
        scrollView = AvoidingScrollView(frame: .zero)
        tree = nil
      case .tree:
        let searching = TreeSearchScrollView(frame: .zero)
        scrollView = searching
        tree = searching
      }
      let form = CostForm(scrollView: scrollView, fieldCount: fields, depth: depth)
      tree?.startObserving()
      defer {
        tree?.stopObserving()
        form.tearDown()
      }
      let step = Self.step(operation, on: form)
      // Warm-up, identical in every run of a scenario: lazy state, caches, first writes.
      for _ in 0..<4 { step() }
      if timed {
        guard repeats > 0 else { return nil }
        let measured = Measurement.take(
          samples: repeats, minimumSamples: repeats, budget: .seconds(3_600), warmup: 0, step)
        return measured.medianNanoseconds
      }
      for _ in 0..<repeats { step() }
      return nil
    }

    /// The operation as a closure over `form`, after focusing the middle field and showing
    /// the keyboard (as ``CostBenchmark`` does).
    private static func step(_ operation: Operation, on form: CostForm) -> () -> Void {
      let middle = form.fields.count / 2
      form.fields[middle].becomeFirstResponder()
      let tall = KeyboardShape.docked(height: nil).frame(on: form.device)
      let short = KeyboardShape.withoutQuickType.frame(on: form.device)
      let keyboard = SystemKeyboard(device: form.device, screen: form.screen)
      keyboard.show(tall)
      switch operation {
      case .event:
        var useShort = true
        return {
          keyboard.changeFrame(to: useShort ? short : tall)
          useShort.toggle()
        }
      case .focus:
        var useNext = true
        return {
          form.fields[useNext ? middle + 1 : middle].becomeFirstResponder()
          useNext.toggle()
        }
      case .scroll:
        var down = true
        return {
          form.scrollView.contentOffset.y += down ? 1 : -1
          down.toggle()
          form.window.layoutIfNeeded()
        }
      case .drag:
        // The mode first, the probe on the guide at the next pass; the finger goes down 20
        // points above the keyboard's top and drags it 50 points down, then each step moves
        // it by a point.
        form.scrollView.keyboardDismissMode = .interactive
        form.window.layoutIfNeeded()
        let top = tall.minY
        let drag = keyboard.beginInteractiveDrag(in: form.window, at: CGPoint(x: 40, y: top - 20))
        drag.move(to: CGPoint(x: 40, y: top + 50))
        var down = true
        return {
          drag.move(to: CGPoint(x: 40, y: top + (down ? 51 : 50)))
          down.toggle()
        }
      }
    }
  }
#endif
