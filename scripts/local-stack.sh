# Sourced, from the repository root, by the scripts that run the local system (npm start, bench,
# screenshots): the steps they all begin with.

# Installs whatever is missing and builds every project.
install_and_build() {
  export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
  bash scripts/ensure-node-modules.sh
  node deploy/local/stack.mjs install
  npx nx run-many -t build --outputStyle=static
}

# Starts the local stack unless a gateway already answers on GATEWAY_PORT; a stack started here is
# stopped when the calling script exits.
start_stack_unless_running() {
  if ! curl -fsS "http://127.0.0.1:${GATEWAY_PORT:-3000}/api/v1/health" >/dev/null 2>&1; then
    trap 'node deploy/local/stack.mjs stop' EXIT
    node deploy/local/stack.mjs start
  fi
}
