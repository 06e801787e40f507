#!/usr/bin/env bash
# Runs a command with DATABASE_URL_TEST pointing at a PostgreSQL database.
# Uses DATABASE_URL_TEST when given; otherwise starts a throw-away local cluster (Debian's
# PostgreSQL, installed when missing) and removes it afterwards.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

if [[ -n "${DATABASE_URL_TEST:-}" ]]; then
  # The backup tests run pg_dump, pg_restore and psql against it.
  command -v pg_dump >/dev/null || apt_install postgresql-client
  exec "$@"
fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [[ -z "$pg_bin" ]]; then
  apt_install postgresql
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

cluster=$(mktemp -d /tmp/site-pg.XXXXXX)
port=${PG_TEST_PORT:-$((54000 + RANDOM % 900))}
as_owner=()
if [[ $(id -u) -eq 0 ]]; then
  chown postgres "$cluster"
  as_owner=(runuser -u postgres --)
fi

stop_cluster() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop_cluster EXIT

"${as_owner[@]}" "$pg_bin/initdb" -D "$cluster/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$cluster/data" -l "$cluster/log" -w \
  -o "-p $port -k $cluster -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
"$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U postgres site_test

export DATABASE_URL_TEST="postgres://postgres@127.0.0.1:$port/site_test"
"$@"
