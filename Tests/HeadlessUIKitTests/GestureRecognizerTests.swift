import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// A delegate that lets its recognizer recognize together with any other.
  @MainActor
  final class SimultaneousDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }

  /// A cell that lets its recognizers recognize with any other, overriding what
  /// UITableViewCell's adoption of UIGestureRecognizerDelegate gives it (`override`, as
  /// against the SDK).
  final class SimultaneousCell: UITableViewCell {
    override func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }

  /// Tap gesture recognizers, hit-testing, `endEditing(_:)` and the headless-only simulated
  /// tap (Sources/HeadlessUIKit/Gestures).
  @Suite("Gesture recognizers and taps")
  @MainActor
  struct GestureRecognizerTests {
    /// A shown 320 × 568 window on its own screen.
    private func makeWindow() -> UIWindow {
      let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 568))
      let window = UIWindow(frame: screen.bounds)
      window.screen = screen
      window.makeKeyAndVisible()
      return window
    }

    // Source: uiview/hittest(_:with:): the frontmost view containing the point; hidden,
    // non-interactive and nearly transparent views are ignored.
    @Test func hitTestFindsTheFrontmostDeepestViewAndSkipsIgnoredOnes() {
      let window = makeWindow()
      let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      window.addSubview(back)
      window.addSubview(front)
      front.addSubview(child)
      // (65, 65) in the window is (15, 15) in front, inside child (10…30).
      #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === child)
      #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
      #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
      #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === window)
      child.isHidden = true
      #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === front)
      front.isUserInteractionEnabled = false
      #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
      back.alpha = 0.009  // below 0.01
      #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === window)
      #expect(window.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)  // outside the window
    }

    // Source: "Points that lie outside the receiver's bounds are never reported as hits,
    // even if they actually lie within one of the receiver's subviews."
    @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHit() {
      let window = makeWindow()
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let overhanging = UIView(frame: CGRect(x: 80, y: 80, width: 60, height: 60))
      window.addSubview(parent)
      parent.addSubview(overhanging)
      #expect(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhanging)
      #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
    }

    // A scroll view's content is hit where it is drawn: the point moves by contentOffset.
    @Test func hitTestingFollowsAScrollViewsContentOffset() {
      let window = makeWindow()
      let scrollView = UIScrollView(frame: window.bounds)
      let content = UIView(frame: CGRect(x: 0, y: 600, width: 320, height: 50))
      window.addSubview(scrollView)
      scrollView.addSubview(content)
      scrollView.contentSize = CGSize(width: 320, height: 1000)
      #expect(window.hitTest(CGPoint(x: 10, y: 110), with: nil) === scrollView)
      scrollView.contentOffset = CGPoint(x: 0, y: 500)
      // window y 110 + offset 500 = content y 610, inside 600…650.
      #expect(window.hitTest(CGPoint(x: 10, y: 110), with: nil) === content)
    }

    // Source: UIView.h (UIViewGestureRecognizers) and UIGestureRecognizer.h (`view`).
    @Test func recognizersAreAttachedDetachedAndMoved() {
      let first = UIView(frame: .zero)
      let second = UIView(frame: .zero)
      let tap = UITapGestureRecognizer(headlessAction: { _ in })
      #expect(first.gestureRecognizers == nil)
      #expect(tap.view == nil)
      #expect(tap.cancelsTouchesInView)  // "default is YES"
      first.addGestureRecognizer(tap)
      first.addGestureRecognizer(tap)  // once
      #expect(first.gestureRecognizers?.count == 1)
      #expect(tap.view === first)
      second.addGestureRecognizer(tap)
      #expect(first.gestureRecognizers == nil)
      #expect(second.gestureRecognizers?.first === tap)
      second.removeGestureRecognizer(tap)
      second.removeGestureRecognizer(tap)  // not attached: nothing
      #expect(second.gestureRecognizers == nil)
      #expect(tap.view == nil)
      let other = UITapGestureRecognizer(headlessAction: { _ in })
      first.gestureRecognizers = [tap, other]
      #expect(first.gestureRecognizers?.count == 2)
      first.gestureRecognizers = nil
      #expect(tap.view == nil && other.view == nil)
    }

    // Source: UIGestureRecognizer.h, "a UIGestureRecognizer receives touches hit-tested to
    // its view and any of that view's subviews"; location(in:) "nil … the window".
    @Test func aTapReachesTheRecognizersOfTheTouchedViewsAncestorsWithItsLocation() {
      let window = makeWindow()
      let container = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
      let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
      let beside = UIView(frame: CGRect(x: 240, y: 40, width: 50, height: 50))
      window.addSubview(container)
      container.addSubview(inner)
      window.addSubview(beside)
      var locations: [CGPoint] = []
      let tap = UITapGestureRecognizer(headlessAction: { recognizer in
        locations.append(recognizer.location(in: recognizer.view))
        locations.append(recognizer.location(in: nil))
      })
      #expect(tap.location(in: nil) == .zero)  // before any tap
      container.addGestureRecognizer(tap)
      window.simulateTap(at: CGPoint(x: 45, y: 75))  // in inner (window 30…80, 50…100)
      // In the container: (45 − 20, 75 − 40) = (25, 35); in the window as tapped.
      #expect(locations == [CGPoint(x: 25, y: 35), CGPoint(x: 45, y: 75)])
      window.simulateTap(at: CGPoint(x: 250, y: 50))  // beside: not under the container
      #expect(locations.count == 2)
    }

    // Source: UIGestureRecognizer.h, cancelsTouchesInView: "causes touchesCancelled… to be
    // sent to the view"; a control sends .touchUpInside for a tap that reaches it.
    @Test func aControlGetsTheTapUnlessARecognizerCancelsIt() {
      let window = makeWindow()
      let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      window.addSubview(control)
      var log: [String] = []
      control.addAction(UIAction { _ in log.append("control") }, for: .touchUpInside)
      let tap = UITapGestureRecognizer(headlessAction: { _ in log.append("recognizer") })
      window.addGestureRecognizer(tap)
      window.simulateTap(at: CGPoint(x: 50, y: 20))
      #expect(log == ["recognizer"])  // cancelled: the default
      tap.cancelsTouchesInView = false
      window.simulateTap(at: CGPoint(x: 50, y: 20))
      // The touch reaches the control first; the action runs "at the next turn of the run
      // loop".
      #expect(log == ["recognizer", "control", "recognizer"])
      control.isEnabled = false
      window.simulateTap(at: CGPoint(x: 50, y: 20))
      #expect(log == ["recognizer", "control", "recognizer", "recognizer"])
    }

    // Source: UIGestureRecognizer.h, "by default no two gestures can be recognized
    // simultaneously"; "returning YES is guaranteed to allow simultaneous recognition".
    @Test func twoRecognizersRecognizeTogetherOnlyWhenADelegateAllowsIt() {
      let window = makeWindow()
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(view)
      var log: [String] = []
      let inner = UITapGestureRecognizer(headlessAction: { _ in log.append("inner") })
      let outer = UITapGestureRecognizer(headlessAction: { _ in log.append("outer") })
      view.addGestureRecognizer(inner)
      window.addGestureRecognizer(outer)
      window.simulateTap(at: CGPoint(x: 10, y: 10))
      #expect(log == ["inner"])  // the innermost wins (the model's choice)
      let delegate = SimultaneousDelegate()
      outer.delegate = delegate
      window.simulateTap(at: CGPoint(x: 10, y: 10))
      #expect(log == ["inner", "inner", "outer"])
      // A table view cell is a gesture recognizer delegate (UITableViewCell.h adopts
      // UIGestureRecognizerDelegate): by default it refuses; a subclass's override decides.
      let plainCell = UITableViewCell(style: .default, reuseIdentifier: nil)
      outer.delegate = plainCell  // weak: kept alive by `plainCell`
      window.simulateTap(at: CGPoint(x: 10, y: 10))
      #expect(log == ["inner", "inner", "outer", "inner"])
      let cell = SimultaneousCell(style: .default, reuseIdentifier: nil)
      outer.delegate = cell
      window.simulateTap(at: CGPoint(x: 10, y: 10))
      #expect(log == ["inner", "inner", "outer", "inner", "inner", "outer"])
      #expect(outer.delegate === cell)
      // A base UIGestureRecognizer is abstract: it recognizes no tap.
      view.addGestureRecognizer(UIGestureRecognizer(headlessAction: { _ in log.append("base") }))
      window.simulateTap(at: CGPoint(x: 10, y: 10))
      #expect(!log.contains("base"))
    }

    // Source: UITextField / UITextView overviews: the tapped text input becomes first
    // responder.
    @Test func aTapInATextFieldOrEditableTextViewFocusesIt() {
      let window = makeWindow()
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
      window.addSubview(field)
      window.addSubview(textView)
      window.simulateTap(at: CGPoint(x: 10, y: 10))
      #expect(field.isFirstResponder)
      textView.isEditable = false
      window.simulateTap(at: CGPoint(x: 10, y: 150))
      #expect(field.isFirstResponder)  // a read-only text view does not take the focus
      textView.isEditable = true
      window.simulateTap(at: CGPoint(x: 10, y: 150))
      #expect(textView.isFirstResponder)
    }

    // A hidden window is not hit (views in it are not on screen).
    @Test func aTapOnAHiddenWindowDoesNothing() {
      let window = makeWindow()
      var taps = 0
      window.addGestureRecognizer(UITapGestureRecognizer(headlessAction: { _ in taps += 1 }))
      window.isHidden = true
      window.simulateTap(at: CGPoint(x: 10, y: 10))
      #expect(taps == 0)
    }

    // Source: uiview/endediting(_:): the first responder in the view's subtree resigns.
    @Test func endEditingResignsOnlyAFirstResponderInsideTheView() {
      let window = makeWindow()
      let form = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      let inside = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      let outside = UITextField(frame: CGRect(x: 0, y: 300, width: 100, height: 44))
      window.addSubview(form)
      form.addSubview(inside)
      window.addSubview(outside)
      outside.becomeFirstResponder()
      #expect(!form.endEditing(false))  // nothing inside to resign
      #expect(outside.isFirstResponder)
      inside.becomeFirstResponder()
      #expect(form.endEditing(false))
      #expect(!inside.isFirstResponder)
      inside.becomeFirstResponder()
      #expect(window.endEditing(true))  // the window's subtree holds every view
      #expect(!inside.isFirstResponder)
      #expect(!UIView(frame: .zero).endEditing(true))  // outside any window
    }

    // Source: uiview/endediting(_:): "If the force parameter is set to true, the text field
    // is never even asked; it is forced to resign." The model asks `canResignFirstResponder`.
    @Test func endEditingAsksUnlessForced() {
      let window = makeWindow()
      let field = StubbornTextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      window.addSubview(field)
      var ended = 0
      let observer = NotificationCenter.default.addObserver(
        forName: UITextField.textDidEndEditingNotification, object: field, queue: nil
      ) { _ in MainActor.assumeIsolated { ended += 1 } }
      defer { NotificationCenter.default.removeObserver(observer) }
      field.becomeFirstResponder()
      #expect(!window.endEditing(false))  // asked, and it refuses
      #expect(field.isFirstResponder)
      #expect(ended == 0)
      #expect(window.endEditing(true))  // never asked: it resigns
      #expect(!field.isFirstResponder)
      #expect(ended == 1)  // its end-editing messages, as for any resign
    }
  }

#endif
