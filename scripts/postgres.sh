#!/usr/bin/env bash
# Starts the PostgreSQL server that the store's tests run on (vitest project `postgres`), as
# scripts/test.sh does for Chromium: installs Debian's postgresql when it is missing, starts its
# cluster (listening on 127.0.0.1), makes the tests' role, and removes the databases that killed runs
# left. Prints the URL of the tests' role on its last line; `npm test` passes it to vitest.
set -uo pipefail

run_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }

if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  echo "== installing Debian's postgresql" >&2
  run_root apt-get update -qq && run_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2 || exit 1
fi

cluster=$(pg_lsclusters --no-header 2>/dev/null | head -n 1)
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  echo "== creating PostgreSQL $version's cluster main" >&2
  run_root pg_createcluster "$version" main >&2 || exit 1
  cluster=$(pg_lsclusters --no-header | head -n 1)
fi
read -r version name port status _ <<<"$cluster"
if [ "$status" != online ]; then
  # pg_ctlcluster waits until the server accepts connections.
  run_root pg_ctlcluster "$version" "$name" start >&2 || exit 1
fi

psql_admin() { as_postgres psql -X -q -p "$port" -d postgres -v ON_ERROR_STOP=1 "$@"; }
if [ "$(psql_admin -tAc "select 1 from pg_roles where rolname = 'vitrine_test'")" != 1 ]; then
  psql_admin -c "create role vitrine_test login createdb password 'vitrine_test'" >&2 || exit 1
fi
# A test drops its database `with (force)`: an autovacuum worker may be in it after a burst of inserts,
# and ending a session that is not the role's own needs pg_signal_backend.
psql_admin -c "grant pg_signal_backend to vitrine_test" >&2 || exit 1
# Databases of test runs that were killed before they dropped theirs.
for db in $(psql_admin -tAc "select datname from pg_database where datname like 'vitrine\_test\_%'"); do
  psql_admin -c "drop database if exists $db with (force)" >&2
done

echo "== PostgreSQL $version on 127.0.0.1:$port" >&2
echo "postgres://vitrine_test:vitrine_test@127.0.0.1:$port/postgres"
