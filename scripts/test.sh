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
trap 'rm -f "$times_partial"' EXIT
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

# The checks read the sources and the build writes dist/: they share nothing, so the type check,
# the lint and the format check each run in the background beside the build, and together keep both
# cores busy (docs/architecture.md, "Where the test time goes"). Each keeps what it found of the
# files that did not change since its last run (node_modules/.cache/lrdx-checks: TypeScript's
# incremental build information, eslint's and prettier's caches), so a run after a small edit checks
# little more than the edit; a clean clone checks everything. The lint cache is kept per version of
# the project's own rules (eslint-rules/, eslint.config.mjs), which eslint's cache does not watch.
step "Type check, lint and format, beside the build"
check_dir=$(mktemp -d)
check_cache=node_modules/.cache/lrdx-checks
mkdir -p "$check_cache"
lint_rules=$(cat eslint.config.mjs eslint-rules/*.* | sha256sum | cut -c1-16)
npx tsc -p . --incremental --tsBuildInfoFile "$check_cache/tsc.tsbuildinfo" >"$check_dir/type check" 2>&1 &
tsc_pid=$!
npx eslint --max-warnings 0 --cache --cache-location "$check_cache/eslint-$lint_rules" . >"$check_dir/lint" 2>&1 &
eslint_pid=$!
npx prettier --check . --log-level warn --cache --cache-location "$check_cache/prettier" >"$check_dir/format check" 2>&1 &
prettier_pid=$!
npx tsx scripts/ensure-build.ts
checks_failed=()
wait "$tsc_pid" || checks_failed+=('type check')
wait "$eslint_pid" || checks_failed+=('lint')
wait "$prettier_pid" || checks_failed+=('format check')
cat "$check_dir"/*
rm -rf "$check_dir"
if [ ${#checks_failed[@]} -gt 0 ]; then
  echo "Failed: ${checks_failed[*]} (above)." >&2
  exit 1
fi

# The build above is current: tests that start the server as a process start the compiled one
# (server/testing/server-process.ts), as the e2e tests do, instead of compiling it again in each.
export LRDX_TEST_SERVER=compiled

pg_dir=$(mktemp -d /tmp/lrdx-test-pg.XXXXXX)
pg_port=$((20000 + RANDOM % 20000))
cleanup() {
  scripts/pg-throwaway.sh stop "$pg_dir" || true
  rm -f "$times_partial"
}
trap cleanup EXIT
step "Throwaway PostgreSQL on port $pg_port"
TEST_DATABASE_URL=$(scripts/pg-throwaway.sh start "$pg_dir" "$pg_port")
export TEST_DATABASE_URL

# The widget tests drive Chromium against a server of their own and share nothing with the unit
# layer, whose files often wait (a child process, a timer); beside it they fill those waits.
step "Unit, machine and server tests (vitest; SQLite and PostgreSQL), the widgets in Chromium beside them"
widgets_log=$(mktemp)
widgets_started=$SECONDS
(
  status=0
  npx web-test-runner --config web-test-runner.config.mjs >"$widgets_log" 2>&1 || status=$?
  echo $((SECONDS - widgets_started)) >"$widgets_log.seconds"
  exit "$status"
) &
widgets_pid=$!
unit_status=0
npx vitest run || unit_status=$?
widgets_status=0
wait "$widgets_pid" || widgets_status=$?
printf '\n\033[1m== Widgets in Chromium (@web/test-runner), run beside the unit tests\033[0m\n'
cat "$widgets_log"
widgets_seconds=$(cat "$widgets_log.seconds" 2>/dev/null || echo '?')
rm -f "$widgets_log" "$widgets_log.seconds"
[ "$unit_status" = 0 ] || { echo "The unit, machine or server tests failed (above)." >&2; exit 1; }
[ "$widgets_status" = 0 ] || { echo "The widget tests in Chromium failed (above)." >&2; exit 1; }
echo "(the widgets in Chromium took ${widgets_seconds} s of this step)"
end_step
# Recorded as part of the step above: its seconds are inside that step's, not added to the total.
[[ "$widgets_seconds" =~ ^[0-9]+$ ]] && printf '%s\t%s\n' '  of which the widgets in Chromium, beside the unit tests' "$widgets_seconds" >>"$times_partial"
step_name=''

step "End to end (playwright-core + Chromium)"
npx vitest run --config vitest.e2e.config.ts

end_step
mkdir -p data
{
  printf '# npm test passed\t%s\t%s\t%s cores\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$(nproc)"
  cat "$times_partial"
  printf 'total\t%s\n' $((SECONDS - run_started))
} >"$times_file"
# The same figures on the screen: a CI log then says how long each layer took on its machine.
printf '\n\033[1m== npm test passed: seconds per step\033[0m\n'
awk -F '\t' 'NR == 1 { gsub(/\t/, "  "); print; next } { printf "%6s  %s\n", $2, $1 }' "$times_file"
