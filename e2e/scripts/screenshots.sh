#!/usr/bin/env bash
# `npm run screenshots`: builds, starts the local stack (unless one answers on GATEWAY_PORT), waits
# until the demo catalogue has gone through the media pipeline, saves the screenshots of home,
# watch page and profile at 390 and 1366 px to docs/screenshots/, and stops what it started.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/local-stack.sh
install_and_build
start_stack_unless_running
node e2e/scripts/screenshots.mjs "$@"
