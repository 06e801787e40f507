#!/usr/bin/env bash
# Integration tests on a real SQLite file, then on a real PostgreSQL database.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .test-results
export NEXT_TELEMETRY_DISABLED=1
unset DATABASE_URL PAYLOAD_SECRET DATA_DIR

echo "-- on SQLite"
TEST_DB=sqlite node_modules/.bin/vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json=.test-results/integration-sqlite.json "$@"

echo "-- on PostgreSQL"
bash scripts/with-postgres.sh env TEST_DB=postgres node_modules/.bin/vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json=.test-results/integration-postgres.json "$@"
