#!/usr/bin/env bash
# npm test: every check the project has, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .test-results && mkdir -p .test-results
trap 'node scripts/test-summary.mjs' EXIT

step() { printf '\n== %s\n' "$*"; }
step "typecheck" && node_modules/.bin/tsc --noEmit
step "lint" && node_modules/.bin/eslint --max-warnings 0 .
step "unit tests"
node_modules/.bin/vitest run --project unit --reporter=default --reporter=json --outputFile.json=.test-results/unit.json
step "integration tests" && bash scripts/test-integration.sh
step "build and end-to-end tests" && bash scripts/test-e2e.sh
step "cluster tests: two instances behind nginx on PostgreSQL, Redis and S3" && bash scripts/test-cluster.sh
