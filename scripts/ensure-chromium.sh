#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (never a downloaded build).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=; fi
echo "Installing Chromium from Debian for the browser tests…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
