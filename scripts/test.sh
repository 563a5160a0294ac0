#!/usr/bin/env bash
# `npm test`: every test layer, in order of speed. Installs what the tests need (Chromium,
# PostgreSQL) when missing and running as root; otherwise says exactly what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1

# Each step's wall-clock seconds go to data/test-times.tsv as it ends (step, seconds), and the
# whole run's when it passes; `npm run bench` prints the last passing run (bench/test-times.ts).
times_file=data/test-times.tsv
times_partial=$(mktemp)
check_log=$(mktemp)
trap 'rm -f "$times_partial" "$check_log"' EXIT
run_started=$SECONDS
step_name=''
step_started=$SECONDS
end_step() { [ -n "$step_name" ] && printf '%s\t%s\n' "$step_name" $((SECONDS - step_started)) >>"$times_partial"; true; }
step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

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

# The checks read the sources and the build writes dist/: they share nothing, so they run side by
# side and keep both cores busy (docs/architecture.md, "Where the test time goes").
step "Type check, lint and format, beside the build"
(npx tsc -p . && npx eslint --max-warnings 0 . && npx prettier --check . --log-level warn) >"$check_log" 2>&1 &
check_pid=$!
npx tsx scripts/ensure-build.ts
if ! wait "$check_pid"; then
  cat "$check_log"
  echo "The type check, lint or format check failed (above)." >&2
  exit 1
fi
cat "$check_log"

pg_dir=$(mktemp -d /tmp/lrdx-test-pg.XXXXXX)
pg_port=$((20000 + RANDOM % 20000))
cleanup() {
  scripts/pg-throwaway.sh stop "$pg_dir" || true
  rm -f "$times_partial" "$check_log"
}
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

end_step
mkdir -p data
{
  printf '# npm test passed\t%s\t%s\t%s cores\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$(nproc)"
  cat "$times_partial"
  printf 'total\t%s\n' $((SECONDS - run_started))
} >"$times_file"
