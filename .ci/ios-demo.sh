#!/usr/bin/env bash
# CI for the iOS example app (issues 11 and 20). Needs no package build:
# 1. Demo/iOSApp/SignUpDemo.xcodeproj parses and references every source it needs and the
#    local package, and its conformance test bundle is hosted by the app with one test per
#    scenario (.ci/check_xcodeproj.py, with the `pbxproj` package from PyPI); it also gives
#    the app's deployment target. The test bundle's type-check is .ci/ios-conformance.sh;
# 2. the app as Xcode compiles it, its own files (Demo/iOSApp/SignUpDemo/*.swift) and the form
#    (Demo/SignUpForm) as one module, type-checked against Apple's iOS SDK (the kit's 16.4,
#    through swiftc-ios) and the product's modules emitted with swiftc-ios, at the project's
#    deployment target, in Swift 5 and Swift 6 language modes, each with default isolation
#    nonisolated and MainActor (the four settings a new Xcode project can have), every warning
#    an error. Without the kit (a user's clone) this step is skipped with a message.
#    The kit's SDK has no SwiftUI (no SwiftUI.framework, and this compiler cannot build
#    SwiftUI's interface), so the app's SwiftUI code sits inside `#if canImport(SwiftUI)`:
#    the compiler still parses it (syntax) but type-checks none of it. The step prints each
#    such block (file and lines) as NOT type-checked; Xcode's build is its only check.
# The form against HeadlessUIKit in the same four settings is .ci/demo-form-model.sh, which
# needs the package build.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Xcode project: parse and check references (pbxproj)"
# A virtual environment inside the ignored .build-ci-venv/: a re-run reuses it.
venv=.build-ci-venv
if ! "$venv/bin/python" -c "import pbxproj" 2>/dev/null; then
  rm -rf "$venv"
  if ! python3 -m venv "$venv" 2>/dev/null; then
    # Debian and Ubuntu ship venv apart from Python (the swift:*-noble images may have
    # neither); CI runs as root there.
    apt-get update -qq && apt-get install -y -qq python3 python3-venv >/dev/null
    rm -rf "$venv"
    python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check "pbxproj==4.3.3"
fi
"$venv/bin/python" .ci/check_xcodeproj.py
deployment_target=$("$venv/bin/python" .ci/check_xcodeproj.py --deployment-target)

. .ci/ios-sdk.sh
if [ "$IOS_SDK_AVAILABLE" != 1 ]; then
  echo "== example app against the real iOS SDK: SKIPPED (IOS_SDK_AVAILABLE=0, no SDK kit; see above)"
  exit 0
fi
. .ci/product-targets.sh

triple="arm64-apple-ios$deployment_target"
echo "== example app (Demo/iOSApp/SignUpDemo + Demo/SignUpForm) against the real iOS SDK ($triple)"
modules=.build-ios/modules
product_ensure_ios_modules "$modules"
for mode in 5 6; do
  for isolation in nonisolated MainActor; do
    start=$SECONDS
    "$SWIFTC_IOS" -typecheck -target "$triple" -swift-version "$mode" \
      -default-isolation "$isolation" -warnings-as-errors -module-name SignUpDemo -I "$modules" \
      Demo/iOSApp/SignUpDemo/*.swift Demo/SignUpForm/*.swift
    echo "-- Swift $mode, default isolation $isolation: no error, no warning ($((SECONDS - start)) s)"
  done
done
echo "example app: type-checks against the iOS 16.4 SDK at $triple in Swift 5 and 6, default isolation nonisolated and MainActor"
if [ ! -d "$IOS_SDK/System/Library/Frameworks/SwiftUI.framework" ]; then
  # Each `#if canImport(SwiftUI)` block, to its matching #endif (nested #if counted).
  not_checked=$(python3 - Demo/iOSApp/SignUpDemo/*.swift Demo/SignUpForm/*.swift << 'PY'
import re, sys
for path in sys.argv[1:]:
    lines = open(path, encoding="utf-8").read().split("\n")
    depth, start = 0, None
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if start is None:
            if re.match(r"#if\s+canImport\(SwiftUI\)", text):
                start, depth = number, 1
            continue
        if text.startswith("#if"):
            depth += 1
        elif text.startswith("#endif"):
            depth -= 1
            if depth == 0:
                print(f"  {path}: lines {start}-{number}")
                start = None
PY
  )
  if [ -n "$not_checked" ]; then
    echo "example app: NOT type-checked (the kit's SDK has no SwiftUI; parsed only, built by Xcode alone):"
    echo "$not_checked"
  fi
fi
