#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than the lockfile.
# `npm install` rather than `npm ci`: the registries reachable here publish only the Linux builds
# of platform packages (@swc/core-*, @nx/nx-*), so `npm ci` rejects any lockfile as incomplete.
# `npm install` still installs exactly the versions the lockfile pins.
set -euo pipefail
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ] || [ package.json -nt "$marker" ]; then
  echo "streamhub: installing npm dependencies"
  npm install --no-audit --no-fund --loglevel=error
fi
