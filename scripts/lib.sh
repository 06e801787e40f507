# Shared by the test scripts.

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

# Installs Debian packages that are missing.
apt_install() {
  echo "Installing from Debian's packages: $*" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# End-to-end tests drive Debian's Chromium (never a downloaded browser): installs it when missing.
ensure_chromium() {
  [[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]] || apt_install chromium
}

# The benchmark measures the server as deployed (docs/deploy.md): with jemalloc, from Debian's
# libjemalloc2 (src/server/memoryAllocator.ts). Installs it when missing.
ensure_jemalloc() {
  compgen -G '/usr/lib/*-linux-gnu/libjemalloc.so.2' >/dev/null || apt_install libjemalloc2
}

# `bash scripts/lib.sh <function> [args]` runs one of these from npm's scripts.
if [[ "${BASH_SOURCE[0]}" == "$0" && $# -gt 0 ]]; then
  set -euo pipefail
  "$@"
fi
