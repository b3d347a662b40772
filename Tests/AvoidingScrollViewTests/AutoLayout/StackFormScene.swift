#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit
  import SimulatedDevice

  /// An avoiding scroll view that records each write that moves its content offset, and each
  /// write that changes the bottom of its content inset.
  @MainActor
  final class MoveRecordingScrollView: AvoidingScrollView {
    private(set) var moves: [CGPoint] = []
    private(set) var insetBottoms: [CGFloat] = []

    override var contentInset: UIEdgeInsets {
      get { super.contentInset }
      set {
        let before = super.contentInset.bottom
        super.contentInset = newValue
        if super.contentInset.bottom != before { insetBottoms.append(super.contentInset.bottom) }
      }
    }

    override var contentOffset: CGPoint {
      get { super.contentOffset }
      set {
        if newValue != super.contentOffset { moves.append(newValue) }
        super.contentOffset = newValue
      }
    }

    /// Forgets the moves and inset writes recorded so far.
    func forgetMoves() {
      moves.removeAll()
      insetBottoms.removeAll()
    }
  }

  /// A form written as an app writes it with Auto Layout (the Getting started article's
  /// shape): an avoiding scroll view pinned by constraints in a device scene's root view, a
  /// vertical stack (spacing 12) pinned to its `contentLayoutGuide` 20 pt in, as wide as its
  /// `frameLayoutGuide` less 40, of text fields 44 pt tall.
  ///
  /// The fields' heights are at priority 999, as apps write them for rows a stack may hide:
  /// the stack's own 'UISV-hiding' constraint (height 0) is required, and a required 44 would
  /// conflict with it (braintree/braintree_ios #237 [seen]). Field `i` of a stack with nothing
  /// hidden spans 20 + 56 i … 64 + 56 i in the content; `n` fields make the content
  /// 44 n + 12 (n − 1) + 40 tall.
  @MainActor
  struct StackFormScene {
    let scene: DeviceScene
    let scrollView: MoveRecordingScrollView
    let stack: UIStackView
    let fields: [UITextField]

    /// Builds the form; `bottom` makes the constraint for the scroll view's bottom, given the
    /// scroll view and the root view (the root view's bottom unless given); `layOut` runs the
    /// first layout pass now.
    init(
      device: Device, fieldCount: Int, layOut: Bool = true,
      bottom: ((UIView, UIView) -> NSLayoutConstraint)? = nil
    ) {
      scene = DeviceScene(device: device)
      let root = scene.rootView
      scrollView = MoveRecordingScrollView()
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(scrollView)
      fields = (0..<fieldCount).map { _ in UITextField() }
      stack = UIStackView(arrangedSubviews: fields)
      stack.axis = .vertical
      stack.spacing = 12
      stack.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(stack)
      for field in fields { Self.setHeight(44, of: field) }
      let content = scrollView.contentLayoutGuide
      let frame = scrollView.frameLayoutGuide
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: root.topAnchor),
        bottom?(scrollView, root) ?? scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
        stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
        stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
        stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
        stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -40),
      ])
      if layOut { scene.window.layoutIfNeeded() }
    }

    /// Gives `view` a height at priority 999 (see the type's comment).
    static func setHeight(_ height: CGFloat, of view: UIView) {
      let constraint = view.heightAnchor.constraint(equalToConstant: height)
      constraint.priority = UILayoutPriority(999)
      constraint.isActive = true
    }

    /// A plain view `height` tall (an error label's stand-in), hidden, inserted in the stack
    /// at `index`.
    func insertHiddenView(height: CGFloat, at index: Int) -> UIView {
      let view = UIView()
      view.isHidden = true
      Self.setHeight(height, of: view)
      stack.insertArrangedSubview(view, at: index)
      return view
    }

    /// An error label `height` tall (40 unless given), hidden, inserted in the stack at
    /// `labelIndex` and laid out, registered as the companion of field `fieldIndex`; then that
    /// field is focused and the keyboard shown, and the moves so far forgotten.
    func focusWithHiddenCompanion(field fieldIndex: Int, labelAt labelIndex: Int) -> (
      field: UITextField, label: UIView
    ) {
      let field = fields[fieldIndex]
      let label = insertHiddenView(height: 40, at: labelIndex)
      layOut()
      scrollView.setCompanions([label], for: field)
      field.becomeFirstResponder()
      scene.keyboard.show()
      scrollView.forgetMoves()
      return (field, label)
    }

    /// `view`'s frame in the scroll view's content coordinates.
    func contentFrame(of view: UIView) -> CGRect {
      scrollView.convert(view.bounds, from: view)
    }

    /// Runs UIKit's display pass.
    func layOut() { scene.window.layoutIfNeeded() }
  }
#endif
