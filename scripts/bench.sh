#!/usr/bin/env bash
# `npm run bench`: builds, starts the local stack (unless it is already running), runs every
# benchmark scenario side by side with its ceiling, and stops what it started.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/local-stack.sh
install_and_build
start_stack_unless_running
set -a; . ./.stack/env; set +a
node bench/run.mjs "$@"
