#!/usr/bin/env bash
# kubectl and kustomize for the deploy tests: Debian trixie's `kubectl` (of kubernetes-client) and `kustomize`
# packages, downloaded with apt through a source list of our own (nothing is installed or upgraded
# on the machine) and unpacked into .tools/. Prints nothing when they are already there.
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS="$PWD/.tools"
BIN="$TOOLS/bin"
if [ -x "$BIN/kubectl" ] && [ -x "$BIN/kustomize" ]; then exit 0; fi

# The machine's own Debian mirror (deb822 or one-line sources), else Debian's redirector.
MIRROR="$(grep -hoE '^(URIs:\s*|deb\s+(\[[^]]*\]\s+)?)https?://[^ ]*/debian/?(\s|$)' \
  /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null | grep -oE 'https?://[^ ]*' | head -n 1 || true)"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"

echo "Fetching kubectl and kustomize (Debian trixie packages) into .tools/…"
APT="$TOOLS/apt"
rm -rf "$APT" && mkdir -p "$APT/lists/partial" "$APT/cache/archives/partial" "$APT/debs" "$BIN"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR trixie main" >"$APT/trixie.list"
touch "$APT/status" # an empty package database: what the machine has installed must not win
apt_options=(
  -o "Dir::Etc::SourceList=$APT/trixie.list" -o Dir::Etc::SourceParts=/dev/null -o "Dir::State::Lists=$APT/lists"
  -o "Dir::State::status=$APT/status" -o "Dir::Cache=$APT/cache" -o Debug::NoLocking=1 -o APT::Sandbox::User=root
)
apt-get "${apt_options[@]}" update -qq
(cd "$APT/debs" && apt-get "${apt_options[@]}" download -qq kubectl kustomize)
for deb in "$APT"/debs/*.deb; do dpkg-deb -x "$deb" "$APT/root"; done
ln -sf "$APT/root/usr/bin/kubectl" "$BIN/kubectl"
ln -sf "$APT/root/usr/bin/kustomize" "$BIN/kustomize"
# sed reads to the end: head would close the pipe early, and pipefail would turn kubectl's SIGPIPE into a failure.
"$BIN/kubectl" version --client=true | sed -n 1p
echo "Unpacked into .tools/: $(cd "$APT/debs" && echo *.deb)"
