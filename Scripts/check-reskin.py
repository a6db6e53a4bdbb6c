#!/usr/bin/env python3
"""A theme's CSS export re-skins a page the web renderer drew (#24), proven in headless Chromium.

The renderer paints every colour of a tree as its token's custom property with the tree's value as
the fallback (`var(--sp-color-accent, #007AFF)`), and `spec-compile tokens export --format css`
declares those properties under the same names (docs/renderer-guide.md, "Colours"). So a page of
the light theme that links another theme's export must draw exactly what that theme's own page
draws. For each block's sample and each skin below, this script opens, under the same emulated
media features:

  - the light theme's `--format html` page as it is (L),
  - the same page with the skin's export linked in its <head> (R),
  - the skin's theme's own `--format html` page (T),

and reads the computed colours of the page and of every element of the block (text colours,
backgrounds and gradients, borders, SVG fills, strokes and gradient stops, shadows). It checks
that R equals T element by element, that L differs from T (so the check has teeth) and that L is
the light page whatever the media say (the page follows no preference of its own: only a linked
export does). And every token either tree paints with (colours, elevations) has a property in
the export's `:root`, under the name the renderer's own `tokenProperty` gives it (run by Node). The skins: the dark theme's export, the brand theme's, the Harbor resolver's
(docs/examples/tokens/harbor.resolver.json) in its default and its dark context, the light
export under a dark colour scheme (its `prefers-color-scheme` block), and the dark export under
Increase Contrast (its `prefers-contrast` block).

Usage:
    Scripts/check-reskin.py [--spec-compile .build/debug/spec-compile] [--keep DIR]

Needs Debian's chromium and chromium-driver, Node, and Python's selenium (`.ci/run` installs them).
Exits 1 when any check fails, listing every failure.
"""
import argparse
import json
import pathlib
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parent.parent
HARBOR = "docs/examples/tokens/harbor.resolver.json"
BLOCKS = ["statsOverview", "sparklineStatTile", "dashboard"]

# (name, export's arguments, the theme page's arguments, emulated media features)
SKINS = [
    ("dark", ["--theme", "dark"], ["--theme", "dark"], {}),
    ("brand", ["--theme", "brand"], ["--theme", "brand"], {}),
    ("harbor", ["--theme", HARBOR], ["--theme", HARBOR], {}),
    ("harbor-dark", ["--theme", HARBOR], ["--theme", HARBOR, "--input", "appearance=dark"],
     {"prefers-color-scheme": "dark"}),
    ("light-under-dark-scheme", ["--theme", "light"], ["--theme", "dark"], {"prefers-color-scheme": "dark"}),
    ("dark-under-more-contrast", ["--theme", "dark"], ["--theme", "dark-high-contrast"], {"prefers-contrast": "more"}),
]

# Every computed colour of the page and of each element of the block, keyed by the element's path.
COLOURS_JS = """
const props = ["color", "background-color", "background-image", "border-top-color", "border-right-color",
  "border-bottom-color", "border-left-color", "fill", "stroke", "stop-color", "box-shadow"];
const out = {};
const read = (el, key) => {
  const style = getComputedStyle(el);
  out[key] = Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
};
read(document.documentElement, "html");
// An element's key: its nearest node's id (the tree's), then its path from that node's element.
const walk = (el, key) => {
  read(el, key);
  [...el.children].forEach((child, i) =>
    walk(child, child.dataset.nodeId ? "#" + child.dataset.nodeId : key + "/" + i + ":" + child.localName));
};
walk(document.getElementById("block"), "main");
return out;
"""

SETTLE_JS = """
const done = arguments[arguments.length - 1];
const finite = document.getAnimations().filter((a) => a.effect && a.effect.getTiming().iterations !== Infinity);
Promise.all(finite.map((a) => a.finished.catch(() => null))).then(() => done(true));
"""

COLOUR_PROPS = 11


def spec_compile(binary, args):
    result = subprocess.run([binary, *args], capture_output=True, stdin=subprocess.DEVNULL, cwd=ROOT)
    if result.returncode != 0:
        raise SystemExit(f"spec-compile {' '.join(args)}: exit {result.returncode}: {result.stderr.decode()}")
    return result.stdout


