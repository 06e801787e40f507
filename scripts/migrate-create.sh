#!/usr/bin/env bash
# After a schema change: writes a migration for SQLite and one for PostgreSQL, both to be committed.
# Usage: npm run migrate:create -- name
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: npm run migrate:create -- name}
unset DATABASE_URL
started=$(mktemp)
DATA_DIR=$(mktemp -d) node_modules/.bin/payload migrate:create "$name"
bash scripts/with-postgres.sh bash -c 'DATABASE_URL=$DATABASE_URL_TEST node_modules/.bin/payload migrate:create "$0"' "$name"
node_modules/.bin/node scripts/mend-migration-downs.ts $(find src/migrations -name "*_${name}.ts" -newer "$started")
