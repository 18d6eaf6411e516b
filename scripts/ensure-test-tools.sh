#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (a test tool's own browser download does not work here) and serve the
# built site with Debian's nginx using deploy/nginx/. Installs whatever is missing with apt, in one run:
# chromium (unless $CHROME_PATH points at a browser), nginx and its brotli module.
set -euo pipefail
bin="${CHROME_PATH:-/usr/bin/chromium}"
packages=()
[ -x "$bin" ] || packages+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || packages+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || packages+=(libnginx-mod-http-brotli-filter)
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian packages for the end-to-end tests: ${packages[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
# Debian starts the packaged nginx service where systemd runs; the tests start their own.
if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet nginx 2>/dev/null; then $sudo systemctl stop nginx || true; fi
test -x "$bin" || { echo "chromium install failed" >&2; exit 1; }
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || { echo "nginx install failed" >&2; exit 1; }
