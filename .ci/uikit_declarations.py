#!/usr/bin/env python3
"""Holds HeadlessUIKit's public declarations to the iOS 18.0 SDK reference.

Extracts the module's symbol graph with the toolchain's `swift-symbolgraph-extract`, turns
every public declaration into one canonical row and compares the rows with
`Sources/HeadlessUIKit/SDKReference/UIKit-iOS18.0.reference`. Fails on a declaration that
differs from its row, a declaration without a row, and a row without a declaration. Then a
self-test edits the model's rows in memory (a label, an optionality, open -> public, an
isolation, a deprecation) and fails unless the comparison catches each edit.

Usage:
  .ci/uikit_declarations.py            check (builds the HeadlessUIKit target first)
  .ci/uikit_declarations.py --print    print the model's rows (to compare by eye)
  .ci/uikit_declarations.py --no-build check an existing build
"""

import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = os.path.join(ROOT, "Sources/HeadlessUIKit/SDKReference/UIKit-iOS18.0.reference")
MODEL_SOURCES = os.path.join(ROOT, "Sources/HeadlessUIKit")

# Conformances every NSObject subclass has; a class row lists only what it adds.
NSOBJECT_CONFORMANCES = {
    "NSObjectProtocol", "Equatable", "Hashable", "CustomStringConvertible",
    "CustomDebugStringConvertible",
}
# Implied by others, or by main-actor isolation; never listed.
IMPLIED = {"SendableMetatype"}


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT, **kw)


def swift_tool(name):
    swift = subprocess.run(["which", "swift"], capture_output=True, text=True).stdout.strip()
    candidate = os.path.join(os.path.dirname(os.path.realpath(swift)), name) if swift else ""
    if candidate and os.path.exists(candidate):
        return candidate
    return name


def extract_symbol_graph(build):
    if build:
        run(["swift", "build", "--target", "HeadlessUIKit"])
    bin_path = run(["swift", "build", "--show-bin-path"]).stdout.strip()
    triple = json.loads(run(["swift", "-print-target-info"]).stdout)["target"]["triple"]
    out = tempfile.mkdtemp(prefix="headless-symbols-")
    run([
        swift_tool("swift-symbolgraph-extract"), "-module-name", "HeadlessUIKit",
        "-target", triple, "-I", os.path.join(bin_path, "Modules"), "-output-dir", out,
        "-minimum-access-level", "public", "-skip-synthesized-members",
    ])
    symbols, relationships = [], []
    for name in sorted(os.listdir(out)):
        graph = json.load(open(os.path.join(out, name)))
        extended = name[len("HeadlessUIKit@"):-len(".symbols.json")] if "@" in name else None
        for symbol in graph["symbols"]:
            symbol["_extends"] = extended
            symbols.append(symbol)
        relationships += graph["relationships"]
    return symbols, relationships


def declaration(symbol, optional):
    """The declaration as callers see it: no internal parameter names, no `override`
    (where a member is declared is not API), the access level after the attributes."""
    text = ""
    for fragment in symbol["declarationFragments"]:
        if fragment["kind"] == "internalParam":
            continue
        text += fragment["spelling"]
    text = re.sub(r"(\w) :", r"\1:", text)  # "_ : CGRect" once the internal name is gone
    text = re.sub(r"\boverride ", "", text)
    text = re.sub(r"\s+", " ", text).strip()
    attributes = []
    rest = text
    while True:
        match = re.match(r"(@\w+(?:\([^)]*\))?|nonisolated)\s+", rest)
        if not match:
            break
        attributes.append(match.group(1))
        rest = rest[match.end():]
    # A stored property lists no accessors; spell them as UIKit's interface does.
    if re.match(r"(weak )?(static |class )?var ", rest) and "{" not in rest:
        rest += " { get set }"
    rest = re.sub(r"^((?:static |class )?)let (.*)$", r"\1var \2 { get }", rest)
    access = symbol["accessLevel"]
    if optional:
        access += " optional"
    return " ".join(attributes + [access, rest])


def deprecation(symbol):
    notes = []
    for entry in symbol.get("availability") or []:
        if "deprecated" in entry or entry.get("isUnconditionallyDeprecated"):
            version = entry.get("deprecated")
            number = ".".join(str(version[k]) for k in ("major", "minor", "patch") if k in version) if version else ""
            message = entry.get("message") or (("renamed " + entry["renamed"]) if entry.get("renamed") else "")
            notes.append(f"{entry['domain']} {number}".strip() + (f": {message}" if message else ""))
    return "; ".join(notes) or "-"


