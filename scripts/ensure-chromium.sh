#!/usr/bin/env bash
# End-to-end tests and benchmarks drive Debian's Chromium builds (never a downloaded browser): the headless shell
# for the journeys, the full browser for Web Push and Lighthouse (decision 0095). Installs them when missing.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
HEADLESS_SHELL=${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}
[ -x "$CHROMIUM" ] && [ -x "$HEADLESS_SHELL" ] && exit 0
if [ "$(id -u)" != 0 ] && ! command -v sudo >/dev/null; then
  echo "Chromium is missing: install Debian's packages with 'apt-get install chromium chromium-headless-shell'." >&2
  exit 1
fi
SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
echo "Installing Debian's chromium and chromium-headless-shell for the end-to-end tests..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-dejavu-core >/dev/null
