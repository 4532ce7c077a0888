#!/usr/bin/env bash
# `make test`: every test, also on a fresh machine with nothing set. Installs what is missing (npm
# packages, Debian's Chromium, kubectl and kustomize into .tools/), starts the project's own Kafka
# broker when KAFKA_BROKERS is unset (stopped again on exit, failure or Ctrl-C), builds and runs
# jest, whose globalSetup starts embedded PostgreSQL unless TEST_DATABASE_URL is set.
#
# What does not depend on each other runs side by side: the kube tools and the Kafka broker (mostly
# downloads and a JVM starting) while the code is compiled, and the Node packages (tsc -b) beside
# the web app (vite, which bundles the shared packages from source). Each phase prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
phase() { echo "make test: $1 done after $((SECONDS - started)) s"; }

node scripts/ensure-deps.mjs
bash scripts/ensure-chromium.sh
phase 'install'

bash scripts/ensure-tools.sh &
tools=$!
if [ -z "${KAFKA_BROKERS:-}" ]; then
  KAFKA_DIR=.kafka/make-test
  mkdir -p .kafka
  trap 'node scripts/kafka/kafka.mjs stop --data-dir "$KAFKA_DIR" || true' EXIT
  node scripts/kafka/kafka.mjs start --data-dir "$KAFKA_DIR" --fresh >.kafka/make-test.address &
  kafka=$!
fi

npm run build:node &
node_build=$!
npm run build:web
wait "$node_build"
phase 'build'
wait "$tools"
if [ -n "${kafka:-}" ]; then
  wait "$kafka"
  KAFKA_BROKERS="$(cat .kafka/make-test.address)"
  export KAFKA_BROKERS
fi
phase 'kube tools and Kafka'

# npm test would build again; the build above is current.
npx jest
phase 'jest'
