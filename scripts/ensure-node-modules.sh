#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "streamhub: installing npm dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi
