#!/usr/bin/env bash
# End-to-end check of --fix, --fix-dry-run and the baseline with the built binary.
#
# Usage: .ci/fix-check.sh [PATH-TO-an-lint]
#   (default: $AN_LINT_BIN, else .build/release/an-lint, built if missing)
#
# Copies fixtures with fixable findings to a temporary directory, then checks that:
#   - --fix-dry-run prints a unified diff, exits 1 and changes nothing; the diff applies with
#     `patch -p1` (or `git apply`) and gives exactly what --fix writes (a file whose diff is
#     shown escaped, as unsafe for a terminal or a CI log, is checked apart: it must hold such
#     text, and --fix must change it);
#   - --fix rewrites the files as expected, keeps a 0640 file's mode, reports the findings
#     that remain, and says how many it fixed;
#   - a second --fix changes nothing (byte-identical) and a second --fix-dry-run is empty, exit 0;
#   - a baseline written before unrelated lines are added above still hides every finding,
#     and a new problem is reported alone;
#   - the inline template of a .ts component is fixed in place, as its dry-run diff says.
# Exits non-zero with a message on the first failure.
set -euo pipefail
caller=$(pwd)
cd "$(dirname "$0")/.."
root=$(pwd)
bin="${1:-${AN_LINT_BIN:-$root/.build/release/an-lint}}"
case "$bin" in /*) ;; *) bin="$caller/$bin" ;; esac
if [ ! -x "$bin" ]; then
  echo "fix-check: building $bin"
  swift build -c release --product an-lint 2>&1 | tail -1
fi
[ -x "$bin" ] || { echo "fix-check: FAILED: no an-lint binary at $bin" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "fix-check: FAILED: $*" >&2; exit 1; }
mode_of() { stat -c %a "$1" 2>/dev/null || stat -f %Lp "$1"; }

# Apply a unified diff in a directory with `patch -p1`, or `git apply` where patch is missing.
apply_diff() {
  if command -v patch >/dev/null && [ -z "${FIX_CHECK_USE_GIT_APPLY:-}" ]; then
    (cd "$1" && patch -s -p1 <"$2")
  else
    (cd "$1" && git apply -p1 "$2")
  fi
}

# Run the binary; capture stdout, stderr and the exit status without stopping on non-zero.
run() {
  set +e
  "$bin" "$@" >"$work/out" 2>"$work/err"
  status=$?
  set -e
}

project="$work/project"
mkdir -p "$project/screens"
printf 'platforms: [ios, tvos, visionos, macos, watchos, android]\n' >"$project/.linter.yml"
cp fixtures/rules/unknown-role/triggers-static.html "$project/screens/roles.html"
cp fixtures/rules/label-trailing-punctuation/triggers-bound.html "$project/screens/labels.html"
cp fixtures/rules/unknown-accessibility-prop/triggers-bound.html "$project/screens/props.html"
cp fixtures/rules/unknown-role/silent-valid.html "$project/screens/clean.html"
chmod 0640 "$project/screens/roles.html"
cp -R "$project" "$work/pristine"
cd "$project"

echo "== --fix-dry-run prints a diff and changes nothing"
run --fix-dry-run screens
[ "$status" -eq 1 ] || fail "--fix-dry-run: expected exit 1 (there are fixes), got $status: $(cat "$work/err")"
cp "$work/out" "$work/dry-run.diff"
grep -qx -- '--- a/screens/roles.html' "$work/dry-run.diff" || fail "--fix-dry-run: no '--- a/screens/roles.html' header"
grep -qx -- '+++ b/screens/roles.html' "$work/dry-run.diff" || fail "--fix-dry-run: no '+++ b/screens/roles.html' header"
grep -qE '^@@ -[0-9]+(,[0-9]+)? \+[0-9]+(,[0-9]+)? @@$' "$work/dry-run.diff" || fail "--fix-dry-run: no hunk header"
if grep -q 'clean.html' "$work/dry-run.diff"; then fail "--fix-dry-run: the clean file is in the diff"; fi
grep -qE '^an-lint: would fix [0-9]+ problems; 3 files would change$' "$work/err" || fail "--fix-dry-run summary: $(cat "$work/err")"
diff -r "$work/pristine" "$project" >/dev/null || fail "--fix-dry-run changed files on disk"

cp -R "$work/pristine" "$work/patched"
apply_diff "$work/patched" "$work/dry-run.diff" || fail "the --fix-dry-run diff does not apply"

echo "== --fix rewrites the files and reports what remains"
run --fix screens
[ "$status" -eq 1 ] || fail "--fix: expected exit 1 (unfixable findings remain), got $status: $(cat "$work/err")"
fixed_line=$(grep -E '^an-lint: fixed [0-9]+ problems; 3 files changed$' "$work/err") || fail "--fix summary: $(cat "$work/err")"
cp "$work/out" "$work/remaining.txt"
grep -q "unknown role 'radiogroup'" "$work/remaining.txt" || fail "--fix: the unfixable finding is not reported: $(cat "$work/remaining.txt")"
if grep -qE "unknown role 'heading'|'Enviar\.' ends in|accessibilityHnt" "$work/remaining.txt"; then
  fail "--fix: a fixed finding is still reported: $(cat "$work/remaining.txt")"
fi
grep -q 'accessibilityRole="header">Ajustes' screens/roles.html || fail "--fix: 'heading' was not renamed to 'header' in roles.html"
grep -q "\[accessibilityLabel\]=\"'Enviar'\"" screens/labels.html || fail "--fix: the full stop of 'Enviar.' was not removed"
grep -q '\[accessibilityHint\]=' screens/props.html || fail "--fix: 'accessibilityHnt' was not renamed"
cmp -s screens/clean.html "$work/pristine/screens/clean.html" || fail "--fix changed a file without fixable findings"
[ "$(mode_of screens/roles.html)" = "640" ] || fail "--fix: roles.html mode is $(mode_of screens/roles.html), expected 640"
diff -r "$work/patched" "$project" >/dev/null || fail "--fix wrote something else than the --fix-dry-run diff: $(diff -r "$work/patched" "$project" || true)"
if ls -A screens | grep -q 'an-lint-'; then fail "--fix left a temporary file: $(ls -A screens)"; fi

echo "== a second --fix changes nothing"
cp -R "$project" "$work/after-first"
run --fix screens
[ "$status" -eq 1 ] || fail "second --fix: expected exit 1, got $status"
grep -qx 'an-lint: fixed 0 problems; 0 files changed' "$work/err" || fail "second --fix summary: $(cat "$work/err")"
diff -r "$work/after-first" "$project" >/dev/null || fail "the second --fix changed files"
cmp -s "$work/out" "$work/remaining.txt" || fail "the second --fix reports something else than the first"
run --fix-dry-run screens
[ "$status" -eq 0 ] || fail "--fix-dry-run after --fix: expected exit 0, got $status"
[ ! -s "$work/out" ] || fail "--fix-dry-run after --fix printed a diff: $(cat "$work/out")"

echo "== a baseline survives lines added above; a new problem is reported alone"
run --write-baseline "$work/baseline.json" screens
[ "$status" -eq 1 ] || fail "--write-baseline: expected exit 1, got $status"
grep -q '"version": 1' "$work/baseline.json" || fail "the baseline has no version: $(cat "$work/baseline.json")"
{ printf '<an-text>Nuevo</an-text>\n\n'; cat screens/roles.html; } >"$work/roles.html" && mv "$work/roles.html" screens/roles.html
run --baseline "$work/baseline.json" screens
[ "$status" -eq 0 ] || fail "--baseline after lines added above: expected exit 0, got $status: $(cat "$work/out")"
{ printf '<an-text accessibilityRole="title">Nuevo</an-text>\n'; cat screens/roles.html; } >"$work/roles.html" && mv "$work/roles.html" screens/roles.html
run --baseline "$work/baseline.json" screens --format json
[ "$status" -eq 1 ] || fail "--baseline with a new problem: expected exit 1, got $status"
count=$(grep -o '"ruleId"' "$work/out" | wc -l | tr -d ' ')
[ "$count" = "1" ] || fail "--baseline with a new problem: expected 1 finding, got $count: $(cat "$work/out")"
grep -q "unknown role 'title'" "$work/out" || fail "--baseline: the new problem is not the one reported: $(cat "$work/out")"
echo '{"version": 1, "findings": [' >"$work/bad.json"
run --baseline "$work/bad.json" screens
[ "$status" -eq 2 ] || fail "a malformed baseline: expected exit 2, got $status"

echo "== an inline template in a .ts file: fixed in place, as its dry-run diff says"
mkdir -p "$work/ts/src"
printf 'platforms: [ios, tvos, visionos, macos, watchos, android]\n' >"$work/ts/.linter.yml"
{
  printf "import { Component } from '@angular/core';\n\n@Component({\n  selector: 'app-roles',\n  template: \`\n"
  cat "$work/pristine/screens/roles.html"
  printf '`,\n})\nexport class RolesComponent {}\n'
} >"$work/ts/src/roles.component.ts"
cp -R "$work/ts" "$work/ts-patched"
cd "$work/ts"
run --fix-dry-run src
[ "$status" -eq 1 ] || fail ".ts --fix-dry-run: expected exit 1, got $status: $(cat "$work/err")"
grep -qx -- '--- a/src/roles.component.ts' "$work/out" || fail ".ts --fix-dry-run: no diff header: $(cat "$work/out")"
cp "$work/out" "$work/ts.diff"
apply_diff "$work/ts-patched" "$work/ts.diff" || fail "the .ts --fix-dry-run diff does not apply"
run --fix src
grep -q 'accessibilityRole="header">Ajustes' src/roles.component.ts || fail ".ts --fix: 'heading' was not renamed"
grep -qx 'export class RolesComponent {}' src/roles.component.ts || fail ".ts --fix damaged the TypeScript around the template"
diff -r "$work/ts-patched" "$work/ts" >/dev/null || fail ".ts --fix differs from its dry-run diff"
run --fix src
grep -qx 'an-lint: fixed 0 problems; 0 files changed' "$work/err" || fail "second .ts --fix: $(cat "$work/err")"

echo "== every fixture: the dry-run diff is what --fix writes, and a second --fix changes nothing"
mkdir -p "$work/all/before"
cp -R "$root/fixtures" "$work/all/before/fixtures"
cp -R "$work/all/before" "$work/all/patched"
cp -R "$work/all/before" "$work/all/fixed"
cd "$work/all/before"
run --fix-dry-run fixtures
[ "$status" -eq 1 ] || fail "--fix-dry-run fixtures: expected exit 1, got $status: $(cat "$work/err")"
# A file whose diff holds text unsafe for a terminal or a CI log is shown escaped, and stderr
# says so: that diff is documented not to apply (docs/output-formats.md). Each such file must
# hold an unsafe byte or a workflow-command marker; its section is left out of the diff
# applied below, and it is compared on its own (--fix must change it).
escaped=$(sed -n "s/^an-lint: the diff of '\(.*\)' is shown escaped .*/\1/p" "$work/err")
for path in $escaped; do
  python3 - "$path" <<'PY' || fail "$path: its diff was shown escaped, but it holds nothing unsafe"
