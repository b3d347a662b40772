"""The comparison: every public model declaration against UIKit, as declared (symbol graphs)
and as used (the client file compiled against both, in Swift 6 and Swift 5 modes)."""

import os
import re

from . import client, compile as compiler, declarations

ISOLATION_WORDS = ("@MainActor", "nonisolated")


def shape(decl):
    """A model declaration with its isolation, as an `ios18` row spells it."""
    words = [w for w in ISOLATION_WORDS if w in decl.words]
    return " ".join(words + [decl.norm])


class Result:
    def __init__(self):
        self.decls = []
        self.differences = {}   # key -> [(aspect, detail)]
        self.client_path = None
        self.counts = {}

    def add(self, key, aspect, detail):
        self.differences.setdefault(key, [])
        if (aspect, detail) not in self.differences[key]:
            self.differences[key].append((aspect, detail))


def accessor_deprecations(decl):
    """{(accessor, version)} the model's source declares on a property's accessors: the
    symbol graph has no accessor availability (`@available(iOS, deprecated: 13.0) get`)."""
    if decl.location is None or decl.kind not in ("swift.property", "swift.type.property"):
        return set()
    path, line = decl.location
    if not os.path.exists(path):
        return set()
    with open(path) as handle:
        lines = handle.readlines()
    text, depth = "", 0
    for raw in lines[line - 1:]:  # the declaration, through its accessors' closing brace
        text += raw
        depth += raw.count("{") - raw.count("}")
        if depth <= 0:
            break
    found = set()
    for match in re.finditer(r"@available\(\s*iOS\s*,[^)]*deprecated:\s*([\d.]+)[^)]*\)\s*(get|set)\b", text):
        found.add(("getter" if match.group(2) == "get" else "setter", match.group(1)))
    return found


def compare(model_symbols, model_links, uikit, modules, includes, swiftc_ios, work):
    """Runs both comparisons; `uikit` is UIKit's declarations.Graph."""
    result = Result()
    model = declarations.Graph(model_symbols, model_links, "model")
    result.decls = model.decls()
    for decl in result.decls:
        other, how = declarations.counterpart(decl, uikit, model)
        for aspect, detail in declarations.compare(decl, other, how, uikit, model):
            result.add(decl.key, aspect, detail)
        decl.counterpart = other
    source_text, regions = client.generate(model)
    result.client_path = os.path.join(work, "HeadlessUIKitClient.swift")
    with open(result.client_path, "w") as handle:
        handle.write(source_text)
    lines = source_text.splitlines()
    uikit_accessors = {}
    for mode in compiler.MODES:
        mine = compiler.compile_model(result.client_path, modules, includes, mode)
        theirs = compiler.compile_uikit(result.client_path, swiftc_ios, mode)
        result.counts[mode] = (_tally(mine), _tally(theirs))
        mine_uses, _ = compiler.by_declaration(mine, regions)
        their_uses, their_deprecations = compiler.by_declaration(theirs, regions)
        for key, found in their_deprecations.items():
            for accessor, name, number in found:
                if accessor:
                    uikit_accessors.setdefault(key, set()).add((accessor, number))
        for key in sorted(set(mine_uses) | set(their_uses), key=str):
            if key is None:
                for use, line, severity, message in mine_uses.get(None, []) + their_uses.get(None, []):
                    result.add("(client file)", "uses", f"line {line}: {severity}: {message}")
                continue
            a = {(line, severity) for _, line, severity, _ in mine_uses.get(key, [])}
            b = {(line, severity) for _, line, severity, _ in their_uses.get(key, [])}
            if a == b:
                continue
            for use, line, severity, message in mine_uses.get(key, []):
                if (line, severity) not in b:
                    result.add(key, "uses: " + use,
                               f"Swift {mode}, model only: {severity}: {message} — `{lines[line - 1].strip()}`")
            for use, line, severity, message in their_uses.get(key, []):
                if (line, severity) not in a:
                    result.add(key, "uses: " + use,
                               f"Swift {mode}, UIKit only: {severity}: {message} — `{lines[line - 1].strip()}`")
    for decl in result.decls:
        mine = accessor_deprecations(decl)
        theirs = uikit_accessors.get(decl.key, set())
        if mine != theirs:
            result.add(decl.key, "deprecated accessor",
                       f"model {_accessors_text(mine)}, UIKit {_accessors_text(theirs)}")
    result.model = model
    return result


def _accessors_text(found):
    return ", ".join(f"{accessor} deprecated in iOS {number}" for accessor, number in sorted(found)) or "none"


def _tally(diagnostics):
    errors = sum(1 for d in diagnostics if d[2] == "error")
    return errors, len(diagnostics) - errors
