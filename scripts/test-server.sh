#!/usr/bin/env bash
# Server tests: the whole suite on SQLite, and again on a throwaway PostgreSQL cluster, which is made and started
# while the SQLite pass runs. The PostgreSQL pass leaves out the files whose subject never reaches the application's
# SQL: each says so in a line `// Runs once: <why>` (vitest.config.ts reads it). The two passes run at once, the
# SQLite pass's output in .tmp/logs/server-sqlite.log (shown when both have ended): each runs one file at a time and
# waits on its servers and databases much of the time (docs/decisions.md#test-suite-speed-the-server-passes-at-once).
# The journey that needs PostgreSQL (live events across two processes, e2e/live-scaleout.test.ts) follows the SQLite
# pass, which ends first, so it runs beside the PostgreSQL pass's last files rather than after them.
#   TEST_DATABASE_URL set: use that server instead of starting one.
#   No PostgreSQL binaries: installed with apt (Debian's `postgresql`) when running as root; otherwise the
#   PostgreSQL run is skipped with a loud warning, and under CI=true that is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/server.json .tmp/results/server-postgres.json

sqlite_pass() {
  echo "== server tests on SQLite =="
  env -u TEST_DATABASE_URL npx vitest run --project server --reporter=default --reporter=json \
    --outputFile.json=.tmp/results/server.json
}

postgres_pass() {
  TEST_DATABASE_URL="$1" npx vitest run --project server --reporter=default --reporter=json \
    --outputFile.json=.tmp/results/server-postgres.json
}

# The journeys that need PostgreSQL (two server processes sharing one database; they skip without it). The apps
# are built before the server tests (scripts/test.sh).
scaleout_journey() {
  echo "== end-to-end journeys on PostgreSQL =="
  TEST_DATABASE_URL="$1" npx vitest run --project e2e e2e/live-scaleout.test.ts --reporter=default \
    --reporter=json --outputFile.json=.tmp/results/e2e-postgres.json
}

loud() {
  printf '\n\033[1;33m!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n'
  printf '!!! %s\n' "$@"
  printf '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\033[0m\n\n'
}

skip_pg() {
  if [ "${CI:-}" = "true" ]; then
    loud "PostgreSQL is not available: $1" "CI=true, so this is a failure (the server must pass on PostgreSQL too)."
    exit 1
  fi
  loud "PostgreSQL is not available: $1" "SKIPPING the PostgreSQL run of the server tests (SQLite passed)." \
    "Install Debian's postgresql, or set TEST_DATABASE_URL=postgres://user@host:port/db."
  exit 0
}

# The server bundle the tests start (globalSetup makes it when stale): made once here, not by both passes at once.
bundle_server() {
  node --input-type=module -e \
    'import { bundleServerIfStale } from "./scripts/lib/server.mjs"; process.exit(bundleServerIfStale(process.cwd()) ? 0 : 1);'
}

# The SQLite pass, beside whatever runs next, then the PostgreSQL journey once "$@" (a command) prints the cluster's
# URL (it prints nothing when there is no PostgreSQL, and the journey is left out with the PostgreSQL pass);
# `sqlite_ended` waits for both and shows their output.
mkdir -p .tmp/logs
sqlite_beside() {
  {
    sqlite_pass || exit
    url=$("$@") || exit 0
    scaleout_journey "$url"
  } >.tmp/logs/server-sqlite.log 2>&1 &
  sqlite_pid=$!
}
sqlite_ended() {
  local rc=0
  wait "$sqlite_pid" || rc=$?
  cat .tmp/logs/server-sqlite.log
  return "$rc"
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  bundle_server
  sqlite_beside echo "$TEST_DATABASE_URL"
  echo "== server tests on PostgreSQL ($TEST_DATABASE_URL), beside the SQLite pass =="
  pg_rc=0
  postgres_pass "$TEST_DATABASE_URL" || pg_rc=$?
  sqlite_ended
  exit "$pg_rc"
fi

find_pg_bin() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then echo "$d"; return 0; fi
  done
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir; return 0
  fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}

