# Thin wrappers: the logic lives in npm scripts and scripts/.
.PHONY: start test build lint up down logs ps k8s bench kafka

start: ## install what is missing, build, serve http://localhost:8080 on embedded defaults
	node scripts/start.mjs

test: ## install what is missing (npm packages, Debian's Chromium), build, run every test
	node scripts/ensure-deps.mjs
	bash scripts/ensure-chromium.sh
	npm test

build: ## compile every package and the web app
	node scripts/ensure-deps.mjs
	npm run build

lint: ## type-check, lint and check formatting
	npm run typecheck && npm run lint

kafka: ## a real Kafka broker (KRaft, jars from Maven Central) on 127.0.0.1:19092 until Ctrl-C
	node scripts/ensure-deps.mjs
	node scripts/kafka/kafka.mjs run
