"""The listed differences: `Sources/HeadlessUIKit/SDKReference/UIKit-differences`, one row
per known difference between a model declaration and the UIKit of the SDK kit, with its
reason. The check fails on a difference no row explains, and on a row that explains nothing."""

import re

STATUSES = {
    "headless-only": "no UIKit counterpart: setup standing in for the hardware",
    "headless-shape": "UIKit's declaration has more parameters, each defaulted",
    "ios18": "changed or introduced in iOS 17 or 18; the model follows the iOS 18.0 SDK",
    "linux-optional": "an @objc optional requirement; Linux has no optional requirements",
    "linux-objc-init": "an Objective-C initializer, callable on a metatype; on Linux only a required one is",
    "linux-not-open": "an Objective-C category member; a Swift extension member cannot be overridden on Linux",
    "linux-sendable": "Sendable checking of an Objective-C protocol type; Swift protocols follow other rules",
    "linux-self-conform": "an Objective-C protocol's existential conforms to the protocols it refines; a Swift protocol's does not",
    "linux-coregraphics": "a CoreGraphics declaration UIKit re-exports; Linux's Foundation lacks it, so the model declares it",
    "linux-c-rename": "a C enum constant's deprecation cannot name UIKit's Swift replacement (the C module has no Swift names)",
    "objc-assign": "an Objective-C assign property, imported as a stored unowned(unsafe) one; the model's is computed",
}


class Row:
    def __init__(self, number, symbol, difference, status, declaration, reason):
        self.number = number
        self.symbol = symbol
        self.difference = difference
        self.status = status
        self.declaration = declaration
        self.reason = reason
        self.used = False

    def matches(self, key, aspect):
        if self.symbol != key:
            return False
        if self.difference == aspect:
            return True
        if self.difference.endswith("*") and aspect.startswith(self.difference[:-1].rstrip()):
            return True
        # A declaration UIKit lacks fails every use: "missing" explains them all.
        return self.difference == "missing" and aspect.startswith("uses")


def read(path):
    rows, problems = [], []
    with open(path) as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            fields = [field.strip() for field in line.split(" | ")]
            if len(fields) != 5:
                problems.append(f"{path}:{number}: expected 5 fields separated by ' | ', got {len(fields)}")
                continue
            symbol, difference, status, declaration, reason = fields
            if status not in STATUSES:
                problems.append(f"{path}:{number}: unknown status {status!r}")
            if not reason or reason == "-":
                problems.append(f"{path}:{number}: a row needs its reason and source")
            if status == "ios18" and (declaration == "-" or not re.search(r"iPhoneOS1[78]", reason)):
                problems.append(f"{path}:{number}: an ios18 row gives the iOS 18 declaration and cites "
                                "the iOS 17/18 SDK file it was read from")
            rows.append(Row(number, symbol, difference, status, declaration, reason))
    return rows, problems


def explain(rows, key, aspect):
    """The row that explains a difference, or None."""
    for row in rows:
        if row.matches(key, aspect):
            row.used = True
            return row
    return None
