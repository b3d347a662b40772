#!/usr/bin/env bash
# CI: HeadlessUIKit's public declarations against the iOS 18.0 SDK reference
# (Sources/HeadlessUIKit/SDKReference/UIKit-iOS18.0.reference). Python 3 stdlib only.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v python3 >/dev/null 2>&1; then
  apt-get update && apt-get install -y --no-install-recommends python3
fi
echo "== UIKit declarations vs the iOS 18.0 SDK"
python3 .ci/uikit_declarations.py
