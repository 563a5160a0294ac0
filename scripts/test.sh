#!/usr/bin/env bash
# `npm test`: every test layer, in order of speed. Installs what the tests need (Chromium,
# PostgreSQL) when missing and running as root; otherwise says exactly what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

need_apt=()
[ -x /usr/lib/chromium/chromium ] || need_apt+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || need_apt+=(postgresql)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    step "Installing ${need_apt[*]} (Debian packages)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "The tests need these Debian packages: ${need_apt[*]}" >&2
    echo "Install them with: sudo apt-get install -y ${need_apt[*]}" >&2
    exit 1
  fi
fi

step "Type check, lint, format"
npx tsc -p .
npx eslint --max-warnings 0 .
npx prettier --check . --log-level warn

step "Build"
npx tsx scripts/ensure-build.ts

pg_dir=$(mktemp -d /tmp/lrdx-test-pg.XXXXXX)
pg_port=$((20000 + RANDOM % 20000))
cleanup() { scripts/pg-throwaway.sh stop "$pg_dir" || true; }
trap cleanup EXIT
step "Throwaway PostgreSQL on port $pg_port"
TEST_DATABASE_URL=$(scripts/pg-throwaway.sh start "$pg_dir" "$pg_port")
export TEST_DATABASE_URL

step "Unit, machine and server tests (vitest; SQLite and PostgreSQL)"
npx vitest run

step "Widgets in Chromium (@web/test-runner)"
npx web-test-runner --config web-test-runner.config.mjs

step "End to end (playwright-core + Chromium)"
npx vitest run --config vitest.e2e.config.ts
