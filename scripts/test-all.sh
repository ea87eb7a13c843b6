#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed. Any failure stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "system packages"
bash scripts/ensure-system-deps.sh
step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "unit + integration tests (PGlite)"
npx vitest run
step "integration tests (PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run --project integration
step "end-to-end tests (Chromium)"
bash scripts/test-e2e.sh
