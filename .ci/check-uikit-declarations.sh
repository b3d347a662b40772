#!/usr/bin/env bash
# CI: HeadlessUIKit against the real UIKit of the iOS SDK kit (../shared/ios-sdk): every
# public declaration compared as declared (symbol graphs) and as used (a generated client
# file type-checked against the model and against UIKit, Swift 6 and 5 modes, iOS 13), then a
# self-test of drifts in a scratch copy. Known differences and their reasons:
# Sources/HeadlessUIKit/SDKReference/UIKit-differences. Python 3 stdlib only.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v python3 >/dev/null 2>&1; then
  apt-get update && apt-get install -y --no-install-recommends python3
fi
echo "== UIKit declarations vs the iOS SDK kit"
# shellcheck source=ios-sdk.sh
. .ci/ios-sdk.sh
if [ "$IOS_SDK_AVAILABLE" != 1 ]; then
  echo "skipped: the declaration comparison needs the iOS SDK kit (see above); HeadlessUIKit was"
  echo "  not checked against UIKit in this run."
  exit 0
fi
python3 .ci/uikit_declarations.py "$@"
