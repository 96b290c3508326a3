#!/usr/bin/env bash
# The whole test suite. First, in order, stopping at the first failure: the lockfile, typecheck, lint, Chromium.
# Then two lanes at once, since most of each is waiting (on browsers, servers and timers), not computing:
#   stories: every story in Chromium (needs no build), its output in .tmp/logs/storybook.log, printed when it ends;
#   main:    unit tests, builds + budgets, server tests (SQLite, then PostgreSQL), end-to-end journeys.
# A failure in either lane fails the run, with that lane's output shown.
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

step "typecheck"
npm run --silent typecheck

step "lint"
npx biome check .

# Before the stories and the end-to-end journeys, which drive it.
step "Chromium"
node scripts/ensure-chromium.mjs

rm -f .tmp/results/*.json
stories_log=.tmp/logs/storybook.log
# In a process group of its own (setsid), so that stopping it stops its browser too.
setsid npx vitest run --project storybook --reporter=default --reporter=json \
  --outputFile.json=.tmp/results/storybook.json >"$stories_log" 2>&1 &
stories_pid=$!
stop_stories() { kill -- -"$stories_pid" 2>/dev/null || true; }
trap stop_stories EXIT
echo "stories in Chromium: started beside the other tests (output in $stories_log, shown when they end)"

main_lane() {
  step "unit tests"
  npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.tmp/results/unit.json

  # The builds come first: the server tests render the public pages with the public app's built renderer.
  step "build and budgets"
  npm run --silent build
  node scripts/budgets.mjs

  step "server tests"
  bash scripts/test-server.sh

  step "end-to-end journeys (real server, built apps, Chromium)"
  npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=.tmp/results/e2e.json
}

# In the background and waited for, so that `set -e` still stops the lane at its first failure.
main_lane &
main_rc=0
wait $! || main_rc=$?

stories_rc=0
if [ "$main_rc" != 0 ]; then
  # The run has failed already: the stories' result would not change that.
  stop_stories
  wait "$stories_pid" 2>/dev/null || true
  step "stories in Chromium: stopped, since the tests above failed"
  node scripts/summary.mjs "$start"
  exit "$main_rc"
fi
step "waiting for the stories"
wait "$stories_pid" || stories_rc=$?
trap - EXIT

step "stories in Chromium (play, axe, screenshots)"
cat "$stories_log"
if [ "$stories_rc" != 0 ]; then
  running=$("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null | grep -oE '[0-9]+(\.[0-9]+){3}' || echo unknown)
  echo "Screenshot baselines were made with Chromium $(cat screenshots/CHROMIUM_VERSION); this run used Chromium $running."
  echo "If only the browser changed, look at the diffs in .tmp/screenshot-diffs and refresh the baselines in a commit of their own."
  node scripts/summary.mjs "$start"
  exit 1
fi

node scripts/summary.mjs "$start"
