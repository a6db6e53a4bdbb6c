#!/usr/bin/env python3
"""Parses every stylesheet given with tinycss2, a real CSS parser, and fails on any parse error.

CI runs it on `spec-compile tokens export --format css` for the shipped themes and the Harbor
example: each declaration must parse, and each custom property must hold tokens a browser keeps.
"""
import sys

import tinycss2


def check(path):
    text = open(path, encoding="utf-8").read()
    problems = []
    declarations = 0

    def walk(rules):
        nonlocal declarations
        for rule in rules:
            if rule.type == "error":
                problems.append(f"{path}:{rule.source_line}: {rule.message}")
            elif rule.type in ("qualified-rule", "at-rule") and rule.content is not None:
                if rule.type == "at-rule" and rule.lower_at_keyword == "media":
                    walk(tinycss2.parse_rule_list(rule.content, skip_whitespace=True, skip_comments=True))
                    continue
                for item in tinycss2.parse_blocks_contents(rule.content, skip_whitespace=True, skip_comments=True):
                    if item.type == "error":
                        problems.append(f"{path}:{item.source_line}: {item.message}")
                    elif item.type == "declaration":
                        declarations += 1
                        if not item.name.startswith("--") or not item.value:
                            problems.append(f"{path}:{item.source_line}: unexpected declaration {item.name}")

    walk(tinycss2.parse_stylesheet(text, skip_whitespace=True, skip_comments=True))
    if declarations == 0:
        problems.append(f"{path}: no declarations")
    return problems, declarations


def main():
    failures = []
    for path in sys.argv[1:]:
        problems, count = check(path)
        failures += problems
        print(f"{path}: {count} custom properties parse")
    for line in failures:
        print(line, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
