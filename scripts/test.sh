#!/usr/bin/env bash
# The whole test suite, in order, stopping at the first failure:
# the lockfile, typecheck, lint, unit tests, builds + budgets, server tests (SQLite + PostgreSQL), end-to-end journeys,
# every story in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
start=$(date +%s)

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

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

step "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.tmp/results/unit.json

# The builds come first: the server tests render the public pages with the public app's built renderer.
step "build and budgets"
npm run --silent build
node scripts/budgets.mjs

step "server tests"
bash scripts/test-server.sh

node scripts/ensure-chromium.mjs

step "end-to-end journeys (real server, built apps, Chromium)"
npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=.tmp/results/e2e.json

step "stories in Chromium (play, axe, screenshots)"
if ! npx vitest run --project storybook --reporter=default --reporter=json --outputFile.json=.tmp/results/storybook.json; then
  running=$("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null | grep -oE '[0-9]+(\.[0-9]+){3}' || echo unknown)
  echo "Screenshot baselines were made with Chromium $(cat screenshots/CHROMIUM_VERSION); this run used Chromium $running."
  echo "If only the browser changed, look at the diffs in .tmp/screenshot-diffs and refresh the baselines in a commit of their own."
  node scripts/summary.mjs "$start"
  exit 1
fi

node scripts/summary.mjs "$start"
