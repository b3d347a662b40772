#!/usr/bin/env bash
# Sourced by the CI steps that type-check against Apple's iOS SDK (`. .ci/ios-sdk.sh`).
#
# Finds the SDK kit (`../shared/ios-sdk` beside the repository, or $IOS_SDK_KIT) and sets:
#   IOS_SDK_AVAILABLE  1 when the kit is there, 0 otherwise (with the reason printed once)
#   SWIFTC_IOS         the kit's `swiftc-ios` (swiftc against the real iOS SDK)
#   IOS_SDK            the kit's SDK (iPhoneOS16.4.sdk), used where it lies
#   IOS_MODULE_CACHE   the SDK's Clang and Swift module cache, in .build-ios-sdk/
#   IOS_SDK_RESOURCE_DIR  the resource directory swiftc-ios makes (for swift-symbolgraph-extract)
#
# The kit's SDK is used where it lies: it holds no symbolic links (its six are plain copies of
# their targets, the kit's README says), so nothing needs restoring. Only the module cache,
# which swiftc-ios writes, lives in the checkout (.build-ios-sdk/), since shared/ is read-only.
#
# A machine without the kit (a user's clone) gets IOS_SDK_AVAILABLE=0 and a message saying the
# real-SDK steps are skipped; this project's CI always has the kit beside the repository.

ios_sdk_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
IOS_SDK_KIT=${IOS_SDK_KIT:-$ios_sdk_root/../shared/ios-sdk}
IOS_SDK_AVAILABLE=0
if [ ! -x "$IOS_SDK_KIT/swiftc-ios" ] || [ ! -d "$IOS_SDK_KIT/iPhoneOS16.4.sdk" ]; then
  echo "skipped: no iOS SDK kit at $IOS_SDK_KIT (../shared/ios-sdk beside the repository)." >&2
  echo "  The real-UIKit type-checks and the declaration comparison need it; this project's" >&2
  echo "  CI has it. On a Mac, Xcode's own build of the package and the example app checks the" >&2
  echo "  same code against the SDK you have installed." >&2
else
  SWIFTC_IOS="$IOS_SDK_KIT/swiftc-ios"
  IOS_SDK="$IOS_SDK_KIT/iPhoneOS16.4.sdk"
  IOS_MODULE_CACHE="$ios_sdk_root/.build-ios-sdk/module-cache"
  IOS_SDK_RESOURCE_DIR="$IOS_MODULE_CACHE/resource-dir"
  mkdir -p "$IOS_MODULE_CACHE"
  IOS_SDK_AVAILABLE=1
  export IOS_SDK IOS_MODULE_CACHE SWIFTC_IOS IOS_SDK_RESOURCE_DIR
fi
export IOS_SDK_AVAILABLE IOS_SDK_KIT
