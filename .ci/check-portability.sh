#!/usr/bin/env bash
# Fails when Swift code names a platform's C library or a Linux-only path outside a guard:
# every use of Glibc/Musl must sit in an `#if canImport(Glibc|Musl)` or `#if os(Linux)` branch,
# every use of Darwin in an `#if canImport(Darwin)` or `#if os(macOS|iOS|…)` branch, and every
# `/proc/` path in an `#if os(Linux)` branch. Comments and `#error` lines are not code.
#
# Usage: .ci/check-portability.sh [DIR…]   (default: Sources)
set -euo pipefail
cd "$(dirname "$0")/.."
dirs=("$@")
if [ "${#dirs[@]}" -eq 0 ]; then dirs=(Sources); fi
status=0
while IFS= read -r -d '' file; do
  awk -v file="$file" '
    function guarded(kind,   i) {
      for (i = depth; i >= 1; i--) {
        c = cond[i]
        if (kind == "linux" && (c ~ /canImport\((Glibc|Musl)\)/ || c ~ /os\(Linux\)/)) return 1
        if (kind == "darwin" && (c ~ /canImport\(Darwin\)/ || c ~ /os\((macOS|iOS|tvOS|watchOS|visionOS)\)/)) return 1
        if (kind == "proc" && c ~ /os\(Linux\)/) return 1
      }
      return 0
    }
    function report(what) { printf "%s:%d: %s outside a matching #if guard: %s\n", file, NR, what, $0; bad = 1 }
    {
      line = $0
      sub(/^[ \t]+/, "", line)
      if (line ~ /^#if[ \t(]/) { depth++; cond[depth] = line; next }
      if (line ~ /^#elseif[ \t(]/) { cond[depth] = line; next }
      if (line ~ /^#else/) { cond[depth] = "#else"; next }
      if (line ~ /^#endif/) { if (depth > 0) depth--; next }
      if (line ~ /^#/ || line ~ /^\/\//) next
      code = line
      sub(/\/\/.*$/, "", code)
      if (code ~ /(^|[^A-Za-z0-9_])(Glibc|Musl)([^A-Za-z0-9_]|$)/ && !guarded("linux")) report("Glibc/Musl")
      if (code ~ /(^|[^A-Za-z0-9_])Darwin([^A-Za-z0-9_]|$)/ && !guarded("darwin")) report("Darwin")
      if (code ~ /\/proc\// && !guarded("proc")) report("/proc path")
    }
    END { exit bad }
  ' "$file" || status=1
done < <(find "${dirs[@]}" -name '*.swift' -print0 | sort -z)
if [ "$status" -ne 0 ]; then
  echo "portability: guard each platform-specific call with #if canImport(...) / #if os(...)" >&2
fi
exit "$status"
