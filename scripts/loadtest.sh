#!/usr/bin/env bash
# `npm run loadtest [-- --stages 10:15,25:15 --label name]`: the load-test mix against the running
# stack's gateway (started here, with its demo data, when none answers), loopback only.
# `npm run loadtest -- replicas` runs the two-replica scenario (bench/loadtest/replicas.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
export STACK_DIR="${STACK_DIR:-$PWD/.stack}"
bash scripts/ensure-node-modules.sh
if ! curl -fsS "http://127.0.0.1:${GATEWAY_PORT:-3000}/api/v1/health" >/dev/null 2>&1; then
  node deploy/local/stack.mjs install
  npx nx run-many -t build --outputStyle=static
  trap 'node deploy/local/stack.mjs stop' EXIT
  node deploy/local/stack.mjs start
fi
set -a; . "$STACK_DIR/env"; set +a
export GATEWAY_URL="http://127.0.0.1:${GATEWAY_PORT:-3000}"
if [ "${1:-}" = replicas ]; then
  shift
  node bench/loadtest/replicas.mjs "$@"
else
  node bench/loadtest/run.mjs "$@"
fi
