#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed. Any failure stops the run; either way it ends
# with the slowest test files of each phase (scripts/test-timings.ts), so a slow one is seen the day
# it lands. The budget and the rules that keep the run in it are in docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."

# Not under test-results/: Playwright empties its output directory when it starts.
timings=test-results-timings
rm -rf "$timings" && mkdir -p "$timings"
started=$(date +%s)
summary() {
  npx --no-install tsx scripts/test-timings.ts "$timings" || true
  printf '\nnpm test took %d s\n' "$(($(date +%s) - started))"
}
trap summary EXIT

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
# Vitest's own summary on the terminal, and its timings as JSON for the closing table.
vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$timings/vitest-$1.json"; }

step "system packages"
bash scripts/ensure-system-deps.sh
step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "unit + integration tests (PGlite)"
# shellcheck disable=SC2046
npx vitest run $(vitest_json pglite)
step "integration tests (PostgreSQL): the engine-sensitive files"
# shellcheck disable=SC2046
POSTGRES_PASS=engine-sensitive bash scripts/with-postgres.sh npx vitest run --project 'integration*' $(vitest_json postgresql)
step "end-to-end tests (Chromium)"
E2E_TIMINGS_FILE="$timings/playwright.json" bash scripts/test-e2e.sh
