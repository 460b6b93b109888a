#!/usr/bin/env python3
"""Mutation fuzzer: Angular's parser against ours.

Usage: .ci/parser-fuzz.py BIN ORACLE_DIR [--seed N] [--count N]
  BIN         the an-lint binary (parse errors are its `parse-error` findings)
  ORACLE_DIR  the directory of Angular's parser as a reference (ng-parse.cjs; Node 18 or later)

Mutates the templates of fixtures/parser and of the Angular corpus (fixtures/angular-corpus/
corpus.jsonl) with seeded random edits: insert a piece of syntax, delete, duplicate or move a
span, splice two templates. Each mutant goes to both parsers. Fails when Angular accepts a
template and an-lint reports a parse error there (printing each such template); also prints how
often the two agree. Each mutant is written after an `<an-view></an-view>` line, so that the
linter lints every one. Deterministic for a given seed.
"""
import json, os, random, shutil, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PIECES = [
    "<", ">", "</", "/>", "<an-view>", "</an-view>", "<an-text>", "</an-text>", "<div>", "</div>", "<br>",
    "<p>", "</p>", "<!--", "-->", "<!-- x -->", "{{", "}}", "{{ a }}", "{", "}", "@", "@if (a) {", "@else {",
    "@for (x of xs; track x) {", "@case (1)", "@default never;", "@switch (a) {", "@let v = 1;", "@defer {",
    "\"", "'", "`", "&", "&amp;", "&#64;", "&#125;", "&ngsp;", "&quot;", ";", "(", ")", "[", "]", "=>", "...",
    "//", "/*", "*/", "/", "\n", "\u00a0", " ", "=", "!", "?", "?.", ".", ",", ":", "|", "a", "x => x", "[...a]",
    "/x/g", "$event", "user@example.com", "@Input()", " [a]=\"b\"", " (tap)=\"f()\"", " a=\"1\"", " #ref",
    " *ngIf=\"a\"", " // c\n", " /* c */", "{a, select, x {1}}", "<svg>", "</svg>", "<P>", "</P>", "\r\n",
    "&#12", "&#x;", "&zz;", "&lt", "\\", "\\}}", "<textarea>", "</textarea>", "<title>", "</title>",
    "@content (a) {", "@content (a; let b, c) {", "1e", "1_", "&#123;", "&#123;&#123;", "&lbrace;",
]


# Put before each mutant: the linter reports nothing at all on a template with no `<an-*>`
# element (not its template), so without it such mutants would test nothing. A complete element
# on its own line before the rest changes none of Angular's verdicts.
OWNED = "<an-view></an-view>\n"


def seeds():
    out = []
    d = os.path.join(ROOT, "fixtures", "parser")
    for name in sorted(os.listdir(d)):
        if name.endswith(".html"):
            with open(os.path.join(d, name), encoding="utf-8", newline="") as fh:
                text = fh.read()
            if text.startswith("\ufeff"):
                text = text[1:]
            out.append(text)
    with open(os.path.join(ROOT, "fixtures", "angular-corpus", "corpus.jsonl"), encoding="utf-8") as fh:
        for line in fh:
            out.append(json.loads(line)["template"])
    return out


def mutate(rng, text, pool):
    for _ in range(1 if rng.random() < 0.7 else rng.randint(2, 3)):
        n = len(text)
        kind = rng.random()
        i = rng.randint(0, n)
        if kind < 0.45:
            text = text[:i] + rng.choice(PIECES) + text[i:]
        elif kind < 0.65 and n > 0:
            j = min(n, i + rng.randint(1, 8))
            text = text[:i] + text[j:]
        elif kind < 0.8 and n > 0:
            j = min(n, i + rng.randint(1, 12))
            k = rng.randint(0, n)
            text = text[:k] + text[i:j] + text[k:]
        elif kind < 0.9:
            other = rng.choice(pool)
            a = rng.randint(0, len(other))
            b = min(len(other), a + rng.randint(1, 40))
            text = text[:i] + other[a:b] + text[i:]
        elif n > 0:
            j = min(n, i + rng.randint(1, 6))
            text = text[:i] + text[i:j][::-1] + text[j:]
    return text


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    binary, oracle = args[0], args[1]
    seed, count = 20261130, 6000
    rest = args[2:]
    while rest:
        if rest[0] == "--seed" and len(rest) > 1:
            seed = int(rest[1]); rest = rest[2:]
        elif rest[0] == "--count" and len(rest) > 1:
            count = int(rest[1]); rest = rest[2:]
        else:
            print("parser-fuzz: unknown argument %s" % rest[0], file=sys.stderr)
            return 2
    started = time.monotonic()
    rng = random.Random(seed)
    pool = seeds()
    mutants = []
    seen = set()
    while len(mutants) < count:
        m = mutate(rng, rng.choice(pool), pool)
        if m not in seen:
            seen.add(m)
            mutants.append(m)
    work = tempfile.mkdtemp(prefix="parser-fuzz.")
    try:
        files = []
        for k, m in enumerate(mutants):
            path = os.path.join(work, "m%05d.html" % k)
            with open(path, "w", encoding="utf-8", newline="") as fh:
                fh.write(OWNED + m)
            files.append(path)
        angular = {}
        for k in range(0, len(files), 500):
            res = subprocess.run(["node", os.path.join(oracle, "ng-parse.cjs")] + files[k:k + 500],
                                 capture_output=True, text=True)
            if res.returncode != 0:
                print("parser-fuzz: the oracle failed: %s" % res.stderr[-2000:], file=sys.stderr)
                return 1
            for line in res.stdout.splitlines():
                o = json.loads(line)
                angular[os.path.basename(o["file"])] = o["errors"]
        res = subprocess.run([binary, "--format", "json", "--jobs", "2", work], capture_output=True, text=True,
                             stdin=subprocess.DEVNULL)
        if res.returncode not in (0, 1):
            print("parser-fuzz: an-lint failed (%d): %s" % (res.returncode, res.stderr[-2000:]), file=sys.stderr)
            return 1
        ours = {}
        for f in json.loads(res.stdout)["findings"]:
            if f["ruleId"] == "parse-error":
                ours.setdefault(os.path.basename(f["path"]), []).append(f)
        bad = []
        agree = 0
        accepted = 0
        for k, path in enumerate(files):
            name = os.path.basename(path)
            if name not in angular:
                print("parser-fuzz: no verdict from the oracle for %s" % name, file=sys.stderr)
                return 1
            ng_rejects = bool(angular[name])
            we_reject = name in ours
            accepted += not ng_rejects
            agree += ng_rejects == we_reject
            if not ng_rejects and we_reject:
                f = ours[name][0]
                bad.append("  %s at %d:%d: %s" % (json.dumps(mutants[k], ensure_ascii=False), f["start"]["line"],
                                                  f["start"]["column"], f["message"]))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    elapsed = time.monotonic() - started
    print("parser-fuzz: %d mutants (seed %d) in %.1f s: %d accepted by Angular, %d rejected; agreement %.1f %%; "
          "%d accepted by Angular but rejected by an-lint"
          % (len(files), seed, elapsed, accepted, len(files) - accepted, 100.0 * agree / len(files), len(bad)))
    if bad:
        print("parser-fuzz: templates Angular accepts that get a parse error from an-lint:")
        print("\n".join(bad[:40]))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
