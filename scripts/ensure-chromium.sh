#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (a test tool's own browser download does not work here).
# Installs it with apt when neither $CHROME_PATH nor /usr/bin/chromium exists.
set -euo pipefail
bin="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then exit 0; fi
echo "Chromium not found at $bin; installing Debian's chromium package..."
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
test -x /usr/bin/chromium || { echo "chromium install failed" >&2; exit 1; }
