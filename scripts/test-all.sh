#!/usr/bin/env bash
# The whole test suite, as README's second command and CI run it:
# lint, types, unit tests, production build, browser and API tests on the embedded database,
# then the API and database tests again on a real PostgreSQL server started on loopback, and the
# API tests and the server-HTML check of every route on the second content set
# (e2e/fixtures/content-alt), served from its own database on that server.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# The machine's CPU counters (/proc/stat, in clock ticks: busy, idle, and time the host's other
# guests took from this one) at the start, for the report at the end; none where the kernel has no
# such file. The cores are those the counters cover (/proc/stat's per-core lines), not nproc's,
# which a CPU affinity or cpuset can lower.
cpu_ticks() { [ -r /proc/stat ] && awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8, $5 + $6, $9 }' /proc/stat; }
CPU_AT_START=$(cpu_ticks || true)
cpu_report() {
  local now cores hz
  now=$(cpu_ticks || true)
  cores=$(grep -c '^cpu[0-9]' /proc/stat 2>/dev/null || true)
  hz=$(getconf CLK_TCK 2>/dev/null || true)
  [ -n "$CPU_AT_START" ] && [ -n "$now" ] && [ "${cores:-0}" -ge 1 ] && [ "${hz:-0}" -ge 1 ] || return 0
  awk -v start="$CPU_AT_START" -v now="$now" -v hz="$hz" -v cores="$cores" -v wall="$SECONDS" 'BEGIN {
    split(start, a, " "); split(now, b, " ")
    busy = (b[1] - a[1]) / hz; idle = (b[2] - a[2]) / hz; steal = (b[3] - a[3]) / hz; least = busy / cores
    printf "CPU: %d s busy, %d s idle, %d s taken by the host on %d cores; this much work takes at least %dm%02ds of wall time, and this run took %dm%02ds\n",
      busy, idle, steal, cores, least / 60, least % 60, wall / 60, wall % 60 }'
}

# The browser passes run on their own embedded database, never on one the shell points at (the
# PostgreSQL pass below sets its own). The direct address is set empty, not unset: the database
# scripts fill what is unset from .env.local, which could point them at another database.
unset DATABASE_URL
export DATABASE_URL_UNPOOLED=
# Every pass tests this checkout's build on servers of its own: never a deployment the shell names
# for QA (BASE_URL would point the first pass, writes allowed, at it), and Vercel's bypass secret
# goes to none of them.
unset BASE_URL VERCEL_AUTOMATION_BYPASS_SECRET
bash scripts/ensure-system-deps.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

