#!/usr/bin/env bash
# Integration test of the pre-commit hook with the real client.
#
# Usage: .ci/pre-commit-check.sh REPO_DIR
#
# Installs pre-commit from PyPI into a virtual environment under a temporary directory, makes a
# throwaway git repository with one good and one bad <an-*> template, and runs
# `pre-commit try-repo REPO_DIR an-lint --all-files` twice:
#   1. with only the good template committed: must pass (exit 0);
#   2. with the bad template added: must fail (non-zero) and print the finding.
# pre-commit builds REPO_DIR's Swift package with `swift build -c release` for each try-repo
# (try-repo uses a fresh store every time), so this takes a few minutes.
# `try-repo` on a checkout with uncommitted changes to tracked files tests those changes (it
# makes a shadow commit); untracked files are not included.
# Needs git, python3 (with venv) and the Swift toolchain. Exits 0 when both runs behave.
set -euo pipefail

if [ "$#" -ne 1 ]; then
  echo "usage: $0 REPO_DIR" >&2
  exit 2
fi
repo=$(cd "$1" && pwd)
if [ ! -f "$repo/.pre-commit-hooks.yaml" ]; then
  echo "pre-commit-check: $repo has no .pre-commit-hooks.yaml" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/pre-commit-home"
export CI=true
# When run from a git hook, these would point git at the caller's repository.
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE

fail() {
  echo "pre-commit-check: FAILED: $*" >&2
  exit 1
}

echo "== pre-commit: virtual environment"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
pre_commit="$work/venv/bin/pre-commit"
echo "pre-commit $("$pre_commit" --version | awk '{print $2}')"

echo "== pre-commit: throwaway repository"
app="$work/app"
mkdir -p "$app/src/app"
git -C "$app" init --quiet
git -C "$app" config user.name "an-lint CI"
git -C "$app" config user.email "ci@an-lint.invalid"
git -C "$app" config commit.gpgsign false
printf '<an-button>Guardar</an-button>\n' > "$app/src/app/save.component.html"
git -C "$app" add src/app/save.component.html
git -C "$app" commit --quiet -m "good template"

try_repo() {
  (cd "$app" && "$pre_commit" try-repo "$repo" an-lint --all-files --verbose --color never < /dev/null)
}

# Runs try-repo into the log file $1 and sets $status, printing how long it took.
run_try_repo() {
  local start
  start=$(date +%s)
  set +e
  try_repo > "$1" 2>&1
  status=$?
  set -e
  echo "(took $(( $(date +%s) - start )) s, exit $status)"
}

echo "== pre-commit: try-repo on the good template alone must pass"
run_try_repo "$work/good.log"
if [ "$status" -ne 0 ]; then
  cat "$work/good.log"
  fail "try-repo on the good template exited $status, expected 0"
fi
grep -qE '^an-lint .*Passed$' "$work/good.log" || { cat "$work/good.log"; fail "the an-lint hook did not report Passed"; }
grep -qx 'no problems; 1 file linted' "$work/good.log" || { cat "$work/good.log"; fail "the hook did not lint the good template (expected 'no problems; 1 file linted')"; }
sed -n '/^an-lint /,$p' "$work/good.log"

echo "== pre-commit: try-repo with the bad template added must fail with the finding"
printf '<an-view (tap)="go()"></an-view>\n' > "$app/src/app/card.component.html"
git -C "$app" add src/app/card.component.html
git -C "$app" commit --quiet -m "bad template"
run_try_repo "$work/bad.log"
if [ "$status" -eq 0 ]; then
  cat "$work/bad.log"
  fail "try-repo with the bad template exited 0, expected a failure"
fi
grep -qE '^an-lint .*Failed$' "$work/bad.log" || { cat "$work/bad.log"; fail "the an-lint hook did not report Failed"; }
grep -qE '^src/app/card\.component\.html:1:2: error: .*\[tap-needs-button-role\]$' "$work/bad.log" \
  || { cat "$work/bad.log"; fail "the output lacks the tap-needs-button-role finding on src/app/card.component.html:1:2"; }
if grep -q 'save\.component\.html:' "$work/bad.log"; then
  cat "$work/bad.log"
  fail "the good template was reported"
fi
sed -n '/^an-lint /,$p' "$work/bad.log"

echo "pre-commit-check: passed (good template passes, bad template fails with tap-needs-button-role)"
