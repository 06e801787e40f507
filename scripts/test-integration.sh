#!/usr/bin/env bash
# Integration tests on a real SQLite file, then on a real PostgreSQL database (both run, whichever fails).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .test-results

# Uploads on disk unless a test starts its own S3 server (storage.test.ts).
unset DATABASE_URL PAYLOAD_SECRET DATA_DIR S3_BUCKET S3_ENDPOINT S3_REGION S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY S3_FORCE_PATH_STYLE

echo "-- on SQLite"
status=0
TEST_DB=sqlite node_modules/.bin/vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json=.test-results/integration-sqlite.json "$@" || status=1

echo "-- on PostgreSQL (files named *.sqlite.test.ts are about SQLite alone)"
bash scripts/with-postgres.sh env TEST_DB=postgres node_modules/.bin/vitest run --project integration \
  --exclude '**/*.sqlite.test.ts' --passWithNoTests \
  --reporter=default --reporter=json --outputFile.json=.test-results/integration-postgres.json "$@" || status=1
exit $status
