#!/usr/bin/env python3
"""Checks Demo/iOSApp/SignUpDemo.xcodeproj without Xcode.

Parses the project with the `pbxproj` package (PyPI) and fails unless:
- the project file parses and has the one app target, `SignUpDemo`;
- every Swift file of Demo/iOSApp/SignUpDemo and Demo/SignUpForm is in the target's
  Sources phase, and every source the phase names exists on disk (paths resolved through
  the groups, as Xcode resolves them);
- the target's Info.plist exists, parses, and its scene manifest names a scene delegate
  class that the app's sources declare, with UIKit's `scene(_:willConnectTo:options:)`;
- the project references the repository root as a local Swift package
  (XCLocalSwiftPackageReference), and the target links each of its products, `AvoidingScrollView`
  and `AvoidingScrollViewDiagnostics` (the Record button, issue 34);
- the shared scheme builds and runs that target, and tests with the conformance test bundle;
- the test bundle `SignUpDemoConformanceTests` (issue 29) is a unit-test bundle hosted by the
  app (TEST_HOST, BUNDLE_LOADER, a dependency on the app target), its Sources phase is exactly
  the Swift files of Demo/iOSApp/SignUpDemoConformanceTests and Sources/ConformanceScenarios,
  it sees the local package's products without linking them a second time (the app links them:
  two static copies of one module in one process would each keep their own state), and it has
  one `test…` method per scenario of ConformanceScenario.all, named after it;
- every configuration of the target has the same iOS deployment target
  (IPHONEOS_DEPLOYMENT_TARGET, the target's own setting or else the project's, as Xcode
  resolves it).

Run from the repository root: python3 .ci/check_xcodeproj.py
With --deployment-target it prints only that deployment target (for .ci/ios-demo.sh, which
type-checks the app at it).
"""

import os
import plistlib
import re
import sys
import xml.etree.ElementTree as ElementTree

from pbxproj import XcodeProject

APP_DIR = "Demo/iOSApp"
PROJECT = os.path.join(APP_DIR, "SignUpDemo.xcodeproj")
TARGET = "SignUpDemo"
# The package's products the app links (and the test bundle sees); ConformanceScenarios, which
# the test bundle compiles, records traces with the diagnostics product.
PRODUCTS = ("AvoidingScrollView", "AvoidingScrollViewDiagnostics")
SOURCE_DIRS = ["Demo/iOSApp/SignUpDemo", "Demo/SignUpForm"]
TEST_TARGET = "SignUpDemoConformanceTests"
TEST_SOURCE_DIRS = ["Demo/iOSApp/SignUpDemoConformanceTests", "Sources/ConformanceScenarios"]
SCENARIOS = "Sources/ConformanceScenarios/ConformanceScenario.swift"

failures = []
deployment_targets = set()


def fail(message):
    failures.append(message)


def value(obj, key):
    """A key of a pbxproj object, or None."""
    return obj[key] if key in obj else None


def check_sources(objects, paths, target, folders):
    """The target's Sources phase: exactly the Swift files of `folders`, all on disk."""
    sources = set()
    for phase_id in target.buildPhases:
        phase = objects[phase_id]
        if phase.isa != "PBXSourcesBuildPhase":
            continue
        for build_file_id in phase.files:
            file_ref = value(objects[build_file_id], "fileRef")
            if file_ref not in paths:
                fail(f"source build file {build_file_id} has no file on disk")
                continue
            sources.add(paths[file_ref])
    for path in sorted(sources):
        if not os.path.isfile(path):
            fail(f"the Sources phase names {path}, which does not exist")
    expected = {
        os.path.normpath(os.path.join(folder, name))
        for folder in folders
        for name in os.listdir(folder)
        if name.endswith(".swift")
    }
    for path in sorted(expected - sources):
        fail(f"{path} is not in the {target.name} target's Sources phase")
    for path in sorted(sources - expected):
        fail(f"the {target.name} target's Sources phase has {path}, outside {folders}")
    return sources


