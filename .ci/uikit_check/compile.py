"""Compiling the client file against the model and against UIKit, and mapping every
diagnostic back to the declaration whose use caused it."""

import os
import re

from .paths import run

DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): (error|warning): (.*)$")
MODES = ("6", "5")
# iOS availability never produces a diagnostic when compiling for Linux, so a deprecation is
# compared as a declaration (declarations.py, and accessors below), not as a warning.
DEPRECATION = re.compile(r"(?:^|')?(?:(getter|setter) for )?'([^']+)' (?:was|is) deprecated in iOS ([\d.]+)")


def compile_model(source, modules, includes, mode):
    command = ["swiftc", "-typecheck", "-swift-version", mode, "-module-name", "Client",
               "-diagnostic-style", "llvm", "-I", modules]
    for folder in includes:
        command += ["-I", folder]
    return _diagnostics(run(command + [source], check=False), source)


def compile_uikit(source, swiftc_ios, mode):
    command = [swiftc_ios, "-typecheck", "-target", "arm64-apple-ios13.0", "-swift-version", mode,
               "-module-name", "Client", "-diagnostic-style", "llvm", source]
    return _diagnostics(run(command, check=False), source)


def _diagnostics(result, source):
    found = []
    for line in (result.stdout + "\n" + result.stderr).splitlines():
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        path, number, column, severity, message = match.groups()
        if os.path.basename(path) != os.path.basename(source):
            continue  # e.g. swiftc-ios's own declarations for older SDKs
        message = re.sub(r"\s*\[#[\w-]+\]$", "", message)
        found.append((int(number), int(column), severity, message))
    if result.returncode != 0 and not any(d[2] == "error" for d in found):
        raise RuntimeError("the compiler failed without a diagnostic in the client file:\n"
                           + (result.stdout + result.stderr)[-3000:])
    return sorted(set(found))


def locate(regions, line):
    """The innermost region holding a line: (declaration key, use)."""
    best = None
    for first, last, key, use in regions:
        if first <= line <= last and (best is None or last - first < best[1] - best[0]):
            best = (first, last, key, use)
    return (best[2], best[3]) if best else (None, None)


def clean(message):
    """A message as both sides can be compared: no module names."""
    return re.sub(r"\b(?:HeadlessUIKit|HeadlessUIKitEnums|UIKit|UIKitCore|Foundation)\.", "", message)


def by_declaration(diagnostics, regions):
    """{key: [(use, line, severity, message)]} with deprecation warnings set apart as
    {key: [(accessor or None, version, message)]}."""
    uses, deprecations = {}, {}
    for line, column, severity, message in diagnostics:
        key, use = locate(regions, line)
        match = DEPRECATION.search(message)
        if severity == "warning" and match:
            deprecations.setdefault(key, set()).add((match.group(1), match.group(2), match.group(3)))
            continue
        uses.setdefault(key, []).append((use, line, severity, clean(message)))
    return uses, deprecations
