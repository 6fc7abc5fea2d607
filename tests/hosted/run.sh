#!/usr/bin/env bash
# The hosted-shaped deploy, as CI runs it (scripts/test.mjs; by hand: `bash tests/hosted/run.sh`):
#   1. a throwaway cluster whose superuser is `supabase_admin` (scripts/with-postgres.sh),
#   2. the platform's schemas, roles, ownership and grants (tests/hosted/bootstrap.sql),
#   3. `supabase db push --db-url` of supabase/migrations as the non-superuser `postgres`, with the
#      CLI pinned in package.json (its binary is an npm package: nothing is downloaded),
#   4. the real-PostgreSQL tests on copies of that database: the stand-in connects as `postgres`
#      and leaves auth and storage alone (supabase/local/migrate.ts), tests/hosted/ acts as
#      GoTrue (`supabase_auth_admin`) does.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ -z "${HOSTED_INSIDE:-}" ]; then
  export PG_SUPERUSER=supabase_admin HOSTED_INSIDE=1
  exec bash scripts/with-postgres.sh bash tests/hosted/run.sh "$@"
fi

admin_url=$DATABASE_URL
app_url="${admin_url/supabase_admin@/postgres@}?sslmode=disable"
psql_admin() { PGOPTIONS="-c client_min_messages=warning" psql "$admin_url" -q -v ON_ERROR_STOP=1 -o /dev/null "$@"; }

psql_admin -f supabase/local/bootstrap.sql -f supabase/local/storage/bootstrap.sql -f tests/hosted/bootstrap.sql 2>&1 |
  grep -v -e 'already exists, skipping' -e '^$' >&2 || true

echo "[hosted] supabase db push as postgres" >&2
DO_NOT_TRACK=1 node_modules/.bin/supabase db push --db-url "$app_url" --include-all --skip-vault --yes </dev/null 2>&1 | tail -n 3 >&2
psql "$app_url" -Atc "select 'migrations recorded by the CLI: ' || count(*) from supabase_migrations.schema_migrations" >&2

# Each test file gets a copy of the deployed database (CREATE DATABASE … TEMPLATE), made over the
# maintenance database so that nothing is connected to the template.
export DATABASE_URL=${admin_url%/*}/postgres DATABASE_TEMPLATE=storystack DATABASE_USER=postgres
# The files here leave the PGlite run in npm test (scripts/test.mjs HOSTED_SHAPED_TESTS): keep both lists alike.
exec node node_modules/vitest/vitest.mjs run --project hosted --project integration \
  tests/hosted/ tests/integration/rls-matrix.test.ts tests/integration/storage-policies.test.ts \
  tests/integration/tombstone-purge.test.ts tests/integration/settings.test.ts "$@"
