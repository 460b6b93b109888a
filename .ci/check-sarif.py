#!/usr/bin/env python3
"""Validate a SARIF file against the SARIF 2.1.0 JSON schema.

Usage: check-sarif.py FILE.sarif SCHEMA.json

Prints `sarif: N results valid` and exits 0, or prints every schema error
(with its JSON path) and exits 1. Exit 2 on usage or input errors.
Needs the `jsonschema` package (pip install jsonschema).
"""
import json
import sys


def main(argv):
    if len(argv) != 3:
        print("usage: check-sarif.py FILE.sarif SCHEMA.json", file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("check-sarif: the jsonschema package is required (pip install jsonschema)", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as f:
            document = json.load(f)
        with open(argv[2], encoding="utf-8") as f:
            schema = json.load(f)
    except (OSError, ValueError) as error:
        print(f"check-sarif: {error}", file=sys.stderr)
        return 2

    # The schema declares its own draft (draft-04 for SARIF 2.1.0); fall back to Draft 7.
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft7Validator)
    cls.check_schema(schema)
    validator = cls(schema)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        for error in errors:
            path = "/".join(str(p) for p in error.absolute_path) or "(root)"
            print(f"sarif: {path}: {error.message}", file=sys.stderr)
        print(f"sarif: {len(errors)} schema error(s) in {argv[1]}", file=sys.stderr)
        return 1

    if document.get("version") != "2.1.0":
        print(f"sarif: version is {document.get('version')!r}, expected '2.1.0'", file=sys.stderr)
        return 1
    count = sum(len(run.get("results") or []) for run in document.get("runs", []))
    print(f"sarif: {count} results valid")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
