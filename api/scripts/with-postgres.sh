#!/usr/bin/env bash
# Runs a command against a throwaway Postgres server (Debian's `postgresql` package):
# initdb into a temporary folder, start on 127.0.0.1 at a random port, run the command with
# DATABASE_URL set, then stop the server and delete the folder, whatever the command did.
#   api/scripts/with-postgres.sh npx vitest run api
# As root, the server runs as the `postgres` user (initdb refuses root).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

bin_dir="${PG_BIN_DIR:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ ! -x "$bin_dir/initdb" ]; then
  echo "with-postgres: no initdb found (install Debian's postgresql or set PG_BIN_DIR)" >&2
  exit 1
fi

port="${PG_PORT:-$((20000 + RANDOM % 20000))}"
data_dir="$(mktemp -d -t porthole-pg.XXXXXX)"

as_server_user() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$data_dir"
  server_user=postgres
else
  server_user="$(id -un)"
fi

stop() {
  as_server_user "$bin_dir/pg_ctl" -D "$data_dir/db" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$data_dir"
}
trap stop EXIT

as_server_user "$bin_dir/initdb" -D "$data_dir/db" -U "$server_user" --auth=trust \
  --no-sync -E UTF8 >/dev/null
as_server_user "$bin_dir/pg_ctl" -D "$data_dir/db" -l "$data_dir/server.log" -w \
  -o "-p $port -k $data_dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null

export DATABASE_URL="postgres://$server_user@127.0.0.1:$port/postgres"
echo "with-postgres: $DATABASE_URL" >&2
"$@"
