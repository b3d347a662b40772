import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// Layouts solved from constraints: a form in a scroll view's content guide, the safe-area
  /// and margins guides, a label and a field resolved by hugging and compression, fitting
  /// sizes, ambiguity. Expected frames are worked out by hand in each test.
  @Suite("Auto Layout: solved layouts")
  @MainActor
  struct ConstraintLayoutTests {
    /// The DocC form's layout with plain constraints between fields (UIStackView comes later):
    /// three fields in a full-screen scroll view on the 393 × 852 phone, pinned to
    /// `contentLayoutGuide` ±20, as wide as `frameLayoutGuide.width − 40`, 12 pt apart.
    @MainActor
    struct FormScene {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let fields: [UIView]

      init() {
        window.addSubview(scrollView)
        let name = AutoLayoutScenes.constrainedView(UITextField(), in: scrollView)
        let email = AutoLayoutScenes.constrainedView(UITextField(), in: scrollView)
        let notes = AutoLayoutScenes.constrainedView(UITextView(), in: scrollView)
        fields = [name, email, notes]
        let content = scrollView.contentLayoutGuide
        var constraints = [
          name.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
          notes.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
          name.heightAnchor.constraint(equalToConstant: 44),
          email.heightAnchor.constraint(equalToConstant: 44),
          notes.heightAnchor.constraint(equalToConstant: 120),
        ]
        for (above, below) in zip(fields, fields.dropFirst()) {
          constraints.append(below.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 12))
        }
        for field in fields {
          constraints += [
            field.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            field.widthAnchor.constraint(
              equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
          ]
        }
        NSLayoutConstraint.activate(constraints)
      }
    }

    @Test("The form in the content guide: frames and contentSize after the first pass, not before")
    func formInContentGuide() {
      let scene = FormScene()
      // Before any pass nothing has moved.
      #expect(scene.scrollView.contentSize == .zero)
      #expect(scene.fields.allSatisfy { $0.frame == .zero })
      scene.window.layoutIfNeeded()
      // Width 393 − 40 = 353 at x = 20; tops 20, 20 + 44 + 12 = 76, 76 + 44 + 12 = 132.
      #expect(scene.fields[0].frame == CGRect(x: 20, y: 20, width: 353, height: 44))
      #expect(scene.fields[1].frame == CGRect(x: 20, y: 76, width: 353, height: 44))
      #expect(scene.fields[2].frame == CGRect(x: 20, y: 132, width: 353, height: 120))
      // contentSize = (frame width, Σ heights + spacing·(n − 1) + 40)
      //             = (393, 44 + 44 + 120 + 12·2 + 40) = (393, 272).
      #expect(scene.scrollView.contentSize == CGSize(width: 393, height: 272))
      #expect(
        scene.scrollView.contentLayoutGuide.layoutFrame
          == CGRect(x: 0, y: 0, width: 393, height: 272))
    }

    @Test("contentInset writes and scrolling leave the solution as it is")
    func insetDoesNotChangeTheSolution() {
      let scene = FormScene()
      scene.window.layoutIfNeeded()
      scene.scrollView.contentInset.bottom = 336
      scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
      scene.window.layoutIfNeeded()
      #expect(scene.fields[2].frame == CGRect(x: 20, y: 132, width: 353, height: 120))
      #expect(scene.scrollView.contentSize == CGSize(width: 393, height: 272))
      // The frame guide is the scroll view's bounds: it moved with the offset.
      #expect(
        scene.scrollView.frameLayoutGuide.layoutFrame
          == CGRect(x: 0, y: 100, width: 393, height: 852))
    }

    @Test("Edges of the scroll view bind to the content area, widths to the frame")
    func scrollViewEdgesAndSizes() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
      window.addSubview(scrollView)
      let content = AutoLayoutScenes.constrainedView(UIView(), in: scrollView)
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: scrollView.topAnchor),
        content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        content.heightAnchor.constraint(equalToConstant: 1000),
      ])
      window.layoutIfNeeded()
      // Width from the frame (300); the edges make the content area 300 × 1000.
      #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
      #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
    }

    @Test("Safe-area guide: a banner below the sensor housing, a footer above the home indicator")
    func safeAreaGuide() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let root = UIView(frame: window.bounds)
      window.addSubview(root)
      let banner = AutoLayoutScenes.constrainedView(UIView(), in: root)
      let footer = AutoLayoutScenes.constrainedView(UIView(), in: root)
      let safe = root.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        banner.topAnchor.constraint(equalTo: safe.topAnchor),
        banner.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        banner.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        banner.heightAnchor.constraint(equalToConstant: 50),
        footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        footer.heightAnchor.constraint(equalToConstant: 40),
      ])
      window.layoutIfNeeded()
      // Margins (59, 0, 34, 0): banner at y 59; footer bottom at 852 − 34 = 818, top 778.
      #expect(banner.frame == CGRect(x: 0, y: 59, width: 393, height: 50))
      #expect(footer.frame == CGRect(x: 0, y: 778, width: 393, height: 40))
      #expect(safe.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("Margins guide: the view's layout margins, a change applied at the next pass")
    func marginsGuide() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      // Inside the safe region (y 100…300), so the safe area adds nothing.
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
      window.addSubview(container)
      let label = AutoLayoutScenes.constrainedView(UIView(), in: container)
      let margins = container.layoutMarginsGuide
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: margins.topAnchor),
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.heightAnchor.constraint(equalToConstant: 30),
      ])
      window.layoutIfNeeded()
      // Default margins 8: x 8, width 393 − 16 = 377.
      #expect(label.frame == CGRect(x: 8, y: 8, width: 377, height: 30))
      container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
      #expect(label.frame == CGRect(x: 8, y: 8, width: 377, height: 30))
      window.layoutIfNeeded()
      // 393 − 40 = 353.
      #expect(label.frame == CGRect(x: 20, y: 10, width: 353, height: 30))
    }

    @Test("Margins measured from the safe area while insetsLayoutMarginsFromSafeArea")
    func marginsFromSafeArea() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let root = UIView(frame: window.bounds)
      window.addSubview(root)
      let label = AutoLayoutScenes.constrainedView(UIView(), in: root)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        label.widthAnchor.constraint(equalToConstant: 100),
        label.heightAnchor.constraint(equalToConstant: 30),
      ])
      window.layoutIfNeeded()
      // Safe top 59 + margin 8 = 67 [choice: added].
      #expect(label.frame == CGRect(x: 8, y: 67, width: 100, height: 30))
      root.insetsLayoutMarginsFromSafeArea = false
      window.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 8, y: 8, width: 100, height: 30))
    }

    /// A row 393 × 44 at y 100: label.leading = 16, field.leading = label.trailing + 8,
    /// field.trailing = 377, both centred vertically; 393 − 16 − 16 − 8 = 353 to share.
    private func row(labelWidth: CGFloat) -> (UIWindow, IntrinsicView, UITextField) {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let row = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 44))
      window.addSubview(row)
      let label = AutoLayoutScenes.constrainedView(
        IntrinsicView(naturalSize: CGSize(width: labelWidth, height: 20)), in: row)
      let field = AutoLayoutScenes.constrainedView(UITextField(), in: row)
      field.text = "abc"  // intrinsic 24 × 20
      label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
        label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        field.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      ])
      return (window, label, field)
    }

    @Test("Label and field: the label hugs (251 over 250), the field stretches")
    func rowByHugging() {
      let (window, label, field) = row(labelWidth: 80)
      window.layoutIfNeeded()
      // Label keeps 80 (hugging 251 beats the field's 250); field 353 − 80 = 273 from
      // x 16 + 80 + 8 = 104; height 20 centred in 44: y 12.
      #expect(label.frame == CGRect(x: 16, y: 12, width: 80, height: 20))
      #expect(field.frame == CGRect(x: 104, y: 12, width: 273, height: 20))
    }

    @Test("A long label: compression 750 over the field's 749, then the other way round")
    func rowByCompression() {
      let (window, label, field) = row(labelWidth: 340)
      field.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
      window.layoutIfNeeded()
      // 340 + 24 > 353: the field (749) gives way: 353 − 340 = 13 at x 16 + 340 + 8 = 364.
      #expect(label.frame == CGRect(x: 16, y: 12, width: 340, height: 20))
      #expect(field.frame == CGRect(x: 364, y: 12, width: 13, height: 20))
      // Swapped: the label (749) gives way to the field (750) however many pt it loses:
      // field 24, label 353 − 24 = 329, field at 16 + 329 + 8 = 353. Lexicographic, not a sum.
      field.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
      label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
      window.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 16, y: 12, width: 329, height: 20))
      #expect(field.frame == CGRect(x: 353, y: 12, width: 24, height: 20))
    }

    @Test("systemLayoutSizeFitting: compressed, and at a required width")
    func fittingSize() {
      let card = UIView()
      let label = AutoLayoutScenes.constrainedView(
        IntrinsicView(naturalSize: CGSize(width: 80, height: 20)), in: card)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
        label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
        label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
      ])
      // 80 + 20 by 20 + 20.
      #expect(
        card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
          == CGSize(width: 100, height: 40))
      // Width 300 required: the label stretches (hugging 250 < 1000), height stays 40.
      #expect(
        card.systemLayoutSizeFitting(
          CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 40))
      // Measuring moved nothing.
      #expect(label.frame == .zero && card.frame == .zero)
    }

    @Test("hasAmbiguousLayout: a view with a position but no size, then sized")
    func ambiguity() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let view = AutoLayoutScenes.constrainedView(UIView(), in: window)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      ])
      #expect(view.hasAmbiguousLayout)
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 10),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
      #expect(!view.hasAmbiguousLayout)
      // A frame-laid-out view takes no part: never ambiguous.
      #expect(!UIView(frame: .zero).hasAmbiguousLayout)
    }

    @Test("A view that translates its mask keeps its frame; one that does not gets the solution")
    func translatingViewsKeepTheirFrames() {
      let window = TestScenes.window(on: TestScenes.phoneScreen())
      let header = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 60))
      window.addSubview(header)
      let below = AutoLayoutScenes.constrainedView(UIView(), in: window)
      NSLayoutConstraint.activate([
        below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
        below.leadingAnchor.constraint(equalTo: header.leadingAnchor),
        below.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
        below.heightAnchor.constraint(equalToConstant: 20),
      ])
      window.layoutIfNeeded()
      // 100 + 60 + 10 = 170; width 393 × 0.5 = 196.5.
      #expect(header.frame == CGRect(x: 0, y: 100, width: 393, height: 60))
      #expect(below.frame == CGRect(x: 0, y: 170, width: 196.5, height: 20))
      // The header's frame is an input: moving it moves the other at the next pass.
      header.frame.origin.y = 200
      window.layoutIfNeeded()
      #expect(below.frame.minY == 270)
    }
  }
#endif
