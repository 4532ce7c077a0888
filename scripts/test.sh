#!/usr/bin/env bash
# `make test`: every test, also on a fresh machine with nothing set. Installs what is missing (npm
# packages, Debian's Chromium, kubectl and kustomize into .tools/), starts the project's own Kafka
# broker when KAFKA_BROKERS is unset (stopped again on exit, failure or Ctrl-C), builds and runs
# jest, whose globalSetup starts embedded PostgreSQL unless TEST_DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/ensure-deps.mjs
bash scripts/ensure-chromium.sh
bash scripts/ensure-tools.sh
if [ -z "${KAFKA_BROKERS:-}" ]; then
  KAFKA_DIR=.kafka/make-test
  trap 'node scripts/kafka/kafka.mjs stop --data-dir "$KAFKA_DIR" || true' EXIT
  KAFKA_BROKERS="$(node scripts/kafka/kafka.mjs start --data-dir "$KAFKA_DIR" --fresh)"
  export KAFKA_BROKERS
fi
npm test
