#!/usr/bin/env bash
# The end-to-end tests in two phases (playwright.config.ts): the independent ones side by side, then
# the ones that measure time or memory one at a time. Both phases run even when the first fails, so
# one failure never hides another. Arguments (spec paths) narrow both phases, as `make check-fast` does.
set -uo pipefail
status=0
npx playwright test --project=parallel --pass-with-no-tests "$@" || status=1
npx playwright test --project=alone --no-deps --pass-with-no-tests "$@" || status=1
exit $status