def main():
    project = XcodeProject.load(os.path.join(PROJECT, "project.pbxproj"))
    objects = project.objects
    root = objects[project.rootObject]
    project_dir = APP_DIR  # projectDirPath is empty: the folder holding the .xcodeproj

    # Where each file reference lives: walk the groups from the main group.
    paths = {}

    def walk(group_id, base):
        group = objects[group_id]
        for child_id in group.children:
            child = objects[child_id]
            tree = value(child, "sourceTree")
            path = value(child, "path") or ""
            if tree == "<group>":
                where = os.path.normpath(os.path.join(base, path))
            elif tree == "SOURCE_ROOT":
                where = os.path.normpath(os.path.join(project_dir, path))
            else:
                where = None  # built products and SDK files are not on disk here
            if child.isa == "PBXGroup":
                walk(child_id, where if where is not None else base)
            elif where is not None:
                paths[child_id] = where

    walk(root.mainGroup, project_dir)

    names = sorted(t.name for t in objects.get_targets())
    if names != sorted([TARGET, TEST_TARGET]):
        fail(f"expected the targets {TARGET} and {TEST_TARGET}, found {names}")
    targets = [t for t in objects.get_targets() if t.name == TARGET]
    if len(targets) != 1:
        fail(f"expected one target named {TARGET}, found {len(targets)}")
        return
    target = targets[0]

    sources = check_sources(objects, paths, target, SOURCE_DIRS)

    # The local package: the repository root, linked through its product.
    local_refs = {
        ref_id: value(objects[ref_id], "relativePath")
        for ref_id in (value(root, "packageReferences") or [])
        if objects[ref_id].isa == "XCLocalSwiftPackageReference"
    }
    package_ids = [
        ref_id
        for ref_id, relative in local_refs.items()
        if relative is not None
        and os.path.samefile(os.path.join(project_dir, relative), ".")
    ]
    if len(package_ids) != 1:
        fail(f"expected one XCLocalSwiftPackageReference to the repository root, got {local_refs}")
    elif not re.search(r'name:\s*"AvoidingScrollView"', open("Package.swift").read()):
        fail("the referenced folder's Package.swift is not the AvoidingScrollView package")
    for product in PRODUCTS:
        product_ids = [
            dep_id
            for dep_id in (value(target, "packageProductDependencies") or [])
            if value(objects[dep_id], "productName") == product
            and value(objects[dep_id], "package") in package_ids
        ]
        if len(product_ids) != 1:
            fail(f"{TARGET} does not depend on the local package's {product} product")
        linked = [
            build_file_id
            for phase_id in target.buildPhases
            if objects[phase_id].isa == "PBXFrameworksBuildPhase"
            for build_file_id in objects[phase_id].files
            if value(objects[build_file_id], "productRef") in product_ids
        ]
        if len(linked) != 1:
            fail(f"{TARGET}'s Frameworks phase does not link {product}")

    # Info.plist: a scene manifest naming a delegate that the sources declare.
    configuration_list = objects[target.buildConfigurationList]
    source_text = "\n".join(open(path).read() for path in sorted(sources) if os.path.isfile(path))
    for configuration_id in configuration_list.buildConfigurations:
        configuration = objects[configuration_id]
        settings = configuration.buildSettings
        plist_path = os.path.join(project_dir, value(settings, "INFOPLIST_FILE") or "")
        if not os.path.isfile(plist_path):
            fail(f"{configuration.name}: INFOPLIST_FILE {plist_path} does not exist")
            continue
        with open(plist_path, "rb") as plist_file:
            info = plistlib.load(plist_file)
        scenes = (
            info.get("UIApplicationSceneManifest", {})
            .get("UISceneConfigurations", {})
            .get("UIWindowSceneSessionRoleApplication", [])
        )
        delegates = [scene.get("UISceneDelegateClassName", "") for scene in scenes]
        if len(delegates) != 1:
            fail(f"{plist_path}: expected one application scene configuration, got {delegates}")
            continue
        delegate = delegates[0].replace("$(PRODUCT_MODULE_NAME).", "")
        declaration = re.search(
            r"class\s+" + re.escape(delegate) + r"\s*:[^{]*UIWindowSceneDelegate[^{]*\{"
            r"(?s:.*?)func\s+scene\(\s*_\s+\w+:\s*UIScene,\s*willConnectTo\s+\w+:\s*"
            r"UISceneSession,\s*options\s+\w+:\s*UIScene\.ConnectionOptions\s*\)",
            source_text,
        )
        if declaration is None:
            fail(
                f"no class {delegate} with scene(_:willConnectTo:options:) in the app's sources"
            )

    # The deployment target: the target's setting, else the project's configuration of the
    # same name (Xcode's resolution order, without xcconfig files, which this project has none of).
    project_configurations = {
        objects[configuration_id].name: objects[configuration_id].buildSettings
        for configuration_id in objects[root.buildConfigurationList].buildConfigurations
    }
    for configuration_id in configuration_list.buildConfigurations:
        configuration = objects[configuration_id]
        value_here = value(configuration.buildSettings, "IPHONEOS_DEPLOYMENT_TARGET")
        if value_here is None:
            value_here = value(
                project_configurations.get(configuration.name, {}), "IPHONEOS_DEPLOYMENT_TARGET"
            )
        if value_here is None or not re.fullmatch(r"\d+\.\d+", str(value_here)):
            fail(f"{configuration.name}: no IPHONEOS_DEPLOYMENT_TARGET of the form N.N ({value_here})")
        else:
            deployment_targets.add(str(value_here))
    if len(deployment_targets) > 1:
        fail(f"the configurations differ in IPHONEOS_DEPLOYMENT_TARGET: {sorted(deployment_targets)}")

    tests = check_test_target(objects, paths, target, package_ids)

    # The shared scheme builds and runs the app, and tests with the test bundle.
    scheme = os.path.join(PROJECT, "xcshareddata", "xcschemes", f"{TARGET}.xcscheme")
    if not os.path.isfile(scheme):
        fail(f"missing shared scheme {scheme}")
    else:
        tree = ElementTree.parse(scheme)

        def blueprints(path):
            return {
                element.get("BlueprintIdentifier")
                for element in tree.iterfind(path + "//BuildableReference")
            }

        if blueprints("LaunchAction") != {target.get_id()}:
            fail(f"{scheme} runs {blueprints('LaunchAction')}, not the {TARGET} target")
        if tests is not None and blueprints("TestAction/Testables") != {tests.get_id()}:
            fail(f"{scheme} tests with {blueprints('TestAction/Testables')}, not {TEST_TARGET}")
        if tests is not None and blueprints("BuildAction") != {target.get_id(), tests.get_id()}:
            fail(f"{scheme} builds {blueprints('BuildAction')}, not {TARGET} and {TEST_TARGET}")

    if not failures and "--deployment-target" not in sys.argv:
        print(
            f"xcodeproj: {PROJECT} parses; {len(sources)} sources, local package "
            f"{list(local_refs.values())}, products {', '.join(PRODUCTS)}, iOS {min(deployment_targets)}; "
            f"test bundle {TEST_TARGET} hosted by {TARGET}, one test per conformance scenario"
        )