import re, sys, unicodedata
data = open(sys.argv[1], "rb").read()
try:
    text = data.decode("utf-8")
except UnicodeDecodeError:
    sys.exit(0)
bidi = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u061c")
unsafe = any((unicodedata.category(c) == "Cc" and c not in "\t\n\r") or c in bidi for c in text)
sys.exit(0 if unsafe or "##[" in text or re.search(r"(?m)^\s*::", text) else 1)
PY
done
awk -v skip="$escaped" 'BEGIN { n = split(skip, list, " "); for (i = 1; i <= n; i++) drop["--- a/" list[i]] = 1 }
  /^--- / { keep = !($0 in drop) } keep' "$work/out" > "$work/all.diff"
apply_diff "$work/all/patched" "$work/all.diff" || fail "the --fix-dry-run diff of fixtures/ does not apply"
cd "$work/all/fixed"
run --fix fixtures
all_line=$(grep -E '^an-lint: fixed [1-9][0-9]* problems?; [0-9]+ files? changed$' "$work/err") || fail "--fix fixtures summary: $(cat "$work/err")"
for path in $escaped; do
  cmp -s "$work/all/before/$path" "$work/all/fixed/$path" && fail "$path: its dry-run diff showed a change --fix did not make"
  cp "$work/all/fixed/$path" "$work/all/patched/$path"
done
diff -r "$work/all/patched" "$work/all/fixed" >/dev/null || fail "--fix of fixtures/ differs from its dry-run diff"
cp -R "$work/all/fixed" "$work/all/fixed-once"
run --fix fixtures
grep -qx 'an-lint: fixed 0 problems; 0 files changed' "$work/err" || fail "second --fix of fixtures/: $(cat "$work/err")"
diff -r "$work/all/fixed-once" "$work/all/fixed" >/dev/null || fail "the second --fix of fixtures/ changed files"

echo "fix-check: all checks passed ($fixed_line; fixtures/: ${all_line#an-lint: })"
