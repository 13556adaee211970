#!/usr/bin/env bash
# `npm run screenshots`: builds, starts the local stack (unless one answers on GATEWAY_PORT), waits
# until the demo catalogue has gone through the media pipeline, saves the screenshots of home,
# watch page and profile at 390 and 1366 px to docs/screenshots/, and stops what it started.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash scripts/ensure-node-modules.sh
node deploy/local/stack.mjs install
npx nx run-many -t build --outputStyle=static
if ! curl -fsS "http://127.0.0.1:${GATEWAY_PORT:-3000}/api/v1/health" >/dev/null 2>&1; then
  trap 'node deploy/local/stack.mjs stop' EXIT
  node deploy/local/stack.mjs start
fi
node e2e/scripts/screenshots.mjs "$@"