def check_test_target(objects, paths, app, package_ids):
    """The conformance test bundle: hosted by `app`, its sources, its test methods."""
    found = [t for t in objects.get_targets() if t.name == TEST_TARGET]
    if len(found) != 1:
        return None
    tests = found[0]
    if value(tests, "productType") != "com.apple.product-type.bundle.unit-test":
        fail(f"{TEST_TARGET} is not a unit-test bundle")
    check_sources(objects, paths, tests, TEST_SOURCE_DIRS)
    dependencies = [
        value(objects[dependency_id], "target") for dependency_id in (tests.dependencies or [])
    ]
    if dependencies != [app.get_id()]:
        fail(f"{TEST_TARGET} depends on {dependencies}, not on the {TARGET} target")
    host = f"$(BUILT_PRODUCTS_DIR)/{TARGET}.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/{TARGET}"
    for configuration_id in objects[tests.buildConfigurationList].buildConfigurations:
        configuration = objects[configuration_id]
        settings = configuration.buildSettings
        if value(settings, "TEST_HOST") != host:
            fail(f"{TEST_TARGET} {configuration.name}: TEST_HOST is not {host}")
        if value(settings, "BUNDLE_LOADER") != "$(TEST_HOST)":
            fail(f"{TEST_TARGET} {configuration.name}: BUNDLE_LOADER is not $(TEST_HOST)")
    for product in PRODUCTS:
        products = [
            dependency_id
            for dependency_id in (value(tests, "packageProductDependencies") or [])
            if value(objects[dependency_id], "productName") == product
            and value(objects[dependency_id], "package") in package_ids
        ]
        if len(products) != 1:
            fail(f"{TEST_TARGET} does not see the local package's {product} product")
    for phase_id in tests.buildPhases:
        phase = objects[phase_id]
        if phase.isa == "PBXFrameworksBuildPhase" and list(phase.files):
            fail(f"{TEST_TARGET} links {len(phase.files)} item(s): the host app links the products")

    # One test method per scenario: "live show and hide" is testLiveShowAndHide.
    names = re.findall(r'ConformanceScenario\(name: "([^"]+)"', open(SCENARIOS).read())
    expected = {"test" + "".join(word[:1].upper() + word[1:] for word in name.split()) for name in names}
    text = "\n".join(
        open(os.path.join(TEST_SOURCE_DIRS[0], name)).read()
        for name in sorted(os.listdir(TEST_SOURCE_DIRS[0]))
        if name.endswith(".swift")
    )
    methods = set(re.findall(r"func (test\w+)\(\)", text))
    if not names:
        fail(f"no scenario found in {SCENARIOS}")
    for method in sorted(expected - methods):
        fail(f"{TEST_TARGET} has no {method}() for its scenario")
    for method in sorted(methods - expected):
        fail(f"{TEST_TARGET}'s {method}() names no scenario of {SCENARIOS}")
    return tests


if __name__ == "__main__":
    main()
    if not failures and "--deployment-target" in sys.argv:
        print(deployment_targets.pop())
    for message in failures:
        print(f"error: {message}", file=sys.stderr)
    sys.exit(1 if failures else 0)
