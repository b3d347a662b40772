#!/usr/bin/env bash
# CI: the product against Apple's iOS SDK (the kit's iOS 16.4 SDK through swiftc-ios, prepared
# by .ci/ios-sdk.sh), every warning an error, at the manifest's iOS deployment target (13.0):
#   1. type-checked in Swift 6 mode: the package's own language mode, which SwiftPM and Xcode
#      use for it whatever the app's setting;
#   2. type-checked in Swift 5 mode, as the sources would compile in a Swift 5 target;
#   3. type-checked as an app extension builds it (`-application-extension`, what Xcode passes
#      for APPLICATION_EXTENSION_API_ONLY = YES): an API UIKit marks NS_EXTENSION_UNAVAILABLE,
#      such as UIApplication.shared, is an error (UIApplication.h; NSObjCRuntime.h maps the
#      macro to availability(ios_app_extension, unavailable)). Since Xcode 13 beta 5, Xcode no
#      longer rejects such calls in a package linked from an extension (release note 80615922,
#      quoted in swrve/swrve-ios-sdk#264), so this check is what keeps the package usable there;
#   4. emitted as modules into .build-ios/modules, for the example app's check
#      (.ci/ios-demo.sh) and the documentation (.ci/docs).
# Every target of the product (Package.swift, through .ci/product-targets.sh), in dependency
# order, with -package-name as SwiftPM passes it. What this cannot see: the iOS 17/18/26 SDKs
# (see ../shared/ios-sdk/README.md); nothing links or runs.
#
# Without the kit beside the repository (a user's clone) it prints that the checks were
# skipped and why, and succeeds; this project's CI always has the kit.
set -euo pipefail
cd "$(dirname "$0")/.."

. .ci/ios-sdk.sh
if [ "$IOS_SDK_AVAILABLE" != 1 ]; then
  echo "== product against the real iOS SDK: SKIPPED (IOS_SDK_AVAILABLE=0, no SDK kit; see above)"
  exit 0
fi
. .ci/product-targets.sh

modules=.build-ios/modules
rm -rf "$modules"
triple="arm64-apple-ios$PRODUCT_IOS_DEPLOYMENT_TARGET"
echo "== product against the real iOS SDK ($triple): ${PRODUCT_TARGETS[*]}"
for target in "${PRODUCT_TARGETS[@]}"; do
  mapfile -t inputs < <(product_compile_inputs "$target")
  for check in "Swift 6" "Swift 5" "Swift 6, app extension (-application-extension)"; do
    flags=(-swift-version 6)
    case $check in
      "Swift 5") flags=(-swift-version 5) ;;
      *"app extension"*) flags+=(-application-extension) ;;
    esac
    start=$SECONDS
    "$SWIFTC_IOS" -typecheck -target "$triple" "${flags[@]}" -warnings-as-errors \
      -package-name "$PRODUCT_PACKAGE_NAME" -module-name "$target" -I "$modules" "${inputs[@]}"
    echo "-- $target, $check: no error, no warning ($((SECONDS - start)) s)"
  done
  start=$SECONDS
  product_emit_ios_module "$target" "$modules"
  echo "-- $target: module emitted into $modules ($((SECONDS - start)) s)"
done
echo "product: type-checks against the iOS 16.4 SDK at $triple in Swift 6 and 5, and as an app extension"