run_pg() {
  if [ ${#RUN_AS[@]} -eq 0 ]; then "$@"
  elif [ "${RUN_AS[0]}" = "runuser" ]; then "${RUN_AS[@]}" "$@"
  else "${RUN_AS[@]}" "$(printf '%q ' "$@")"; fi
}

PG_DIR="$(mktemp -d /tmp/boostdash-pg.XXXXXX)"
chmod 755 "$PG_DIR"
mkdir -p "$PG_DIR/data" "$PG_DIR/sock"
PG_PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

# Run in the background while the SQLite pass runs: finds (or installs) PostgreSQL, makes the cluster and starts it.
# On success it writes what the rest needs (PG_BIN, RUN_AS) to $PG_DIR/env; else the reason to $PG_DIR/why.
start_cluster() {
  cant() {
    echo "$1" >"$PG_DIR/why"
    exit 1
  }
  PG_BIN="$(find_pg_bin || true)"
  if [ -z "$PG_BIN" ]; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      echo "PostgreSQL server binaries are missing: installing Debian's postgresql with apt-get..."
      (apt-get install -y -q --no-install-recommends postgresql >/tmp/boostdash-pg-apt.log 2>&1 ||
        { apt-get update -q >>/tmp/boostdash-pg-apt.log 2>&1 &&
          apt-get install -y -q --no-install-recommends postgresql >>/tmp/boostdash-pg-apt.log 2>&1; }) ||
        cant "apt-get install postgresql failed (see /tmp/boostdash-pg-apt.log)"
      PG_BIN="$(find_pg_bin || true)"
    fi
    [ -n "$PG_BIN" ] || cant "no initdb/pg_ctl found (looked in /usr/lib/postgresql/*/bin and PATH)"
  fi

  # initdb refuses to run as root: run the cluster as an unprivileged user.
  RUN_AS=()
  if [ "$(id -u)" = "0" ]; then
    PG_USER=postgres
    if ! id -u "$PG_USER" >/dev/null 2>&1; then
      PG_USER=boostdash-pg
      id -u "$PG_USER" >/dev/null 2>&1 ||
        useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER" ||
        cant "initdb cannot run as root and creating a user with useradd failed"
    fi
    if command -v runuser >/dev/null 2>&1; then RUN_AS=(runuser -u "$PG_USER" --)
    else RUN_AS=(su -s /bin/sh "$PG_USER" -c); fi
    chown -R "$PG_USER" "$PG_DIR"
  fi

  # A throwaway cluster needs no durability against a machine crash: no fsync and no waiting for the disk on commit
  # (a killed server process still loses nothing the cluster acknowledged).
  local no_sync="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  (cd /tmp && run_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --no-sync \
    >"$PG_DIR/initdb.log" 2>&1) &&
    (cd /tmp && run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
      -o "-p $PG_PORT -k $PG_DIR/sock -c listen_addresses=127.0.0.1 -c max_connections=200 $no_sync" start \
      >/dev/null 2>&1) ||
    cant "could not start a throwaway cluster with $PG_BIN"
  declare -p PG_BIN RUN_AS >"$PG_DIR/env"
}

( start_cluster ) >"$PG_DIR/setup.log" 2>&1 &
cluster_pid=$!

cleanup() {
  wait "$cluster_pid" 2>/dev/null || true
  if [ -f "$PG_DIR/env" ]; then
    # shellcheck source=/dev/null
    source "$PG_DIR/env"
    (cd /tmp && run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1) || true
  fi
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

# The cluster's URL once it has started (its set-up wrote its env file); nothing, and a failure, if it did not.
cluster_url() {
  while [ ! -f "$PG_DIR/env" ] && [ ! -f "$PG_DIR/why" ] && kill -0 "$cluster_pid" 2>/dev/null; do sleep 0.2; done
  [ -f "$PG_DIR/env" ] && [ ! -f "$PG_DIR/why" ] && echo "postgres://postgres@127.0.0.1:$PG_PORT/postgres"
}

bundle_server
sqlite_beside cluster_url

if ! wait "$cluster_pid"; then
  sqlite_ended
  cat "$PG_DIR"/*.log 2>/dev/null | tail -20 || true
  skip_pg "$(cat "$PG_DIR/why" 2>/dev/null || echo "the cluster's set-up failed")"
fi
# shellcheck source=/dev/null
source "$PG_DIR/env"

echo "== server tests on PostgreSQL ($("$PG_BIN/postgres" --version), port $PG_PORT), beside the SQLite pass =="
pg_rc=0
postgres_pass "postgres://postgres@127.0.0.1:$PG_PORT/postgres" || pg_rc=$?
sqlite_ended
exit "$pg_rc"
