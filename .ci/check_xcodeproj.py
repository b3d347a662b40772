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
  (XCLocalSwiftPackageReference), and the target links its `AvoidingScrollView` product;
- the shared scheme builds that target;
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
PRODUCT = "AvoidingScrollView"
SOURCE_DIRS = ["Demo/iOSApp/SignUpDemo", "Demo/SignUpForm"]

failures = []
deployment_targets = set()


def fail(message):
    failures.append(message)


def value(obj, key):
    """A key of a pbxproj object, or None."""
    return obj[key] if key in obj else None


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

    targets = [t for t in objects.get_targets() if t.name == TARGET]
    if len(targets) != 1:
        fail(f"expected one target named {TARGET}, found {len(targets)}")
        return
    target = targets[0]

    # Sources: exactly the Swift files of the app and of the form, all present on disk.
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
        for folder in SOURCE_DIRS
        for name in os.listdir(folder)
        if name.endswith(".swift")
    }
    for path in sorted(expected - sources):
        fail(f"{path} is not in the {TARGET} target's Sources phase")
    for path in sorted(sources - expected):
        fail(f"the Sources phase has {path}, outside {SOURCE_DIRS}")

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
    product_ids = [
        dep_id
        for dep_id in (value(target, "packageProductDependencies") or [])
        if value(objects[dep_id], "productName") == PRODUCT
        and value(objects[dep_id], "package") in package_ids
    ]
    if len(product_ids) != 1:
        fail(f"{TARGET} does not depend on the local package's {PRODUCT} product")
    linked = [
        build_file_id
        for phase_id in target.buildPhases
        if objects[phase_id].isa == "PBXFrameworksBuildPhase"
        for build_file_id in objects[phase_id].files
        if value(objects[build_file_id], "productRef") in product_ids
    ]
    if len(linked) != 1:
        fail(f"{TARGET}'s Frameworks phase does not link {PRODUCT}")

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

    # The shared scheme builds the target.
    scheme = os.path.join(PROJECT, "xcshareddata", "xcschemes", f"{TARGET}.xcscheme")
    if not os.path.isfile(scheme):
        fail(f"missing shared scheme {scheme}")
    else:
        blueprints = {
            element.get("BlueprintIdentifier")
            for element in ElementTree.parse(scheme).iter("BuildableReference")
        }
        if blueprints != {target.get_id()}:
            fail(f"{scheme} builds {blueprints}, not the {TARGET} target")

    if not failures and "--deployment-target" not in sys.argv:
        print(
            f"xcodeproj: {PROJECT} parses; {len(sources)} sources, local package "
            f"{list(local_refs.values())}, product {PRODUCT}, iOS {min(deployment_targets)}"
        )


if __name__ == "__main__":
    main()
    if not failures and "--deployment-target" in sys.argv:
        print(deployment_targets.pop())
    for message in failures:
        print(f"error: {message}", file=sys.stderr)
    sys.exit(1 if failures else 0)
