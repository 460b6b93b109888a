#!/usr/bin/env python3
"""Wide and deep inputs cost linear work: for each pathological shape, the instructions callgrind counts
for a lint of N and of 4N copies (less a lint of an empty template, the fixed cost) must grow
at most 4.6 times, where a quadratic path grows 16 times. Instruction counts repeat on a shared
machine where wall time does not.

usage: linearity-check.py AN_LINT_BINARY [N]
"""
import os
import re
import subprocess
import sys
import tempfile

SHAPES = {
    # N sibling buttons without a name: N findings.
    "siblings with a finding each": lambda n: "<an-view>" + "<an-button (tap)=\"go()\"></an-button>\n" * n + "</an-view>\n",
    # N buttons with one label: duplicate-label groups them by key.
    "siblings with the same label": lambda n: "<an-view>" + "<an-button accessibilityLabel=\"Guardar\" (tap)=\"go()\"></an-button>\n" * n + "</an-view>\n",
    # One element with N attributes, every accessibility prop repeated.
    "attributes on one element": lambda n: "<an-button (tap)=\"go()\" accessibilityLabel=\"Enviar\""
    + "".join(f" data-k{i}=\"v\" accessibilityHint=\"Envía el formulario\"" for i in range(n // 2)) + "></an-button>\n",
    # A label with N alternatives, one @switch case each.
    "alternatives of one name": lambda n: "<an-button (tap)=\"go()\">@switch (mode) {"
    + "".join(f"@case ({i}) {{ <an-text>Opción {i}</an-text> }}" for i in range(n)) + "}</an-button>\n",
    # One label in N exclusive branches: duplicate-label finds no earlier button shown with each.
    "same label in N @switch cases": lambda n: "<an-view>@switch (mode) {"
    + "".join(f"@case ({i}) {{ <an-button (tap)=\"go()\">Guardar</an-button> }}" for i in range(n)) + "}</an-view>\n",
    # N elements inside one ICU case (each read by the lexer, checked by the parser).
    "elements in one ICU case": lambda n: "<an-text>{count, plural, =1 {uno} other {"
    + "<b title=\"{{ count }}\">varios</b><i>" * n + "</i>" * n + "}}</an-text>\n",
    # The same with the cases of one [ngSwitch] element.
    "same label in N ngSwitch cases": lambda n: "<an-view [ngSwitch]=\"mode\">"
    + "".join(f"<an-button *ngSwitchCase=\"{i}\" (tap)=\"go()\">Guardar</an-button>" for i in range(n)) + "</an-view>\n",
}


def nested_ifs(n: int) -> str:
    """N @if blocks nested in each other's first branch, a button in each, an @else beside each."""
    inner = ""
    for i in range(n):
        inner = (f"@if (c{i}) {{ <an-button (tap)=\"go()\">Guardar</an-button> {inner} }}"
                 f" @else {{ <an-text>Nada</an-text> }}\n")
    return inner


def nested_ng_ifs(n: int) -> str:
    """N views with `*ngIf … else` nested in each other, a button in each, the else template beside each."""
    inner = ""
    for i in range(n):
        inner = (f"<an-view *ngIf=\"c{i}; else e{i}\"><an-button (tap)=\"go()\">Guardar</an-button>{inner}</an-view>"
                 f"<ng-template #e{i}><an-text>Nada</an-text></ng-template>\n")
    return inner


# Deep shapes: half the N of the wide ones (their work per element is larger).
DEEP_SHAPES = {
    # N views nested in each other, a nameless button at the bottom.
    "elements nested N deep": lambda n: "<an-view>" * n + "<an-button (tap)=\"go()\"></an-button>" + "</an-view>" * n + "\n",
    "@if/@else nested N deep": nested_ifs,
    "*ngIf … else nested N deep": nested_ng_ifs,
    # N modal layers nested in each other, none with a way out: each is looked into once.
    "modal layers nested N deep": lambda n: "<an-modal title=\"t\">" * n + "<an-text>x</an-text>" + "</an-modal>" * n + "\n",
}
LIMIT = 4.6


def instructions(binary: str, text: str) -> int:
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "wide.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        out = os.path.join(work, "callgrind.out")
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, path,
                              "--format", "json", "-o", os.devnull], capture_output=True, text=True)
        if run.returncode not in (0, 1):
            raise SystemExit(f"an-lint exited {run.returncode} on {len(text)} bytes:\n{run.stderr[-2000:]}")
        with open(out, encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith("summary:") or line.startswith("totals:"):
                    return int(line.split()[-1])
    raise SystemExit("callgrind wrote no total")


def main() -> int:
    binary = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    base = instructions(binary, "<an-view></an-view>\n")
    failed = 0
    shapes = [(name, make, n) for name, make in SHAPES.items()]
    shapes += [(name, make, max(1, n // 2)) for name, make in DEEP_SHAPES.items()]
    for name, make, n in shapes:
        small = instructions(binary, make(n)) - base
        large = instructions(binary, make(4 * n)) - base
        ratio = large / max(small, 1)
        verdict = "ok" if ratio <= LIMIT else "NOT LINEAR"
        print(f"{name:32} N={n}: {small:>13,} instructions, 4N: {large:>13,} ({ratio:.2f}x) {verdict}")
        failed += ratio > LIMIT
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
