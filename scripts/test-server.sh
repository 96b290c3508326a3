#!/usr/bin/env bash
# Server tests: SQLite always; PostgreSQL too (filled in by the server issue).
set -euo pipefail
cd "$(dirname "$0")/.."
npx vitest run --project server --passWithNoTests --reporter=default --reporter=json --outputFile.json=.tmp/results/server.json
