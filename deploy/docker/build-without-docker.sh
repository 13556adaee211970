#!/usr/bin/env bash
# The steps of deploy/docker/Dockerfile's prune and build stages, run here without a Docker engine,
# to check an image's content offline: what it installs, that it compiles, and that the collected
# app starts from its production dependencies alone (a dependency only hoisted from another
# workspace in the monorepo would be missing here, as in the image).
#   bash deploy/docker/build-without-docker.sh services/catalog [out-dir]
# Result: <out-dir>/app, the image's /app (start it with: cd <out-dir>/app/<app> && node dist/main.js).
set -euo pipefail
app=${1:?usage: build-without-docker.sh <app dir> [out dir]}
root="$(cd "$(dirname "$0")/../.." && pwd)"
out=${2:-$(mktemp -d /tmp/streamhub-image-XXXXXX)}
rm -rf "$out/pruned" "$out/repo" "$out/app"
cd "$root"
# Stage prune
node deploy/docker/workspaces.mjs prune "$app" "$out/pruned"
mkdir -p "$out/pruned/manifests/deploy/docker" && cp deploy/docker/workspaces.mjs "$out/pruned/manifests/deploy/docker/"
# Stage build (WORKDIR /repo)
mkdir -p "$out/repo" && cp -R "$out/pruned/manifests/." "$out/repo/" && cd "$out/repo"
npm install --no-audit --no-fund --loglevel=error
cp -R "$out/pruned/sources/." .
npm run build --if-present $(node deploy/docker/workspaces.mjs build-args "$app")
npm prune --omit=dev --no-audit --no-fund --loglevel=error
node deploy/docker/workspaces.mjs collect "$app" "$out/app"
echo "image /app: $(du -sh "$out/app" | cut -f1) in $out/app ($(ls "$out/app/node_modules" | wc -l) top-level packages)"
