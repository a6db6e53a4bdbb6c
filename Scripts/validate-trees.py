#!/usr/bin/env python3
"""Validate compiled layout trees (or block documents) against a published JSON Schema.

Usage: Scripts/validate-trees.py DIRECTORY [--schema docs/schema/layout-tree.schema.json]

With --schema docs/schema/overview.schema.json (or another block's) it checks documents.

Checks every *.json file in DIRECTORY (not recursive) with Python's `jsonschema`
(Draft 2020-12), prints one line per invalid file with the failing JSON path and message, then
a count. Exits 0 when every file is valid, 1 when any is not, 2 when it cannot run (no such
directory, no files, an unreadable schema, `jsonschema` missing).
"""

import argparse
import json
import pathlib
import sys


def main() -> int:
    root = pathlib.Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=pathlib.Path)
    parser.add_argument("--schema", type=pathlib.Path, default=root / "docs/schema/layout-tree.schema.json")
    args = parser.parse_args()

    try:
        from jsonschema import Draft202012Validator
    except ImportError:
        print("validate-trees: the jsonschema package is missing (python3 -m pip install jsonschema)", file=sys.stderr)
        return 2

    try:
        schema = json.loads(args.schema.read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
    except (OSError, ValueError) as error:
        print(f"validate-trees: cannot use schema {args.schema}: {error}", file=sys.stderr)
        return 2
    except Exception as error:  # jsonschema.SchemaError
        print(f"validate-trees: {args.schema} is not a valid Draft 2020-12 schema: {error}", file=sys.stderr)
        return 2

    if not args.directory.is_dir():
        print(f"validate-trees: {args.directory} is not a directory", file=sys.stderr)
        return 2
    files = sorted(args.directory.glob("*.json"))
    if not files:
        print(f"validate-trees: no *.json files in {args.directory}", file=sys.stderr)
        return 2

    # Schemas refer to their siblings by relative `$ref` (the dashboard's formats and labels are
    # the overview's): resolve those from docs/schema/, never the network.
    from referencing import Registry, Resource

    resources = []
    for sibling in sorted(args.schema.parent.glob("*.json")):
        try:
            contents = json.loads(sibling.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue
        if isinstance(contents, dict) and "$id" in contents:
            resources.append((contents["$id"], Resource.from_contents(contents)))
    validator = Draft202012Validator(schema, registry=Registry().with_resources(resources))
    invalid = 0
    for path in files:
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"{path.name}: not JSON: {error}")
            invalid += 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            invalid += 1
            for error in errors[:5]:
                message = error.message if len(error.message) <= 300 else error.message[:300] + "…"
                print(f"{path.name}: {error.json_path}: {message}")
            if len(errors) > 5:
                print(f"{path.name}: … and {len(errors) - 5} more")

    print(f"validate-trees: {len(files) - invalid} of {len(files)} files valid against {args.schema.name}")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
