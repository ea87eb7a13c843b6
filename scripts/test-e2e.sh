#!/usr/bin/env bash
# Builds the production server and runs the Playwright specs against it (playwright.config.ts
# starts it on a fresh data directory).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
npm run --silent build
npx playwright test "$@"
