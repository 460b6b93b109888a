#!/usr/bin/env python3
"""Check that Microsoft's sarif-tools read every an-lint SARIF result correctly.

Usage: compare-sarif-tools.py REPORT.json REPORT.sarif ALL.csv UNSUPPRESSED.csv SUMMARY.txt

REPORT.json and REPORT.sarif are `an-lint --format json` and `--format sarif` of the same lint.
ALL.csv is `sarif csv REPORT.sarif`; UNSUPPRESSED.csv is `sarif csv --filter F REPORT.sarif`
with a filter that excludes results suppressed in the source; SUMMARY.txt is
`sarif summary --filter F REPORT.sarif`.

Checks, result for result (as multisets of (path, line, rule id, severity)):
  - UNSUPPRESSED.csv equals the JSON findings (the JSON report lists no suppressed findings);
  - ALL.csv has one row per SARIF result, and its rows beyond UNSUPPRESSED.csv are exactly
    the results the SARIF marks as suppressed;
  - SUMMARY.txt's error/warning/note counts equal the JSON summary.
Paths from sarif-tools are SARIF URIs (relative to %SRCROOT%, percent-encoded); they are
percent-decoded before comparing. Prints the differences and exits 1 on a mismatch; exit 2 on
usage or input errors. Uses only the standard library.
"""
import collections
import csv
import json
import re
import sys
import urllib.parse

SEVERITY = {"error": "error", "warning": "warning", "info": "note"}
COLUMNS = ("Severity", "Code", "Location", "Line")


def read_csv(path):
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        missing = [c for c in COLUMNS if c not in (reader.fieldnames or [])]
        if missing:
            raise ValueError(f"{path}: sarif csv output lacks columns {missing} (has {reader.fieldnames})")
        rows = collections.Counter()
        for row in reader:
            line = int(row["Line"]) if row["Line"].strip().isdigit() else row["Line"]
            rows[(urllib.parse.unquote(row["Location"]), line, row["Code"], row["Severity"])] += 1
        return rows


def read_summary(path):
    counts = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            match = re.match(r"^(error|warning|note): (\d+)\s*$", line)
            if match:
                counts[match.group(1)] = int(match.group(2))
    return counts


def sarif_result_key(result, run):
    location = result["locations"][0]["physicalLocation"]
    uri = urllib.parse.unquote(location["artifactLocation"]["uri"])
    level = result.get("level")
    if level is None:
        rule = run["tool"]["driver"]["rules"][result["ruleIndex"]]
        level = rule.get("defaultConfiguration", {}).get("level", "warning")
    return (uri, location["region"]["startLine"], result["ruleId"], level)


def show(title, counter):
    lines = [f"  {title}: {sum(counter.values())}"]
    for key in sorted(counter, key=str)[:40]:
        path, line, rule, severity = key
        times = f" (×{counter[key]})" if counter[key] > 1 else ""
        lines.append(f"    {path}:{line} [{rule}] {severity}{times}")
    if len(counter) > 40:
        lines.append(f"    … and {len(counter) - 40} more")
    return "\n".join(lines)


def main(argv):
    if len(argv) != 6:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    report_json, report_sarif, all_csv, unsuppressed_csv, summary_txt = argv[1:]
    try:
        with open(report_json, encoding="utf-8") as f:
            report = json.load(f)
        with open(report_sarif, encoding="utf-8") as f:
            sarif = json.load(f)
        all_rows = read_csv(all_csv)
        unsuppressed_rows = read_csv(unsuppressed_csv)
        summary = read_summary(summary_txt)
    except (OSError, ValueError, KeyError) as error:
        print(f"compare-sarif-tools: {error}", file=sys.stderr)
        return 2

    expected = collections.Counter(
        (f["path"], f["start"]["line"], f["ruleId"], SEVERITY[f["severity"]]) for f in report["findings"])
    suppressed = collections.Counter()
    sarif_count = 0
    for run in sarif["runs"]:
        for result in run.get("results") or []:
            sarif_count += 1
            if result.get("suppressions"):
                suppressed[sarif_result_key(result, run)] += 1

    problems = []
    if not expected:
        problems.append("the JSON report has no findings; nothing was compared")
    if unsuppressed_rows != expected:
        problems.append("sarif-tools (suppressed results filtered out) and the JSON report differ:\n"
                        + show("read by sarif-tools, not in the JSON report", unsuppressed_rows - expected) + "\n"
                        + show("in the JSON report, not read by sarif-tools", expected - unsuppressed_rows))
    if sum(all_rows.values()) != sarif_count:
        problems.append(f"sarif-tools read {sum(all_rows.values())} results, the SARIF file has {sarif_count}")
    if all_rows - unsuppressed_rows != suppressed or unsuppressed_rows - all_rows:
        problems.append("the results sarif-tools filtered out are not the suppressed ones:\n"
                        + show("filtered out by sarif-tools", all_rows - unsuppressed_rows) + "\n"
                        + show("suppressed in the SARIF file", suppressed))
    wanted = {"error": report["summary"]["errors"], "warning": report["summary"]["warnings"],
              "note": report["summary"]["infos"]}
    if summary != wanted:
        problems.append(f"sarif summary counts {summary} differ from the JSON summary {wanted}")

    if problems:
        for problem in problems:
            print(f"compare-sarif-tools: {problem}", file=sys.stderr)
        return 1
    print(f"sarif-tools: {sum(expected.values())} results match the JSON report by file, line, rule and "
          f"severity; {sum(suppressed.values())} suppressed results filtered out as such; "
          f"summary {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
