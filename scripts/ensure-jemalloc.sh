#!/usr/bin/env bash
# The benchmark measures the server as deployed (docs/deploy.md): with jemalloc, from Debian's
# libjemalloc2 (src/server/memoryAllocator.ts). Install it when missing.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
compgen -G '/usr/lib/*-linux-gnu/libjemalloc.so.2' >/dev/null || apt_install libjemalloc2