# Each step's heading says how long the run has taken so far.
step() { printf '\n=== %s (at %dm%02ds) ===\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }
# Lint and the tests' type check each keep one core busy, while the build leaves part of the
# second idle: they run beside it, each into its own log, printed (and judged) once all three end.
# The build type-checks the site (tsconfig.json); tsc here checks the tests and their helpers.
step "build, with lint and the tests' types beside it"
mkdir -p reports
npm run -s lint > reports/lint.log 2>&1 & lint_pid=$!
npx tsc --noEmit -p tsconfig.test.json > reports/types.log 2>&1 & types_pid=$!
build_ok=0; npm run -s build || build_ok=$?
lint_ok=0; wait $lint_pid || lint_ok=$?
types_ok=0; wait $types_pid || types_ok=$?
echo "--- lint"; cat reports/lint.log
echo "--- types"; cat reports/types.log
if [ $build_ok -ne 0 ] || [ $lint_ok -ne 0 ] || [ $types_ok -ne 0 ]; then
  echo "Failed: build exit $build_ok, lint exit $lint_ok, types exit $types_ok" >&2
  exit 1
fi
step "unit (jest)"; npm run -s test:unit
step "bundle budget"; npm run -s bench:bundle -- --check
# Browser and API tests on the embedded database, in two runs that share no test. First against
# the production server started without the test hooks, exactly as against a deployment (BASE_URL
# semantics; writes allowed, the database is the run's own): every spec that can do without the
# hooks proves it does. The tests skipped for want of the hooks (or of a server whose configuration
# the suite knows) are written to a test list, and only those run again, on a server with them.
# The second content set runs once, in the PostgreSQL pass below.
# Every Playwright run here starts the servers it tests (one already answering on a port could be
# an older build, or have the hooks the first pass must do without: E2E_FRESH_SERVERS=1 stops the
# run there instead), and --forbid-only fails a run on a test.only left in a spec, which would
# make a pass run that one test and succeed. CI=true does both too; .ci/run does not set it.
export E2E_FRESH_SERVERS=1
RERUN_LIST=reports/e2e-needs-own-server.txt
rm -f "$RERUN_LIST"
step "e2e + API on embedded PGlite, against the server without test hooks"
E2E_HOOKS=off E2E_ALLOW_WRITES=1 E2E_ALT_CONTENT=off E2E_RERUN_LIST=$RERUN_LIST npx playwright test --forbid-only
# Dozens of specs need the hooks (a fixed server clock, injected faults, the tests-only read-back),
# so an empty list says the first pass did not test a server without them, or their skips stopped
# naming the reasons the reporter collects: the second pass would run nothing and pass.
if [ ! -s "$RERUN_LIST" ]; then
  echo "No test was skipped for want of the test hooks: $RERUN_LIST is empty or missing, and the second pass would run nothing" >&2
  exit 1
fi
step "the tests that need the test hooks, on a server with them"
E2E_ALT_CONTENT=off npx playwright test --forbid-only --test-list "$RERUN_LIST" --project=smoke --project=api --project=desktop --project=mobile

step "API + database tests on PostgreSQL"
# Stopped on every exit, also when the start itself fails halfway (the server up, its database not).
trap 'bash scripts/pg.sh stop' EXIT
DATABASE_URL=$(bash scripts/pg.sh start)
export DATABASE_URL
npm run -s db:migrate
npm run -s db:seed
npm run -s db:seed # twice: seeding is idempotent
# Only the unit test files that open the test database (lib/testing/test-db.ts, or
# TEST_DATABASE_URL itself) run again here; the rest never touch PostgreSQL and passed above. One
# file at a time: they share the one PostgreSQL database.
mapfile -t PG_UNIT_TESTS < <(grep -rlE --include='*.test.ts' --include='*.test.tsx' 'openTestDb|TEST_DATABASE_URL' lib components app scripts | sort)
if [ ${#PG_UNIT_TESTS[@]} -eq 0 ]; then echo "No unit test opens the test database: nothing would run on PostgreSQL" >&2; exit 1; fi
TEST_DATABASE_URL=$DATABASE_URL npm run -s test:unit -- --runInBand --runTestsByPath "${PG_UNIT_TESTS[@]}"

# The second content set gets a database of its own on the same server, migrated and seeded by
# the same scripts a deployment runs: a different set of data files reaches every page.
ALT_DATABASE_URL="${DATABASE_URL%/*}/bbq_alt"
node -e 'const { Client } = require("pg"); const c = new Client({ connectionString: process.argv[1] });
  c.connect().then(() => c.query("CREATE DATABASE bbq_alt")).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });' "$DATABASE_URL"
DATABASE_URL=$ALT_DATABASE_URL npm run -s db:migrate
DATABASE_URL=$ALT_DATABASE_URL CONTENT_ROOT=e2e/fixtures/content-alt npm run -s db:seed

step "API on PostgreSQL; API and every route's HTML on the second content set"
# Its own port (E2E_PG_PORT, default 3201; the second set's server on that + 10), so a second run
# on one machine can pick another. Of the API specs only those that touch the submissions side of
# the database (tagged @db) run again here; the second content set runs them all.
E2E_PORT=${E2E_PG_PORT:-3201} E2E_ALT_DATABASE_URL=$ALT_DATABASE_URL E2E_API_GREP=@db npx playwright test --forbid-only --project=api --project=alt-content
step "all tests passed"
# What a passing run asked of the machine: its CPU time busy and idle over the run, from the
# kernel's counters for the whole machine (so everything else running beside the suite counts too;
# run it alone). Busy time divided by the cores is the least wall time this much work can take,
# however the tests are spread; little idle time says the cores, not waiting, set the pace. Only a
# report: it never fails the run.
cpu_report || true
