# The image of every deployable: the gateway and the five services differ only in the build
# arguments. Build from the repository root, where the lockfile and the shared packages live:
#   docker build --build-arg WORKSPACE=services/email --build-arg PORT=4105 -t aiapp/email .
# docker-compose.yml gives each deployable its arguments; docs/deploy.md lists them.
#   WORKSPACE      the workspace folder that runs (gateway, services/<name>); required
#   PORT           the port it listens on; required
#   RUNTIME_FILES  folders besides the compiled packages it reads at run time, space-separated
#                  (gateway: web/dist; text-gen: services/text-gen/content)
#   MALLOC         glibc (default) or jemalloc (the image service, see below)
ARG NODE_VERSION=22.23.3
ARG MALLOC=glibc

FROM node:${NODE_VERSION}-trixie-slim AS base
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
WORKDIR /app

# Only the package manifests: the install layers below stay cached until one of them changes.
FROM base AS manifests
COPY . /context
RUN cd /context && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents '{}' /app ';' \
 && cp package-lock.json /app/

# Every package and the web app, compiled once: these layers are the same for all six images, so
# building them together (docker compose build) does this work once.
FROM base AS build
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

# The RUNTIME_FILES, gathered in one folder (a COPY cannot skip a folder one deployable lacks).
FROM build AS runtime-files
ARG RUNTIME_FILES=
RUN mkdir /runtime-files && for folder in $RUNTIME_FILES; do cp -a --parents "$folder" /runtime-files/; done

FROM base AS production-dependencies
ARG WORKSPACE
ARG PORT
RUN if [ -z "${WORKSPACE}" ] || [ -z "${PORT}" ]; then echo 'The build arguments WORKSPACE and PORT are required (top of the Dockerfile).' >&2; exit 1; fi
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace ${WORKSPACE}

FROM base AS allocator-glibc

# glibc's allocator fragments under sharp's many small multi-threaded allocations (sharp's
# install docs; lovell/sharp#955): jemalloc keeps the resident size flat, and with it sharp
# keeps its thread pool instead of dropping to one thread.
FROM base AS allocator-jemalloc
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2

FROM allocator-${MALLOC}
ARG WORKSPACE
ARG PORT
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT}
COPY --from=production-dependencies /app ./
# Every shared package's compiled code; a deployable loads only those it imports.
COPY --from=build /app/libraries/text/dist libraries/text/dist
COPY --from=build /app/libraries/store-facts/dist libraries/store-facts/dist
COPY --from=build /app/libraries/site-catalogue/dist libraries/site-catalogue/dist
COPY --from=build /app/shared-contracts/dist shared-contracts/dist
COPY --from=build /app/libraries/listing-copy/dist libraries/listing-copy/dist
COPY --from=build /app/platform/kit/dist platform/kit/dist
COPY --from=build /app/${WORKSPACE}/dist ${WORKSPACE}/dist
# The gateway finds the SPA at ../../web/dist from its dist folder (WEB_DIST_DIR's default);
# text-gen reads its blog articles from content/, next to dist/.
COPY --from=runtime-files /runtime-files/ ./
USER 1000:1000
WORKDIR /app/${WORKSPACE}
EXPOSE ${PORT}
# node itself, not npm: npm does not forward SIGTERM, and the graceful shutdown needs it.
CMD ["node", "dist/server.js"]
