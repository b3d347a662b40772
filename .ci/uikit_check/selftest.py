"""The check's teeth: drifts made in a scratch copy of the model, each of which the
comparison must report as an unexplained difference of the declaration it touches.

The copy holds only HeadlessUIKit and HeadlessUIKitEnums (with a two-target Package.swift),
is built once with every drift applied, and compared as the real model is."""

import os
import shutil
import tempfile

from . import paths


class Drift:
    def __init__(self, what, file, old, new, key):
        self.what = what
        self.file = file
        self.old = old
        self.new = new
        self.key = key


EDITS = [
    Drift("availability removed from addAction(_:for:)", "Sources/HeadlessUIKit/Controls/UIControl.swift",
          "    @available(iOS 14.0, *)\n    open func addAction(", "    open func addAction(",
          "UIControl.addAction(_:for:)"),
    Drift("a label", "Sources/HeadlessUIKit/TableViews/UITableView.swift",
          "open func rectForFooter(inSection section: Int)", "open func rectForFooter(in section: Int)",
          "UITableView.rectForFooter(in:)"),
    Drift("an optionality", "Sources/HeadlessUIKit/TableViews/UITableView.swift",
          "open var indexPathsForVisibleRows: [IndexPath]? {", "open var indexPathsForVisibleRows: [IndexPath] {",
          "UITableView.indexPathsForVisibleRows"),
    Drift("open -> public", "Sources/HeadlessUIKit/TableViews/UITableView.swift",
          "    open func moveRow(at indexPath", "    public func moveRow(at indexPath",
          "UITableView.moveRow(at:to:)"),
    Drift("an isolation", "Sources/HeadlessUIKit/Responders/UIResponder+Keyboard.swift",
          "@preconcurrency @MainActor public static let keyboardFrameEndUserInfoKey",
          "nonisolated public static let keyboardFrameEndUserInfoKey",
          "UIResponder.keyboardFrameEndUserInfoKey"),
    Drift("an accessor's deprecation", "Sources/HeadlessUIKit/Windows/UIWindow.swift",
          '      @available(iOS, introduced: 3.2, deprecated: 13.0, renamed: "windowScene")\n', "",
          "UIWindow.screen"),
    Drift("a discardable result", "Sources/HeadlessUIKit/Views/UIView.swift",
          "    @discardableResult\n    open func hitTest(", "    open func hitTest(",
          "UIView.hitTest(_:with:)"),
    Drift("an enum case", "Sources/HeadlessUIKitEnums/include/HeadlessUIKitEnums.h",
          "  UIBarButtonSystemItemClose HEADLESS_IOS(introduced = 13.0),\n", "",
          "UIBarButtonItem.SystemItem"),
    Drift("a required initializer", "Sources/HeadlessUIKit/Text/NSTextContainer.swift",
          "    public required init(coder: NSCoder) {\n      size = .zero\n      super.init()\n    }\n", "",
          "NSTextContainer"),
    Drift("a Sendable conformance", "Sources/HeadlessUIKit/Images/UIImage.swift",
          "open class UIImage: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral",
          "open class UIImage: NSObject, _ExpressibleByImageLiteral",
          "UIImage"),
    # Attributes the symbol graph of an imported Objective-C declaration does not show, seen
    # through the compiled uses instead: UIKit's anchors are `warn_unused_result`
    # (NSLayoutAnchor.h), so an added `@discardableResult` silences a warning UIKit gives; an
    # imported class's `NS_SWIFT_UI_ACTOR` is preconcurrency, so a plain `@MainActor` turns
    # UIKit's Swift 6 warning into an error; `open` on a category property.
    Drift("a discardable result added", "Sources/HeadlessUIKit/AutoLayout/Constraints/NSLayoutAnchor.swift",
          "    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {",
          "    @discardableResult\n    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {",
          "NSLayoutAnchor.constraint(equalTo:)"),
    Drift("@preconcurrency removed from a class", "Sources/HeadlessUIKit/AutoLayout/Guides/UIKeyboardLayoutGuide.swift",
          "  @preconcurrency @MainActor\n  open class UIKeyboardLayoutGuide:",
          "  @MainActor\n  open class UIKeyboardLayoutGuide:",
          "UIKeyboardLayoutGuide.followsUndockedKeyboard"),
    Drift("a category property made final", "Sources/HeadlessUIKit/Views/UIView.swift",
          "    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {",
          "    public final var keyboardLayoutGuide: UIKeyboardLayoutGuide {",
          "UIView.keyboardLayoutGuide"),
]

PACKAGE = """// swift-tools-version: 6.0
// A scratch copy of HeadlessUIKit for the declaration check's self-test.
import PackageDescription

let package = Package(
  name: "HeadlessUIKitDrift",
  targets: [
    .target(
      name: "HeadlessUIKit", dependencies: ["HeadlessUIKitEnums"],
      exclude: ["README.md", "SDKReference"]),
    .target(name: "HeadlessUIKitEnums"),
  ],
  swiftLanguageModes: [.v6]
)
"""


def run(env, uikit, rows, run_comparison, classify):
    """Problems (empty when every drift is caught)."""
    scratch = tempfile.mkdtemp(prefix="headless-drift-")
    try:
        for target in ("HeadlessUIKit", "HeadlessUIKitEnums"):
            shutil.copytree(os.path.join(paths.ROOT, "Sources", target), os.path.join(scratch, "Sources", target))
        with open(os.path.join(scratch, "Package.swift"), "w") as handle:
            handle.write(PACKAGE)
        problems = []
        for drift in EDITS:
            path = os.path.join(scratch, drift.file)
            with open(path) as handle:
                text = handle.read()
            if text.count(drift.old) != 1:
                problems.append(f"self-test: `{drift.old.strip()}` is not once in {drift.file}: update the drift")
                continue
            with open(path, "w") as handle:
                handle.write(text.replace(drift.old, drift.new))
        if problems:
            return problems
        work = os.path.join(scratch, "work")
        os.makedirs(work)
        result = run_comparison(scratch, uikit, env, True, work)
        for row in rows:
            row.used = False
        _, _, unexplained, _ = classify(result, rows)
        caught = {}
        for key, aspect, _ in unexplained:
            caught.setdefault(key, []).append(aspect)
        for drift in EDITS:
            if drift.key not in caught:
                problems.append(f"self-test: {drift.what} ({drift.key}) was not caught")
            else:
                drift.caught = sorted(set(caught[drift.key]))
        return problems
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
