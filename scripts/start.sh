#!/usr/bin/env bash
# `npm start`: installs whatever is missing, builds, and runs the whole system in the foreground
# (infra servers, services, gateway, both web apps). Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/local-stack.sh
install_and_build
exec node deploy/local/stack.mjs up "$@"
