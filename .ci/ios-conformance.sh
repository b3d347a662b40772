#!/usr/bin/env bash
# CI for the conformance suite's iOS side (issue 29): what runs on a device, type-checked
# against Apple's iOS SDK (the kit's 16.4, through swiftc-ios), every warning an error, in
# Swift 5 and Swift 6 language modes. Needs no package build:
# 1. the ConformanceScenarios target (Sources/ConformanceScenarios) as SwiftPM builds it for
#    iOS: module ConformanceScenarios, importing the product's modules (emitted as
#    .ci/ios-product.sh emits them), at the manifest's iOS deployment target;
# 2. the example project's test bundle, SignUpDemoConformanceTests, as Xcode compiles it: the
#    scenario sources and Demo/iOSApp/SignUpDemoConformanceTests/*.swift as one module, at the
#    project's deployment target, importing AvoidingScrollView and XCTest.
# The SDK has no XCTest, so XCTest here is .ci/xctest-standin/XCTest.swift: a stand-in that
# declares only what the tests use, with XCTest's documented signatures, emitted as a module
# into .build-ios/xctest-standin for this check alone and never built into anything
# (Docs/CI.md). Xcode's build against the real XCTest is the only check of XCTest itself.
# Without the kit (a user's clone) this step is skipped with a message.
set -euo pipefail
cd "$(dirname "$0")/.."

. .ci/ios-sdk.sh
if [ "$IOS_SDK_AVAILABLE" != 1 ]; then
  echo "== conformance suite against the real iOS SDK: SKIPPED (IOS_SDK_AVAILABLE=0, no SDK kit; see above)"
  exit 0
fi
. .ci/product-targets.sh

modules=.build-ios/modules
product_ensure_ios_modules "$modules"
scenarios=(Sources/ConformanceScenarios/*.swift)
tests=(Demo/iOSApp/SignUpDemoConformanceTests/*.swift)

triple="arm64-apple-ios$PRODUCT_IOS_DEPLOYMENT_TARGET"
echo "== conformance scenarios (Sources/ConformanceScenarios) against the real iOS SDK ($triple)"
for mode in 6 5; do
  start=$SECONDS
  "$SWIFTC_IOS" -typecheck -target "$triple" -swift-version "$mode" -warnings-as-errors \
    -package-name "$PRODUCT_PACKAGE_NAME" -module-name ConformanceScenarios -I "$modules" \
    "${scenarios[@]}"
  echo "-- ConformanceScenarios, Swift $mode: no error, no warning ($((SECONDS - start)) s)"
done

if [ -x .build-ci-venv/bin/python ] && .build-ci-venv/bin/python -c "import pbxproj" 2> /dev/null; then
  deployment_target=$(.build-ci-venv/bin/python .ci/check_xcodeproj.py --deployment-target)
else
  # The project's setting, read as .ci/check_xcodeproj.py reads it when its package is absent.
  deployment_target=$(grep -m1 -oE 'IPHONEOS_DEPLOYMENT_TARGET = [0-9.]+' \
    Demo/iOSApp/SignUpDemo.xcodeproj/project.pbxproj | grep -oE '[0-9.]+$')
fi
test_triple="arm64-apple-ios$deployment_target"
standin=.build-ios/xctest-standin
mkdir -p "$standin"
"$SWIFTC_IOS" -emit-module -emit-module-path "$standin/XCTest.swiftmodule" -parse-as-library \
  -target "$test_triple" -swift-version 6 -warnings-as-errors -module-name XCTest \
  .ci/xctest-standin/XCTest.swift
echo "== example project's test bundle (SignUpDemoConformanceTests) against the real iOS SDK ($test_triple), XCTest a type-checking stand-in"
for mode in 6 5; do
  start=$SECONDS
  "$SWIFTC_IOS" -typecheck -target "$test_triple" -swift-version "$mode" -warnings-as-errors \
    -module-name SignUpDemoConformanceTests -I "$modules" -I "$standin" \
    "${scenarios[@]}" "${tests[@]}"
  echo "-- SignUpDemoConformanceTests, Swift $mode: no error, no warning ($((SECONDS - start)) s)"
done
echo "conformance suite: type-checks against the iOS 16.4 SDK (scenarios at $triple, test bundle at $test_triple) in Swift 6 and 5"
