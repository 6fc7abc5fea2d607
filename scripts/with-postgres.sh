#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh npx vitest run --project integration tests/integration/rls-matrix.test.ts
# initdb's a cluster in a temp folder, starts it on a free loopback port, creates the database
# `storystack`, exports DATABASE_URL (the stand-in and the tests use it instead of PGlite), runs
# the command and stops and deletes the cluster whatever happens. Needs Debian's postgresql and
# postgresql-contrib (pgcrypto). Postgres refuses to run as root, so as root the server runs
# as the `postgres` user (or PG_RUN_AS). PG_SUPERUSER names the cluster's superuser (default
# `postgres`; tests/hosted/run.sh makes it `supabase_admin`, as hosted Supabase does).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

find_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  local latest
  latest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$latest" ] && [ -x "$latest/pg_ctl" ]; then echo "$latest"; return; fi
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
  echo "No PostgreSQL server found: install Debian's postgresql and postgresql-contrib, or set PG_BIN." >&2
  exit 1
}
BIN=$(find_bin)

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
PORT=${PG_PORT:-$(free_port)}

DIR=$(mktemp -d "${TMPDIR:-/tmp}/storystack-pg.XXXXXX")
chmod 755 "$DIR"

# As root, everything that touches the cluster runs as an unprivileged user.
RUN_AS=""
if [ "$(id -u)" -eq 0 ]; then
  RUN_AS=${PG_RUN_AS:-postgres}
  if ! id "$RUN_AS" >/dev/null 2>&1; then
    echo "Running as root and there is no '$RUN_AS' user to run PostgreSQL as (set PG_RUN_AS)." >&2
    exit 1
  fi
  chown "$RUN_AS" "$DIR"
fi
as_pg() {
  if [ -n "$RUN_AS" ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi
}

stop() {
  local status=$?
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit "$status"
}
trap stop EXIT INT TERM

SUPERUSER=${PG_SUPERUSER:-postgres}
as_pg "$BIN/initdb" -D "$DIR/data" -U "$SUPERUSER" -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$DIR/initdb.log" 2>&1 ||
  as_pg "$BIN/initdb" -D "$DIR/data" -U "$SUPERUSER" -A trust -E UTF8 --no-sync >"$DIR/initdb.log" 2>&1 ||
  { cat "$DIR/initdb.log" >&2; exit 1; }

# A throwaway cluster: durability off, loopback only, socket in the temp folder.
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 start -o \
  "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }

as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U "$SUPERUSER" storystack

export DATABASE_URL="postgres://$SUPERUSER@127.0.0.1:$PORT/storystack"
echo "[with-postgres] PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2

# Not exec: the trap must stop the server when the command ends.
set +e
"$@"
