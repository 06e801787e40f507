#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (never a downloaded browser): install it when missing.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
[[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]] || apt_install chromium
