#!/usr/bin/env bash
# End-to-end tests: a production build of the site on a fresh seeded SQLite database,
# served by server.mjs (Astro's public pages and Next's admin and API behind our HTTP server) and driven by Debian's Chromium through Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_chromium
# The Nu Html Checker (vnu-jar, html-validity.spec.ts) runs on Java.
command -v java >/dev/null || apt_install default-jre-headless
mkdir -p .test-results

export E2E_PORT=${E2E_PORT:-3100}
export DATA_DIR="$PWD/.e2e-data"
# No SITE_URL: the site names the address of its front server, as `npm start` without one does (addresses.spec.ts).
export ADMIN_EMAIL=e2e-admin@example.com
ADMIN_PASSWORD=$(node -e "console.log(require('node:crypto').randomBytes(18).toString('base64url'))")
export ADMIN_PASSWORD
export PLAYWRIGHT_JSON_OUTPUT_NAME=.test-results/e2e.json
unset DATABASE_URL PAYLOAD_SECRET

rm -rf "$DATA_DIR"
# The build reads no content: it runs beside the seed (half-size demo pictures: the same pages, seeded in less time).
node scripts/build.mjs &
build=$!
node_modules/.bin/tsx scripts/prepare-db.ts --picture-scale 0.5
wait "$build"
node_modules/.bin/playwright test "$@"
