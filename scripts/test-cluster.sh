#!/usr/bin/env bash
# The cluster tests: one production build, two instances of it (server.mjs) behind nginx
# (deploy/nginx/site.conf, over TLS), on PostgreSQL, Redis and an S3-compatible bucket, as
# docs/deploy.md describes. Each server is started for the run unless the environment names one
# (scripts/with-postgres.sh, with-redis.sh, with-s3.sh); nginx is Debian's, installed when missing.
# Arguments go to Vitest (a test file, -t NAME).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
if [[ -z "${DATABASE_URL_TEST:-}" ]]; then exec bash scripts/with-postgres.sh bash "$0" "$@"; fi
if [[ -z "${REDIS_URL_TEST:-}" ]]; then exec bash scripts/with-redis.sh bash "$0" "$@"; fi
if [[ -z "${S3_BUCKET:-}" ]]; then exec bash scripts/with-s3.sh bash "$0" "$@"; fi
command -v nginx >/dev/null || apt_install nginx-light
mkdir -p .test-results

export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
export DATA_DIR="$PWD/.cluster-data" DATABASE_URL="$DATABASE_URL_TEST" REDIS_URL="$REDIS_URL_TEST"
# One secret for every instance: a form's token signed by one is checked by another.
PAYLOAD_SECRET=$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")
export PAYLOAD_SECRET
export TRUSTED_PROXIES=1 FORM_RATE_LIMIT=100000
export ADMIN_EMAIL=cluster-admin@example.com
ADMIN_PASSWORD=$(node -e "console.log(require('node:crypto').randomBytes(18).toString('base64url'))")
export ADMIN_PASSWORD

read -r instance_a instance_b https_port http_port < <(node --input-type=module -e "
  import { freePort } from './scripts/server-process.mjs'
  console.log(await freePort(), await freePort(), await freePort(), await freePort())")
export CLUSTER_PORTS="$instance_a,$instance_b" CLUSTER_HTTPS_PORT=$https_port CLUSTER_HTTP_PORT=$http_port
# The public origin, nginx's: the pages name it, and the admin's requests must come from it.
export SITE_URL="https://localhost:$https_port"

rm -rf "$DATA_DIR"
# Whatever the tests started and did not stop (a test run that crashed): the instances' process
# groups and nginx, recorded by tests/cluster/instances.ts.
stop_leftovers() {
  node -e "
    const state = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))
    const kill = (pid) => { try { process.kill(pid, 'SIGKILL') } catch {} }
    for (const pid of Object.values(state.pids)) kill(-pid)
    if (state.nginxPid) { try { process.kill(state.nginxPid, 'SIGTERM') } catch {} }
  " "$DATA_DIR/cluster-instances.json" 2>/dev/null || true
}
trap stop_leftovers EXIT
mkdir -p "$DATA_DIR/tls"
export CLUSTER_TLS_CERTIFICATE="$DATA_DIR/tls/localhost.crt" CLUSTER_TLS_KEY="$DATA_DIR/tls/localhost.key"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1 \
  -keyout "$CLUSTER_TLS_KEY" -out "$CLUSTER_TLS_CERTIFICATE" 2>/dev/null
# The tests' own requests trust that certificate, as browsers trust a real one.
export NODE_EXTRA_CA_CERTS="$CLUSTER_TLS_CERTIFICATE"

node_modules/.bin/tsx scripts/prepare-db.ts --picture-scale 0.1
node scripts/build.mjs
node_modules/.bin/vitest run --project cluster \
  --reporter=default --reporter=json --outputFile.json=.test-results/cluster.json "$@"