def model_rows():
    symbols, relationships = extract_symbol_graph("--no-build" not in sys.argv)
    by_id = {s["identifier"]["precise"]: s for s in symbols}
    default_impls = {r["source"] for r in relationships if r["kind"] == "defaultImplementationOf"}
    defaulted = {r["target"] for r in relationships if r["kind"] == "defaultImplementationOf"}
    supers, conforms = {}, {}
    for r in relationships:
        target = by_id.get(r["target"])
        name = ".".join(target["pathComponents"]) if target else r.get("targetFallback", r["target"]).split(".")[-1]
        if r["kind"] == "inheritsFrom":
            supers[r["source"]] = name
        elif r["kind"] == "conformsTo":
            conforms.setdefault(r["source"], set()).add(name)

    def inherited_conformances(type_id):
        parent = supers.get(type_id)
        if parent is None:
            return set()
        parent_id = next((i for i, s in by_id.items() if ".".join(s["pathComponents"]) == parent), None)
        if parent_id is None:  # a Foundation class: NSObject
            return set(NSOBJECT_CONFORMANCES)
        return conforms.get(parent_id, set()) | inherited_conformances(parent_id)

    rows = []
    for precise, symbol in by_id.items():
        if precise in default_impls:
            continue  # folded into its requirement ("optional" below)
        if not symbol.get("location"):
            continue  # compiler-made (an enum's init(rawValue:)): not declared in the model
        path = ".".join(([symbol["_extends"]] if symbol["_extends"] else []) + symbol["pathComponents"])
        kind = symbol["kind"]["identifier"]
        inherits = "-"
        if kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol"):
            own = set(conforms.get(precise, set())) - IMPLIED - inherited_conformances(precise)
            if kind == "swift.class" and "@MainActor" in declaration(symbol, False):
                own.discard("Sendable")  # implied by main-actor isolation
            if "OptionSet" in own:
                own -= {"SetAlgebra", "RawRepresentable", "Equatable", "ExpressibleByArrayLiteral"}
            if "Hashable" in own:
                own.discard("Equatable")
            parts = ([supers[precise]] if precise in supers else []) + sorted(own)
            inherits = ", ".join(parts) or "-"
        rows.append((path, declaration(symbol, precise in defaulted), inherits, deprecation(symbol)))
    return sorted(rows)


def reference_rows():
    rows, meta = [], {}
    for number, line in enumerate(open(REFERENCE), 1):
        line = line.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        fields = [f.strip() for f in line.split(" | ")]
        if len(fields) != 6:
            sys.exit(f"{REFERENCE}:{number}: expected 6 fields separated by ' | ', got {len(fields)}")
        path, decl, inherits, deprecated, status, source = fields
        rows.append((path, decl, inherits, deprecated))
        meta[(path, decl, inherits, deprecated)] = (number, status, source)
    return rows, meta


ACCESSOR = re.compile(r"^(getter|setter) (.*)$")


def accessor_deprecation_ok(path, deprecated):
    """The symbol graph carries no accessor availability: check the model's source instead.
    The row's `getter iOS 13.0: …` must match an `@available(iOS, …, deprecated: 13.0 …)`
    on that accessor of that property."""
    match = ACCESSOR.match(deprecated)
    if not match:
        return True
    accessor = "get" if match.group(1) == "getter" else "set"
    version = match.group(2).split(":")[0].split()[-1]
    owner, name = path.split(".")[-2:]
    for folder, _, files in os.walk(MODEL_SOURCES):
        for file in files:
            if not file.endswith(".swift"):
                continue
            text = open(os.path.join(folder, file)).read()
            if not re.search(rf"class {owner}\b", text):
                continue
            body = re.search(rf"open var {name}: [^{{]*\{{(.*?)\n    \}}", text, re.S)
            if body and re.search(
                rf"@available\(\s*iOS,[^)]*deprecated: {re.escape(version)}[^)]*\)\s*{accessor}\b", body.group(1)
            ):
                return True
    return False


DELEGATE_CALL = re.compile(
    r"\bdelegate\??\.(textFieldShouldBeginEditing|textFieldDidBeginEditing|textFieldShouldEndEditing|"
    r"textFieldDidEndEditing|textFieldShouldReturn)\s*\(")


