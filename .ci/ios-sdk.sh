#!/usr/bin/env bash
# Sourced by the CI steps that type-check against Apple's iOS SDK (`. .ci/ios-sdk.sh`).
#
# Finds the SDK kit (`../shared/ios-sdk` beside the repository, or $IOS_SDK_KIT) and sets:
#   IOS_SDK_AVAILABLE  1 when the kit is there, 0 otherwise (with the reason printed once)
#   SWIFTC_IOS         the kit's `swiftc-ios` (swiftc against the real iOS SDK)
#   IOS_SDK            a repaired copy of the kit's SDK, in .build-ios-sdk/ (see below)
#   IOS_MODULE_CACHE   the SDK's Clang and Swift module cache, in .build-ios-sdk/
#   IOS_SDK_RESOURCE_DIR  the resource directory swiftc-ios makes (for swift-symbolgraph-extract)
#
# Why a copy: the kit's SDK was copied from a Git repository without its symbolic links, so six
# of them are plain files whose whole text is the link's target (`usr/include/pthread.h` holds
# "pthread/pthread.h"). Clang then fails to build the Darwin module and every type-check of
# `import UIKit` fails after about ten minutes. The copy (37 MB, made once per checkout) turns
# each such file back into the link it stands for; nothing else differs from the kit.
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
  # The physical path: the copy below is remade when the kit's path changes, so the same kit
  # reached through a link (../shared -> /work/shared) must not count as another kit.
  IOS_SDK_KIT=$(cd "$IOS_SDK_KIT" && pwd -P)
  SWIFTC_IOS="$IOS_SDK_KIT/swiftc-ios"
  ios_sdk_work="$ios_sdk_root/.build-ios-sdk"
  IOS_SDK="$ios_sdk_work/iPhoneOS16.4.sdk"
  IOS_MODULE_CACHE="$ios_sdk_work/module-cache"
  IOS_SDK_RESOURCE_DIR="$IOS_MODULE_CACHE/resource-dir"
  if [ ! -f "$ios_sdk_work/.sdk-ready" ] ||
    [ "$(cat "$ios_sdk_work/.sdk-ready")" != "$IOS_SDK_KIT" ]; then
    echo "== iOS SDK: a copy of $IOS_SDK_KIT/iPhoneOS16.4.sdk with its symbolic links restored"
    rm -rf "$IOS_SDK" "$IOS_MODULE_CACHE" "$ios_sdk_work/.sdk-ready"
    mkdir -p "$ios_sdk_work"
    cp -R "$IOS_SDK_KIT/iPhoneOS16.4.sdk" "$IOS_SDK"
    chmod -R u+w "$IOS_SDK"
    # A link stored as a file: a short file whose whole content is one relative path that
    # names an existing entry of its own folder.
    while IFS= read -r -d '' file; do
      target=$(head -c 300 "$file")
      case "$target" in *$'\n'* | "" | /*) continue ;; esac
      if [ -e "$(dirname "$file")/$target" ]; then
        rm "$file"
        ln -s "$target" "$file"
        echo "  restored link ${file#"$IOS_SDK"/} -> $target"
      fi
    done < <(find "$IOS_SDK" -type f -size -300c -print0)
    printf '%s' "$IOS_SDK_KIT" > "$ios_sdk_work/.sdk-ready"
  fi
  IOS_SDK_AVAILABLE=1
  export IOS_SDK IOS_MODULE_CACHE SWIFTC_IOS IOS_SDK_RESOURCE_DIR
fi
export IOS_SDK_AVAILABLE IOS_SDK_KIT
