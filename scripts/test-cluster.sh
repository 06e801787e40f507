#!/usr/bin/env bash
# The cluster tests: one production build, two instances of it (server.mjs) sharing one SQLite file
# (WAL lets several processes of one machine use it) and Next's cache in one Redis (REDIS_URL).
# Redis is Debian's, started for the run (scripts/with-redis.sh) unless REDIS_URL_TEST names one.
# Arguments go to Vitest (a test file, -t NAME); CLUSTER_PORTS=3471,3472 picks the instances' ports.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${REDIS_URL_TEST:-}" ]]; then
  exec bash scripts/with-redis.sh bash "$0" "$@"
fi
mkdir -p .test-results

export NEXT_TELEMETRY_DISABLED=1
export DATA_DIR="$PWD/.cluster-data"
export REDIS_URL="$REDIS_URL_TEST"
# The origin visitors use (the load balancer's); the tests reach each instance on its own port.
export SITE_URL=${SITE_URL:-http://localhost:3000}
export ADMIN_EMAIL=cluster-admin@example.com
ADMIN_PASSWORD=$(node -e "console.log(require('node:crypto').randomBytes(18).toString('base64url'))")
export ADMIN_PASSWORD
unset DATABASE_URL PAYLOAD_SECRET

rm -rf "$DATA_DIR"
node_modules/.bin/tsx scripts/prepare-db.ts --picture-scale 0.1
rm -rf .next/cache/fetch-cache # earlier builds' data cache, which no later build reads
node_modules/.bin/next build
node_modules/.bin/vitest run --project cluster \
  --reporter=default --reporter=json --outputFile.json=.test-results/cluster.json "$@"
