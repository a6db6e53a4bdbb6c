#!/usr/bin/env python3
"""#23.1: a token file cannot inject rules into a CSS export, or statements into a Swift one.

Builds hostile sources over the Harbor example (a resolver naming its input with a newline and
`*/`, a context named `x*/ :root{--pwn:1} /*`, a theme file whose font family closes its string),
exports each with `spec-compile tokens export`, and checks the result with real consumers:

- CSS through tinycss2: no parse error, and exactly the rules and declarations of the same
  tokens exported under a benign name (same selectors, same properties, same values but for the
  font families, which are the input's text);
- Swift through `swiftc -typecheck -parse-as-library`, where a top-level statement is an error;
- a raw resolver's CSS (#24) with a hostile modifier and hostile contexts: every selector is
  `:root` or `[data-…="…"]` blocks whose string is a context's exact name, and the rules are
  those of the same resolver under benign names.

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


def contexts_resolver(folder, modifier, contexts, name):
    """A raw resolver (no block roles) whose one modifier and its contexts are named as given."""
    def colour(blue):
        return {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, blue]}}
    document = {
        "version": "2025.10",
        "sets": {"base": {"sources": [{"tint": colour(1), "alias": {"$value": "{tint}"}}]}},
        "resolutionOrder": [
            {"$ref": "#/sets/base"},
            {"type": "modifier", "name": modifier, "default": contexts[-1],
             "contexts": {context: [{"tint": colour(index / 10)}] for index, context in enumerate(contexts)}},
        ],
    }
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as file:
        json.dump(document, file)
    return path


def attribute_selectors(prelude):
    """[(name, value)] of a prelude made only of [ident="string"] blocks, or None for anything else."""
    found = []
    prelude = list(prelude)
    while prelude and prelude[0].type == "whitespace":
        prelude.pop(0)
    while prelude and prelude[-1].type == "whitespace":
        prelude.pop()
    for token in prelude:
        if token.type == "whitespace":
            return None
        if token.type != "[] block":
            return None
        parts = [part for part in token.content if part.type != "whitespace"]
        if len(parts) != 3 or parts[0].type != "ident" or parts[1] != "=" or parts[2].type != "string":
            return None
        found.append((parts[0].value, parts[2].value))
    return found or None


def check_contexts(spec_compile, folder):
    """#24: a raw resolver's CSS names each context in an attribute selector whose string holds
    the context's exact name, and has the rules of the same resolver under benign names."""
    contexts = [HOSTILE_CONTEXT, HOSTILE_FAMILY, "x\"] body { display: none } [y=\"", "plain"]
    hostile = contexts_resolver(folder, HOSTILE_NAME.replace("/", "|"), contexts, "hostile-contexts.resolver.json")
    benign = contexts_resolver(folder, "brand", ["a", "b", "c", "plain"], "benign-contexts.resolver.json")
    failures = []
    shapes = []
    for path in (hostile, benign):
        text = export(spec_compile, [path], "css")
        shape = []

        def walk(rules, media):
            for rule in rules:
                if rule.type == "at-rule" and rule.lower_at_keyword == "media":
                    walk(tinycss2.parse_rule_list(rule.content, skip_whitespace=True, skip_comments=True),
                         tinycss2.serialize(rule.prelude).strip())
                elif rule.type == "qualified-rule":
                    prelude = tinycss2.serialize(rule.prelude).strip()
                    selectors = [] if prelude == ":root" else attribute_selectors(rule.prelude)
                    if selectors is None:
                        failures.append(f"contexts: unexpected selector {prelude!r}")
                        continue
                    for name, value in selectors:
                        if not name.startswith("data-") or value not in (contexts if path == hostile else ["a", "b", "c", "plain"]):
                            failures.append(f"contexts: selector [{name}={value!r}] names no context")
                    names = [item.name for item in
                             tinycss2.parse_blocks_contents(rule.content, skip_whitespace=True, skip_comments=True)
                             if item.type == "declaration"]
                    if any(not name.startswith("--") or name == "--pwn" for name in names):
                        failures.append(f"contexts: unexpected declarations {names}")
                    shape.append((media, len(selectors), tuple(names)))
                else:
                    failures.append(f"contexts: unexpected {rule.type}: {getattr(rule, 'message', '')}")

        walk(tinycss2.parse_stylesheet(text, skip_whitespace=True, skip_comments=True), None)
        shapes.append(shape)
    if shapes[0] != shapes[1]:
        failures.append(f"contexts: the hostile names' rules differ from the benign names': {shapes[0]} / {shapes[1]}")
    print("a raw resolver's modifier and context names: each an attribute selector, the benign export's rules"
          if not failures else "a raw resolver's modifier and context names: FAILED")
    return failures


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
                if not key[1].startswith("--sp-type-family-") and reference.get(key) != value:
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
        failures += check_contexts(options.spec_compile, folder)
        failures += check_hostile_names(options.spec_compile, folder)
    for line in failures:
        print(line, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
