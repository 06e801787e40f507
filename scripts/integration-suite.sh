#!/usr/bin/env bash
# One integration suite: TEST_DB=sqlite|postgres (PostgreSQL in DATABASE_URL_TEST, from
# scripts/with-postgres.sh). An empty database is migrated once, then each test file starts from a
# copy of it (tests/integration/harness.ts): a file copy on SQLite, a database made from it as a
# template on PostgreSQL. Arguments go to Vitest.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $TEST_DB == postgres ]]; then
  template=site_template
  psql -q "$DATABASE_URL_TEST" -c "DROP DATABASE IF EXISTS $template" -c "CREATE DATABASE $template"
  DATABASE_URL=${DATABASE_URL_TEST%/*}/$template node_modules/.bin/tsx tests/integration/migratedTemplate.ts
  export TEST_POSTGRES_TEMPLATE=$template
else
  template_dir=$(mktemp -d /tmp/site-sqlite-template.XXXXXX)
  trap 'rm -rf "$template_dir"' EXIT
  DATA_DIR=$template_dir node_modules/.bin/tsx tests/integration/migratedTemplate.ts
  export TEST_SQLITE_TEMPLATE=$template_dir/site.db
fi
node_modules/.bin/vitest run --project integration "$@"
