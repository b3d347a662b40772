#!/usr/bin/env python3
"""The targets the package's library products are made of on iOS, read from Package.swift.

The CI steps that compile the product outside SwiftPM (against Apple's iOS SDK, for the docs)
and the privacy manifest check all take the product's targets from here, so Package.swift is
the one list: a target split out of the product (say a Foundation-only core) is picked up
without touching a script.

The products are every library product of the manifest (AvoidingScrollView and
AvoidingScrollViewDiagnostics, issue 34), or the one named on the command line; their targets
are listed once each, so that the diagnostics product's check compiles against the avoidance
product's modules emitted just before.

Reads `swift package dump-package` and prints shell assignments for `eval`
(.ci/product-targets.sh does that):

  PRODUCT_TARGETS=(...)                each target the products link on iOS, in dependency
                                       order (a target after every target it imports)
  PRODUCT_PACKAGE_NAME=...             the package identity, for `-package-name`
  PRODUCT_IOS_DEPLOYMENT_TARGET=13.0   the manifest's `.iOS(...)` platform
  PRODUCT_SOURCES_<target>=(...)       the target's Swift files, as SwiftPM finds them
  PRODUCT_RESOURCES_<target>=(...)     the target's declared resources (`resources:`)

A target belongs to the product on iOS when the product names it, or a target of the product
depends on it with no condition or a condition that includes iOS: `HeadlessUIKit`, a dependency
only `.when(platforms: [.linux, .macOS, ...])`, is not part of it.

Run from the repository root: python3 .ci/product_targets.py [PRODUCT]  (default: every
library product)
Other checks import it: `load()` returns the same facts as a dictionary.
"""

import json
import os
import shlex
import subprocess
import sys

# None: every library product of the manifest.
PRODUCT = None


def fail(message):
    print(f"error: product_targets.py: {message}", file=sys.stderr)
    sys.exit(1)


def applies_to_ios(condition):
    """A dependency's condition: None, or {"platformNames": [...]}."""
    if not condition:
        return True
    names = condition.get("platformNames")
    return names is None or "ios" in names


def dependency_targets(target, targets_by_name):
    """The names of the package targets `target` depends on when building for iOS."""
    names = []
    for dependency in target.get("dependencies", []):
        if "target" in dependency:
            name, condition = dependency["target"][0], dependency["target"][1]
        elif "byName" in dependency:
            name, condition = dependency["byName"][0], dependency["byName"][1]
        elif "product" in dependency:
            # The package has no dependencies (README); a product of another package would
            # have to be compiled here too.
            fail(f"{target['name']} depends on another package's product {dependency['product']}")
        else:
            fail(f"{target['name']}: unknown dependency form {dependency}")
        if not applies_to_ios(condition):
            continue
        if name not in targets_by_name:
            fail(f"{target['name']} depends on {name}, which is not a target of this package")
        names.append(name)
    return names


def swift_sources(target):
    """The Swift files SwiftPM compiles for `target`: its `sources`, or every .swift file
    under its path, minus `exclude`."""
    path = target.get("path") or os.path.join("Sources", target["name"])
    excluded = [os.path.normpath(os.path.join(path, item)) for item in target.get("exclude", [])]
    roots = [os.path.join(path, item) for item in target["sources"]] if target.get("sources") else [path]
    files = []
    for root in roots:
        if os.path.isfile(root):
            candidates = [root]
        else:
            candidates = [
                os.path.join(folder, name)
                for folder, _, names in os.walk(root)
                for name in names
            ]
        for candidate in candidates:
            candidate = os.path.normpath(candidate)
            if not candidate.endswith(".swift"):
                continue
            if any(candidate == item or candidate.startswith(item + os.sep) for item in excluded):
                continue
            files.append(candidate)
    return sorted(set(files))


def resources(target):
    path = target.get("path") or os.path.join("Sources", target["name"])
    return [os.path.normpath(os.path.join(path, item["path"])) for item in target.get("resources", [])]


def load(product=PRODUCT):
    """{"targets": [{"name", "sources", "resources"}...] in dependency order,
    "package_name", "ios_deployment_target", "products"} for `product` (every library product
    when None), from `swift package dump-package`."""
    try:
        dump = subprocess.run(
            ["swift", "package", "dump-package"], check=True, capture_output=True, text=True
        ).stdout
    except subprocess.CalledProcessError as error:
        sys.stderr.write(error.stderr)
        fail("swift package dump-package failed")
    package = json.loads(dump)
    targets_by_name = {target["name"]: target for target in package["targets"]}
    libraries = [
        candidate for candidate in package["products"] if "library" in candidate.get("type", {})
    ]
    if product is None:
        products = libraries
        if not products:
            fail("Package.swift declares no library product")
    else:
        products = [candidate for candidate in libraries if candidate["name"] == product]
        if len(products) != 1:
            fail(f"Package.swift has no single library product named {product}")

    # Depth-first from the product's targets: each target is listed after its dependencies.
    ordered, visiting = [], set()

    def visit(name):
        if name in ordered:
            return
        if name in visiting:
            fail(f"a dependency cycle through {name}")
        visiting.add(name)
        for dependency in dependency_targets(targets_by_name[name], targets_by_name):
            visit(dependency)
        visiting.discard(name)
        ordered.append(name)

    for library in products:
        for name in library["targets"]:
            visit(name)

    ios = [platform for platform in package.get("platforms") or [] if platform["platformName"] == "ios"]
    if len(ios) != 1:
        fail("Package.swift declares no iOS platform")
    targets = []
    for name in ordered:
        sources = swift_sources(targets_by_name[name])
        if not sources:
            fail(f"target {name} has no Swift sources")
        targets.append(
            {"name": name, "sources": sources, "resources": resources(targets_by_name[name])}
        )
    return {
        "targets": targets,
        # SwiftPM passes the package identity; for a package added by URL that is the last
        # path component, lowercased (".../AvoidingScrollView" -> avoidingscrollview).
        "package_name": package["name"].lower(),
        "ios_deployment_target": ios[0]["version"],
        "products": [library["name"] for library in products],
    }


def main():
    facts = load(sys.argv[1] if len(sys.argv) > 1 else PRODUCT)
    names = [target["name"] for target in facts["targets"]]
    lines = [
        f"PRODUCT_TARGETS=({' '.join(shlex.quote(name) for name in names)})",
        f"PRODUCT_PACKAGE_NAME={shlex.quote(facts['package_name'])}",
        f"PRODUCT_IOS_DEPLOYMENT_TARGET={shlex.quote(facts['ios_deployment_target'])}",
    ]
    for target in facts["targets"]:
        name = target["name"]
        if not name.isidentifier():
            fail(f"target name {name!r} cannot name a shell variable")
        sources = " ".join(shlex.quote(item) for item in target["sources"])
        lines.append(f"PRODUCT_SOURCES_{name}=({sources})")
        declared = " ".join(shlex.quote(item) for item in target["resources"])
        lines.append(f"PRODUCT_RESOURCES_{name}=({declared})")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
