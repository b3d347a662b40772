import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// Records the order of `updateConstraints()` calls, and what `layoutSubviews()` sees after
  /// `super`.
  final class PassRecordingView: UIView {
    let name: String
    let log: PassLog
    private(set) var childFramesSeenInLayout: [CGRect] = []

    init(_ name: String, log: PassLog) {
      self.name = name
      self.log = log
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
      name = ""
      log = PassLog()
      super.init(coder: coder)
    }

    override func updateConstraints() {
      log.entries.append(name)
      super.updateConstraints()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      childFramesSeenInLayout = subviews.map(\.frame)
    }
  }

  /// The calls a test records.
  @MainActor
  final class PassLog {
    var entries: [String] = []
  }

  /// When a constraint change takes effect: at the layout pass (the window's display turn on
  /// the main queue, or an explicit `layoutIfNeeded()`), update constraints leaf-first, then
  /// layout top-down with the base `layoutSubviews()` applying the frames.
  @Suite("Auto Layout: layout timing")
  @MainActor
  struct LayoutTimingTests {
    /// A 200 × 100 box pinned at (10, 20) in a container laid out by frame.
    @MainActor
    struct BoxScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
      let box = UIView()
      let top: NSLayoutConstraint

      init() {
        window.addSubview(container)
        _ = AutoLayoutScenes.constrainedView(box, in: container)
        top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
          top,
          box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
          box.widthAnchor.constraint(equalToConstant: 200),
          box.heightAnchor.constraint(equalToConstant: 100),
        ])
      }
    }

    @Test("Nothing moves before the pass; layoutIfNeeded() runs it at once")
    func nothingMovesBeforeThePass() {
      let scene = BoxScene()
      #expect(scene.box.frame == .zero)
      scene.window.layoutIfNeeded()
      #expect(scene.box.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test("A constant change applies at the next pass, not before")
    func constantAppliesAtThePass() {
      let scene = BoxScene()
      scene.window.layoutIfNeeded()
      scene.top.constant = 60
      #expect(scene.box.frame.minY == 20)
      scene.window.layoutIfNeeded()
      #expect(scene.box.frame.minY == 60)
      // Priority below required, with nothing against it: still met (|e| minimised to 0).
      scene.top.priority = .defaultHigh
      scene.top.constant = 70
      scene.window.layoutIfNeeded()
      #expect(scene.box.frame.minY == 70)
    }

    @Test("The display turn: a change is laid out on the main queue without layoutIfNeeded()")
    func displayTurn() async {
      let scene = BoxScene()
      // The activation marked the window: its pass is queued behind the current work.
      #expect(scene.box.frame == .zero)
      await AutoLayoutScenes.nextMainQueueTurn()
      #expect(scene.box.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
      scene.top.constant = 40
      #expect(scene.box.frame.minY == 20)
      await AutoLayoutScenes.nextMainQueueTurn()
      #expect(scene.box.frame.minY == 40)
      // Deactivating and activating another: the same.
      scene.top.isActive = false
      let lower = scene.box.topAnchor.constraint(
        equalTo: scene.container.topAnchor, constant: 90)
      lower.isActive = true
      #expect(scene.box.frame.minY == 40)
      await AutoLayoutScenes.nextMainQueueTurn()
      #expect(scene.box.frame.minY == 90)
    }

    @Test("An intrinsic size invalidated applies at the pass")
    func intrinsicSizeInvalidation() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let label = AutoLayoutScenes.constrainedView(
        IntrinsicView(naturalSize: CGSize(width: 50, height: 20)), in: window)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      ])
      window.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 10, y: 100, width: 50, height: 20))
      label.naturalSize = CGSize(width: 70, height: 40)  // invalidates
      #expect(label.frame.width == 50)
      window.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 10, y: 100, width: 70, height: 40))
    }

    @Test("updateConstraints() leaf-first, once per setNeedsUpdateConstraints(), before layout")
    func updateConstraintsLeafFirst() {
      let log = PassLog()
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let a = PassRecordingView("A", log: log)
      let b = PassRecordingView("B", log: log)
      let c = PassRecordingView("C", log: log)
      let d = PassRecordingView("D", log: log)
      window.addSubview(a)
      a.addSubview(b)
      b.addSubview(c)
      a.addSubview(d)
      c.translatesAutoresizingMaskIntoConstraints = false
      c.widthAnchor.constraint(equalToConstant: 10).isActive = true
      window.layoutIfNeeded()
      // The first pass of a tree using Auto Layout asks every view, leaves first:
      // C under B under A, then D, then A.
      #expect(log.entries == ["C", "B", "D", "A"])
      log.entries = []
      window.layoutIfNeeded()
      #expect(log.entries.isEmpty)
      b.setNeedsUpdateConstraints()
      c.setNeedsUpdateConstraints()
      #expect(b.needsUpdateConstraints() && !a.needsUpdateConstraints())
      window.layoutIfNeeded()
      #expect(log.entries == ["C", "B"])
      #expect(!b.needsUpdateConstraints())
    }

    @Test("A subclass calling super.layoutSubviews() first sees its subviews' solved frames")
    func superLayoutSubviewsApplies() {
      let log = PassLog()
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let container = PassRecordingView("container", log: log)
      container.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
      window.addSubview(container)
      let child = AutoLayoutScenes.constrainedView(UIView(), in: container)
      NSLayoutConstraint.activate([
        child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 50),
      ])
      window.layoutIfNeeded()
      // Centred in 300 × 300: (150 − 50, 150 − 25).
      #expect(container.childFramesSeenInLayout == [CGRect(x: 100, y: 125, width: 100, height: 50)])
    }

    @Test("A window with no constraints keeps the old rule: no pass without layoutIfNeeded()")
    func frameLayoutUnchanged() async {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(view)
      window.layoutIfNeeded()
      let before = view.layouts
      view.frame.size.width = 200  // marks the view
      await AutoLayoutScenes.nextMainQueueTurn()
      #expect(view.layouts == before)
      window.layoutIfNeeded()
      #expect(view.layouts == before + 1)
    }

    @Test("A view outside any window is laid out only on request")
    func detachedTreesWait() async {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = AutoLayoutScenes.constrainedView(UIView(), in: container)
      NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      await AutoLayoutScenes.nextMainQueueTurn()
      #expect(child.frame == .zero)
      container.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("In a scroll view using Auto Layout, a contentInset write marks only the scroll view")
    func contentInsetMarksTheScrollView() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = LayoutCountingScrollView(frame: window.bounds)
      window.addSubview(scrollView)
      let content = LayoutCountingView()
      _ = AutoLayoutScenes.constrainedView(content, in: scrollView)
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        content.widthAnchor.constraint(equalToConstant: 393),
        content.heightAnchor.constraint(equalToConstant: 1000),
      ])
      window.layoutIfNeeded()
      let (scrollLayouts, contentLayouts) = (scrollView.layouts, content.layouts)
      scrollView.contentInset.bottom = 336
      window.layoutIfNeeded()
      #expect(scrollView.layouts == scrollLayouts + 1)
      #expect(content.layouts == contentLayouts)
      #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 1000))
    }
  }
#endif
