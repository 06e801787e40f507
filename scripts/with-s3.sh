#!/usr/bin/env bash
# Runs a command with an S3-compatible server (s3rver, a dev dependency) on a free port of 127.0.0.1:
# the bucket `site-test` exists and the S3_* variables point at it. The server and its files are removed afterwards.
# S3_TEST_PORT picks the port.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

work=$(mktemp -d /tmp/site-s3.XXXXXX)
mkdir "$work/objects"
node "$root/scripts/s3-server.mjs" "$work/objects" site-test "$work/port" &
server=$!

stop_server() {
  kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap stop_server EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for _ in $(seq 200); do
  [[ -s "$work/port" ]] && break
  kill -0 "$server" 2>/dev/null || { echo "the S3 test server did not start" >&2; exit 1; }
  sleep 0.05
done
[[ -s "$work/port" ]] || { echo "the S3 test server did not start within 10 s" >&2; exit 1; }

export S3_BUCKET=site-test S3_ENDPOINT="http://127.0.0.1:$(cat "$work/port")" S3_REGION=us-east-1 \
  S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER S3_FORCE_PATH_STYLE=true
"$@"
