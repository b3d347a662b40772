#!/usr/bin/env python3
"""CI: the product's privacy manifest, and the product's use of required-reason API.

Fails unless
1. exactly one target of the product (Package.swift, through .ci/product_targets.py) declares a
   `PrivacyInfo.xcprivacy` resource, and that file exists;
2. it is a valid property list whose root dictionary has exactly these four keys and values:
   NSPrivacyTracking false, NSPrivacyTrackingDomains [], NSPrivacyCollectedDataTypes [],
   NSPrivacyAccessedAPITypes [] (no tracking, no tracking domain, no collected data, no
   required-reason API). Apple: "All privacy manifest files in your app must be valid,
   containing only the expected keys and values", and App Store Connect rejects submissions
   with invalid ones ("Adding a privacy manifest to your app or third-party SDK",
   developer.apple.com/documentation/bundleresources/adding-a-privacy-manifest-to-your-app-or-third-party-sdk);
   the keys are those of "App Privacy Configuration" (.../bundleresources/app-privacy-configuration);
3. no Swift file of any product target names a required-reason API (REQUIRED_REASON_API
   below), comments and string literals aside: a manifest that declares none is true only
   while the code uses none.
Each run it also checks that the scanner finds a use of each category and ignores one in a
comment or a string (a self-test, so that the scan cannot pass by matching nothing).

Run from the repository root: python3 .ci/privacy-manifest.py
"""

import os
import plistlib
import re
import sys
import xml.parsers.expat

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import product_targets  # noqa: E402  (the product's targets, from Package.swift)

MANIFEST_NAME = "PrivacyInfo.xcprivacy"
EXPECTED = {
    "NSPrivacyTracking": False,
    "NSPrivacyTrackingDomains": [],
    "NSPrivacyCollectedDataTypes": [],
    "NSPrivacyAccessedAPITypes": [],
}

# Apple's list of required-reason API, by category (the NSPrivacyAccessedAPIType value), with
# the Swift and Objective-C/C names Apple gives for each. Source: "Describing use of required
# reason API", developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api
# (read 2026; the same note stands on each symbol's own page, e.g. UITextInputMode's
# `activeInputModes` and FileAttributeKey's `systemFreeSize`). When Apple extends the list,
# extend it here.
REQUIRED_REASON_API = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": [
        "creationDate", "modificationDate", "fileModificationDate",
        "contentModificationDateKey", "creationDateKey",
        "NSFileCreationDate", "NSFileModificationDate",
        "NSURLContentModificationDateKey", "NSURLCreationDateKey",
        "getattrlist", "getattrlistbulk", "fgetattrlist", "getattrlistat",
        "stat", "fstat", "fstatat", "lstat",
    ],
    "NSPrivacyAccessedAPICategorySystemBootTime": [
        "systemUptime", "mach_absolute_time",
    ],
    "NSPrivacyAccessedAPICategoryDiskSpace": [
        "volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey",
        "volumeAvailableCapacityForOpportunisticUsageKey", "volumeTotalCapacityKey",
        "NSURLVolumeAvailableCapacityKey", "NSURLVolumeAvailableCapacityForImportantUsageKey",
        "NSURLVolumeAvailableCapacityForOpportunisticUsageKey", "NSURLVolumeTotalCapacityKey",
        "systemFreeSize", "systemSize", "NSFileSystemFreeSize", "NSFileSystemSize",
        "statfs", "statvfs", "fstatfs", "fstatvfs",
    ],
    "NSPrivacyAccessedAPICategoryActiveKeyboards": [
        # UITextInputMode.activeInputModes: the keyboards the user has enabled.
        "activeInputModes",
    ],
    "NSPrivacyAccessedAPICategoryUserDefaults": [
        "UserDefaults", "NSUserDefaults",
        # [choice] Not a name on Apple's list, but SwiftUI's AppStorage reads and writes
        # UserDefaults, so a use of it is a use of the category.
        "AppStorage",
    ],
}
PATTERNS = {
    category: re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")
    for category, names in REQUIRED_REASON_API.items()
}

# Swift comments and string literals, in one pass so that `//` inside a string is not a comment.
COMMENT_OR_STRING = re.compile(
    r'#*"""[\s\S]*?"""#*|#*"(?:\\.|[^"\\\n])*"#*|//[^\n]*|/\*[\s\S]*?\*/'
)


