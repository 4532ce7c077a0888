#!/usr/bin/env bash
# Prints the machine's own Debian mirror (deb822 or one-line apt sources), else Debian's redirector.
set -euo pipefail
mirror="$(grep -hoE '^(URIs:\s*|deb\s+(\[[^]]*\]\s+)?)https?://[^ ]*/debian/?(\s|$)' \
  /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null | grep -oE 'https?://[^ ]*' | head -n 1 || true)"
echo "${mirror:-http://deb.debian.org/debian}"
