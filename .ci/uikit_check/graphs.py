"""Symbol graphs: HeadlessUIKit's (Linux toolchain) and UIKit's (the iOS SDK kit), loaded as
one flat list of symbols and relationships each."""

import hashlib
import json
import os
import shutil
import tempfile

from .paths import run, swift_tool


def _load(folder, module):
    """Symbols (each tagged with the module it extends, if any) and relationships of every
    graph file `swift-symbolgraph-extract` wrote for `module`."""
    symbols, relationships = [], []
    for name in sorted(os.listdir(folder)):
        if not name.startswith(module) or not name.endswith(".symbols.json"):
            continue
        stem = name[: -len(".symbols.json")]
        if stem != module and not stem.startswith(module + "@"):
            continue
        with open(os.path.join(folder, name)) as handle:
            graph = json.load(handle)
        extended = stem.split("@", 1)[1] if "@" in stem else None
        for symbol in graph["symbols"]:
            symbol["_extends"] = extended
            symbol["_module"] = module
            symbols.append(symbol)
        relationships += graph["relationships"]
    return symbols, relationships


def model_graph(modules_dir, include_dirs):
    """HeadlessUIKit's public symbols, extracted from the built module (no synthesized
    members: an enum's `init(rawValue:)` is the compiler's, not the model's), plus those of
    the C module that declares its imported enums."""
    triple = json.loads(run(["swift", "-print-target-info"]).stdout)["target"]["triple"]
    out = tempfile.mkdtemp(prefix="headless-symbols-")
    try:
        symbols, relationships = [], []
        for module in ("HeadlessUIKit", "HeadlessUIKitEnums"):
            if module == "HeadlessUIKitEnums" and not include_dirs:
                continue
            command = [
                swift_tool("swift-symbolgraph-extract"), "-module-name", module, "-target", triple,
                "-I", modules_dir, "-output-dir", out, "-minimum-access-level", "public",
                "-skip-synthesized-members",
            ]
            for folder in include_dirs:
                command += ["-I", folder]
            run(command)
            more, links = _load(out, module)
            symbols += more
            relationships += links
        return symbols, relationships
    finally:
        shutil.rmtree(out, ignore_errors=True)


def uikit_graph(sdk, resource_dir, module_cache, cache_dir, swiftc_ios):
    """UIKit's public symbols as the SDK's headers and overlay import them into Swift, for
    arm64-apple-ios13.0 (the package's floor). Extraction takes one to two minutes; the
    result is kept in `cache_dir`, keyed by the SDK and the toolchain."""
    if not os.path.exists(os.path.join(resource_dir, ".ready")):
        run([swiftc_ios, "-version"])  # swiftc-ios makes the resource directory on its first run
    version = run(["swift", "--version"]).stdout
    key = hashlib.sha256((os.path.realpath(sdk) + "\n" + version).encode()).hexdigest()[:16]
    folder = os.path.join(cache_dir, "uikit-symbols-" + key)
    if not os.path.exists(os.path.join(folder, ".complete")):
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        run([
            swift_tool("swift-symbolgraph-extract"), "-module-name", "UIKit",
            "-target", "arm64-apple-ios13.0", "-sdk", sdk, "-resource-dir", resource_dir,
            "-module-cache-path", module_cache, "-output-dir", folder,
            "-minimum-access-level", "public",
        ])
        open(os.path.join(folder, ".complete"), "w").close()
    return _load(folder, "UIKit")
