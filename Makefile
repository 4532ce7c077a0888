# Thin wrappers: the logic lives in npm scripts and scripts/.
COMPOSE ?= docker compose
KUBECTL ?= kubectl
overlay ?= dev
.PHONY: start test build lint up up-check down logs ps k8s bench kafka

start: ## install what is missing, build, serve http://localhost:8080 on embedded defaults
	node scripts/start.mjs

test: ## install what is missing (npm packages, Chromium, kubectl, kustomize), start Kafka if KAFKA_BROKERS is unset, build, run every test
	bash scripts/test.sh

build: ## compile every package and the web app
	node scripts/ensure-deps.mjs
	npm run build

lint: ## type-check, lint and check formatting
	npm run typecheck && npm run typecheck:tests && npm run lint

up: ## build the images and start everything in docker compose; waits until healthy (http://localhost:8080, GATEWAY_PORT in .env)
	$(COMPOSE) up --build --detach --wait && echo "AI App Toolkit is running at http://localhost:$$($(COMPOSE) port gateway 8080 | cut -d: -f2)"

up-check: ## build the six images and smoke-test the compose stack on a real engine (started and removed if none answers), then tear it down (docs/deploy.md)
	bash scripts/up-check/up-check.sh

down: ## stop and remove the compose containers; data volumes stay (add `--volumes` by hand to drop them)
	$(COMPOSE) down

logs: ## follow the compose logs, all of them or one: make logs service=email
	$(COMPOSE) logs --follow --tail=100 $(service)

ps: ## list the compose containers with their health
	$(COMPOSE) ps --all

k8s: ## render the Kubernetes manifests of an overlay (make k8s overlay=prod | kubectl apply -f -)
	$(KUBECTL) kustomize k8s/overlays/$(overlay)

kafka: ## a real Kafka broker (KRaft, jars from Maven Central) on 127.0.0.1:19092 until Ctrl-C
	node scripts/ensure-deps.mjs
	node scripts/kafka/kafka.mjs run
