#!/usr/bin/env bash
# CI: every session trace of the repository against the trace format's JSON Schema
# (.ci/traces.py), with the `jsonschema` package from PyPI in the virtual environment the
# example app's project check uses (.build-ci-venv). Needs no package build.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== traces: validated against Docs/Traces/avoiding-trace-v1.schema.json, -v2 and -v3"
venv=.build-ci-venv
if ! "$venv/bin/python" -c "import jsonschema" 2>/dev/null; then
  if [ ! -x "$venv/bin/python" ]; then
    if ! python3 -m venv "$venv" 2>/dev/null; then
      # Debian and Ubuntu ship venv apart from Python; CI runs as root there.
      apt-get update -qq && apt-get install -y -qq python3 python3-venv >/dev/null
      rm -rf "$venv"
      python3 -m venv "$venv"
    fi
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check "jsonschema==4.23.0"
fi
"$venv/bin/python" .ci/traces.py
