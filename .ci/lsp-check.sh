#!/usr/bin/env bash
# Drives `an-lint lsp` with a real LSP client: pygls + lsprotocol from PyPI, in a virtual
# environment made here. Usage: .ci/lsp-check.sh BIN (an an-lint binary).
set -euo pipefail
if [ $# -ne 1 ]; then echo "usage: $0 BIN" >&2; exit 2; fi
bin=$1
if [ ! -x "$bin" ]; then echo "lsp-check: '$bin' is not an executable (build it first: swift build)" >&2; exit 1; fi
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
if ! "$work/venv/bin/pip" install --quiet --disable-pip-version-check "pygls==2.1.1" "lsprotocol==2025.0.0" </dev/null; then
  echo "lsp-check: cannot install pygls and lsprotocol from PyPI" >&2; exit 1
fi
"$work/venv/bin/python" "$here/lsp-client.py" "$bin" </dev/null
