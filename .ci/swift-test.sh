#!/usr/bin/env bash
# Runs `swift test` and judges it by its exit status, then reads XCTest's closing line
# ("Executed N tests, with F failures") for the counts.
#
# Usage: .ci/swift-test.sh LOG [ARGS…]   (ARGS go to `swift test`)
# Prints "tests: P passed, F failed" and exits non-zero when swift test failed, when any test
# failed, or when no test ran.
set -uo pipefail
log=$1
shift
swift test "$@" 2>&1 | tee "$log" | grep -E "error:|failed|Executed [0-9]+ tests?, with"
status=${PIPESTATUS[0]}
summary=$(grep -oE "Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -1 || true)
executed=$(sed -E 's/Executed ([0-9]+) .*/\1/' <<<"$summary")
failures=$(sed -E 's/.*with ([0-9]+) failure.*/\1/' <<<"$summary")
if [ -z "$summary" ]; then
  echo "tests: no XCTest summary line (swift test exited $status)"
  tail -40 "$log"
  exit 1
fi
echo "tests: $((executed - failures)) passed, $failures failed"
if [ "$status" -ne 0 ] || [ "$failures" -ne 0 ] || [ "$executed" -eq 0 ]; then
  echo "swift test failed (exit status $status)"
  exit 1
fi