class Browser:
    def __init__(self):
        options = Options()
        for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=430,1400", "--force-device-scale-factor=1", "--disable-dev-shm-usage"]:
            options.add_argument(arg)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.driver.set_script_timeout(20)

    def colours(self, page, media):
        """Opens `page` under `media` (Reduce Motion on, so nothing is mid-animation, and any
        clock stopped) and returns its colours and console problems."""
        features = {"prefers-color-scheme": "light", "prefers-contrast": "no-preference",
                    "prefers-reduced-motion": "reduce", "prefers-reduced-transparency": "no-preference"}
        features.update(media)
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": k, "value": v} for k, v in features.items()]})
        self.driver.get(page.as_uri())
        for _ in range(250):
            if self.driver.execute_script("return document.documentElement.dataset.ready === 'true'"):
                break
            time.sleep(0.02)
        else:
            return None, [f"{page.name}: never ready"]
        self.driver.execute_script("const v = window.spblocks.view; if (v.stopClock) v.stopClock();")
        self.driver.execute_async_script(SETTLE_JS)
        problems = [f"{page.name}: console {e['level']}: {e['message']}" for e in self.driver.get_log("browser")
                    if e.get("level") in ("WARNING", "SEVERE")]
        return self.driver.execute_script(COLOURS_JS), problems

    def close(self):
        self.driver.quit()


def token_choices(light, other, node="root"):
    """The ids of the nodes where the two trees paint a colour with different tokens (not just
    different values): a choice the compiler makes by the theme (the dashboard's range plate is
    `surface` on a light theme, `fill` on a dark one), which no stylesheet can make for it."""
    out = set()
    if isinstance(light, dict) and isinstance(other, dict):
        node = light.get("id", node) if isinstance(light.get("id"), str) and "kind" in light else node
        if isinstance(light.get("token"), str) and isinstance(other.get("token"), str):
            if light["token"] != other["token"]:
                out.add(node)
            return out
        for key in set(light) & set(other):
            out |= token_choices(light[key], other[key], node)
    elif isinstance(light, list) and isinstance(other, list):
        for a, b in zip(light, other):
            out |= token_choices(a, b, node)
    return out


def colour_values(value):
    """Every colour's resolved value in a tree, in document order."""
    if isinstance(value, list):
        return [c for item in value for c in colour_values(item)]
    if isinstance(value, dict):
        if isinstance(value.get("token"), str) and isinstance(value.get("value"), str):
            return [value["value"]]
        return [c for key in sorted(value) for c in colour_values(value[key])]
    return []


def painted_tokens(value):
    """The tokens a tree paints with (colours and elevations), hex tints left out."""
    if isinstance(value, list):
        return {t for item in value for t in painted_tokens(item)}
    if isinstance(value, dict):
        token = value.get("token")
        if isinstance(token, str) and (isinstance(value.get("value"), str) or isinstance(value.get("color"), str)):
            return set() if token.startswith("#") else {token}
        return {t for item in value.values() for t in painted_tokens(item)}
    return set()


def renderer_names(tokens):
    """Each token's property as the renderer names it (its own `tokenProperty`, run by Node)."""
    script = ("import { tokenProperty } from " + json.dumps((ROOT / "Renderers/web/spblocks-renderer.js").as_uri())
              + "; const tokens = " + json.dumps(sorted(tokens))
              + "; console.log(JSON.stringify(Object.fromEntries(tokens.map((t) => [t, tokenProperty(t)]))));")
    result = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"node: {result.stderr}")
    return json.loads(result.stdout)


def root_properties(css):
    """The custom properties the stylesheet's first `:root` block declares."""
    block = css.split(":root {\n", 1)[1].split("\n}\n", 1)[0]
    return {line.strip().split(":", 1)[0] for line in block.splitlines() if line.strip().startswith("--")}


def owner(key):
    """The node id an element's key starts with ("#range/2:div" → "range")."""
    return key.split("/")[0][1:] if key.startswith("#") else None


def differences(got, expected):
    """(element, property, got, expected) wherever two pages' colours differ, or an element is
    missing from one of them."""
    out = []
    for key in sorted(set(got) | set(expected)):
        if key not in got or key not in expected:
            out.append((key, "element", "present" if key in got else "missing",
                        "present" if key in expected else "missing"))
            continue
        for prop, value in expected[key].items():
            if got[key].get(prop) != value:
                out.append((key, prop, got[key].get(prop), value))
    return out


