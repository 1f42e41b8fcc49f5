#!/usr/bin/env bash
# The end-to-end tests in two phases (playwright.config.ts): the independent ones side by side, then
# the ones that measure time or memory one at a time. Both phases run even when the first fails, so
# one failure never hides another. Arguments (spec paths) narrow both phases, as `make check-fast` does.
# E2E_PHASES names the phases to run (default "parallel alone"): `make test` runs the second beside the
# short bench.
# A phase that fails has its failures printed again at the very end: CI keeps only the output's tail.
set -uo pipefail
status=0
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

phase() {
  local name=$1; shift
  npx playwright test --project="$name" --pass-with-no-tests "$@" 2>&1 | tee "$logs/$name.log"
  if [ "${PIPESTATUS[0]}" != 0 ]; then
    status=1
    echo "$name" >> "$logs/failed"
  fi
}

for name in ${E2E_PHASES:-parallel alone}; do
  case $name in
    parallel) phase parallel "$@" ;;
    alone) phase alone --no-deps "$@" ;;
    *) echo "e2e.sh: no phase '$name' (parallel, alone)" >&2; exit 2 ;;
  esac
done

if [ -f "$logs/failed" ]; then
  while read -r name; do
    echo
    echo "=== e2e phase '$name' failed; its failures again (the list reporter's report) ==="
    # The list reporter writes each failure as "  1) [project] › file:line › title", its error and
    # its steps, then the counts; from the first failure to the end is what a reader needs.
    report=$(awk '/^ +1\) \[/ { on = 1 } on' "$logs/$name.log" | head -n 200)
    # No per-test report (the server did not start, the config did not load): the log's end instead.
    if [ -n "$report" ]; then echo "$report"; else tail -n 60 "$logs/$name.log"; fi
  done < "$logs/failed"
fi
exit $status