def delegate_call_problems():
    """UITextFieldDelegate's methods are @objc optional on iOS: a call needs `?` after the
    method name there, which Linux (no optional requirements) cannot compile. So code outside
    the model must not call them at all; calling them is UIKit's job. A heuristic: it looks
    for calls on a receiver named `delegate`."""
    problems = []
    for top in ("Sources", "Demo", "Benchmarks"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            if os.path.abspath(folder).startswith(MODEL_SOURCES):
                continue
            for file in files:
                if not file.endswith(".swift"):
                    continue
                full = os.path.join(folder, file)
                for number, line in enumerate(open(full), 1):
                    if DELEGATE_CALL.search(line):
                        problems.append(
                            f"{os.path.relpath(full, ROOT)}:{number}: calls a UITextFieldDelegate method, "
                            "which is optional on iOS (needs `?(`) and required on Linux")
    return problems


def compare(model, reference, meta):
    """The differences between the model's rows and the reference's, as messages."""
    failures = []
    # Accessor-level deprecations are checked in the source; the graph shows none.
    normalized = []
    for row in reference:
        if ACCESSOR.match(row[3]):
            if not accessor_deprecation_ok(row[0], row[3]):
                failures.append(f"{row[0]}: the model lacks the row's {row[3]!r}")
            row = row[:3] + ("-",)
        normalized.append(row)
    unmatched_model = list(model)
    unmatched_reference = []
    for row, original in zip(normalized, reference):
        if row in unmatched_model:
            unmatched_model.remove(row)
        else:
            unmatched_reference.append((row, original))
    reference_paths = {}
    for row, original in unmatched_reference:
        reference_paths.setdefault(row[0], []).append((row, original))
    for row in unmatched_model:
        candidates = reference_paths.get(row[0])
        if candidates:
            expected, original = candidates.pop(0)
            number = meta[original][0]
            failures.append(
                f"{row[0]} differs from its row (reference line {number}):\n"
                f"    model:     {' | '.join(row[1:])}\n    reference: {' | '.join(expected[1:])}")
        else:
            failures.append(f"{row[0]} has no row:\n    model:     {' | '.join(row[1:])}")
    for path, left in reference_paths.items():
        for row, original in left:
            failures.append(f"{path} (reference line {meta[original][0]}) has no declaration in the model")
    return failures


# Hand edits a reviewer could make to the model, each of which the comparison must catch:
# (symbol, what the edit does to the model's declaration).
SELF_TEST_EDITS = [
    ("UIControl.removeAction(_:for:)", "a label",
     lambda row: (row[0].replace("(_:for:)", "(_:forEvents:)"), row[1].replace(", for:", ", forEvents:")) + row[2:]),
    ("UITextView.selectedTextRange", "an optionality",
     lambda row: (row[0], row[1].replace("UITextRange?", "UITextRange")) + row[2:]),
    ("UIScrollView.scrollRectToVisible(_:animated:)", "open -> public",
     lambda row: (row[0], row[1].replace(" open ", " public ")) + row[2:]),
    ("UIResponder.keyboardFrameEndUserInfoKey", "an isolation",
     lambda row: (row[0], row[1].replace("@MainActor", "nonisolated")) + row[2:]),
    ("UIScreen.main", "a deprecation",
     lambda row: row[:3] + ("-",)),
]


def self_test(model, reference, meta):
    """Each edit applied to the model's rows must make the comparison fail on that symbol;
    the unedited rows must pass. Proves the comparison, not the extraction (see README)."""
    problems = []
    if compare(model, reference, meta):
        problems.append("the unedited model does not match the reference")
    for symbol, what, edit in SELF_TEST_EDITS:
        rows = [row for row in model if row[0] == symbol]
        if len(rows) != 1:
            problems.append(f"self-test: expected one model row for {symbol}, found {len(rows)}")
            continue
        edited = [edit(row) if row[0] == symbol else row for row in model]
        failures = compare(edited, reference, meta)
        if not failures or not all(symbol.split("(")[0] in failure for failure in failures):
            problems.append(f"self-test: changing {what} of {symbol} was not caught: {failures}")
    return problems


def main():
    model = model_rows()
    if "--print" in sys.argv:
        for row in model:
            print(" | ".join(row))
        return 0
    reference, meta = reference_rows()
    failures = delegate_call_problems() + compare(model, reference, meta)
    if failures:
        print(f"HeadlessUIKit vs the iOS 18.0 SDK reference: {len(failures)} problem(s)")
        for failure in failures:
            print("- " + failure)
        return 1
    print(f"HeadlessUIKit vs the iOS 18.0 SDK reference: {len(model)} declarations, all match their rows")
    problems = self_test(model, reference, meta)
    if problems:
        for problem in problems:
            print("- " + problem)
        return 1
    print(f"Self-test: each of {len(SELF_TEST_EDITS)} hand edits (a label, an optionality, open -> public, "
          "an isolation, a deprecation) is caught")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except subprocess.CalledProcessError as error:
        print(f"HeadlessUIKit vs the iOS 18.0 SDK reference: `{' '.join(error.cmd)}` failed:")
        print((error.stdout or "")[-3000:] + (error.stderr or "")[-3000:])
        sys.exit(1)
