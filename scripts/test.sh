#!/usr/bin/env bash
# The whole test suite, in order, stopping at the first failure:
# typecheck, lint, unit tests, server tests (SQLite + PostgreSQL), builds + budgets, every story in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
start=$(date +%s)

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "typecheck"
npm run --silent typecheck

step "lint"
npx biome check .

step "unit tests"
npx vitest run --project unit --passWithNoTests --reporter=default --reporter=json --outputFile.json=.tmp/results/unit.json

step "server tests"
bash scripts/test-server.sh

step "build and budgets"
npm run --silent build
node scripts/budgets.mjs

step "stories in Chromium (play, axe, screenshots)"
node scripts/ensure-chromium.mjs
npx vitest run --project storybook --reporter=default --reporter=json --outputFile.json=.tmp/results/storybook.json

node scripts/summary.mjs "$start"
