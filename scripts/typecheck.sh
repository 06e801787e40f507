#!/usr/bin/env bash
# The type check of everything that runs: tsc for the TypeScript and the .mjs files (checkJs), then
# astro check for the .astro files (tsconfig.astro.json names only them; tsc cannot read them). Both
# run even when the first fails.
set -uo pipefail
cd "$(dirname "$0")/.."

status=0
node_modules/.bin/tsc --noEmit || status=1
ASTRO_TELEMETRY_DISABLED=1 node_modules/.bin/astro check --tsconfig tsconfig.astro.json || status=1
exit $status
