#!/usr/bin/env bash
# The whole test suite. First the lockfile and Chromium, then three jobs at once, since much of each is waiting (on
# browsers, servers and timers), not computing:
#   checks:  typecheck, lint and unit tests (output in .tmp/logs/checks.log, printed when they end);
#   stories: every story in Chromium (needs no build), its output in .tmp/logs/storybook.log, printed when it ends;
#   main:    builds + budgets, the server tests (SQLite and PostgreSQL at once), then the end-to-end journeys.
# The first job to fail stops the others and fails the run, with its output shown.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results .tmp/logs
start=$(date +%s)

# Each heading says when its stage started, from the start of the run.
step() {
  local t=$(($(date +%s) - start))
  printf '\n\033[1m== %s ==\033[0m (at %dm %02ds)\n' "$1" $((t / 60)) $((t % 60))
}

# Most CI systems and deployments run `npm ci`: it must accept the committed lockfile (a dry run, about 2 s).
step "lockfile (npm ci accepts it)"
if ! npm ci --dry-run --ignore-scripts --no-audit --no-fund >/dev/null 2>.tmp/npm-ci.err; then
  grep -v "Unknown .*config" .tmp/npm-ci.err >&2 || true
  echo "npm ci refuses package-lock.json: run npm install and commit the lockfile." >&2
  exit 1
fi

# Before the stories and the end-to-end journeys, which drive it.
step "Chromium"
node scripts/ensure-chromium.mjs

rm -f .tmp/results/*.json

# The jobs beside the main lane, each in a process group of its own (setsid), so that stopping one stops its
# browser too. Their output goes to a log, shown when they end.
# A new session is also a scheduling group of its own where the kernel groups by session (Linux's autogroup, on in
# most distributions' kernels and on this host): the groups share the cores equally whatever their processes' nice
# value, so the `nice` below lowers a job only on a kernel without autogroup. Lowering the groups themselves was
# tried: the main lane ended sooner and the run no sooner, since the run is bound by CPU, and the stories, slowed,
# met races in their play functions (docs/decisions.md#test-suite-speed-the-journeys-keep-the-browsers-cache).
declare -A job_pid job_log
beside() {
  local name=$1 log=$2
  shift 2
  setsid "$@" >"$log" 2>&1 &
  job_pid[$name]=$!
  job_log[$name]=$log
}
stop_jobs() {
  local name
  for name in "${!job_pid[@]}"; do kill -- -"${job_pid[$name]}" 2>/dev/null || true; done
}
trap stop_jobs EXIT

# The checks at the stories' nice value (which lowers them only without autogroup, above): nothing waits for them.
beside checks .tmp/logs/checks.log nice -n 5 bash -c 'npm run --silent typecheck && npx biome check . &&
  npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.tmp/results/unit.json'
# The stories at a lower priority where the kernel honours it (above; nice 5: about a quarter of a core's share
# against a busy main lane, all of it when the main lane waits): the main lane holds the tests with time bounds (a
# server's latency beside slow readers, live events within a second), which should not wait behind a story's Chromium.
# React as the product ships it (its production build), as `npm run test:stories` runs them
# (docs/decisions.md#test-suite-speed-stories-on-reacts-production-build).
beside stories .tmp/logs/storybook.log nice -n 5 env NODE_ENV=production npx vitest run --project storybook \
  --reporter=default --reporter=json --outputFile.json=.tmp/results/storybook.json
echo "typecheck, lint and unit tests, and the stories in Chromium: started beside the other tests (output in .tmp/logs)"

main_lane() {
  # The builds come first: the server tests render the public pages with the public app's built renderer, and the
  # journeys run the built apps.
  step "build and budgets"
  npm run --silent build
  node scripts/budgets.mjs

  step "server tests"
  bash scripts/test-server.sh

  # After the server tests, not beside them: their latency tests (slow readers, a redeem's answer time, live events
  # across two processes within a second) missed their bounds with the journeys' browser beside them
  # (docs/decisions.md#test-suite-speed).
  step "end-to-end journeys (real server, built apps, Chromium; two files at a time)"
  npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=.tmp/results/e2e.json
}

# In the background and waited for, so that `set -e` still stops the lane at its first failure; in a process group
# of its own too (job control on while it starts), so that a failure elsewhere stops it and what it started.
set -m
main_lane &
job_pid[main]=$!
set +m

stories_failed() {
  running=$("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null | grep -oE '[0-9]+(\.[0-9]+){3}' || echo unknown)
  echo "Screenshot baselines were made with Chromium $(cat screenshots/CHROMIUM_VERSION); this run used Chromium $running."
  echo "If only the browser changed, look at the diffs in .tmp/screenshot-diffs and refresh the baselines in a commit of their own."
}

# Whichever job ends first: a failure stops the rest at once.
while [ ${#job_pid[@]} -gt 0 ]; do
  rc=0
  wait -n -p ended "${job_pid[@]}" || rc=$?
  for name in "${!job_pid[@]}"; do [ "${job_pid[$name]}" = "$ended" ] && break; done
  unset "job_pid[$name]"
  if [ "$name" != main ]; then
    step "$( [ "$name" = checks ] && echo "typecheck, lint and unit tests" || echo "stories in Chromium (play, axe, screenshots)")"
    cat "${job_log[$name]}"
  fi
  if [ "$rc" != 0 ]; then
    [ "$name" = stories ] && stories_failed
    stop_jobs
    for pid in "${job_pid[@]}"; do wait "$pid" 2>/dev/null || true; done
    [ ${#job_pid[@]} -gt 0 ] && step "stopped the rest, since $name failed"
    node scripts/summary.mjs "$start"
    exit "$rc"
  fi
  [ "$name" = main ] && [ ${#job_pid[@]} -gt 0 ] && step "waiting for: ${!job_pid[*]}"
done
trap - EXIT

node scripts/summary.mjs "$start"
