#!/usr/bin/env bash
# CI: Demo/SignUpForm against HeadlessUIKit, the model, in the four settings the example app
# is type-checked in against the real SDK (.ci/ios-demo.sh): Swift 5 and Swift 6 language
# modes, each with default isolation nonisolated and MainActor, every warning an error.
#
# What it tells that the real-SDK check does not: that the model accepts, in every setting an
# app can use, the same app code UIKit accepts. The package build compiles the form against the
# model only in Swift 6 mode with nonisolated default isolation (the demo and its tests); a
# model declaration whose isolation or Sendable shape differs from UIKit's can pass there and
# fail here. When this fails and .ci/ios-demo.sh passes, the model is what needs fixing.
# Needs the package build (.ci/run runs it after `swift build`).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Demo/SignUpForm against HeadlessUIKit (the model) in 4 language settings"
modules="$(swift build --show-bin-path)/Modules"
for module in HeadlessUIKit AvoidingScrollView; do
  if [ ! -e "$modules/$module.swiftmodule" ]; then
    echo "error: $modules/$module.swiftmodule is missing: run swift build first" >&2
    exit 1
  fi
done
# HeadlessUIKit imports the C module of its enumerations (Sources/HeadlessUIKitEnums).
for mode in 5 6; do
  for isolation in nonisolated MainActor; do
    start=$SECONDS
    swiftc -typecheck -warnings-as-errors -swift-version "$mode" \
      -default-isolation "$isolation" -module-name SignUpForm -I "$modules" \
      -I Sources/HeadlessUIKitEnums/include Demo/SignUpForm/*.swift
    echo "-- Swift $mode, default isolation $isolation: no error, no warning ($((SECONDS - start)) s)"
  done
done
echo "SignUpForm against HeadlessUIKit: type-checks in Swift 5 and 6, default isolation nonisolated and MainActor"
