#!/usr/bin/env bash
# Runs a command with REDIS_URL_TEST pointing at a Redis server.
# Uses REDIS_URL_TEST when given; otherwise starts a throw-away server (Debian's redis-server,
# installed when missing) on a free port, without persistence, and stops it afterwards.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

if [[ -n "${REDIS_URL_TEST:-}" ]]; then
  exec "$@"
fi

if ! command -v redis-server >/dev/null; then
  apt_install redis-server
fi

dir=$(mktemp -d /tmp/site-redis.XXXXXX)
port=${REDIS_TEST_PORT:-}
if [[ -z "$port" ]]; then
  port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })")
fi

stop_redis() {
  if [[ -f "$dir/redis.pid" ]]; then
    local pid
    pid=$(cat "$dir/redis.pid")
    kill "$pid" 2>/dev/null || true
    # Redis writes its log while it stops: the folder is removed once it has gone.
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$dir"
}
trap stop_redis EXIT

redis-server --port "$port" --bind 127.0.0.1 --dir "$dir" --save '' --appendonly no \
  --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/log"
for _ in $(seq 50); do
  redis-cli -p "$port" ping >/dev/null 2>&1 && break
  sleep 0.1
done
redis-cli -p "$port" ping >/dev/null

export REDIS_URL_TEST="redis://127.0.0.1:$port"
"$@"
