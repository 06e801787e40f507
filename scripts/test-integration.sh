#!/usr/bin/env bash
# Integration tests on a real SQLite file and on a real PostgreSQL database, both at once (each
# suite runs its files one after another; the two share nothing), their output shown as each ends.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .test-results

# Uploads on disk unless a test starts its own S3 server (storage.test.ts).
unset DATABASE_URL PAYLOAD_SECRET DATA_DIR S3_BUCKET S3_ENDPOINT S3_REGION S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY S3_FORCE_PATH_STYLE

suite() {
  local name=$1 && shift
  "$@" --reporter=default --reporter=json --outputFile.json=".test-results/integration-$name.json" >".test-results/integration-$name.log" 2>&1
}

suite sqlite env TEST_DB=sqlite bash scripts/integration-suite.sh "$@" &
sqlite=$!
# Files named *.sqlite.test.ts are about SQLite alone.
suite postgres bash scripts/with-postgres.sh env TEST_DB=postgres bash scripts/integration-suite.sh \
  --exclude '**/*.sqlite.test.ts' --passWithNoTests "$@" &
postgres=$!

status=0
wait $sqlite || status=1
echo "-- on SQLite" && cat .test-results/integration-sqlite.log
wait $postgres || status=1
echo "-- on PostgreSQL" && cat .test-results/integration-postgres.log
exit $status
