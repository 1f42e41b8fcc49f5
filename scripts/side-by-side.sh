#!/usr/bin/env bash
# Runs make targets at the same time, each with its output in a log of its own, printed whole as
# each ends (never interleaved). For steps no figure is read from: `make test` runs the type check,
# the lint, the unit tests and the accounts e2e this way, since none of them keeps both cores busy
# alone (measured: the unit tests use 82 % of two cores, tsc and eslint one). Every step runs to its
# end even when another fails; the names of the failed ones come again last (CI keeps the tail).
set -uo pipefail
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

declare -A pids
for target in "$@"; do
  (make --no-print-directory "$target" > "$logs/$target.log" 2>&1; echo $? > "$logs/$target.rc") &
  pids[$target]=$!
done

failed=()
remaining=("$@")
while [ ${#remaining[@]} -gt 0 ]; do
  wait -n 2>/dev/null || true
  still=()
  for target in "${remaining[@]}"; do
    if [ -f "$logs/$target.rc" ]; then
      rc=$(cat "$logs/$target.rc")
      echo "=== make $target (exit $rc) ==="
      cat "$logs/$target.log"
      [ "$rc" = 0 ] || failed+=("$target")
    else
      still+=("$target")
    fi
  done
  remaining=("${still[@]+"${still[@]}"}")
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "=== failed side by side: ${failed[*]} (their output is above) ==="
  for target in "${failed[@]}"; do
    echo "--- the end of make $target ---"
    tail -n 60 "$logs/$target.log"
  done
  exit 1
fi
