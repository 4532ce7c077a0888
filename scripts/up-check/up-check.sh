#!/usr/bin/env bash
# make up-check: builds the six images and smoke-tests the compose stack on a real Docker engine,
# then tears it all down. Starts Debian's engine when none answers (stopped again, with what it
# created removed), builds stand-in base images when no registry answers, publishes the gateway on
# a free port, waits for health, runs the calls of smoke.mjs through the gateway, `down -v`.
# Ends with one summary line; any failure exits non-zero after the same teardown.
#
# UP_CHECK_CACHE (default /var/cache/aiapp-docker): the engine's data folder (images, build cache)
# and the stand-ins' build folders; kept between runs so only the project's images are rebuilt.
set -euo pipefail
cd "$(dirname "$0")/../.."

UP_CHECK_CACHE="${UP_CHECK_CACHE:-/var/cache/aiapp-docker}"
# A project name of its own: `make up`'s containers and volumes (project aiapp) are left alone.
export COMPOSE_PROJECT_NAME=aiapp-up-check
STEP="start"
STACK_UP=0
STARTED_AT=$SECONDS

log() { echo "up-check: $*" >&2; }
fail() {
  log "FAILED ($STEP): $*"
  exit 1
}
step() {
  STEP="$1"
  log "── $1 ($((SECONDS - STARTED_AT)) s)"
}

source scripts/up-check/engine.sh
source scripts/up-check/stand-ins.sh

# One run at a time on a machine: two would share the engine's socket, bridge and firewall rules.
exec 9>/run/aiapp-up-check.lock
flock --nonblock 9 || fail "another make up-check is running on this machine"

# The CLI's compose and buildx plugins when it has none (Debian trixie's, unpacked into .tools/).
ensure_compose() {
  if docker compose version >/dev/null 2>&1 && docker buildx version >/dev/null 2>&1; then return 0; fi
  bash scripts/ensure-tools.sh docker
  export DOCKER_CONFIG="$PWD/.tools/docker"
}

# What a failed run leaves to read: each container's state, its last health check and log lines.
report_stack() {
  docker compose ps --all >&2 || true
  local container
  for container in $(docker compose ps --all --quiet 2>/dev/null); do
    docker inspect --format '── {{.Name}} {{.State.Status}}{{if .State.Health}}; health checks:{{range .State.Health.Log}} [exit {{.ExitCode}}] {{.Output}}{{end}}{{end}}' \
      "$container" >&2 || true
    docker logs --tail 15 "$container" 2>&1 | sed 's/^/    /' >&2 || true
  done
}

teardown() {
  local status=$?
  trap - EXIT INT TERM
  if [ "$STACK_UP" = 1 ]; then
    [ "$status" = 0 ] || report_stack
    docker compose down --volumes --remove-orphans --timeout 20 >/dev/null 2>&1 || log "docker compose down failed"
  fi
  stop_engine
  [ "$status" = 0 ] || log "failed after $((SECONDS - STARTED_AT)) s; engine and stack are torn down"
  exit "$status"
}
trap teardown EXIT
trap 'fail "interrupted"' INT TERM

step "engine"
ensure_engine
ensure_compose

step "base images"
mapfile -t BASE_IMAGES < <(docker compose config --format json | node scripts/up-check/base-images.mjs)
ensure_base_images "${BASE_IMAGES[@]}"

step "build"
docker compose build --quiet
IMAGES="$(docker compose config --format json | node -e \
  'const c=JSON.parse(require("fs").readFileSync(0,"utf8"));console.log(Object.values(c.services).filter((s)=>s.build).length)')"

step "up"
GATEWAY_PORT="$(node --input-type=module -e 'import { freePort } from "./scripts/free-port.mjs"; console.log(await freePort())')"
export GATEWAY_PORT
# MailDev's inbox is published on loopback too: a free port, so a running `make start` does not clash.
MAILDEV_PORT="$(node --input-type=module -e 'import { freePort } from "./scripts/free-port.mjs"; console.log(await freePort())')"
export MAILDEV_PORT
STACK_UP=1
docker compose up --detach --wait --wait-timeout 600 --quiet-pull || fail "the stack did not become healthy (states and logs follow)"
HEALTHY="$(docker compose ps --format '{{.Health}}' | grep -c '^healthy$' || true)"

step "calls through the gateway on 127.0.0.1:$GATEWAY_PORT"
RESULTS="$(node scripts/up-check/smoke.mjs "http://127.0.0.1:$GATEWAY_PORT")"

step "down"
docker compose down --volumes --remove-orphans --timeout 20 >/dev/null 2>&1
STACK_UP=0
stop_engine

echo "up-check: $IMAGES images ($STAND_IN_COUNT base stand-ins built), $HEALTHY services healthy, $RESULTS, $((SECONDS - STARTED_AT)) s"
