#!/usr/bin/env bash
# Regenerates docs/public/media/sample-pattern.webm, the clip the media player shows on /guide/ecosystem.html
# and that tests/e2e/components.spec.ts plays: 4 s of ffmpeg's own colour test pattern (testsrc2) with a
# 440 Hz sine tone, VP9 + Opus in WebM (about 75 KB). Made here, so the site carries no third-party media.
# Needs ffmpeg (Debian: apt-get install ffmpeg); not part of the build.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p docs/public/media
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=duration=4:size=320x180:rate=24" \
  -f lavfi -i "sine=frequency=440:duration=4:sample_rate=48000" \
  -c:v libvpx-vp9 -b:v 120k -pix_fmt yuv420p -c:a libopus -b:a 32k -shortest \
  docs/public/media/sample-pattern.webm
