#!/usr/bin/env bash
# The whole test suite, as README's second command and CI run it:
# lint, types, unit tests, production build, browser and API tests on the embedded database,
# then the API and database tests again on a real PostgreSQL server started on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-system-deps.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

step() { printf '\n=== %s ===\n' "$1"; }
step "lint";        npm run -s lint
step "types";       npm run -s typecheck
step "unit (jest)"; npm run -s test:unit
step "build";       npm run -s build
step "bundle budget"; npm run -s bench:bundle -- --check
step "e2e + API on embedded PGlite"; npx playwright test

step "API + database tests on PostgreSQL"
unset DATABASE_URL
DATABASE_URL=$(bash scripts/pg.sh start)
export DATABASE_URL
trap 'bash scripts/pg.sh stop' EXIT
npm run -s db:migrate
npm run -s db:seed
npm run -s db:seed # twice: seeding is idempotent
# One file at a time: these tests share the one PostgreSQL database.
TEST_DATABASE_URL=$DATABASE_URL npm run -s test:unit -- --runInBand lib/db lib/submissions
# Its own port (E2E_PG_PORT, default 3201), so a second run on one machine can pick another.
E2E_PORT=${E2E_PG_PORT:-3201} npx playwright test --project=api
step "all tests passed"
