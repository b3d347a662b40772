#!/usr/bin/env bash
# CI for the iOS example app (issue 11), run by .ci/run after the build:
# 1. Demo/iOSApp/SignUpDemo.xcodeproj parses and references every source it needs and the
#    local package (.ci/check_xcodeproj.py, with the `pbxproj` package from PyPI);
# 2. Demo/SignUpForm type-checks in Swift 5 and Swift 6 language modes, each with and without
#    main-actor default isolation, against the headless build's modules.
# The app's own files need UIKit: the workflow's macOS job builds them in the same four settings.
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

echo "== Demo/SignUpForm type-checks in 4 language settings"
modules="$(swift build --show-bin-path)/Modules"
for module in HeadlessUIKit AvoidingScrollView; do
  if [ ! -e "$modules/$module.swiftmodule" ]; then
    echo "error: $modules/$module.swiftmodule is missing: run swift build first" >&2
    exit 1
  fi
done
for mode in 5 6; do
  for isolation in nonisolated MainActor; do
    echo "-- Swift $mode, default isolation $isolation"
    swiftc -typecheck -warnings-as-errors -swift-version "$mode" \
      -default-isolation "$isolation" -module-name SignUpForm -I "$modules" \
      -I Sources/HeadlessUIKitEnums/include \
      Demo/SignUpForm/*.swift
  done
done
echo "SignUpForm: type-checks in Swift 5 and 6, default isolation nonisolated and MainActor"
