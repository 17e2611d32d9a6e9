#!/usr/bin/env bash
# A throwaway PostgreSQL on loopback for the tests.
#   bash scripts/pg.sh start   -> prints the DATABASE_URL of a fresh, empty database
#   bash scripts/pg.sh stop    -> stops it and deletes its data directory
#   bash scripts/pg.sh pause   -> stops the server but keeps its data (a database outage)
#   bash scripts/pg.sh resume  -> starts the paused server again on the same data and port
# Installs PostgreSQL 15 with apt when no server binaries are found. initdb refuses to run as
# root, so as root it runs as the postgres user.
set -euo pipefail
# Below Linux's ephemeral range (32768-60999): a port in it can be held for a moment by one of the
# suite's own client connections, and the server then fails to bind ("Address already in use").
PGPORT=${PGPORT:-15432}
DATA=${PGDATA_DIR:-/tmp/bbq-pg-$PGPORT}
DB=${PGDATABASE_NAME:-bbq_test}

find_bin() {
  local d
  for d in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -rV); do
    [ -x "$d/initdb" ] && { echo "$d"; return 0; }
  done
  command -v initdb >/dev/null 2>&1 && { dirname "$(command -v initdb)"; return 0; }
  return 1
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_server() {
  as_owner "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -t 60 \
    -o "-p $PGPORT -c listen_addresses=127.0.0.1 -k $DATA -c fsync=off" start >/dev/null
}

case "${1:-}" in
  start)
    BIN=$(find_bin) || {
      echo "Installing PostgreSQL 15 with apt..." >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15) >&2
      BIN=$(find_bin)
    }
    if [ -f "$DATA/postmaster.pid" ]; then as_owner "$BIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$DATA" && mkdir -p "$DATA"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$DATA"
    as_owner "$BIN/initdb" -D "$DATA" -A trust -U postgres --no-instructions >/dev/null
    start_server
    "$BIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres "$DB"
    echo "postgres://postgres@127.0.0.1:$PGPORT/$DB"
    ;;
  stop)
    BIN=$(find_bin) || exit 0
    [ -d "$DATA" ] && as_owner "$BIN/pg_ctl" -D "$DATA" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$DATA"
    ;;
  pause)
    BIN=$(find_bin)
    # fast: open connections are cut, as in a real outage; the data directory stays.
    as_owner "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null
    ;;
  resume)
    BIN=$(find_bin)
    [ -f "$DATA/PG_VERSION" ] || { echo "No paused database in $DATA" >&2; exit 1; }
    start_server
    ;;
  *) echo "usage: $0 start|stop|pause|resume" >&2; exit 2 ;;
esac