def code_only(text):
    """`text` with comments and string literals blanked (newlines kept, for line numbers)."""
    return COMMENT_OR_STRING.sub(lambda match: re.sub(r"[^\n]", " ", match.group(0)), text)


def uses(text):
    """[(line, category, name)] for each required-reason API named in Swift code `text`."""
    found = []
    for number, line in enumerate(code_only(text).split("\n"), start=1):
        for category, pattern in PATTERNS.items():
            for match in pattern.finditer(line):
                found.append((number, category, match.group(1)))
    return found


def self_test(failures):
    samples = {
        "NSPrivacyAccessedAPICategoryFileTimestamp":
            "let d = try FileManager.default.attributesOfItem(atPath: p)[.modificationDate]",
        "NSPrivacyAccessedAPICategorySystemBootTime":
            "let t = ProcessInfo.processInfo.systemUptime",
        "NSPrivacyAccessedAPICategoryDiskSpace":
            "let v = try url.resourceValues(forKeys: [.volumeAvailableCapacityKey])",
        "NSPrivacyAccessedAPICategoryActiveKeyboards":
            "let modes = UITextInputMode.activeInputModes",
        "NSPrivacyAccessedAPICategoryUserDefaults":
            "UserDefaults.standard.set(true, forKey: key)",
    }
    for category, line in samples.items():
        if [found[1] for found in uses(line)] != [category]:
            failures.append(f"self-test: the scan does not flag `{line}` as {category}")
    quiet = '// UserDefaults would need a reason\nlet s = "systemUptime" /* stat() */ + x'
    if uses(quiet):
        failures.append(f"self-test: the scan flags names inside comments or strings: {uses(quiet)}")


def main():
    failures = []
    self_test(failures)
    facts = product_targets.load()

    # 1. Declared as a resource of a product target, once.
    declared = [
        (target["name"], path)
        for target in facts["targets"]
        for path in target["resources"]
        if os.path.basename(path) == MANIFEST_NAME
    ]
    if len(declared) != 1:
        failures.append(
            f"expected one {MANIFEST_NAME} among the product targets' resources, found {declared}"
        )
    else:
        target, path = declared[0]
        # 2. A valid property list with exactly the expected keys and values.
        try:
            with open(path, "rb") as manifest_file:
                manifest = plistlib.load(manifest_file)
        except (
            OSError, plistlib.InvalidFileException, ValueError, xml.parsers.expat.ExpatError
        ) as error:
            failures.append(f"{path} is not a readable property list: {error}")
            manifest = None
        if manifest is not None:
            if not isinstance(manifest, dict):
                failures.append(f"{path}: the root is a {type(manifest).__name__}, not a dictionary")
            else:
                for key in sorted(set(manifest) | set(EXPECTED)):
                    if key not in EXPECTED:
                        failures.append(f"{path}: unexpected key {key}")
                    elif key not in manifest:
                        failures.append(f"{path}: missing key {key}")
                    elif manifest[key] != EXPECTED[key] or not isinstance(
                        manifest[key], type(EXPECTED[key])
                    ):
                        failures.append(
                            f"{path}: {key} is {manifest[key]!r}, expected {EXPECTED[key]!r}"
                        )

    # 3. No required-reason API in the product's code.
    files = [path for target in facts["targets"] for path in target["sources"]]
    for path in files:
        with open(path, encoding="utf-8") as source:
            for line, category, name in uses(source.read()):
                failures.append(
                    f"{path}:{line}: `{name}` is required-reason API ({category}); "
                    f"declare it with its reason in {MANIFEST_NAME} or do without it"
                )

    for message in failures:
        print(f"error: {message}", file=sys.stderr)
    if failures:
        sys.exit(1)
    names = sum(len(names) for names in REQUIRED_REASON_API.values())
    print(
        f"privacy manifest: {declared[0][1]} (a resource of {declared[0][0]}) declares no "
        f"tracking, no tracking domain, no collected data, no required-reason API; the "
        f"{len(files)} Swift files of {', '.join(t['name'] for t in facts['targets'])} name none "
        f"of the {names} required-reason APIs in {len(REQUIRED_REASON_API)} categories"
    )


if __name__ == "__main__":
    main()
