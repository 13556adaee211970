#!/usr/bin/env bash
# `npm start`: installs whatever is missing, builds, and runs the whole system in the foreground
# (infra servers, services, gateway, both web apps). Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash scripts/ensure-node-modules.sh
node deploy/local/stack.mjs install
npx nx run-many -t build --outputStyle=static
exec node deploy/local/stack.mjs up
