#!/usr/bin/env python3
"""#23.1: a token file cannot inject rules into a CSS export, or statements into a Swift one.

Builds hostile sources over the Harbor example (a resolver naming its input with a newline and
`*/`, a context named `x*/ :root{--pwn:1} /*`, a theme file whose font family closes its string),
exports each with `spec-compile tokens export`, and checks the result with real consumers:

- CSS through tinycss2: no parse error, and exactly the rules and declarations of the same
  tokens exported under a benign name (same selectors, same properties, same values but for the
  font families, which are the input's text);
- Swift through `swiftc -typecheck -parse-as-library`, where a top-level statement is an error.

    Scripts/check-hostile-exports.py --spec-compile .build/debug/spec-compile
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

import tinycss2

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOSTILE_NAME = "x\nlet pwned = 1\n*/ html { display: none } /*\u202e"
HOSTILE_CONTEXT = "x*/ :root{--pwn:1} /*\nlet pwned = 2"
HOSTILE_FAMILY = 'x"; } html { display: none } .y { a: "\nlet pwned = 3 </style>'


def fixtures(folder):
    examples = os.path.join(ROOT, "docs", "examples", "tokens")
    for name in os.listdir(examples):
        if name.endswith(".json"):
            shutil.copy(os.path.join(examples, name), folder)
    harbor = os.path.join(folder, "harbor.resolver.json")
    resolver = json.load(open(harbor, encoding="utf-8"))

    def write(name, document):
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8") as file:
            json.dump(document, file)
        return path

    named = dict(resolver)
    named["$extensions"] = {"com.spblocks.theme": {"themes": {HOSTILE_NAME: {"appearance": "light"}}}}
    context = dict(resolver)
    context["modifiers"] = dict(resolver["modifiers"])
    context["modifiers"]["brand"] = {"contexts": {"none": [], HOSTILE_CONTEXT: []}, "default": "none"}
    context["resolutionOrder"] = resolver["resolutionOrder"] + [{"$ref": "#/modifiers/brand"}]

    def theme(family):
        value = {"$value": [family, "serif"]}
        return {"$extends": "light", "type": {"family": {"text": value, "numeral": value}}}

    benign_theme = write("benign.json", theme("Inter"))
    return [
        ("a resolver's named input", ["--theme", write("named.resolver.json", named)], ["--theme", harbor]),
        (
            "a context's name",
            ["--theme", write("context.resolver.json", context), "--input", f"brand={HOSTILE_CONTEXT}"],
            ["--theme", harbor],
        ),
        ("a theme file's name and family", ["--theme", write("a\nlet pwned = 4.json", theme(HOSTILE_FAMILY))],
         ["--theme", benign_theme]),
    ]


def declarations(text):
    """(selector, property) → value for every declaration, media blocks by their query."""
    found = {}
    problems = []

    def walk(rules, media):
        for rule in rules:
            if rule.type == "error":
                problems.append(rule.message)
            elif rule.type == "at-rule" and rule.lower_at_keyword == "media":
                query = tinycss2.serialize(rule.prelude).strip()
                walk(tinycss2.parse_rule_list(rule.content, skip_whitespace=True, skip_comments=True), query)
            elif rule.type == "qualified-rule":
                selector = (media, tinycss2.serialize(rule.prelude).strip())
                for item in tinycss2.parse_blocks_contents(rule.content, skip_whitespace=True, skip_comments=True):
                    if item.type == "error":
                        problems.append(item.message)
                    elif item.type == "declaration":
                        found[(selector, item.name)] = tinycss2.serialize(item.value).strip()
                    else:
                        problems.append(f"unexpected {item.type} in {selector}")
            else:
                problems.append(f"unexpected {rule.type}")

    walk(tinycss2.parse_stylesheet(text, skip_whitespace=True, skip_comments=True), None)
    return found, problems


def export(spec_compile, arguments, form):
    result = subprocess.run([spec_compile, "tokens", "export", *arguments, "--format", form],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"spec-compile {' '.join(arguments)}: exit {result.returncode}: {result.stderr}")
    return result.stdout


def check_hostile_names(spec_compile, folder):
    """#24: a token set whose paths are hostile names (keywords, digits, `*/`, newlines, bidi
    controls, emoji) exports to CSS of `:root` rules only, every declaration a custom property,
    and to Swift that type-checks (no statement escapes a comment or a name)."""
    label = "hostile token names"
    names = os.path.join(ROOT, "docs", "examples", "tokens", "hostile", "names.json")
    failures = []
    css, problems = declarations(export(spec_compile, [names], "css"))
    failures += [f"{label}: CSS: {problem}" for problem in problems]
    for (media, selector), prop in css:
        if selector != ":root" or media not in (None, "(color-gamut: p3)") or not prop.startswith("--"):
            failures.append(f"{label}: CSS holds {media} {selector} {{ {prop} }}")
    source = os.path.join(folder, "HostileNames.swift")
    with open(source, "w", encoding="utf-8") as file:
        file.write(export(spec_compile, [names], "swift"))
    checked = subprocess.run(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", source],
                             capture_output=True, text=True)
    if checked.returncode != 0:
        failures.append(f"{label}: Swift does not type-check: {checked.stderr.strip()[:500]}")
    print(f"{label}: {len(css)} declarations, all custom properties of :root; Swift type-checks"
          if not failures else f"{label}: FAILED")
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--spec-compile", required=True)
    options = parser.parse_args()
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        for label, hostile, benign in fixtures(folder):
            before = len(failures)
            css, problems = declarations(export(options.spec_compile, hostile, "css"))
            reference, _ = declarations(export(options.spec_compile, benign, "css"))
            failures += [f"{label}: CSS: {problem}" for problem in problems]
            if set(css) != set(reference):
                failures.append(f"{label}: CSS rules or declarations differ: {sorted(set(css) ^ set(reference))[:5]}")
            for key, value in css.items():
                if not key[1].startswith("--font-family-") and reference.get(key) != value:
                    failures.append(f"{label}: CSS {key} is {value!r}, expected {reference.get(key)!r}")
            source = os.path.join(folder, "Hostile.swift")
            with open(source, "w", encoding="utf-8") as file:
                file.write(export(options.spec_compile, hostile, "swift"))
            checked = subprocess.run(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", source],
                                     capture_output=True, text=True)
            if checked.returncode != 0:
                failures.append(f"{label}: Swift does not type-check: {checked.stderr.strip()[:500]}")
            print(f"{label}: {len(css)} declarations, the benign export's; Swift type-checks"
                  if len(failures) == before else f"{label}: FAILED")
        failures += check_hostile_names(options.spec_compile, folder)
    for line in failures:
        print(line, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
