#!/usr/bin/env python3
"""#24: a raw resolver's CSS export, in Chromium, computes the resolver's own resolution for every
combination of `data-` attributes under every emulated preference.

For each fixture in docs/examples/tokens/contexts/, the expected values of a combination are the
`:root` block of `spec-compile tokens export R --input <the combination>` (the command's own
formatting, var() substituted); the page holds the default export, and Chromium's computed
custom properties are read on <html> carrying the attributes, on a <div> carrying them under a
plain <html>, and on a <div> that re-chooses a context its parent chose, with
`prefers-color-scheme` and `prefers-contrast` (and `prefers-reduced-motion`) emulated. An
explicit attribute must win over a preference.

    Scripts/check-css-contexts.py --spec-compile .build/debug/spec-compile
"""
import argparse
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "docs", "examples", "tokens", "contexts")
NAMED_MEDIA = "brightness.night=(prefers-color-scheme: dark);motion.reduced=(prefers-reduced-motion: reduce)"

# fixture, extra arguments, [(emulated features, the contexts they choose)]
FIXTURES = [
    ("appearance-contrast.resolver.json", [], [
        ({}, {}), ({"prefers-color-scheme": "dark"}, {"appearance": "dark"}),
        ({"prefers-contrast": "more"}, {"contrast": "high"}),
        ({"prefers-color-scheme": "dark", "prefers-contrast": "more"}, {"appearance": "dark", "contrast": "high"}),
    ]),
    ("aliases.resolver.json", [], [({}, {}), ({"prefers-color-scheme": "dark"}, {"theme": "dark"})]),
    ("interaction.resolver.json", [], [
        ({}, {}), ({"prefers-color-scheme": "dark"}, {"appearance": "dark"}),
        ({"prefers-contrast": "more"}, {"contrast": "more"}),
        ({"prefers-color-scheme": "dark", "prefers-contrast": "more"}, {"appearance": "dark", "contrast": "more"}),
    ]),
    ("named.resolver.json", ["--media", NAMED_MEDIA], [
        ({}, {}), ({"prefers-color-scheme": "dark"}, {"brightness": "night"}),
        ({"prefers-color-scheme": "dark", "prefers-reduced-motion": "reduce"}, {"brightness": "night", "motion": "reduced"}),
    ]),
]


def export(spec_compile, arguments):
    result = subprocess.run([spec_compile, "tokens", "export", *arguments, "--format", "css"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"spec-compile tokens export {' '.join(arguments)}: exit {result.returncode}: {result.stderr}")
    return result.stdout


def root_values(css, p3):
    """The first `:root` block's properties (and its P3 override when the screen is P3), var() substituted."""
    blocks = re.findall(r"^:root \{\n(.*?)^\}", css, re.S | re.M)
    values = dict(re.findall(r"^  (--[^:]+): (.*);$", blocks[0], re.M))
    wide = re.search(r"^@media \(color-gamut: p3\) \{\n  :root \{\n(.*?)^  \}", css, re.S | re.M)
    if p3 and wide:
        values.update(re.findall(r"^    (--[^:]+): (.*);$", wide.group(1), re.M))

    def substitute(value, seen=()):
        return re.sub(r"var\((--[^),]+)\)", lambda m: substitute(values[m.group(1)], seen + (m.group(1),)), value)

    return {name: substitute(value) for name, value in values.items()}


def attribute(modifier):
    return "data-" + re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", modifier).lower()


def normalise(value):
    return re.sub(r"\s+", " ", value.strip())


READ = """
const [cases, names] = arguments;
const html = document.documentElement, outer = document.getElementById('outer'), inner = document.getElementById('inner');
const clear = (e) => { for (const a of [...e.attributes]) if (a.name.startsWith('data-')) e.removeAttribute(a.name); };
const read = (e) => { const s = getComputedStyle(e); return Object.fromEntries(names.map(n => [n, s.getPropertyValue(n).trim()])); };
return cases.map(([where, attrs, outerAttrs]) => {
  clear(html); clear(outer); clear(inner);
  const target = where === 'root' ? html : inner;
  for (const [k, v] of Object.entries(outerAttrs || {})) outer.setAttribute(k, v);
  for (const [k, v] of Object.entries(attrs)) target.setAttribute(k, v);
  return read(target);
});
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--spec-compile", required=True)
    options = parser.parse_args()
    chrome = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        chrome.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=chrome)
    failures = []
    try:
        with tempfile.TemporaryDirectory() as folder:
            for file, extra, environments in FIXTURES:
                path = os.path.join(FOLDER, file)
                resolver = json.load(open(path, encoding="utf-8"))
                modifiers = {name: (sorted(m["contexts"]), m.get("default")) for name, m in resolver["modifiers"].items()}
                css = export(options.spec_compile, [path, *extra])
                page = os.path.join(folder, file + ".html")
                with open(page, "w", encoding="utf-8") as out:
                    out.write("<!doctype html><html><head><style>" + css.replace("</", "<\\/")
                              + "</style></head><body><div id=outer><div id=inner></div></div></body></html>")
                driver.get("file://" + page)
                p3 = driver.execute_script("return matchMedia('(color-gamut: p3)').matches")
                defaults = {name: default for name, (_, default) in modifiers.items()}
                expected_cache = {}

                def expected(choice):
                    key = tuple(sorted(choice.items()))
                    if key not in expected_cache:
                        text = ",".join(f"{k}={v}" for k, v in key)
                        expected_cache[key] = root_values(export(options.spec_compile, [path, "--input", text]), p3)
                    return expected_cache[key]

                names = sorted(expected(defaults))
                checked = 0
                for features, pins in environments:
                    emulated = {"prefers-color-scheme": "light", "prefers-contrast": "no-preference",
                                "prefers-reduced-motion": "no-preference"}
                    emulated.update(features)
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                        {"name": k, "value": v} for k, v in emulated.items()]})
                    cases, wanted = [], []
                    # Every choice of attributes: for each modifier none or one context.
                    for choice in itertools.product(*[[None] + contexts for contexts, _ in modifiers.values()]):
                        chosen = {name: context for name, context in zip(modifiers, choice) if context is not None}
                        attrs = {attribute(name): context for name, context in chosen.items()}
                        input = {**defaults, **pins, **chosen}
                        for where in ("root", "element"):
                            cases.append((where, attrs, None))
                            wanted.append((f"{where} {attrs}", input))
                    # A region re-choosing a context its parent chose.
                    for name, (contexts, _) in modifiers.items():
                        for outer, inner in itertools.product(contexts, contexts):
                            cases.append(("element", {attribute(name): inner}, {attribute(name): outer}))
                            wanted.append((f"{attribute(name)}={outer} > {inner}", {**defaults, **pins, name: inner}))
                    computed = driver.execute_script(READ, cases, names)
                    for (label, input), values in zip(wanted, computed):
                        for name, value in expected(input).items():
                            checked += 1
                            if normalise(values.get(name, "")) != normalise(value):
                                failures.append(f"{file} under {features}: {label}: {name} is {values.get(name)!r}, expected {value!r}")
                print(f"{file}: {checked} computed values are the resolver's" if not failures else f"{file}: FAILED")
    finally:
        driver.quit()
    for line in failures[:40]:
        print(line, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
