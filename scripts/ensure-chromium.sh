#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (never a downloaded browser). Install it when missing.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" != 0 ] && ! command -v sudo >/dev/null; then
  echo "Chromium is missing: install Debian's package with 'apt-get install chromium'." >&2
  exit 1
fi
SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
echo "Installing Debian's chromium for the end-to-end tests..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
