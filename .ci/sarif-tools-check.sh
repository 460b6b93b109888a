#!/usr/bin/env bash
# Integration test of the SARIF output with real consumers.
#
# Usage: .ci/sarif-tools-check.sh BIN SCHEMA
#   BIN     the an-lint binary (e.g. .build/release/an-lint)
#   SCHEMA  the SARIF 2.1.0 JSON schema (e.g. ../shared/sarif/sarif-schema-2.1.0.json)
#
# Lints fixtures/ as SARIF and as JSON (from the repository root, so SARIF URIs are relative
# to it), validates the SARIF against the schema with jsonschema, then reads it with Microsoft's
# sarif-tools (`sarif summary`, `sarif csv`, with and without a filter that drops results
# suppressed in the source) and checks that sarif-tools read every result with the file, line,
# rule id and severity of the JSON report (.ci/compare-sarif-tools.py).
# Python packages come from PyPI into a virtual environment under a temporary directory.
set -euo pipefail

if [ "$#" -ne 2 ]; then
  echo "usage: $0 BIN SCHEMA" >&2
  exit 2
fi
[ -f "$1" ] && [ -x "$1" ] || { echo "sarif-tools-check: $1 is not an executable file" >&2; exit 2; }
[ -f "$2" ] || { echo "sarif-tools-check: no schema at $2" >&2; exit 2; }
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
schema=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
cd "$(dirname "$0")/.."
ci=$(pwd)/.ci

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export CI=true

fail() {
  echo "sarif-tools-check: FAILED: $*" >&2
  exit 1
}

echo "== sarif-tools: virtual environment"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check jsonschema "sarif-tools>=3,<4"
sarif="$work/venv/bin/sarif"
python="$work/venv/bin/python"
echo "sarif-tools $("$sarif" version 2>/dev/null || "$sarif" --version)"

echo "== sarif-tools: lint fixtures/ as SARIF and as JSON"
set +e
"$bin" fixtures --format sarif --output "$work/fixtures.sarif" < /dev/null
status=$?
set -e
[ "$status" -eq 1 ] || fail "expected exit 1 (findings) from 'an-lint fixtures --format sarif', got $status"
set +e
"$bin" fixtures --format json --output "$work/fixtures.json" < /dev/null
status=$?
set -e
[ "$status" -eq 1 ] || fail "expected exit 1 (findings) from 'an-lint fixtures --format json', got $status"

echo "== sarif-tools: the SARIF validates against the SARIF 2.1.0 schema"
"$python" "$ci/check-sarif.py" "$work/fixtures.sarif" "$schema" || fail "schema validation"

echo "== sarif-tools: sarif summary / sarif csv read every result"
# Drops results with an inSource suppression. default-include: false, or a result without the
# property would count as matching the exclusion; check-line-number: false, or results on
# line 1 would skip the filter.
cat > "$work/unsuppressed.yaml" <<'EOF'
description: results not suppressed in the source
configuration:
  default-include: false
  check-line-number: false
exclude:
  - suppression: inSource
EOF
(
  cd "$work"
  "$sarif" summary fixtures.sarif
  "$sarif" summary --filter unsuppressed.yaml --output summary.txt fixtures.sarif
  "$sarif" csv --output all.csv fixtures.sarif
  "$sarif" csv --filter unsuppressed.yaml --output unsuppressed.csv fixtures.sarif
) > "$work/sarif-tools.log" 2>&1 || { cat "$work/sarif-tools.log"; fail "sarif-tools exited non-zero"; }
if grep -qiE "traceback|exception" "$work/sarif-tools.log"; then
  cat "$work/sarif-tools.log"; fail "sarif-tools reported an error"
fi
[ -s "$work/summary.txt" ] || { cat "$work/sarif-tools.log"; fail "sarif summary wrote nothing"; }
"$python" "$ci/compare-sarif-tools.py" "$work/fixtures.json" "$work/fixtures.sarif" \
  "$work/all.csv" "$work/unsuppressed.csv" "$work/summary.txt" || fail "sarif-tools disagrees with the JSON report"

echo "sarif-tools-check: passed"
