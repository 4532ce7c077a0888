#!/usr/bin/env bash
# Tools from Debian trixie packages, downloaded with apt through a source list of our own (nothing is
# installed or upgraded on the machine) and unpacked into .tools/. Prints nothing when they are there.
#
#   bash scripts/ensure-tools.sh          kubectl (of kubernetes-client) and kustomize into .tools/bin (the deploy tests)
#   bash scripts/ensure-tools.sh docker   the compose and buildx plugins into .tools/docker/cli-plugins (make up-check)
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS="$PWD/.tools"
group="${1:-kube}"

case "$group" in
  kube)
    links=(bin/kubectl bin/kustomize)
    packages=(kubectl kustomize)
    ;;
  docker)
    links=(docker/cli-plugins/docker-compose docker/cli-plugins/docker-buildx)
    packages=(docker-compose docker-buildx)
    ;;
  *)
    echo "ensure-tools: unknown group '$group' (kube or docker)" >&2
    exit 2
    ;;
esac

all_present() {
  local link
  for link in "${links[@]}"; do [ -x "$TOOLS/$link" ] || return 1; done
}
if all_present; then exit 0; fi

MIRROR="$(bash scripts/debian-mirror.sh)"

echo "Fetching ${packages[*]} (Debian trixie packages) into .tools/…"
APT="$TOOLS/apt-$group"
rm -rf "$APT" && mkdir -p "$APT/lists/partial" "$APT/cache/archives/partial" "$APT/debs"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR trixie main" >"$APT/trixie.list"
touch "$APT/status" # an empty package database: what the machine has installed must not win
apt_options=(
  -o "Dir::Etc::SourceList=$APT/trixie.list" -o Dir::Etc::SourceParts=/dev/null -o "Dir::State::Lists=$APT/lists"
  -o "Dir::State::status=$APT/status" -o "Dir::Cache=$APT/cache" -o Debug::NoLocking=1 -o APT::Sandbox::User=root
)
apt-get "${apt_options[@]}" update -qq
(cd "$APT/debs" && apt-get "${apt_options[@]}" download -qq "${packages[@]}")
for deb in "$APT"/debs/*.deb; do dpkg-deb -x "$deb" "$APT/root"; done

# Each link points at the file of the same name inside the unpacked packages.
for link in "${links[@]}"; do
  name="$(basename "$link")"
  target="$(find "$APT/root" -name "$name" -type f -perm -u+x | head -n 1)"
  [ -n "$target" ] || { echo "ensure-tools: $name is not in ${packages[*]}" >&2; exit 1; }
  mkdir -p "$TOOLS/$(dirname "$link")"
  ln -sf "$target" "$TOOLS/$link"
done
if [ "$group" = kube ]; then
  # sed reads to the end: head would close the pipe early, and pipefail would turn kubectl's SIGPIPE into a failure.
  "$TOOLS/bin/kubectl" version --client=true | sed -n 1p
fi
echo "Unpacked into .tools/: $(cd "$APT/debs" && echo *.deb)"
