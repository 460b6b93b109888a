#!/usr/bin/env bash
# Fails when a variable that narrows or rewrites the tests is set: CI runs every test as
# written. The list is every `environment["NAME"]` the tests read, plus the known ones.
set -euo pipefail
cd "$(dirname "$0")/.."
names=$( { printf '%s\n' RECORD_SNAPSHOTS FIXTURE_RULES FIXTURE_FILTER DOC_RULES
           grep -rhoE 'environment\["[A-Z_][A-Z0-9_]*"\]' Tests | sed -E 's/.*\["([A-Z0-9_]+)"\]/\1/'; } | sort -u)
status=0
for name in $names; do
  if [ -n "${!name+set}" ]; then
    echo "test environment: $name is set ('${!name}'); it narrows or rewrites the tests, unset it for CI" >&2
    status=1
  fi
done
exit "$status"
