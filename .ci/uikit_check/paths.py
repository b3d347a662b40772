"""Where things are, and how tools are run."""

import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODEL_SOURCES = os.path.join(ROOT, "Sources", "HeadlessUIKit")
DIFFERENCES = os.path.join(MODEL_SOURCES, "SDKReference", "UIKit-differences")


class ToolFailed(Exception):
    """A tool the check needs failed (not a difference: the check cannot run)."""


def run(command, check=True, **kw):
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, **kw)
    if check and result.returncode != 0:
        raise ToolFailed(
            f"`{' '.join(command)}` failed ({result.returncode}):\n"
            + (result.stdout or "")[-3000:] + (result.stderr or "")[-3000:])
    return result


def swift_tool(name):
    """A tool of the toolchain that runs `swift` (beside it), else from PATH."""
    swift = subprocess.run(["which", "swift"], capture_output=True, text=True).stdout.strip()
    candidate = os.path.join(os.path.dirname(os.path.realpath(swift)), name) if swift else ""
    return candidate if candidate and os.path.exists(candidate) else name


def build_model(build=True, root=ROOT):
    """Builds the HeadlessUIKit target (debug) of the package at `root` and returns its
    modules folder and the include folders a client needs (the C module of the imported
    enums)."""
    if build:
        run(["nice", "swift", "build", "--package-path", root, "--target", "HeadlessUIKit"])
    bin_path = run(["swift", "build", "--package-path", root, "--show-bin-path"]).stdout.strip()
    include = os.path.join(root, "Sources", "HeadlessUIKitEnums", "include")
    return os.path.join(bin_path, "Modules"), ([include] if os.path.isdir(include) else [])