def linked(page_html, stylesheet):
    """The page with `<link rel="stylesheet">` to the export before its own style ends the head."""
    marker = b"</head>"
    assert page_html.count(marker) == 1, "a page has one </head>"
    return page_html.replace(marker, f'<link rel="stylesheet" href="{stylesheet}">\n'.encode() + marker)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--spec-compile", default=str(ROOT / ".build/debug/spec-compile"))
    parser.add_argument("--keep", help="write the pages and exports here and keep them")
    options = parser.parse_args()
    binary = str(pathlib.Path(options.spec_compile).resolve())
    work = pathlib.Path(options.keep or tempfile.mkdtemp(prefix="reskin-"))
    work.mkdir(parents=True, exist_ok=True)
    started = time.time()
    failures = []
    exports = {}
    for name, export_args, _, _ in SKINS:
        key = tuple(export_args)
        if key not in exports:
            css = work / f"export-{len(exports)}.css"
            css.write_bytes(spec_compile(binary, ["tokens", "export", *export_args, "--format", "css"]))
            exports[key] = css
    browser = Browser()
    try:
        for block in BLOCKS:
            sample = ["--sample", "--block", block, "--format", "html"]
            light_html = spec_compile(binary, sample + ["--theme", "light"])
            light_tree = json.loads(spec_compile(binary, sample[:-2] + ["--theme", "light"]))
            light = work / f"{block}-light.html"
            light.write_bytes(light_html)
            plain, problems = browser.colours(light, {})
            failures += problems
            for name, export_args, theme_args, media in SKINS:
                case = f"{block} · {name}"
                css = exports[tuple(export_args)]
                reskinned = work / f"{block}-light+{name}.html"
                reskinned.write_bytes(linked(light_html, css.name))
                own = work / f"{block}-{name}.html"
                own.write_bytes(spec_compile(binary, sample + theme_args))
                theme_tree = json.loads(spec_compile(binary, sample[:-2] + theme_args))
                declared = root_properties(css.read_text(encoding="utf-8"))
                names = renderer_names(painted_tokens(light_tree) | painted_tokens(theme_tree))
                for token, prop in sorted(names.items()):
                    if prop not in declared:
                        failures.append(f"{case}: the export declares no {prop}, which the renderer reads for {token}")
                chosen = token_choices(light_tree, theme_tree)
                got, p1 = browser.colours(reskinned, media)
                expected, p2 = browser.colours(own, media)
                alone, p3 = browser.colours(light, media)
                failures += p1 + p2 + p3
                if got is None or expected is None or alone is None:
                    failures.append(f"{case}: a page did not render")
                    continue
                wrong = [d for d in differences(got, expected) if owner(d[0]) not in chosen]
                kept = {owner(d[0]) for d in differences(got, expected)} & chosen
                if kept != chosen:
                    failures.append(f"{case}: nodes whose tokens the theme changes look the same re-skinned: {sorted(chosen - kept)}")
                for key, prop, value, want in wrong[:8]:
                    failures.append(f"{case}: {key} {prop}: re-skinned {value!r}, the theme's own page {want!r}")
                if len(wrong) > 8:
                    failures.append(f"{case}: … {len(wrong) - 8} more differences")
                changed = len(differences(alone, expected))
                same_paint = colour_values(light_tree) == colour_values(theme_tree)
                if changed == 0 and not same_paint:
                    failures.append(f"{case}: the light page already draws the skin's colours: the check proves nothing")
                if "prefers-contrast" not in media:
                    # More contrast draws materials solid, on any page; nothing else moves a page
                    # without an export.
                    stays = differences(alone, plain)
                    for key, prop, value, want in stays[:4]:
                        failures.append(f"{case}: without the export {key} {prop} is {value!r}, the light page's {want!r}")
                if same_paint:
                    print(f"{case}: the theme paints this block with the light theme's colours")
                    continue
                print(f"{case}: {len(got)} elements × {COLOUR_PROPS} colours; the export changes {changed} "
                      f"values of the light page, {'all' if not wrong else len(wrong)} "
                      f"{'to' if not wrong else 'differ from'} the theme's own page"
                      + (f" (where the tree names other tokens, the light tree's stay: {', '.join(sorted(chosen))})"
                         if chosen else ""))
    finally:
        browser.close()
    print(f"{len(BLOCKS) * len(SKINS)} cases in {time.time() - started:.1f} s")
    if failures:
        print(f"\n{len(failures)} failures:", file=sys.stderr)
        for failure in failures:
            print("  " + failure, file=sys.stderr)
        return 1
    print("every export re-skins every block's light page into its theme's own page")
    return 0


if __name__ == "__main__":
    sys.exit(main())
