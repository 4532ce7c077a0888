# The Docker engine for make up-check (sourced by up-check.sh). When none answers, Debian's
# docker.io is installed and its daemon started by hand with a data folder that outlives the run
# (images and build cache are reused); stop_engine stops it and removes what it created: its
# bridges, its iptables chains and rules, and ip_forward goes back to its old value.

ENGINE_RUN_DIR=/run/aiapp-up-check
ENGINE_PID=""
ENGINE_LOG=""
declare -A TABLE_BEFORE=()
IP_FORWARD_BEFORE=""
LINKS_BEFORE=""

engine_answers() {
  timeout 10 docker version --format '{{.Server.Version}}' >/dev/null 2>&1
}

install_engine() {
  command -v dockerd >/dev/null && return 0
  log "no Docker engine answers and dockerd is missing: installing Debian's docker.io"
  # No init system here: keep the package from starting a daemon of its own.
  local policy=/usr/sbin/policy-rc.d added_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added_policy=1
  fi
  apt-get update -qq -o DPkg::Lock::Timeout=600
  DEBIAN_FRONTEND=noninteractive apt-get install -o DPkg::Lock::Timeout=600 -y -qq --no-install-recommends docker.io >/dev/null
  if [ "$added_policy" = 1 ]; then rm -f "$policy"; fi
}

remember_network_state() {
  IP_FORWARD_BEFORE="$(sysctl -n net.ipv4.ip_forward)"
  LINKS_BEFORE="$(ip -o link show | awk -F': ' '{ print $2 }' | cut -d@ -f1)"
  local table
  for table in filter nat; do TABLE_BEFORE[$table]="$(iptables-save -t "$table" 2>/dev/null || true)"; done
}

# Starts dockerd on a socket of its own; DOCKER_HOST points the CLI at it.
start_engine() {
  install_engine
  remember_network_state
  mkdir -p "$ENGINE_RUN_DIR" "$UP_CHECK_CACHE/data-root"
  ENGINE_LOG="$UP_CHECK_CACHE/dockerd.log"
  log "starting dockerd (data in $UP_CHECK_CACHE/data-root, log in $ENGINE_LOG)"
  dockerd --host="unix://$ENGINE_RUN_DIR/docker.sock" --data-root="$UP_CHECK_CACHE/data-root" \
    --exec-root="$ENGINE_RUN_DIR/exec" --pidfile="$ENGINE_RUN_DIR/dockerd.pid" >"$ENGINE_LOG" 2>&1 &
  ENGINE_PID=$!
  export DOCKER_HOST="unix://$ENGINE_RUN_DIR/docker.sock"
  for _ in $(seq 1 60); do
    engine_answers && return 0
    kill -0 "$ENGINE_PID" 2>/dev/null || fail "dockerd exited at start: $(tail -n 5 "$ENGINE_LOG")"
    sleep 0.5
  done
  fail "dockerd did not answer within 30 s: $(tail -n 5 "$ENGINE_LOG")"
}

# The machine's engine when one answers, else ours.
ensure_engine() {
  if engine_answers; then
    log "using the Docker engine that answers ($(docker version --format '{{.Server.Version}}'))"
  else
    start_engine
  fi
}

stop_daemon() {
  kill -TERM "$ENGINE_PID" 2>/dev/null || return 0
  for _ in $(seq 1 60); do
    kill -0 "$ENGINE_PID" 2>/dev/null || return 0
    sleep 0.5
  done
  log "dockerd did not stop within 30 s: killing it"
  kill -KILL "$ENGINE_PID" 2>/dev/null || true
}

# Bridges and veth pairs that appeared while the engine ran.
remove_new_links() {
  local link
  for link in $(ip -o link show | awk -F': ' '{ print $2 }' | cut -d@ -f1); do
    case "$link" in docker0 | br-* | veth*) ;; *) continue ;; esac
    grep -qxF "$link" <<<"$LINKS_BEFORE" || ip link delete "$link" 2>/dev/null || true
  done
}

# Each table back as it was; a table that was empty before is emptied (docker's chains deleted).
restore_iptables() {
  local table
  local -A empty=(
    [filter]=$'*filter\n:INPUT ACCEPT [0:0]\n:FORWARD ACCEPT [0:0]\n:OUTPUT ACCEPT [0:0]\nCOMMIT'
    [nat]=$'*nat\n:PREROUTING ACCEPT [0:0]\n:INPUT ACCEPT [0:0]\n:OUTPUT ACCEPT [0:0]\n:POSTROUTING ACCEPT [0:0]\nCOMMIT'
  )
  for table in filter nat; do
    if [ -n "${TABLE_BEFORE[$table]}" ]; then
      iptables-restore <<<"${TABLE_BEFORE[$table]}"
    else
      iptables-restore <<<"${empty[$table]}"
    fi
  done
}

# Only an engine this script started is stopped and cleaned up after.
stop_engine() {
  [ -n "$ENGINE_PID" ] || return 0
  log "stopping dockerd and removing its bridges, firewall rules and run folder"
  stop_daemon
  remove_new_links
  restore_iptables || log "could not restore iptables; see iptables-save"
  sysctl -qw "net.ipv4.ip_forward=$IP_FORWARD_BEFORE"
  # Mounts a daemon stopped in the middle can leave: network namespaces under its exec root, and
  # its data folder mounted on itself.
  grep -oE " ($ENGINE_RUN_DIR|$UP_CHECK_CACHE/data-root)(/[^ ]*)?" /proc/mounts | sort -r | xargs -r -n 1 umount -l 2>/dev/null || true
  rm -rf "$ENGINE_RUN_DIR"
  ENGINE_PID=""
}
