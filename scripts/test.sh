#!/usr/bin/env bash
# npm test: every check the project has, in the order a failure is cheapest to find. Every stage
# runs even when one before it failed, so that one failure hides no other; the closing line counts
# the tests, and a stage that failed without a failed test (a type error, a build) as one failure.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf .test-results && mkdir -p .test-results

failed_stages=()
trap 'node scripts/test-summary.mjs "${failed_stages[@]}"' EXIT

# stage NAME COMMAND...: NAME is also the start of the file names of its test reports in .test-results.
stage() {
  local name=$1 && shift
  printf '\n== %s\n' "$name"
  local started=$SECONDS
  "$@" || failed_stages+=("$name")
  printf '== %s took %d s\n' "$name" $((SECONDS - started))
}

stage typecheck bash scripts/typecheck.sh
stage lint node_modules/.bin/eslint --max-warnings 0 .
stage unit node_modules/.bin/vitest run --project unit --reporter=default --reporter=json --outputFile.json=.test-results/unit.json
stage integration bash scripts/test-integration.sh
stage e2e bash scripts/test-e2e.sh
stage cluster bash scripts/test-cluster.sh
((${#failed_stages[@]} == 0))
