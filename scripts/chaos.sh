#!/usr/bin/env bash
# `npm run chaos [-- scenario ...]`: builds, starts the HA stack (docs/ha.md) in .stack-ha unless it
# already runs, breaks it on purpose under traffic (bench/chaos/run.mjs), and stops what it started.
# Uses the default ports: stop a running `npm start` first.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/local-stack.sh
export STACK_DIR="${STACK_DIR:-$PWD/.stack-ha}" STACK_HA=1
install_and_build
start_stack_unless_running
set -a; . "$STACK_DIR/env"; set +a
node bench/chaos/run.mjs "$@"
