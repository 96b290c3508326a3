#!/usr/bin/env bash
# Server tests: the whole suite on SQLite, then again on a throwaway PostgreSQL cluster (the files that never reach
# the database run once: SERVER_TESTS_WITHOUT_SQL in vitest.config.ts). One after the other: run at once, the two
# took as long in all (274 s against 284 s on a loaded 2-core machine), with 15% more CPU and slower server starts.
#   TEST_DATABASE_URL set: use that server instead of starting one.
#   No PostgreSQL binaries: installed with apt (Debian's `postgresql`) when running as root; otherwise the
#   PostgreSQL run is skipped with a loud warning, and under CI=true that is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/server.json .tmp/results/server-postgres.json

vitest_json() {
  npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$1"
}

echo "== server tests on SQLite =="
env -u TEST_DATABASE_URL npx vitest run --project server --reporter=default --reporter=json \
  --outputFile.json=.tmp/results/server.json

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

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== server tests on PostgreSQL ($TEST_DATABASE_URL) =="
  vitest_json .tmp/results/server-postgres.json
  echo "== end-to-end journeys on PostgreSQL =="
  npx vitest run --project e2e e2e/live-scaleout.test.ts --reporter=default --reporter=json \
    --outputFile.json=.tmp/results/e2e-postgres.json
  exit 0
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

PG_BIN="$(find_pg_bin || true)"
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL server binaries are missing: installing Debian's postgresql with apt-get..."
    (apt-get install -y -q --no-install-recommends postgresql >/tmp/boostdash-pg-apt.log 2>&1 ||
      { apt-get update -q >>/tmp/boostdash-pg-apt.log 2>&1 &&
        apt-get install -y -q --no-install-recommends postgresql >>/tmp/boostdash-pg-apt.log 2>&1; }) ||
      skip_pg "apt-get install postgresql failed (see /tmp/boostdash-pg-apt.log)"
    PG_BIN="$(find_pg_bin || true)"
  fi
  [ -n "$PG_BIN" ] || skip_pg "no initdb/pg_ctl found (looked in /usr/lib/postgresql/*/bin and PATH)"
fi

# initdb refuses to run as root: run the cluster as an unprivileged user.
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  PG_USER=postgres
  if ! id -u "$PG_USER" >/dev/null 2>&1; then
    PG_USER=boostdash-pg
    id -u "$PG_USER" >/dev/null 2>&1 ||
      useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER" ||
      skip_pg "initdb cannot run as root and creating a user with useradd failed"
  fi
  if command -v runuser >/dev/null 2>&1; then RUN_AS=(runuser -u "$PG_USER" --)
  else RUN_AS=(su -s /bin/sh "$PG_USER" -c); fi
fi

run_pg() {
  if [ ${#RUN_AS[@]} -eq 0 ]; then "$@"
  elif [ "${RUN_AS[0]}" = "runuser" ]; then "${RUN_AS[@]}" "$@"
  else "${RUN_AS[@]}" "$(printf '%q ' "$@")"; fi
}

PG_DIR="$(mktemp -d /tmp/boostdash-pg.XXXXXX)"
chmod 755 "$PG_DIR"
mkdir -p "$PG_DIR/data" "$PG_DIR/sock"
[ ${#RUN_AS[@]} -eq 0 ] || chown -R "$PG_USER" "$PG_DIR"
PG_PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

cleanup() {
  (cd /tmp && run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1) || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

# A throwaway cluster needs no durability against a machine crash: no fsync and no waiting for the disk on commit
# (a killed server process still loses nothing the cluster acknowledged).
PG_NO_SYNC="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
started=0
(cd /tmp && run_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --no-sync \
  >"$PG_DIR/initdb.log" 2>&1) &&
  (cd /tmp && run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-p $PG_PORT -k $PG_DIR/sock -c listen_addresses=127.0.0.1 -c max_connections=200 $PG_NO_SYNC" start \
    >/dev/null 2>&1) && started=1
if [ "$started" != 1 ]; then
  cat "$PG_DIR"/*.log 2>/dev/null | tail -20 || true
  skip_pg "could not start a throwaway cluster with $PG_BIN"
fi

echo "== server tests on PostgreSQL ($("$PG_BIN/postgres" --version), port $PG_PORT) =="
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" vitest_json .tmp/results/server-postgres.json

# The journeys that need PostgreSQL (two server processes sharing one database; they skip without it) run here,
# while the throwaway cluster is up. The apps are built before the server tests (scripts/test.sh).
echo "== end-to-end journeys on PostgreSQL =="
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" npx vitest run --project e2e \
  e2e/live-scaleout.test.ts --reporter=default --reporter=json --outputFile.json=.tmp/results/e2e-postgres.json
