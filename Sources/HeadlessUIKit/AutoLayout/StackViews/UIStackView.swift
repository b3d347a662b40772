#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKitEnums

  /// A streamlined interface for laying out a collection of views in either a column or a row.
  ///
  /// Source: UIStackView.h (iPhoneOS16.4.sdk): "UIStackView arranges its subviews in its
  /// arrangedSubviews list in the order of that list along a vertical or horizontal axis,
  /// with exact arrangement determined by the distribution, alignment, and spacing
  /// properties. The layout will update automatically when arrangedSubviews list changes due
  /// to adding, removing, or inserting arrangedSubviews, and also when views in the
  /// arrangedSubviews list change their hidden property." The model makes the stack's
  /// constraints at the update-constraints pass after a change (UIStackView+Arrangement.swift,
  /// with the sources of each constraint).
  @available(iOS 9.0, *)
  @preconcurrency @MainActor
  open class UIStackView: UIView {
    private var storedArrangedSubviews: [UIView] = []
    /// Custom spacing after an arranged subview, by the view's identity.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack made at its last arrangement.
    var arrangement = StackArrangement()
    /// Whether the arrangement must be made again at the next update-constraints pass.
    var arrangementIsStale = true

    /// Creates a stack view with the given frame and no arranged subviews.
    ///
    /// Source: UIStackView.h, `- initWithFrame: NS_DESIGNATED_INITIALIZER`.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a stack view from data in an unarchiver; the model has no archives, so it
    /// starts empty with a zero frame.
    ///
    /// Source: UIStackView.h, `- initWithCoder: NS_DESIGNATED_INITIALIZER` (not nullable).
    public required init(coder: NSCoder) {
      super.init(frame: .zero)
    }

    /// Creates a stack view that arranges `views`, adding them as subviews.
    ///
    /// Source: UIStackView.h, `- initWithArrangedSubviews:` ("Adds views as subviews of the
    /// receiver"; "a convenience initializer").
    public convenience init(arrangedSubviews views: [UIView]) {
      self.init(frame: .zero)
      for view in views { addArrangedSubview(view) }
    }

    /// The views the stack view arranges, in order; always a subset of `subviews`.
    ///
    /// Source: UIStackView.h, `@property(nonatomic,readonly,copy) NSArray *arrangedSubviews`:
    /// "UIStackView enforces that all views in the arrangedSubviews list must be subviews".
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Adds a view to the end of the arranged subviews, and as a subview if it is not one.
    ///
    /// Source: UIStackView.h: "Maintains the rule that the arrangedSubviews list is a subset
    /// of the subviews list by adding the view as a subview of the receiver if necessary.
    /// Does not affect the subview ordering if view is already a subview of the receiver."
    open func addArrangedSubview(_ view: UIView) {
      insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Removes a view from the arranged subviews; it stays a subview.
    ///
    /// Source: UIStackView.h: "Removes a subview from the list of arranged subviews without
    /// removing it as a subview of the receiver." Its custom spacing is forgotten
    /// ("Maintained when the arranged subview changes position in the stack view, but not
    /// after it is removed from the arrangedSubviews list").
    open func removeArrangedSubview(_ view: UIView) {
      guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
      storedArrangedSubviews.removeAll { $0 === view }
      customSpacings[ObjectIdentifier(view)] = nil
      arrangementDidChange()
    }

    /// Inserts a view at `stackIndex` of the arranged subviews, adding it as a subview if it
    /// is not one.
    ///
    /// Source: UIStackView.h: "Adds the view as a subview of the container if it isn't
    /// already. Updates the stack index (but not the subview index) of the arranged subview if
    /// it's already in the arrangedSubviews list." An index past the end appends [choice:
    /// UIKit raises an exception; the model stays clean].
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
      guard view !== self else { return }
      if view.superview !== self { addSubview(view) }
      guard view.superview === self else { return }  // addSubview refused (an ancestor)
      storedArrangedSubviews.removeAll { $0 === view }
      let index = max(0, min(stackIndex, storedArrangedSubviews.count))
      storedArrangedSubviews.insert(view, at: index)
      // [choice] The stack positions its arranged views with constraints, so a view's
      // autoresizing mask must not fix its frame: the model turns the translation off, as
      // apps rely on (views added to a stack in code need no
      // `translatesAutoresizingMaskIntoConstraints = false` of their own); Apple's pages
      // found do not say it.
      view.translatesAutoresizingMaskIntoConstraints = false
      arrangementDidChange()
    }

    /// The axis along which the arranged views lie.
    ///
    /// Source: UIStackView.h: "A stack with a horizontal axis is a row of arrangedSubviews,
    /// and a stack with a vertical axis is a column". Default `.horizontal` [doc:
    /// uistackview/axis, "The default value is NSLayoutConstraint.Axis.horizontal"].
    open var axis: NSLayoutConstraint.Axis = .horizontal {
      didSet { if oldValue != axis { arrangementDidChange() } }
    }

    /// The layout of the arranged views along the axis. Default `.fill` [doc:
    /// uistackview/distribution-swift.property].
    open var distribution: UIStackView.Distribution = .fill {
      didSet { if oldValue != distribution { arrangementDidChange() } }
    }

    /// The layout of the arranged views across the axis. Default `.fill` [doc:
    /// uistackview/alignment-swift.property].
    open var alignment: UIStackView.Alignment = .fill {
      didSet { if oldValue != alignment { arrangementDidChange() } }
    }

    /// The distance between adjacent edges of the arranged views.
    ///
    /// Source: UIStackView.h: "Used as a strict spacing for the Fill distributions, and as a
    /// minimum spacing for the EqualCentering and EqualSpacing distributions. Use negative
    /// values to allow overlap." `spacingUseSystem` asks for the system spacing;
    /// `spacingUseDefault` "will result in a spacing of 0". Default 0 [doc:
    /// uistackview/spacing].
    open var spacing: CGFloat = 0 {
      didSet { if oldValue != spacing { arrangementDidChange() } }
    }

    /// Sets the spacing after an arranged view, in place of `spacing`.
    ///
    /// Source: UIStackView.h: "This custom spacing takes precedence over any other value that
    /// might otherwise be used for the space following the arranged subview … Ignored if
    /// arrangedSubview is not actually an arranged subview." `spacingUseDefault` reverts to
    /// `spacing`.
    @available(iOS 11.0, *)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
      guard storedArrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
      let key = ObjectIdentifier(arrangedSubview)
      let new: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
      guard customSpacings[key] != new else { return }
      customSpacings[key] = new
      arrangementDidChange()
    }

    /// The custom spacing after an arranged view, or `spacingUseDefault` when it has none.
    ///
    /// Source: UIStackView.h: "Defaults to UIStackViewSpacingUseDefault".
    @available(iOS 11.0, *)
    @discardableResult
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
      customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Whether vertical spacing is measured from text baselines. Kept; the model has no text
    /// baselines, so it arranges by edges either way.
    ///
    /// Source: UIStackView.h, "Defaults to NO".
    open var isBaselineRelativeArrangement: Bool = false

    /// Whether the stack arranges its views relative to its layout margins rather than its
    /// edges.
    ///
    /// Source: UIStackView.h: "Uses margin layout attributes for edge constraints where
    /// applicable. Defaults to NO."
    open var isLayoutMarginsRelativeArrangement: Bool = false {
      didSet {
        if oldValue != isLayoutMarginsRelativeArrangement { arrangementDidChange() }
      }
    }

    /// Makes the arrangement's constraints again when it is stale, then updates the rest as
    /// every view does.
    ///
    /// Source: UIView.h, `updateConstraints`: "Override this to adjust your special
    /// constraints during a constraints update pass"; the documentation asks to call super
    /// "as the final step in your implementation".
    open override func updateConstraints() {
      if arrangementIsStale {
        arrangementIsStale = false
        rebuildArrangement()
      }
      super.updateConstraints()
    }

    /// The spacing that applies after `view` (custom or the stack's), before tokens resolve.
    func requestedSpacing(after view: UIView) -> CGFloat {
      customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// An arranged view, or the list, changed: arrange again at the next update-constraints
    /// pass, which the change makes pending [doc: UIStackView.h, "The layout will update
    /// automatically"].
    func arrangementDidChange() {
      arrangementIsStale = true
      engageAutoLayout()
      setNeedsUpdateConstraints()
    }

    /// `view`, a subview, left the stack (removed or moved elsewhere): it leaves the arranged
    /// subviews [doc: UIStackView.h, "when a view in a UIStackView's arrangedSubviews list
    /// receives -removeFromSuperview it is also removed from the arrangedSubviews"; a move
    /// to another superview is a removal too, since the list must stay a subset of the
    /// subviews].
    func subviewDidLeaveStack(_ view: UIView) {
      removeArrangedSubview(view)
    }

    /// An arranged view's `isHidden` changed [doc: UIStackView.h, "and also when views in the
    /// arrangedSubviews list change their hidden property"].
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
      guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
      arrangementDidChange()
    }
  }

  @available(iOS 9.0, *)
  extension UIStackView {
    /// The layout of the arranged views along the axis.
    ///
    /// Source: UIStackView.h, `UIStackViewDistribution` (declared in HeadlessUIKitEnums),
    /// which UIKit.apinotes names `UIStackView.Distribution`.
    public typealias Distribution = UIStackViewDistribution

    /// The layout of the arranged views across the axis.
    ///
    /// Source: UIStackView.h, `UIStackViewAlignment` (declared in HeadlessUIKitEnums), which
    /// UIKit.apinotes names `UIStackView.Alignment`.
    public typealias Alignment = UIStackViewAlignment

    /// Reverts a custom spacing to the stack's `spacing`; as `spacing`, it means 0.
    ///
    /// Source: UIStackView.h, `static const CGFloat UIStackViewSpacingUseDefault = FLT_MAX`.
    @available(iOS 11.0, *)
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// Asks for the system spacing between neighbouring views.
    ///
    /// Source: UIStackView.h, `static const CGFloat UIStackViewSpacingUseSystem = FLT_MIN`.
    @available(iOS 11.0, *)
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
  }
#endif
