# Sourced (`. .ci/product-targets.sh`, from the repository root) by the CI steps that compile
# the product outside SwiftPM: the real-SDK type-checks and the docs. (The privacy manifest
# check imports .ci/product_targets.py itself.)
#
# Sets, from Package.swift (.ci/product_targets.py):
#   PRODUCT_TARGETS               the product's targets on iOS, each after the ones it imports
#   PRODUCT_PACKAGE_NAME          the package identity, for -package-name (`package` access)
#   PRODUCT_IOS_DEPLOYMENT_TARGET the manifest's iOS platform (13.0)
#   PRODUCT_SOURCES_<target>, PRODUCT_RESOURCES_<target>  (arrays)
# and defines:
#   product_compile_inputs TARGET    the files to hand swiftc for TARGET (see below)
#   product_emit_ios_module TARGET DIR, product_emit_ios_modules DIR
#                                    modules emitted with swiftc-ios into DIR
#   product_ensure_ios_modules DIR   the same, unless DIR already has them up to date

if ! command -v python3 > /dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq python3 > /dev/null
fi
product_assignments=$(python3 .ci/product_targets.py)
eval "$product_assignments"
unset product_assignments

# product_compile_inputs TARGET: prints, one per line, TARGET's Swift files and, when TARGET has
# resources, a stand-in for the `Bundle.module` accessor.
#
# Why the stand-in: for a target with resources, SwiftPM and Xcode add a generated file
# (resource_bundle_accessor.swift) declaring `static let module: Bundle` in an internal
# extension of Foundation.Bundle. Plain swiftc knows nothing of resources, so without that file
# any use of `Bundle.module` fails to type-check here. The stand-in declares the same member
# (internal, static, of type Bundle) for type-checking only; it is never built into anything.
# It is a computed property because the generated `static let` of a non-Sendable Bundle (the
# iOS 16.4 SDK's NSBundle is not marked Sendable) would be a Swift 6 error of the stand-in
# itself, not of the code under check.
product_compile_inputs() {
  local target=$1
  local -n sources="PRODUCT_SOURCES_$target"
  local -n target_resources="PRODUCT_RESOURCES_$target"
  printf '%s\n' "${sources[@]}"
  if [ "${#target_resources[@]}" -gt 0 ]; then
    local standin=".build-ios/bundle-module-standin/$target/resource_bundle_accessor.swift"
    local text
    text=$(
      cat << 'SWIFT'
// Written by .ci/product-targets.sh: stands in for the Bundle.module accessor that SwiftPM and
// Xcode generate for a target with resources. Type-checking only.
import Foundation

extension Foundation.Bundle {
  static var module: Bundle { Bundle.main }
}
SWIFT
    )
    # Written only when absent or different: a newer file would make the emitted modules look
    # stale to product_ensure_ios_modules.
    if [ ! -f "$standin" ] || [ "$(cat "$standin")" != "$text" ]; then
      mkdir -p "$(dirname "$standin")"
      printf '%s\n' "$text" > "$standin"
    fi
    printf '%s\n' "$standin"
  fi
}

# product_emit_ios_module TARGET DIR: emits TARGET's module (with its documentation comments)
# with swiftc-ios into DIR, at the iOS deployment target, in Swift 6 mode (the package's
# language mode), finding the targets it imports in DIR. Needs .ci/ios-sdk.sh sourced, with
# the kit present.
product_emit_ios_module() {
  local target=$1 dir=$2 inputs=()
  mkdir -p "$dir"
  mapfile -t inputs < <(product_compile_inputs "$target")
  # The driver writes the .swiftdoc (the documentation comments) beside the .swiftmodule.
  "$SWIFTC_IOS" -emit-module -emit-module-path "$dir/$target.swiftmodule" \
    -target "arm64-apple-ios$PRODUCT_IOS_DEPLOYMENT_TARGET" -swift-version 6 -warnings-as-errors \
    -package-name "$PRODUCT_PACKAGE_NAME" -module-name "$target" -I "$dir" "${inputs[@]}"
}

# product_emit_ios_modules DIR: every target of the product, in dependency order.
product_emit_ios_modules() {
  local target
  for target in "${PRODUCT_TARGETS[@]}"; do
    product_emit_ios_module "$target" "$1"
  done
}

# product_ensure_ios_modules DIR: emits the product's modules into DIR unless every one is
# already there and newer than Package.swift and each of its target's files (a step run after
# .ci/ios-product.sh reuses that step's modules; a step run alone makes its own).
product_ensure_ios_modules() {
  local dir=$1 target file stale=0
  for target in "${PRODUCT_TARGETS[@]}"; do
    local module="$dir/$target.swiftmodule" inputs=()
    mapfile -t inputs < <(product_compile_inputs "$target")
    for file in Package.swift "${inputs[@]}"; do
      if [ ! -f "$module" ] || [ "$file" -nt "$module" ]; then stale=1; fi
    done
  done
  if [ "$stale" = 1 ]; then
    echo "-- emitting the product's modules with swiftc-ios into $dir"
    product_emit_ios_modules "$dir"
  fi
}
