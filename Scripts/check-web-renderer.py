#!/usr/bin/env python3
"""The web reference renderer, proven in headless Chromium against the package's layout pass.

For a matrix of compiled trees of every block (every shipped theme, all twelve Dynamic Type sizes
at 320 pt, the widest and narrowest widths at a few sizes, every state the command offers: the
stats overview's phases, ranges and scrubbing; the sparkline stat tile's demo screen, its clock
and its materials' solid fallbacks, and single tiles in every state a document can put them in),
this script writes each case's page with `spec-compile … --format html`, opens it in headless
Chromium through Selenium, and checks:

  - no console error or warning; every node id (and chart series id) is an element;
  - every element's box agrees with `spec-compile … --frames`: containers within 1 pt; texts at
    the same x, y and height within 1 pt, with the same lines (count and break points) and the
    same shrink scale, their widths within the measurement model's margin (docs/layout.md:
    never narrower than the browser by more than 0.5 %, never wider by more than 8 %); chart
    dates the same way;
  - no text clipped, nothing past the block's width, every interactive element at least 44 × 44;
  - computed colours equal the tree's values (text, icons, surfaces, ghosts, strokes, plate, the
    screen's gradient, the sparkline's line and gradient stops; a card's material the tree's
    fallback at the renderer's material opacity over a backdrop blur, or the fallback itself where
    the browser has no backdrop-filter or the person asks for less transparency or more
    contrast), and computed fonts its fonts (size, leading, tracking, weight, tabular digits,
    family first, kerning off); Chromium draws with Inter;
  - sparklines (S-2, S-3): the line through every point the domain places, Catmull-Rom, stroked
    as the tree says, the area closed down to yLower under the tree's gradient, a backdrop behind
    its card's content and clipped by it; a line only with more than one finite value;
  - accessibility reaches the DOM: labels, roles, traits, hidden parts, one element per combined
    node (its parts hidden), the chart descriptor as a data table with a row per point,
    announcements as filled assertive live regions;
  - with prefers-reduced-motion emulated, picking a range plays no spring (and without it, does);
  - scrubbing under the pointer (a real drag, with a mouse and with a finger through CDP
    `Input.dispatchTouchEvent`) shows, for every reading of the sample's 1M period, exactly the
    headline value and date (and their boxes) that `spec-compile --sample --scrub N` shows, and
    the rule and dot where that tree's `selection` puts them; a finger's scrub ends when it
    lifts; no drag selects text;
  - a chart's grid lines (the dashboard's, D-10) as the tree's `gridLines` say, none where it has
    none;
  - a page at `--width N` in an N-wide window is N wide (every block: a screen edge to edge, a
    card in its column with the margin shrunk away), and keeps a card's 20 pt margin when wider;
  - picking a range swaps to that range's tree, laid out as `--range R --frames` says;
  - the demo screen's clock steps on its own at the tree's interval to `--tick N+1`'s tree, laid
    out as its frames say, playing each changed value's roll and line's morph on the tree's
    spring, and stops past the page's last tick; under Reduce Motion no clock runs and a step
    plays nothing; a tree compiled with Reduce Motion has no clock.

The dashboard (`--blocks dashboard`, see `run_dashboard`) gets the same static checks over its own
matrix, in a phone-sized window, with the frames moved as its tree's state moves them (the bar
stuck at the top while the page is scrolled, the pull, an open row's reveal), plus its screen's
own (the bar's collapse, the ring, the rows' actions as buttons, elevations, the track, no
spring under Reduce Motion) and, under a real pointer (mouse and finger): scrubbing its chart
against `--scrub-position` (the marker, and the bar still collapsed 420 pt down after the
scrub), dragging a row against `--open-row … --reveal Npt --dragging`, pulling against `--pull
N` and the refresh cycle, scrolling against `--scroll-offset N`.

Usage:
    Scripts/check-web-renderer.py [--spec-compile .build/debug/spec-compile] [--quick]
                                  [--blocks statsOverview,sparklineStatTile,dashboard] [--keep DIR]

Needs Debian's chromium, chromium-driver and fonts-inter, and Python's selenium (`.ci/run`
installs them). Exits 1 when any check fails, listing every failure.
"""
import argparse
import concurrent.futures
import json
import math
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Tolerances. Containers: the issue's 1 pt. Texts: positions and heights 1 pt; widths the
# measurement model's documented margin (docs/layout.md, "Accuracy"), relative to the browser.
CONTAINER_TOLERANCE = 1.0
TEXT_NARROWER = -0.005
TEXT_WIDER = 0.08
TOUCH_TARGET = 44.0

SIZES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

# What the browser reports for every element: its box relative to the block, its text lines,
# scale, clipping, computed colours. Runs in the page.
MEASURE_JS = r"""
const block = document.querySelector('.sp-block');
const origin = block.getBoundingClientRect();
function box(el) {
  const r = el.getBoundingClientRect();
  return [r.left - origin.left, r.top - origin.top, r.width, r.height];
}
function lines(el) {
  const tn = el.firstChild;
  if (!tn || tn.nodeType !== 3) return [el.textContent];
  const range = document.createRange();
  const out = [];
  let current = '', top = null;
  for (let i = 0; i < tn.length; i++) {
    range.setStart(tn, i); range.setEnd(tn, i + 1);
    const rects = range.getClientRects();
    if (rects.length) {
      const t = rects[0].top;
      if (top === null) top = t;
      if (Math.abs(t - top) > 2) { out.push(current); current = ''; top = t; }
    }
    current += tn.data[i];
  }
  out.push(current);
  return out.map((s) => s.replace(/\s+$/, ''));
}
const nodes = {};
for (const el of document.querySelectorAll('[data-node-id]')) {
  const cs = getComputedStyle(el);
  const entry = { box: box(el), kind: el.dataset.kind || null, tag: el.tagName,
    color: cs.color, background: cs.backgroundColor, stroke: cs.stroke,
    scale: el.dataset.scale ? Number(el.dataset.scale) : null,
    action: el.dataset.action || null,
    a11y: { role: el.getAttribute('role'), label: el.getAttribute('aria-label'),
      hidden: el.getAttribute('aria-hidden'), pressed: el.getAttribute('aria-pressed'),
      selected: el.getAttribute('aria-selected'), disabled: el.getAttribute('aria-disabled'),
      tableRows: el.querySelectorAll(':scope > div > .sp-chart-table tbody tr').length,
      live: [...el.querySelectorAll(':scope > .sp-announcement')].map((r) => [r.getAttribute('aria-live'), r.textContent]) } };
  if (el.dataset.combine) {
    // A combined element's parts are hidden: it is read as one element.
    entry.a11y.shown = [...el.querySelectorAll('[data-node-id]')]
      .filter((c) => !c.closest('[aria-hidden="true"]')).map((c) => c.dataset.nodeId);
  }
  if (entry.kind === 'card') {
    entry.surface = el.dataset.surface || null;
    entry.backdrop = cs.backdropFilter;
    entry.clips = [cs.overflow, cs.isolation];
  }
  if (entry.kind === 'screen') {
    entry.backgroundImage = cs.backgroundImage;
    entry.padding = [cs.paddingTop, cs.paddingRight, cs.paddingBottom, cs.paddingLeft];
    entry.tick = el.dataset.tick || null;
  }
  if (entry.kind === 'sparkline') {
    const line = el.querySelector('.sp-line'), area = el.querySelector('.sp-area');
    const g = el.querySelector('linearGradient');
    const ls = line ? getComputedStyle(line) : null;
    entry.sparkline = { zIndex: cs.zIndex, position: cs.position,
      line: line ? { d: line.getAttribute('d'), stroke: ls.stroke, width: ls.strokeWidth, cap: ls.strokeLinecap,
        join: ls.strokeLinejoin, dash: ls.strokeDasharray } : null,
      area: area ? { d: area.getAttribute('d'), fill: area.getAttribute('fill') } : null,
      gradient: g ? { id: g.id, units: g.getAttribute('gradientUnits'),
        vector: ['x1', 'y1', 'x2', 'y2'].map((a) => Number(g.getAttribute(a))),
        stops: [...g.querySelectorAll('stop')].map((st) => [Number(st.getAttribute('offset')),
          getComputedStyle(st).stopColor, getComputedStyle(st).stopOpacity]) } : null };
  }
  if (el.classList.contains('sp-text')) {
    entry.font = [cs.fontSize, cs.lineHeight, cs.letterSpacing, cs.fontWeight, cs.fontVariantNumeric,
                  cs.fontFamily, cs.fontKerning];
    entry.lines = lines(el);
    entry.clipped = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
  }
  nodes[el.dataset.nodeId] = entry;
}
const labels = [...document.querySelectorAll('[data-node-id] > .sp-axis-label')].map((el) => ({
  box: box(el), color: getComputedStyle(el).color, text: el.textContent }));
const titles = [...document.querySelectorAll('.sp-segment .sp-text, .sp-button .sp-text')].map((el) => ({
  owner: el.closest('[data-node-id]').dataset.nodeId, color: getComputedStyle(el).color,
  clipped: el.scrollWidth > el.clientWidth + 1 }));
const plate = document.querySelector('.sp-plate');
return { nodes, labels, titles, width: origin.width,
  lines: document.querySelectorAll('.sp-line').length,
  plate: plate ? getComputedStyle(plate).backgroundColor : null,
  scrollWidth: document.documentElement.scrollWidth };
"""

SETTLE_JS = """
const done = arguments[arguments.length - 1];
const finite = document.getAnimations().filter((a) => a.effect && a.effect.getTiming().iterations !== Infinity);
Promise.all(finite.map((a) => a.finished.catch(() => null))).then(() => done(true));
"""


def css_hex(value):
    """Computed CSS colour (rgb()/rgba(), or color(srgb …) as Chromium writes a color-mix()) as
    #RRGGBB or #RRGGBBAA, as the tree writes colours."""
    m = re.match(r"rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)", value or "")
    if m:
        r, g, b = (int(round(float(m.group(i)))) for i in (1, 2, 3))
        a = m.group(4)
    else:
        m = re.match(r"color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: / ([\d.]+))?\)", value or "")
        if not m:
            return None
        r, g, b = (int(round(float(m.group(i)) * 255)) for i in (1, 2, 3))
        a = m.group(4)
    out = f"#{r:02X}{g:02X}{b:02X}"
    if a is not None and float(a) < 1:
        out += f"{int(round(float(a) * 255)):02X}"
    return out


def same_color(computed, expected):
    """Equal up to the alpha channel's rounding (CSS keeps alpha as a float)."""
    got = css_hex(computed)
    if got is None:
        return False
    expected = expected.upper()
    if len(expected) == 9 and expected.endswith("FF"):
        expected = expected[:7]
    if got[:7] != expected[:7]:
        return False
    ga = int(got[7:9], 16) if len(got) == 9 else 255
    ea = int(expected[7:9], 16) if len(expected) == 9 else 255
    return abs(ga - ea) <= 1


def finite_points(sparkline):
    return [(x, y) for x, y in sparkline["points"]
            if isinstance(x, (int, float)) and isinstance(y, (int, float)) and math.isfinite(x) and math.isfinite(y)]


def path_commands(d):
    """An SVG path's commands as (letter, [numbers]), absolute commands only (the renderer's)."""
    return [(m.group(1), [float(v) for v in re.findall(r"-?[\d.]+(?:e-?\d+)?", m.group(2))])
            for m in re.finditer(r"([MLCZ])([^MLCZ]*)", d)]


def read_materials():
    """The renderer's MATERIALS table: how it draws a card's material where the browser blurs."""
    source = (ROOT / "Renderers" / "web" / "spblocks-renderer.js").read_text(encoding="utf-8")
    return {m.group(1): {"blur": float(m.group(2)), "saturate": float(m.group(3)), "opacity": float(m.group(4))}
            for m in re.finditer(r"(\w+): Object\.freeze\(\{ blur: ([\d.]+), saturate: ([\d.]+), opacity: ([\d.]+) \}\)",
                                 source)}


MATERIALS = read_materials()


def walk(node, parent=None):
    yield node, parent
    for child in node.get("children", []):
        yield from walk(child, node)


class Checker:
    def __init__(self, spec_compile, workdir):
        self.spec_compile = spec_compile
        self.workdir = pathlib.Path(workdir)
        self.failures = []
        self.cache = {}
        self.announcements = []
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=4)
        self.pages = 0
        # Nodes drawn inside a box that clips them (a swipe row's sliding content): exempt from
        # the block-width check, their clipping box is checked instead.
        self.clipped = set()
        self.compared = {"containers": 0, "texts": 0, "labels": 0}
        self.worst = {"container": 0.0, "textPosition": 0.0, "textWidthRel": 0.0, "textWidthRelMin": 0.0}
        options = Options()
        for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=520,1400", "--force-device-scale-factor=1",
                    "--disable-dev-shm-usage", "--font-render-hinting=none"]:
            options.add_argument(arg)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.driver.set_script_timeout(20)
        self.surface = "material"
        self.no_backdrop_script = None
        self.clock_ran = False

    def close(self):
        self.pool.shutdown(cancel_futures=True)
        self.driver.quit()

    def fail(self, case, message):
        self.failures.append(f"{case}: {message}")

    def compile(self, args, *extra):
        key = tuple(args) + tuple(extra)
        if key in self.cache:
            return self.cache.pop(key).result()
        return run_spec_compile(self.spec_compile, key)

    def prefetch(self, commands):
        """Starts the command lines the cases will need, a few at a time, while the browser works."""
        for key in commands:
            self.cache[tuple(key)] = self.pool.submit(run_spec_compile, self.spec_compile, tuple(key))

    def open(self, args, name, reduced_motion=False, media=None, no_backdrop=False, clock=True):
        """Writes the case's page with the command, opens it and returns the console's entries.
        `media`: other media features to emulate (prefers-reduced-transparency, prefers-contrast);
        `no_backdrop`: the page runs as in a browser without backdrop-filter; `clock`: leave a
        screen's clock running (else it is stopped at once, so a static page holds still while it
        is measured; `self.clock_ran` says whether it was running)."""
        page = self.workdir / f"{name}.html"
        page.write_bytes(self.compile(args, "--format", "html"))
        features = {"prefers-reduced-motion": "reduce" if reduced_motion else "no-preference",
                    "prefers-reduced-transparency": "no-preference", "prefers-contrast": "no-preference"}
        features.update(media or {})
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": k, "value": v} for k, v in features.items()]})
        # Materials are drawn solid without backdrop-filter or with less transparency or more contrast.
        solid = no_backdrop or features["prefers-reduced-transparency"] == "reduce" or features["prefers-contrast"] == "more"
        self.surface = "solid" if solid else "material"
        if self.no_backdrop_script is not None:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self.no_backdrop_script})
            self.no_backdrop_script = None
        if no_backdrop:
            self.no_backdrop_script = self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": (
                "const supports = CSS.supports.bind(CSS);"
                "CSS.supports = (...a) => /backdrop-filter/.test(String(a[0])) ? false : supports(...a);")})["identifier"]
        for _ in range(3):
            self.driver.get(page.as_uri())
            for _ in range(100):
                if self.driver.execute_script("return document.documentElement.dataset.ready === 'true'"):
                    break
                time.sleep(0.02)
            if clock:
                break
            ran, stepped = self.driver.execute_script(
                "const v = window.spblocks.view; const ran = v.clock !== null; v.stopClock(); return [ran, v.ticks.length]")
            self.clock_ran = ran
            if not stepped:
                break  # else the clock stepped before it was stopped (a stalled machine): open again
        self.pages += 1
        return self.console(name)

    def console(self, case):
        for entry in self.driver.get_log("browser"):
            if entry.get("level") in ("WARNING", "SEVERE"):
                self.fail(case, f"console {entry['level']}: {entry['message']}")

    def settle(self):
        self.driver.execute_async_script(SETTLE_JS)

    # -- The static checks: ids, frames, clipping, width, touch targets, colours ---------------

    def check_page(self, case, framed):
        dom = self.driver.execute_script(MEASURE_JS)
        nodes = dom["nodes"]
        block_width = framed["environment"]["width"]
        labels = iter(dom["labels"])
        for node, parent in walk(framed["root"]):
            ident = node["id"]
            el = nodes.get(ident)
            if el is None:
                self.fail(case, f"node {ident} has no element")
                continue
            self.check_frame(case, node, el)
            self.check_colors(case, node, el)
            self.check_accessibility(case, node, el)
            if node["kind"] == "sparkline":
                self.check_sparkline(case, node, el)
            if node["kind"] == "screen":
                self.check_screen(case, node, el)
            if node["kind"] == "chart":
                for series in node["chart"]["series"]:
                    s = nodes.get(series["id"])
                    if s is None:
                        self.fail(case, f"series {series['id']} has no element")
                    elif not same_color(s["stroke"], series["stroke"]["color"]["value"]):
                        self.fail(case, f"{series['id']} stroke {s['stroke']} != {series['stroke']['color']['value']}")
                for label, frame in zip(node["chart"]["axisLabels"], node["frame"].get("axisLabels", [])):
                    got = next(labels, None)
                    if got is None or got["text"] != label["text"]:
                        self.fail(case, f"chart date {label['text']!r} missing")
                        continue
                    self.compare_text_box(case, f"chart date {label['text']!r}", frame, got["box"])
                    self.compared["labels"] += 1
                    if not same_color(got["color"], label["color"]["value"]):
                        self.fail(case, f"chart date colour {got['color']} != {label['color']['value']}")
            # Nothing past the block's width.
            x, _, w, _ = el["box"]
            if ident not in self.clipped and (x < -0.5 or x + w > block_width + 0.5):
                self.fail(case, f"{ident} reaches past the block: x {x:.2f}…{x + w:.2f} of {block_width}")
            if el.get("clipped"):
                self.fail(case, f"{ident} text is clipped: {el.get('lines')}")
            if node.get("action") and (w < TOUCH_TARGET - 0.01 or el["box"][3] < TOUCH_TARGET - 0.01):
                self.fail(case, f"{ident} is interactive but {w:.1f} × {el['box'][3]:.1f}, under 44 × 44")
        for title in dom["titles"]:
            if title["clipped"]:
                self.fail(case, f"the title of {title['owner']} is clipped")
        # S-3: a line for every sparkline with more than one finite value, and no other.
        drawn = sum(1 for node, _ in walk(framed["root"]) if node["kind"] == "sparkline"
                    and len(finite_points(node["sparkline"])) > 1)
        if dom["lines"] != drawn:
            self.fail(case, f"{dom['lines']} sparkline lines drawn, the tree has {drawn} with more than one value")
        if dom["scrollWidth"] > block_width + 40 + 0.5 and dom["scrollWidth"] > 520:
            self.fail(case, f"the page scrolls sideways: {dom['scrollWidth']}")
        self.check_control_colors(case, framed, dom)

    def check_frame(self, case, node, el):
        frame = node.get("frame")
        if frame is None:
            return
        model = [frame["x"], frame["y"], frame["width"], frame["height"]]
        got = el["box"]
        if node["kind"] == "text":
            self.compare_text_box(case, node["id"], frame, got)
            expected_lines = frame.get("lines") or [node["text"]["string"]]
            if [line.rstrip() for line in expected_lines] != el.get("lines"):
                self.fail(case, f"{node['id']} lines {el.get('lines')} != layout pass {expected_lines}")
            self.check_font(case, node, el, frame.get("scale", 1))
            expected_scale = frame.get("scale", 1)
            if el.get("scale") is not None and abs(el["scale"] - expected_scale) > 0.0101:
                self.fail(case, f"{node['id']} set at scale {el['scale']} != layout pass {expected_scale}")
            self.compared["texts"] += 1
            return
        delta = max(abs(a - b) for a, b in zip(model, got))
        self.worst["container"] = max(self.worst["container"], delta)
        self.compared["containers"] += 1
        if delta > CONTAINER_TOLERANCE:
            self.fail(case, f"{node['id']} ({node['kind']}) box {fmt(got)} != layout pass {fmt(model)}")

    def check_accessibility(self, case, node, el):
        """The tree's accessibility reaches the DOM: labels, roles, traits, hidden, the chart
        descriptor as a data table with a row per reading, announcements as live regions."""
        a = node.get("accessibility")
        if not a:
            return
        got = el["a11y"]
        ident = node["id"]
        if a.get("hidden"):
            if got["hidden"] != "true":
                self.fail(case, f"{ident} should be hidden from accessibility")
            return
        label = ", ".join(v for v in (a.get("label"), a.get("value")) if v)
        if label and got["label"] != label:
            self.fail(case, f"{ident} aria-label {got['label']!r} != {label!r}")
        traits = a.get("traits", [])
        if "header" in traits and got["role"] != "heading":
            self.fail(case, f"{ident} is a header but role {got['role']}")
        if "button" in traits and not (el["tag"] == "BUTTON" or got["role"] == "button"):
            self.fail(case, f"{ident} is a button but {el['tag']} role {got['role']}")
        if "selected" in traits and "true" not in (got["pressed"], got["selected"]):
            self.fail(case, f"{ident} is selected but not marked so")
        if "notEnabled" in traits and got["disabled"] != "true" and el["tag"] != "BUTTON":
            self.fail(case, f"{ident} is not enabled but not marked so")
        if a.get("element") == "combine" and got.get("shown"):
            self.fail(case, f"{ident} is one element, but its parts {got['shown']} are not hidden")
        if a.get("element") == "contain" and got["role"] not in ("group", "heading", "button"):
            self.fail(case, f"{ident} contains elements but role {got['role']}")
        if a.get("chart"):
            rows = sum(len(series["points"]) for series in a["chart"]["series"])
            if got["tableRows"] != rows:
                self.fail(case, f"{ident} data table has {got['tableRows']} rows, the descriptor {rows} points")
        if a.get("announcement"):
            if not got["live"] or got["live"][0][0] != "assertive":
                self.fail(case, f"{ident} announcement has no assertive live region")
            self.announcements.append((case, ident, a["announcement"]))

    def check_announcements(self):
        """Live regions are filled after they are in the document (so they are announced)."""
        pending, self.announcements = self.announcements, []
        if not pending:
            return
        time.sleep(0.1)
        for case, ident, text in pending:
            got = self.driver.execute_script(
                "const el = document.querySelector(`[data-node-id=\"${arguments[0]}\"] > .sp-announcement`);"
                "return el ? el.textContent : null;", ident)
            if got != text:
                self.fail(case, f"{ident} live region reads {got!r}, not {text!r}")

    def check_font(self, case, node, el, scale):
        """The computed font is the tree's: size and leading at the scale, tracking (positive
        tracking stays at full size), weight, tabular digits, the family first, kerning off."""
        font = node["text"]["font"]
        size, leading, tracking, weight, numeric, family, kerning = el["font"]
        px = lambda v: float(v[:-2]) if v.endswith("px") else 0.0
        want_tracking = font["tracking"] if font["tracking"] > 0 else font["tracking"] * scale
        problems = []
        if abs(px(size) - font["size"] * scale) > 0.01:
            problems.append(f"size {size} != {font['size'] * scale:.3f}")
        if abs(px(leading) - font["leading"] * scale) > 0.01:
            problems.append(f"leading {leading} != {font['leading'] * scale:.3f}")
        if abs(px(tracking) - want_tracking) > 0.01:
            problems.append(f"tracking {tracking} != {want_tracking:.3f}")
        if int(weight) != font["weight"]:
            problems.append(f"weight {weight} != {font['weight']}")
        if ("tabular-nums" in numeric) != font["monospacedDigits"]:
            problems.append(f"digits {numeric} for monospacedDigits {font['monospacedDigits']}")
        if not family.startswith(json.dumps(font["family"])) or "Inter" not in family:
            problems.append(f"family {family}")
        if kerning != "none":
            problems.append(f"kerning {kerning}")
        for problem in problems:
            self.fail(case, f"{node['id']} font: {problem}")

    def check_face(self, ids=("headline.value", "headline.label", "tiles.orders.value")):
        """The face Chromium actually draws with is Inter (the one the layout pass measures)."""
        self.driver.execute_cdp_cmd("DOM.enable", {})
        self.driver.execute_cdp_cmd("CSS.enable", {})
        root = self.driver.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        for ident in ids:
            found = self.driver.execute_cdp_cmd(
                "DOM.querySelector", {"nodeId": root, "selector": f'[data-node-id="{ident}"]'})["nodeId"]
            fonts = self.driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": found})["fonts"]
            # Static cuts report their style in the name: "Inter", "Inter Medium", "Inter Semi Bold".
            names = {f["familyName"] for f in fonts}
            if not names or any(not (n == "Inter" or n.startswith("Inter ")) or n.startswith("Inter Display")
                                for n in names):
                self.fail("face", f"{ident} is drawn with {names}, not Inter")

    def compare_text_box(self, case, name, frame, got):
        model = [frame["x"], frame["y"], frame["width"], frame["height"]]
        position = max(abs(model[i] - got[i]) for i in (0, 1, 3))
        self.worst["textPosition"] = max(self.worst["textPosition"], position)
        if position > CONTAINER_TOLERANCE:
            self.fail(case, f"{name} text box {fmt(got)} != layout pass {fmt(model)}")
        if got[2] > 0:
            rel = (model[2] - got[2]) / got[2]
            self.worst["textWidthRel"] = max(self.worst["textWidthRel"], rel)
            self.worst["textWidthRelMin"] = min(self.worst["textWidthRelMin"], rel)
            if not (TEXT_NARROWER <= rel <= TEXT_WIDER) and abs(model[2] - got[2]) > 0.05:
                self.fail(case, f"{name} width {got[2]:.3f} vs layout pass {model[2]:.3f} ({rel * 100:+.2f} %)")

    def check_colors(self, case, node, el):
        kind = node["kind"]
        content = node.get(kind, {})
        checks = []
        if kind in ("text", "icon"):
            checks.append(("color", content["color"]["value"]))
        elif kind == "card":
            self.check_surface(case, node, el)
        elif kind == "ghost":
            checks.append(("background", content["color"]["value"]))
        elif kind == "button":
            checks.append(("background", content["background"]["value"]))
            checks.append(("color", content["foreground"]["value"]))
        for prop, expected in checks:
            if not same_color(el[prop], expected):
                self.fail(case, f"{node['id']} {prop} {el[prop]} != tree {expected}")

    def check_surface(self, case, node, el):
        """A card's surface: with a material where the browser blurs (and the person allows
        transparency), the tree's fallback colour at the renderer's material opacity over a
        backdrop blur; otherwise the fallback colour itself. A card with a backdrop sparkline
        clips it (overflow hidden) in a stacking context of its own (isolation)."""
        card = node["card"]
        expected = card["background"]["value"]
        material = MATERIALS.get(card.get("material")) if card.get("material") else None
        if material and el["surface"] == "material":
            got = css_hex(el["background"])
            alpha = int(expected[7:9], 16) / 255 if len(expected) == 9 else 1.0
            want = expected[:7] + f"{int(round(alpha * material['opacity'] * 255)):02X}"
            if not same_color(el["background"], want):
                self.fail(case, f"{node['id']} material {got} != the fallback {expected} at {material['opacity']}")
            if f"blur({material['blur']:g}px)" not in (el["backdrop"] or ""):
                self.fail(case, f"{node['id']} material without its blur: backdrop-filter {el['backdrop']}")
        else:
            if not same_color(el["background"], expected):
                self.fail(case, f"{node['id']} background {el['background']} != tree {expected}")
            if el["backdrop"] not in (None, "none"):
                self.fail(case, f"{node['id']} is solid but blurs: {el['backdrop']}")
        if card.get("material") and el["surface"] != self.surface:
            self.fail(case, f"{node['id']} drawn {el['surface']}, expected {self.surface} here")
        if any(c.get("kind") == "sparkline" and c["sparkline"]["placement"] == "backdrop"
               for c in node.get("children", [])) and el["clips"] != ["hidden", "isolate"]:
            self.fail(case, f"{node['id']} does not clip its backdrop: overflow/isolation {el['clips']}")

    def check_screen(self, case, node, el):
        """The screen's ground is its gradient, colours in order; its padding the token's; its
        clock marked as the tree says (absent under Reduce Motion)."""
        screen = node["screen"]
        image = el["backgroundImage"] or ""
        colors = re.findall(r"rgba?\([^)]*\)|color\([^)]*\)", image)
        want = [c["value"] for c in screen["background"]["colors"]]
        direction = {"bottom": "", "top": "to top", "trailing": "to right", "leading": "to left"}[screen["background"]["end"]]
        if not image.startswith("linear-gradient(" + (direction + ", " if direction else "")) or len(colors) != len(want) \
                or not all(same_color(c, w) for c, w in zip(colors, want)):
            self.fail(case, f"screen ground {image} != gradient {want} to {screen['background']['end']}")
        pad = screen["padding"]["value"]
        if any(abs(float(v[:-2]) - pad) > 0.01 for v in el["padding"]):
            self.fail(case, f"screen padding {el['padding']} != {pad}")
        tick = screen.get("tick")
        want_tick = f"{tick['input']}+1@{tick['interval']:g}s%{tick['modulo']}" if tick else None
        if el["tick"] != want_tick:
            self.fail(case, f"screen clock {el['tick']} != tree {want_tick}")

    def check_sparkline(self, case, node, el):
        """S-2, S-3: the line passes through every point placed by the domain (x over xLower …
        xUpper across the width, y over yLower … yUpper from the bottom up), as a Catmull-Rom
        spline (a cubic segment per pair of points); stroked as the tree says; the area under it
        down to yLower, filled with the tree's gradient from its start edge to its end edge; a
        backdrop behind the card's content."""
        s = node["sparkline"]
        got = el["sparkline"]
        ident = node["id"]
        width, height = node["frame"]["width"], s["height"]
        points = finite_points(s)
        if len(points) < 2:
            if got["line"] is not None:
                self.fail(case, f"{ident} draws a line from {len(points)} value(s)")
            return
        if got["line"] is None:
            self.fail(case, f"{ident} draws no line")
            return
        d = s["domain"]
        xspan = (d["xUpper"] - d["xLower"]) or 1
        yspan = (d["yUpper"] - d["yLower"]) or 1
        expected = [((x - d["xLower"]) / xspan * width, height * (d["yUpper"] - y) / yspan) for x, y in points]
        commands = path_commands(got["line"]["d"])
        # A spline through two points is their straight line.
        segment = "L" if s["interpolation"] == "linear" or len(points) == 2 else "C"
        ends = [c[1][-2:] for c in commands]
        if commands[0][0] != "M" or any(c[0] != segment for c in commands[1:]):
            self.fail(case, f"{ident} path {got['line']['d'][:60]}… is not {s['interpolation']}")
        if len(ends) != len(expected) or any(abs(a - e) > 0.01 for p, q in zip(ends, expected) for a, e in zip(p, q)):
            self.fail(case, f"{ident} line does not pass through the points the domain places")
        line = s["line"]
        if not same_color(got["line"]["stroke"], line["color"]["value"]):
            self.fail(case, f"{ident} stroke {got['line']['stroke']} != {line['color']['value']}")
        if abs(float(got["line"]["width"][:-2]) - line["width"]) > 0.001:
            self.fail(case, f"{ident} line width {got['line']['width']} != {line['width']}")
        if got["line"]["cap"] != line["lineCap"] or got["line"]["join"] != line.get("lineJoin", "miter"):
            self.fail(case, f"{ident} caps/joins {got['line']['cap']}/{got['line']['join']} != "
                            f"{line['lineCap']}/{line.get('lineJoin')}")
        if (got["line"]["dash"] in (None, "none")) != (not line["dash"]):
            self.fail(case, f"{ident} dash {got['line']['dash']} != {line['dash']}")
        area = s.get("area")
        if area:
            a = got["area"]
            tail = path_commands(a["d"]) if a else []
            if not a or not a["d"].startswith(got["line"]["d"]) or len(tail) < 4 or tail[-1][0] != "Z" \
                    or any(abs(v - w) > 0.01 for v, w in zip(tail[-3][1] + tail[-2][1],
                                                              [expected[-1][0], height, expected[0][0], height])):
                self.fail(case, f"{ident} area is not the line closed down to yLower")
            g = got["gradient"]
            stops = g["stops"] if g else []
            n = len(area["colors"])
            if not g or a["fill"] != f"url(#{g['id']})" or len(stops) != n:
                self.fail(case, f"{ident} area is not filled with its gradient")
            else:
                for i, (stop, color) in enumerate(zip(stops, area["colors"])):
                    if abs(stop[0] - (i / (n - 1) if n > 1 else 0)) > 1e-6 or float(stop[2]) != 1 \
                            or not same_color(stop[1], color["value"]):
                        self.fail(case, f"{ident} gradient stop {i} {stop} != {color['value']}")
                edge = {"top": (0, 0), "bottom": (0, height), "leading": (0, 0), "trailing": (width, 0)}
                want = [*edge[area["start"]], *edge[area["end"]]]
                if g["units"] != "userSpaceOnUse" or any(abs(v - w) > 0.01 for v, w in zip(g["vector"], want)):
                    self.fail(case, f"{ident} gradient runs {g['vector']}, not {area['start']} → {area['end']} {want}")
        if s["placement"] == "backdrop" and (got["position"] != "absolute" or got["zIndex"] != "-1"):
            self.fail(case, f"{ident} is a backdrop but {got['position']} at z-index {got['zIndex']}")

    def check_control_colors(self, case, framed, dom):
        titles = {t["owner"]: t for t in dom["titles"]}
        for node, _ in walk(framed["root"]):
            if node["kind"] == "segment":
                got = titles.get(node["id"])
                if got and not same_color(got["color"], node["segment"]["color"]["value"]):
                    self.fail(case, f"{node['id']} title colour {got['color']} != {node['segment']['color']['value']}")
            if node["kind"] == "segmented" and dom["plate"]:
                if not same_color(dom["plate"], node["segmented"]["plate"]["color"]["value"]):
                    self.fail(case, f"plate colour {dom['plate']} != {node['segmented']['plate']['color']['value']}")

    # -- Cases ------------------------------------------------------------------------------------

    def static_case(self, args, name, reduced_motion=False, **options):
        self.open(args, name, reduced_motion, clock=False, **options)
        framed = json.loads(self.compile(args, "--frames"))
        # A screen's clock runs when the tree has one (S-10: none when compiled with Reduce
        # Motion) and Reduce Motion is not on in the browser.
        ticking = any(n["kind"] == "screen" and n["screen"].get("tick") for n, _ in walk(framed["root"]))
        if self.clock_ran != (ticking and not reduced_motion):
            self.fail(name, f"the clock {'runs' if self.clock_ran else 'does not run'}; the tree "
                            f"{'has' if ticking else 'has no'} clock, Reduce Motion {'on' if reduced_motion else 'off'}")
        self.check_page(name, framed)
        self.check_announcements()
        check_grid(self, name, framed)

    def reduced_motion_case(self):
        """Picking a range: springs without Reduce Motion, only fades with it emulated."""
        for reduce in (False, True):
            name = f"motion-{'reduce' if reduce else 'full'}"
            self.open(["--sample"], name, reduced_motion=reduce)
            self.driver.find_element(By.CSS_SELECTOR, '[data-node-id="range.1Y"]').click()
            played = self.driver.execute_script(
                "return {played: window.spblocks.view.played, easings: document.getAnimations()"
                ".map((a) => a.effect.getTiming().easing)}")
            kinds = {p["kind"] for p in played["played"]}
            springs = [e for e in played["easings"] if e.startswith("linear(")]
            if reduce and ("spring" in kinds or springs):
                self.fail(name, f"a spring played under Reduce Motion: {played}")
            if reduce and any(p["effect"] != "crossFade" for p in played["played"]):
                self.fail(name, f"an effect other than crossFade played under Reduce Motion: {played['played']}")
            if not reduce and "spring" not in kinds:
                self.fail(name, f"no spring played for a range change: {played['played']}")
            if not played["played"]:
                self.fail(name, "nothing played for a range change")
            # Every node of the new tree with a rangeChange transition played it (its Reduce
            # Motion fallback when reduced), with the tree's curve.
            picked = json.loads(self.compile(["--sample", "--range", "1Y"]))
            seen = {(p["id"], p["event"]): p for p in played["played"]}
            for node, _ in walk(picked["root"]):
                for t in node.get("transitions", []):
                    if t["event"] != "rangeChange":
                        continue
                    want = t["reduceMotion"] if reduce and "reduceMotion" in t else t
                    got = seen.get((node["id"], "rangeChange"))
                    if got is None:
                        self.fail(name, f"{node['id']} did not play its rangeChange transition")
                    elif got["effect"] != want["effect"] or got["kind"] != want["motion"]["kind"] \
                            or abs(got["duration"] - want["motion"]["duration"]) > 1e-9:
                        self.fail(name, f"{node['id']} played {got}, the tree says {want['effect']} "
                                        f"{want['motion']['kind']} {want['motion']['duration']} s")
            self.settle()
            self.console(name)
        # The ghosts' pulse has no Reduce Motion fallback: nothing loops under reduced motion.
        self.open(["--sample", "--phase", "loading"], "pulse-reduce", reduced_motion=True)
        looping = self.driver.execute_script(
            "return document.getAnimations().filter((a) => a.effect.getTiming().iterations === Infinity).length")
        if looping:
            self.fail("pulse-reduce", f"{looping} pulse animations play under Reduce Motion")

    def range_case(self):
        """Picking each range swaps to its tree, laid out as `--range R --frames` says."""
        self.open(["--sample"], "range-pick")
        for rng in ["1W", "3M", "1Y", "1M"]:
            self.driver.find_element(By.CSS_SELECTOR, f'[data-node-id="range.{rng}"]').click()
            self.settle()
            shown = self.driver.execute_script("return window.spblocks.view.tree.range")
            if shown != rng:
                self.fail("range-pick", f"picked {rng}, showing {shown}")
            framed = json.loads(self.compile(["--sample", "--range", rng], "--frames"))
            self.check_page(f"range-pick {rng}", framed)
        self.console("range-pick")

    def tick_case(self):
        """The demo screen's clock (`screen.tick`): a step shows `--tick N+1`'s tree, laid out as
        its frames say, each changed value rolling and each line morphing on the tree's spring;
        the clock runs on its own at the tree's interval and stops when the page has no next
        tree. Under emulated Reduce Motion the clock does not run and a step animates nothing
        (S-7: no fallback); a tree compiled with Reduce Motion has no clock at all (S-10)."""
        self.open(DEMO, "tick")
        self.check_face(("screen.title", "tiles.revenue.title.text", "tiles.revenue.value", "tiles.revenue.change.text"))
        view = "window.spblocks.view"
        state = self.driver.execute_script(f"return [{view}.clock !== null, {view}.tree.environment.tick]")
        if state != [True, 0]:
            self.fail("tick", f"clock running, tick: {state}, expected [True, 0]")
        # The clock on its own: a step once its interval (1 s) has passed since the page opened.
        waited = time.monotonic()
        while time.monotonic() - waited < 5 and not self.driver.execute_script(f"return {view}.ticks.length"):
            time.sleep(0.05)
        shown, first = self.driver.execute_script(
            f"{view}.stopClock(); return [{view}.tree.environment.tick, ({view}.ticks[0] || {{}}).at]")
        if shown < 1:
            self.fail("tick", "the clock did not step within 5 s")
            return
        if first < 1000 - 50:
            self.fail("tick", f"the clock stepped {first:.0f} ms after the page opened, before its 1 s interval")
        self.settle()
        self.check_page(f"tick {shown}", json.loads(self.compile([*DEMO, "--tick", str(shown)], "--frames")))
        # A step: what changed rolls or morphs on the tree's curve.
        if not self.driver.execute_script(f"{view}.played.length = 0; const ok = {view}.tick(); {view}.stopClock(); return ok"):
            self.fail("tick", f"no tree for tick {shown + 1}")
        played = self.driver.execute_script(f"return {view}.played")
        springs, morphing = self.driver.execute_script(
            "const all = document.getAnimations();"
            "return [all.filter((a) => a.effect.getTiming().easing.startsWith('linear(')).length,"
            " all.filter((a) => a.effect.target.closest('[data-kind=\"sparkline\"]')).map((a) =>"
            "   a.effect.target.closest('[data-kind=\"sparkline\"]').dataset.nodeId + ' ' + a.effect.target.getAttribute('class'))]")
        before = json.loads(self.compile([*DEMO, "--tick", str(shown)]))
        after = json.loads(self.compile([*DEMO, "--tick", str(shown + 1)]))
        changed = changed_on_tick(before, after)
        seen = {(p["id"], p["event"]): p for p in played}
        for node, _ in walk(after["root"]):
            for t in node.get("transitions", []):
                if t["event"] != "valueChange":
                    continue
                got = seen.get((node["id"], "valueChange"))
                if node["id"] not in changed:
                    if got:
                        self.fail("tick", f"{node['id']} did not change but played {got}")
                elif got is None:
                    self.fail("tick", f"{node['id']} changed but did not play its valueChange transition")
                elif got["effect"] != t["effect"] or got["kind"] != t["motion"]["kind"] \
                        or abs(got["duration"] - t["motion"]["duration"]) > 1e-9:
                    self.fail("tick", f"{node['id']} played {got}, the tree says {t['effect']} {t['motion']['kind']}")
        if not changed:
            self.fail("tick", f"nothing changed from tick {shown} to tick {shown + 1}")
        # A morph moves both the line and the area of every sparkline whose points changed.
        want = sorted(f"{ident} {part}" for ident in changed if ident.endswith(".sparkline")
                      for part in ("sp-area", "sp-line"))
        if sorted(morphing) != want:
            self.fail("tick", f"the lines and areas morphing {sorted(morphing)} are not {want}")
        if not springs:
            self.fail("tick", "no spring plays on a tick")
        self.settle()
        self.check_page(f"tick {shown + 1}", json.loads(self.compile([*DEMO, "--tick", str(shown + 1)], "--frames")))
        # The page holds ten ticks; past them it has no tree and the clock stops.
        steps = self.driver.execute_script(
            f"let n = 0; while ({view}.tick()) n++; {view}.stopClock(); return [n, {view}.tree.environment.tick, {view}.tick()]")
        if steps != [10 - shown - 1, 10, False]:
            self.fail("tick", f"stepping to the page's last tick: {steps}, expected [{10 - shown - 1}, 10, False]")
        self.settle()
        self.console("tick")

        # Reduce Motion emulated: no clock; a step the host makes animates nothing.
        self.open(DEMO, "tick-reduce", reduced_motion=True)
        if self.driver.execute_script(f"return {view}.clock !== null"):
            self.fail("tick-reduce", "the clock runs under Reduce Motion")
        self.driver.execute_script(f"{view}.tick()")
        got = self.driver.execute_script(
            f"return [{view}.played, document.getAnimations().map((a) => a.effect.getTiming().easing)]")
        if got != [[], []]:
            self.fail("tick-reduce", f"a step under Reduce Motion animates: {got}")
        self.check_page("tick-reduce 1", json.loads(self.compile([*DEMO, "--tick", "1"], "--frames")))
        self.console("tick-reduce")
        # Compiled with Reduce Motion: the tree has no clock.
        self.open([*DEMO, "--reduce-motion"], "tick-compiled-reduce")
        got = self.driver.execute_script(f"return [{view}.clock, {view}.tick(), Object.keys(window.spblocks.data.states)]")
        if got != [None, False, []]:
            self.fail("tick-compiled-reduce", f"clock, step, page states: {got}, expected [None, False, []]")
        self.console("tick-compiled-reduce")

    def scrub_case(self):
        """Every reading of the sample's 1M period under a real pointer: the headline shows what
        `spec-compile --sample --scrub N` shows, laid out where its frames say."""
        self.open(["--sample"], "scrub")
        self.check_face()
        tree = json.loads(self.compile(["--sample"]))
        chart = next(n for n, _ in walk(tree["root"]) if n["kind"] == "chart")
        readings = chart["chart"]["scrub"]["readings"]
        self.prefetch([["--sample", "--scrub", str(r[0]), "--frames"] for r in readings])
        element = self.driver.find_element(By.CSS_SELECTOR, '[data-node-id="chart"]')
        rect = self.driver.execute_script(
            "const r = arguments[0].getBoundingClientRect(); return [r.width, r.height];", element)
        # Every reading with the mouse, every fifth with a finger (#25: touch scrubs as a mouse does).
        runs = [("mouse", r) for r in readings] + [("touch", r) for r in readings[::5]]
        for device, (index, x, _, _, _) in runs:
            scrubbed = json.loads(self.compile(["--sample", "--scrub", str(index)], "--frames"))
            expected = {n["id"]: n for n, _ in walk(scrubbed["root"])}
            # The reading's x, kept half a point inside the plot so the pointer hits the chart;
            # a drag from the plot's left edge to it, as a finger scrubs.
            px = min(max(x * rect[0], 1.5), rect[0] - 1.5)
            finger = drag(self, device, element, [(1.5, 90), (px - 1.5, 0)])
            got = self.driver.execute_script("""
                const text = (id) => { const el = document.querySelector(`[data-node-id="${id}"]`); return el ? el.textContent : null; };
                return { value: text('headline.value'), date: text('headline.date'), change: text('headline.change'),
                         label: document.querySelector('[data-node-id="headline.figure"]').getAttribute('aria-label') };""")
            case = f"scrub {index} ({device})"
            check_marker(self, case, expected["chart"])
            value = expected["headline.value"]["text"]["string"]
            date = expected["headline.date"]["text"]["string"]
            if got["value"] != value or got["date"] != date:
                self.fail(case, f"headline shows {got['value']!r} / {got['date']!r}, --scrub {index} shows {value!r} / {date!r}")
            if got["change"] is not None:
                self.fail(case, "the change line is still shown while scrubbing")
            if got["label"] != expected["headline.figure"]["accessibility"]["label"]:
                self.fail(case, f"headline label {got['label']!r} != {expected['headline.figure']['accessibility']['label']!r}")
            dom = self.driver.execute_script(MEASURE_JS)["nodes"]
            for ident in ("headline", "headline.figure", "headline.value", "headline.date", "card"):
                if ident in dom:
                    self.check_frame(case, expected[ident], dom[ident])
            finger.up()
            if device == "touch":
                # A finger's scrub ends when it lifts: the rest tree's headline and no marker.
                rest_chart = next(n for n, _ in walk(tree["root"]) if n["kind"] == "chart")
                check_marker(self, f"{case} released", rest_chart)
                if self.driver.execute_script("return window.spblocks.view.scrubbed") is not None:
                    self.fail(f"{case} released", "the scrub did not end when the finger lifted")
        # The keyboard reaches the same readings: End, then Left arrows back to the first.
        element.send_keys("\ue010")  # End
        for step in range(len(readings)):
            index = readings[len(readings) - 1 - step][0]
            shown = self.driver.execute_script(
                "return document.querySelector('[data-node-id=\"headline.value\"]').textContent")
            if shown != readings[len(readings) - 1 - step][3]:
                self.fail(f"keyboard scrub {index}", f"headline shows {shown!r}")
            element.send_keys("\ue012")  # Left
        element.send_keys("\ue00c")  # Escape
        ticks = self.driver.execute_script(
            "return window.spblocks.view.hapticsPlayed.filter((h) => h.trigger === 'scrub').length")
        # A tick per reading under the pointer, and one per reading the keyboard stepped onto.
        # Each drag starts at the first reading (a tick) and ends on its own (another, unless the
        # same); the keyboard ticks once per reading.
        want = sum(1 + (r[0] != readings[0][0]) for _, r in runs) + len(readings)
        if ticks != want:
            self.fail("scrub", f"{ticks} selection ticks for {len(readings)} readings scrubbed")
        rest = self.driver.execute_script(
            "return document.querySelector('[data-node-id=\"headline.change\"]') !== null")
        if not rest:
            self.fail("scrub", "the change line did not come back on release")
        self.console("scrub")


def changed_on_tick(before, after):
    """Node ids whose content a tick changed: a text's string, a sparkline's points."""
    old = {n["id"]: n for n, _ in walk(before["root"])}
    out = set()
    for node, _ in walk(after["root"]):
        prev = old.get(node["id"])
        if prev is None:
            continue
        if node["kind"] == "text" and prev["text"]["string"] != node["text"]["string"]:
            out.add(node["id"])
        if node["kind"] == "sparkline" and prev["sparkline"]["points"] != node["sparkline"]["points"]:
            out.add(node["id"])
    return out
# =============================================================================================
# MARK: the dashboard (the third block): its matrix and its run-time checks
#
# The same static checks as the overview's (ids, frames, clipping, width, touch targets, colours,
# accessibility) over every shipped theme, all twelve sizes at 320 pt, the widest and narrowest
# widths at a few sizes and every state the command offers, plus the screen's own: the bar's
# collapse, the pull and its ring, the rows' reveal and actions, elevations and the track. The
# layout pass's frames are in the content's coordinates at rest; the renderer moves three things
# the tree says, so the expected boxes move with them: the bar sticks at the top while the page
# scrolls by the tree's offset, the scroll's content (not the refresh) moves down by the pull,
# and an open row's content slides `reveal` points toward the leading edge (inside the row, which
# clips it). Then in a real pointer's hands: scrubbing, dragging rows, pulling, scrolling.
# =============================================================================================

DASHBOARD = ["--sample", "--block", "dashboard"]
# A phone-sized viewport: the page scrolls, so the bar sticks and the offsets are real.
DASHBOARD_WINDOW = (520, 900)
DEFAULT_WINDOW = (520, 1400)
# The sample's first row and a row with an amount, both on screen under a pointer.
ROW = "order-1042"
ROW_ID = f"activity.{ROW}"

# The screen's own state as drawn, beside MEASURE_JS's boxes.
DASHBOARD_JS = r"""
const v = window.spblocks.view;
const cs = (el) => getComputedStyle(el);
const out = { offset: v.scrollOffset(), rows: {}, dividers: {}, cards: {}, played: v.played,
  easings: document.getAnimations().map((a) => a.effect.getTiming().easing) };
const bar = document.querySelector('.sp-block [data-kind="navigationBar"]');
if (bar) {
  const title = bar.querySelector('.sp-bar-title');
  out.bar = { progress: Number(bar.dataset.progress), opacity: Number(cs(title).opacity), color: cs(title).color,
    background: cs(bar).backgroundColor, rule: cs(bar.querySelector('.sp-bar-rule')).backgroundColor,
    hidden: bar.getAttribute('aria-hidden'), role: bar.getAttribute('role'), label: bar.getAttribute('aria-label'),
    clipped: title.scrollWidth > title.clientWidth + 1, position: cs(bar).position };
}
const greeting = document.querySelector('[data-node-id="greeting.title"]');
if (greeting) out.greeting = { opacity: Number(cs(greeting).opacity),
  hidden: greeting.parentElement.getAttribute('aria-hidden') };
const scroll = document.querySelector('.sp-block [data-kind="scroll"]');
if (scroll) out.scroll = { pull: Number(scroll.dataset.pull || 0), background: cs(scroll).backgroundColor };
const refresh = document.querySelector('.sp-block [data-kind="refresh"]');
if (refresh) {
  const holder = refresh.querySelector('.sp-ring-holder');
  out.refresh = { phase: refresh.dataset.phase, progress: Number(refresh.dataset.progress),
    shown: cs(holder).display !== 'none', track: cs(refresh.querySelector('.sp-ring-track')).stroke,
    tint: cs(refresh.querySelector('.sp-ring-arc')).stroke, done: cs(refresh.querySelector('.sp-ring-done')).color,
    height: refresh.getBoundingClientRect().height };
}
for (const row of document.querySelectorAll('.sp-block [data-kind="swipeRow"]')) {
  const sheet = row.querySelector(':scope > .sp-swipe-sheet');
  const tray = row.querySelector(':scope > .sp-swipe-actions');
  out.rows[row.dataset.nodeId] = { reveal: Number(row.dataset.reveal), fullSwipe: row.dataset.fullSwipe === 'true',
    open: row.dataset.open === 'true', removed: row.dataset.removed === 'true', display: cs(row).display,
    background: cs(sheet).backgroundColor, trayOpacity: Number(cs(tray).opacity),
    box: (() => { const r = row.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })(),
    actions: [...tray.children].map((b) => { const r = b.getBoundingClientRect();
      return { label: b.getAttribute('aria-label'), tag: b.tagName, width: r.width, height: r.height,
        background: cs(b).backgroundColor, color: cs(b).color, action: b.dataset.action }; }) };
}
for (const d of document.querySelectorAll('.sp-block [data-kind="divider"]'))
  out.dividers[d.dataset.nodeId] = { color: cs(d.querySelector('.sp-divider-line')).backgroundColor,
    inset: d.querySelector('.sp-divider-line').getBoundingClientRect().left - d.getBoundingClientRect().left };
for (const c of document.querySelectorAll('.sp-block [data-kind="card"]'))
  out.cards[c.dataset.nodeId] = { shadow: cs(c).boxShadow };
const seg = document.querySelector('.sp-block [data-kind="segmented"]');
if (seg) out.track = cs(seg).backgroundColor;
return out;
"""


def dashboard_matrix(themes, quick):
    """(args, name, reduced motion) per static dashboard case."""
    cases = []
    sizes = SIZES if not quick else ["large", "accessibility5"]
    for theme in themes if not quick else themes[:2]:
        for size in sizes:
            cases.append(([*DASHBOARD, "--theme", theme, "--dynamic-type", size, "--width", "320"],
                          f"dashboard-{theme}-{size}-320", False))
    for size in ["xSmall", "large", "xxxLarge", "accessibility5"] if not quick else ["large"]:
        for width in ["320", "430"]:
            cases.append(([*DASHBOARD, "--dynamic-type", size, "--width", width], f"dashboard-light-{size}-{width}", False))
    states = [
        (["--scrub-position", "0.5"], "scrub"),
        (["--chart-range", "1W"], "range-1W"),
        (["--chart-range", "3M", "--scrub-position", "0.3"], "range-3M-scrub"),
        (["--chart-range", "1Y"], "range-1Y"),
        (["--scroll-offset", "30"], "scrolled"),
        (["--scroll-offset", "200"], "collapsed"),
        (["--open-row", ROW], "row-open"),
        (["--open-row", ROW, "--reveal", "0.4", "--dragging"], "row-dragging"),
        (["--open-row", ROW, "--reveal", "0.7", "--dragging"], "row-full-swipe"),
        (["--pull", "40"], "pull-40"),
        (["--pull", "84"], "pull-armed"),
        (["--refresh", "refreshing"], "refreshing"),
        (["--refresh", "finished"], "finished"),
        (["--in-navigation-stack"], "in-navigation-stack"),
        (["--reduce-motion"], "reduce-motion"),
        (["--reduce-motion", "--open-row", ROW, "--reveal", "0.4", "--dragging"], "reduce-motion-row"),
    ]
    for extra, name in states:
        for size, width in ([("large", "350"), ("accessibility5", "320")] if not quick else [("large", "350")]):
            cases.append(([*DASHBOARD, *extra, "--dynamic-type", size, "--width", width],
                          f"dashboard-{name}-{size}-{width}", name.startswith("reduce-motion")))
    return cases


def node_index(root):
    """Every node by id, and each node's ancestors' ids."""
    nodes, ancestors = {}, {}

    def visit(node, path):
        nodes[node["id"]] = node
        ancestors[node["id"]] = path
        for child in node.get("children", []):
            visit(child, path + [node["id"]])

    visit(root, [])
    return nodes, ancestors


def screen_shifts(framed, offset):
    """The tree's frames moved as the renderer draws the tree's state (see the section's note),
    and the ids drawn inside a clipping row. `offset`: the page's real scroll offset."""
    framed = json.loads(json.dumps(framed))
    nodes, ancestors = node_index(framed["root"])
    reduce = framed["environment"]["reduceMotion"]
    scroll = next((n for n in nodes.values() if n["kind"] == "scroll"), None)
    refresh = next((n for n in nodes.values() if n["kind"] == "refresh"), None)
    pull = 0.0
    if scroll and refresh:
        r = refresh["refresh"]
        pull = max(0.0, r["distance"] if r["phase"] in ("pulling", "armed") else 0.0, -scroll["scroll"]["offset"])
    clipped = set()
    for ident, node in nodes.items():
        frame = node.get("frame")
        if frame is None:
            continue
        path = ancestors[ident]
        dx, dy = 0.0, 0.0
        if node["kind"] == "navigationBar":
            dy += offset
        if scroll and scroll["id"] in path and not (refresh and (ident == refresh["id"] or refresh["id"] in path)):
            dy += pull
        for row_id in path:
            row = nodes[row_id]
            if row["kind"] == "swipeRow":
                clipped.add(ident)
                if not reduce:
                    dx -= row["swipeRow"]["reveal"]
        for box in [frame, *frame.get("axisLabels", [])]:
            box["x"] += dx
            box["y"] += dy
    return framed, clipped


def dashboard_static_case(checker, args, name, reduced_motion=False):
    checker.open(args, name, reduced_motion)
    checker.settle()
    framed = json.loads(checker.compile(args, "--frames"))
    check_screen_page(checker, name, framed)
    checker.check_announcements()
    check_grid(checker, name, framed)
    if reduced_motion:
        state = checker.driver.execute_script(DASHBOARD_JS)
        springs = [e for e in state["easings"] if e.startswith("linear(")]
        if springs or any(p["kind"] == "spring" for p in state["played"]):
            checker.fail(name, f"a spring played under Reduce Motion: {state['played']}")
        if not any(p["event"] == "appear" for p in state["played"]):
            checker.fail(name, "the sections did not appear (their Reduce Motion fade)")


def check_screen_page(checker, case, framed, expect_offset=True):
    """The overview's static checks on the tree's frames as drawn, then the screen's own."""
    state = checker.driver.execute_script(DASHBOARD_JS)
    nodes, _ = node_index(framed["root"])
    scroll = next((n for n in nodes.values() if n["kind"] == "scroll"), None)
    want_offset = max(0.0, scroll["scroll"]["offset"]) if scroll else 0.0
    if expect_offset and abs(state["offset"] - want_offset) > 0.5:
        checker.fail(case, f"the page is scrolled {state['offset']:.1f} pt, the tree {want_offset}")
    shifted, clipped = screen_shifts(framed, state["offset"])
    checker.clipped = clipped
    try:
        checker.check_page(case, shifted)
    finally:
        checker.clipped = set()
    check_screen_state(checker, case, framed, state)


def check_screen_state(checker, case, framed, state):
    nodes, _ = node_index(framed["root"])
    width = framed["environment"]["width"]
    reduce = framed["environment"]["reduceMotion"]
    for ident, node in nodes.items():
        kind = node["kind"]
        if kind == "navigationBar":
            b, got = node["navigationBar"], state.get("bar")
            if got is None:
                checker.fail(case, "no navigation bar drawn")
                continue
            if abs(got["progress"] - b["collapse"]["progress"]) > 0.002 or abs(got["opacity"] - b["collapse"]["progress"]) > 0.002:
                checker.fail(case, f"bar collapse {got['progress']} (title opacity {got['opacity']}), the tree {b['collapse']['progress']}")
            greeting = state.get("greeting")
            if greeting and abs(greeting["opacity"] - (1 - b["collapse"]["progress"])) > 0.002:
                checker.fail(case, f"greeting opacity {greeting['opacity']}, the tree's collapse {b['collapse']['progress']}")
            if got["position"] != "sticky":
                checker.fail(case, "the bar does not stay at the top as the page scrolls")
            for prop, value in (("background", b["background"]), ("color", b["color"]), ("rule", b["separator"])):
                if not same_color(got[prop], value["value"]):
                    checker.fail(case, f"bar {prop} {got[prop]} != tree {value['value']}")
            if got["clipped"] and b["collapse"]["progress"] > 0:
                checker.fail(case, "the bar's title is clipped")
            a = node.get("accessibility", {})
            if a.get("hidden") and got["hidden"] != "true":
                checker.fail(case, "the bar's title is read before the greeting has collapsed")
            if not a.get("hidden") and (got["role"] != "heading" or got["label"] != a.get("label")):
                checker.fail(case, f"the collapsed bar reads {got['role']} {got['label']!r}, the tree {a}")
        elif kind == "stack" and ident == "greeting":
            hidden = (node.get("accessibility") or {}).get("hidden", False)
            if hidden != (state["greeting"]["hidden"] == "true"):
                checker.fail(case, f"greeting hidden {state['greeting']['hidden']}, the tree {hidden}")
        elif kind == "scroll":
            if not same_color(state["scroll"]["background"], node["scroll"]["background"]["value"]):
                checker.fail(case, f"scroll ground {state['scroll']['background']} != {node['scroll']['background']['value']}")
        elif kind == "refresh":
            r, got = node["refresh"], state["refresh"]
            if got["phase"] != r["phase"] or abs(got["progress"] - r["progress"]) > 1e-6:
                checker.fail(case, f"refresh {got['phase']} {got['progress']}, the tree {r['phase']} {r['progress']}")
            if got["shown"] != (r["phase"] != "idle"):
                checker.fail(case, f"the ring is {'shown' if got['shown'] else 'hidden'} in phase {r['phase']}")
            for prop, value in (("track", r["track"]), ("tint", r["tint"]), ("done", r["tint"])):
                if not same_color(got[prop], value["value"]):
                    checker.fail(case, f"ring {prop} {got[prop]} != tree {value['value']}")
        elif kind == "swipeRow":
            row, got = node["swipeRow"], state["rows"].get(ident)
            if got is None:
                checker.fail(case, f"{ident} has no row state")
                continue
            if abs(got["reveal"] - row["reveal"]) > 0.01 and not reduce:
                checker.fail(case, f"{ident} reveal {got['reveal']}, the tree {row['reveal']}")
            if got["fullSwipe"] != row["fullSwipe"] or got["open"] != row["open"]:
                checker.fail(case, f"{ident} fullSwipe/open {got['fullSwipe']}/{got['open']}, the tree {row['fullSwipe']}/{row['open']}")
            if not same_color(got["background"], row["background"]["value"]):
                checker.fail(case, f"{ident} background {got['background']} != {row['background']['value']}")
            if got["box"][0] < -0.5 or got["box"][2] > width + 0.5:
                checker.fail(case, f"{ident} reaches past the block")
            for action, drawn in zip(row["actions"], got["actions"]):
                if abs(drawn["width"] - action["revealedWidth"]) > 0.02:
                    checker.fail(case, f"{ident} {action['title']} {drawn['width']:.2f} wide, the tree {action['revealedWidth']}")
                if drawn["tag"] != "BUTTON" or drawn["action"] != action["action"]["id"]:
                    checker.fail(case, f"{ident} {action['title']} is not a button for {action['action']['id']}")
                for prop, value in (("background", action["background"]), ("color", action["foreground"])):
                    if not same_color(drawn[prop], value["value"]):
                        checker.fail(case, f"{ident} {action['title']} {prop} {drawn[prop]} != {value['value']}")
                settled = row["open"] and row["release"] == "settleOpen" and action["revealedWidth"] > 0
                if settled and (drawn["width"] < TOUCH_TARGET - 0.01 or drawn["height"] < TOUCH_TARGET - 0.01):
                    checker.fail(case, f"{ident} {action['title']} is {drawn['width']:.1f} × {drawn['height']:.1f}, under 44 × 44")
            if len(got["actions"]) != len(row["actions"]):
                checker.fail(case, f"{ident} draws {len(got['actions'])} actions, the tree {len(row['actions'])}")
            # The custom actions are real buttons, by name.
            names = [b["label"] for b in got["actions"] if b["tag"] == "BUTTON"]
            for custom in (node.get("accessibility") or {}).get("customActions", []):
                if custom["name"] not in names:
                    checker.fail(case, f"{ident} custom action {custom['name']!r} has no button")
            if reduce and any(a["revealedWidth"] > 0 for a in row["actions"]) and got["trayOpacity"] < 1:
                checker.fail(case, f"{ident} actions not shown over the row's end under Reduce Motion")
        elif kind == "divider":
            d, got = node["divider"], state["dividers"].get(ident)
            if not got or not same_color(got["color"], d["color"]["value"]) or abs(got["inset"] - d["inset"]) > 0.02:
                checker.fail(case, f"{ident} divider {got}, the tree {d['color']['value']} inset {d['inset']}")
        elif kind == "card" and node["card"].get("elevation"):
            e, got = node["card"]["elevation"], state["cards"].get(ident, {}).get("shadow", "")
            m = re.match(r"(rgba?\([^)]*\))\s+([-\d.]+)px\s+([-\d.]+)px\s+([-\d.]+)px\s+([-\d.]+)px", got)
            if not m or not same_color(m.group(1), e["color"]) or \
                    [float(m.group(i)) for i in (2, 3, 4, 5)] != [e["x"], e["y"], e["blur"], e["spread"]]:
                checker.fail(case, f"{ident} shadow {got!r}, the tree {e}")
        elif kind == "segmented" and node["segmented"].get("track"):
            if not same_color(state["track"], node["segmented"]["track"]["color"]["value"]):
                checker.fail(case, f"range track {state['track']} != {node['segmented']['track']['color']['value']}")


def wait_for(checker, script, value, seconds):
    """Polls `script` until it returns `value` or `seconds` pass; returns the last answer."""
    deadline = time.monotonic() + seconds
    while True:
        got = checker.driver.execute_script(script)
        if got == value or time.monotonic() > deadline:
            return got
        time.sleep(0.05)


def js_pointer(checker, element, steps, hold=True):
    """A real pointer: down at (x, y) in `element`'s box (from its top-left), then each
    (dx, dy) step; released unless `hold`."""
    (x, y), moves = steps[0], steps[1:]
    rect = checker.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.width, r.height];", element)
    chain = ActionChains(checker.driver, duration=0)
    chain.move_to_element_with_offset(element, x - rect[0] / 2, y - rect[1] / 2).click_and_hold()
    for dx, dy in moves:
        chain.move_by_offset(dx, dy)
    if not hold:
        chain.release()
    chain.perform()


class Finger:
    """One pointer a case drives the same way with a mouse (Selenium's actions) or a finger
    (CDP `Input.dispatchTouchEvent`, which Chromium turns into touch pointer events): `down` at
    (x, y) in an element's box (from its top-left), `by` a step, `up` to release."""

    def __init__(self, checker, device):
        self.driver = checker.driver
        self.device = device
        self.at = None

    def down(self, element, x, y):
        left, top, w, h = self.driver.execute_script(
            "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];", element)
        if self.device == "mouse" and h < 600:
            ActionChains(self.driver, duration=0).move_to_element_with_offset(
                element, x - w / 2, y - h / 2).click_and_hold().perform()
        elif self.device == "mouse":
            # A box taller than the window (a whole screen): from the viewport's origin instead.
            actions = ActionBuilder(self.driver, duration=0)
            actions.pointer_action.move_to_location(round(left + x), round(top + y))
            actions.pointer_action.pointer_down()
            actions.perform()
        else:
            self.at = [left + x, top + y]
            self.touch("touchStart")
        return self

    def by(self, dx, dy):
        if self.device == "mouse":
            ActionChains(self.driver, duration=0).move_by_offset(dx, dy).perform()
        else:
            self.at = [self.at[0] + dx, self.at[1] + dy]
            self.touch("touchMove")
        return self

    def up(self):
        if self.device == "mouse":
            ActionChains(self.driver, duration=0).release().perform()
        else:
            self.touch("touchEnd")
        return self

    def touch(self, kind):
        points = [] if kind == "touchEnd" else [{"x": self.at[0], "y": self.at[1], "id": 1}]
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def drag(checker, device, element, steps, hold=True):
    """`js_pointer` with either device."""
    finger = Finger(checker, device).down(element, *steps[0])
    for dx, dy in steps[1:]:
        finger.by(dx, dy)
    if not hold:
        finger.up()
    return finger


# The scrub marker as drawn: the rule's x and shown, the dot's centre and shown.
MARKER_JS = r"""
const chart = document.querySelector('[data-node-id="chart"]');
const rule = chart.querySelector('.sp-rule'), dot = chart.querySelector('.sp-dot');
const shown = (el) => getComputedStyle(el).display !== 'none';
return { rule: shown(rule), dot: shown(dot), x: Number(rule.getAttribute('x1')), cx: Number(dot.getAttribute('cx')),
  cy: Number(dot.getAttribute('cy')), plot: chart.getBoundingClientRect().width,
  selected: window.getSelection().toString() };
"""


GRID_JS = r"""
const chart = document.querySelector('[data-node-id="chart"]');
if (!chart) return null;
return { plot: chart.getBoundingClientRect().width, lines: [...chart.querySelectorAll('svg > .sp-grid')].map((l) => {
  const cs = getComputedStyle(l);
  return { value: Number(l.dataset.value), x1: Number(l.getAttribute('x1')), x2: Number(l.getAttribute('x2')),
    y1: Number(l.getAttribute('y1')), y2: Number(l.getAttribute('y2')), stroke: cs.stroke, width: parseFloat(cs.strokeWidth),
    shown: cs.display !== 'none' && cs.visibility !== 'hidden' }; }) };
"""


def check_grid(checker, case, framed):
    """The chart's grid lines (D-10: the dashboard's, in `color.separator`) drawn as the tree
    says: one per value, across the whole plot at the value's height, in the tree's stroke; none
    where the tree has none (the stats overview)."""
    chart = next((n for n, _ in walk(framed["root"]) if n["kind"] == "chart"), None)
    if chart is None:
        return
    got = checker.driver.execute_script(GRID_JS)
    grid = chart["chart"].get("gridLines")
    if got is None:
        checker.fail(case, "the chart is not drawn")
        return
    if grid is None:
        if got["lines"]:
            checker.fail(case, f"{len(got['lines'])} grid lines drawn, the tree has none")
        return
    if [line["value"] for line in got["lines"]] != grid["values"]:
        checker.fail(case, f"grid lines at {[l['value'] for l in got['lines']]}, the tree {grid['values']}")
        return
    c = chart["chart"]
    d = c["domain"]
    for value, line in zip(grid["values"], got["lines"]):
        want_y = c["height"] * (d["yUpper"] - value) / ((d["yUpper"] - d["yLower"]) or 1)
        if abs(line["y1"] - want_y) > 0.01 or abs(line["y2"] - want_y) > 0.01 or line["x1"] != 0 \
                or abs(line["x2"] - got["plot"]) > 0.5 or not line["shown"]:
            checker.fail(case, f"the grid line at {value} is drawn ({line['x1']}, {line['y1']})…({line['x2']}, {line['y2']}), "
                               f"the tree's at y {want_y:.2f} across {got['plot']:.2f}")
        if not same_color(line["stroke"], grid["stroke"]["color"]["value"]) or abs(line["width"] - grid["stroke"]["width"]) > 0.01:
            checker.fail(case, f"the grid line at {value} is {line['stroke']} {line['width']} pt, the tree "
                               f"{grid['stroke']['color']['value']} {grid['stroke']['width']} pt")


def check_marker(checker, case, chart_node):
    """The rule and dot where the tree compiled for the reading puts them (its `selection`), or
    hidden when it has none; and no text selected by the drag (#25)."""
    c = chart_node["chart"]
    got = checker.driver.execute_script(MARKER_JS)
    sel = c.get("selection")
    if got["selected"]:
        checker.fail(case, f"the drag selected text: {got['selected'][:40]!r}")
    if sel is None:
        if got["rule"] or got["dot"]:
            checker.fail(case, "the scrub marker is shown, the tree has no selection")
        return
    if not (got["rule"] and got["dot"]):
        checker.fail(case, f"the scrub marker is hidden (rule {got['rule']}, dot {got['dot']}), the tree selects #{sel['index']}")
        return
    d = c["domain"]
    want_x = sel["x"] * got["plot"]
    want_y = c["height"] * (d["yUpper"] - sel["y"]) / ((d["yUpper"] - d["yLower"]) or 1)
    if abs(got["x"] - want_x) > 0.5 or abs(got["cx"] - want_x) > 0.5 or abs(got["cy"] - want_y) > 0.5:
        checker.fail(case, f"the marker is at x {got['x']:.2f} dot ({got['cx']:.2f}, {got['cy']:.2f}), "
                           f"the tree's selection at ({want_x:.2f}, {want_y:.2f})")


def record_actions(checker):
    checker.driver.execute_script(
        "window.__actions = []; document.getElementById('block').addEventListener('spblocks-action',"
        " (e) => window.__actions.push(e.detail));")


def dashboard_scrub_case(checker):
    """Every reading of the sample's 1M chart (and a few of 3M's irregular ones) under a real
    pointer: the header shows what `--scrub-position` at that reading's x compiles to."""
    for rng, every in (("1M", 1), ("3M", 7)):
        args = [*DASHBOARD, "--chart-range", rng]
        checker.open(args, f"dashboard-scrub-{rng}")
        checker.settle()
        tree = json.loads(checker.compile(args))
        chart = next(n for n, _ in walk(tree["root"]) if n["kind"] == "chart")
        if "scrub" not in chart["chart"]:
            checker.fail(f"dashboard scrub {rng}", "the chart carries no scrub readings")
            continue
        readings = chart["chart"]["scrub"]["readings"][::every]
        checker.prefetch([[*args, "--scrub-position", repr(r[1]), "--frames"] for r in readings])
        element = checker.driver.find_element(By.CSS_SELECTOR, '[data-node-id="chart"]')
        # Scrolled well past the greeting's collapse (#25: the bar stays collapsed, not blank).
        checker.driver.execute_script("window.spblocks.view.scrollToOffset(420)")
        width = checker.driver.execute_script("return arguments[0].getBoundingClientRect().width", element)
        runs = [("mouse", r) for r in readings] + [("touch", r) for r in readings[::5]]
        for device, (index, x, _, _, _) in runs:
            case = f"dashboard scrub {rng} {index} ({device})"
            scrubbed = json.loads(checker.compile([*args, "--scrub-position", repr(x)], "--frames"))
            expected, _ = node_index(scrubbed["root"])
            # From 1.5 pt inside the plot's left edge to the reading's x, kept as far inside.
            finger = drag(checker, device, element, [(1.5, 90), (min(max(x * width, 1.5), width - 1.5) - 1.5, 0)])
            check_marker(checker, case, expected["chart"])
            check_bar_collapsed(checker, case)
            got = checker.driver.execute_script("""
                const text = (id) => document.querySelector(`[data-node-id="${id}"]`).textContent;
                return { value: text('chart.header.value'), detail: text('chart.header.detail'),
                         label: document.querySelector('[data-node-id="chart.header"]').getAttribute('aria-label'),
                         index: window.spblocks.view.scrubbed && window.spblocks.view.scrubbed[0] };""")
            want = (expected["chart.header.value"]["text"]["string"], expected["chart.header.detail"]["text"]["string"])
            if (got["value"], got["detail"]) != want:
                checker.fail(case, f"header shows {got['value']!r} / {got['detail']!r}, --scrub-position {x} shows {want}")
            a = expected["chart.header"]["accessibility"]
            if got["label"] != f"{a['label']}, {a['value']}":
                checker.fail(case, f"header reads {got['label']!r}, the tree {a['label']}, {a['value']}")
            if got["index"] != expected["chart"]["chart"]["selection"]["index"]:
                checker.fail(case, f"scrubbed reading {got['index']}, the tree {expected['chart']['chart']['selection']['index']}")
            dom = checker.driver.execute_script(MEASURE_JS)["nodes"]
            offset = checker.driver.execute_script("return window.spblocks.view.scrollOffset()")
            shifted, _ = screen_shifts(scrubbed, offset)
            moved, _ = node_index(shifted["root"])
            for ident in ("chart.header", "chart.header.value", "chart.header.detail", "chart.card"):
                checker.check_frame(case, moved[ident], dom[ident])
            finger.up()
            check_bar_collapsed(checker, f"{case} released")
            if device == "touch":
                check_marker(checker, f"{case} released", next(n for n, _ in walk(tree["root"]) if n["kind"] == "chart"))
                if checker.driver.execute_script("return window.spblocks.view.scrubbed") is not None:
                    checker.fail(f"{case} released", "the scrub did not end when the finger lifted")
        rest = checker.driver.execute_script(
            "return document.querySelector('[data-node-id=\"chart.header.detail\"]').textContent")
        want = next(n for n, _ in walk(tree["root"]) if n["id"] == "chart.header.detail")["text"]["string"]
        if rest != want:
            checker.fail(f"dashboard scrub {rng}", f"the header reads {rest!r} after release, not {want!r}")
        ticks = checker.driver.execute_script(
            "return window.spblocks.view.hapticsPlayed.filter((h) => h.trigger === 'scrub').length")
        want = sum(1 + (r[0] != readings[0][0]) for _, r in runs)
        if ticks != want:
            checker.fail(f"dashboard scrub {rng}", f"{ticks} selection ticks for {len(runs)} drags, {want} readings reached")
        checker.console(f"dashboard-scrub-{rng}")


def check_bar_collapsed(checker, case):
    """Scrolled 420 pt, the bar is collapsed: its title shown, its progress 1 (#25)."""
    bar = checker.driver.execute_script(DASHBOARD_JS)["bar"]
    if bar["progress"] != 1 or bar["opacity"] != 1:
        checker.fail(case, f"the bar's progress is {bar['progress']} (title opacity {bar['opacity']}) scrolled 420 pt, not 1")


def row_state(checker):
    return checker.driver.execute_script(DASHBOARD_JS)["rows"][ROW_ID]


def dashboard_swipe_case(checker):
    """Dragging a row with a real pointer follows the tree's numbers: claim, reveal, shares, full
    swipe and release, as `--open-row … --reveal Npt --dragging` compiles them; one row open at
    a time; a tap closes; the custom actions work from the keyboard."""
    args = [*DASHBOARD]
    tree = json.loads(checker.compile(args, "--frames"))
    nodes, _ = node_index(tree["root"])
    row_width = nodes[ROW_ID]["frame"]["width"]
    full = nodes[ROW_ID]["swipeRow"]["fullSwipeFraction"]
    distances = [30, 80, round(full * row_width) + 2]
    checker.prefetch([[*args, "--open-row", ROW, "--reveal", f"{d}pt", "--dragging"] for d in distances])
    for device, distance in [(d, n) for d in ("mouse", "touch") for n in distances]:
        case = f"dashboard swipe {distance}pt ({device})"
        checker.open(args, f"dashboard-swipe-{distance}-{device}")
        checker.settle()
        record_actions(checker)
        dragged = json.loads(checker.compile([*args, "--open-row", ROW, "--reveal", f"{distance}pt", "--dragging"]))
        want = next(n for n, _ in walk(dragged["root"]) if n["id"] == ROW_ID)
        sheet = checker.driver.find_element(By.CSS_SELECTOR, f'[data-node-id="{ROW_ID}"] > .sp-swipe-sheet')
        checker.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", sheet)
        # Under the claim distance nothing moves; then the finger's whole travel is the reveal.
        claim = int(want["swipeRow"]["claimDistance"]) - 2
        finger = drag(checker, device, sheet, [(row_width - 20, 20), (-claim, 0)])
        if row_state(checker)["reveal"] != 0:
            checker.fail(case, "the row moved before the claim distance")
        finger.by(-(distance - claim), 0)
        got = row_state(checker)
        selected = checker.driver.execute_script("return window.getSelection().toString()")
        if selected:
            checker.fail(case, f"the drag selected text: {selected[:40]!r}")
        w = want["swipeRow"]
        if abs(got["reveal"] - w["reveal"]) > 0.01 or got["fullSwipe"] != w["fullSwipe"]:
            checker.fail(case, f"dragged: reveal {got['reveal']} full {got['fullSwipe']}, the tree {w['reveal']} {w['fullSwipe']}")
        for action, drawn in zip(w["actions"], got["actions"]):
            if abs(drawn["width"] - action["revealedWidth"]) > 0.02:
                checker.fail(case, f"{action['title']} {drawn['width']:.2f} wide dragged, the tree {action['revealedWidth']}")
        finger.up()
        checker.settle()
        after = row_state(checker)
        actions = checker.driver.execute_script("return window.__actions")
        if w["release"] == "close" and (after["reveal"] != 0 or after["open"]):
            checker.fail(case, f"released to close, but reveal {after['reveal']}")
        if w["release"] == "settleOpen" and (not after["open"] or abs(after["reveal"] - 148) > 0.01 and abs(
                after["reveal"] - sum(a["width"] for a in w["actions"])) > 0.01):
            checker.fail(case, f"released to settle open, but reveal {after['reveal']} open {after['open']}")
        if w["release"] == "commit":
            if not after["removed"] or after["display"] != "none":
                checker.fail(case, "released past the full swipe, but the row is still there")
            if not any(a["id"] == "delete" and a.get("payload", {}).get("row") == ROW for a in actions):
                checker.fail(case, f"released past the full swipe, but delete did not run: {actions}")
        checker.console(case)
    # A mostly vertical drag is not the row's.
    checker.open(args, "dashboard-swipe-vertical")
    checker.settle()
    sheet = checker.driver.find_element(By.CSS_SELECTOR, f'[data-node-id="{ROW_ID}"] > .sp-swipe-sheet')
    checker.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", sheet)
    js_pointer(checker, sheet, [(row_width - 20, 30), (-14, -12), (-6, -8)], hold=False)
    if row_state(checker)["reveal"] != 0:
        checker.fail("dashboard swipe vertical", "a mostly vertical drag moved the row")
    # Open one row, then another: the first closes. A tap on the open one closes it.
    record_actions(checker)
    other = "activity.order-1041"
    for ident in (ROW_ID, other):
        el = checker.driver.find_element(By.CSS_SELECTOR, f'[data-node-id="{ident}"] > .sp-swipe-sheet')
        js_pointer(checker, el, [(row_width - 20, 20), (-40, 0), (-60, 0)], hold=False)
        checker.settle()
    rows = checker.driver.execute_script(DASHBOARD_JS)["rows"]
    if rows[ROW_ID]["open"] or not rows[other]["open"]:
        checker.fail("dashboard swipe one-open", f"open: {ROW_ID} {rows[ROW_ID]['open']}, {other} {rows[other]['open']}")
    el = checker.driver.find_element(By.CSS_SELECTOR, f'[data-node-id="{other}"]')
    js_pointer(checker, el, [(30, 20)], hold=False)
    checker.settle()
    if checker.driver.execute_script(DASHBOARD_JS)["rows"][other]["open"]:
        checker.fail("dashboard swipe tap", "a tap on the open row did not close it")
    if not any(a["id"] == "closeRow" for a in checker.driver.execute_script("return window.__actions")):
        checker.fail("dashboard swipe tap", "closing the row did not call closeRow")
    # The keyboard: focusing a row's Archive opens the row; Enter archives it.
    button = checker.driver.find_element(By.CSS_SELECTOR, f'[data-node-id="{ROW_ID}"] .sp-swipe-action[data-action="archive"]')
    checker.driver.execute_script("arguments[0].focus()", button)
    checker.settle()
    if not row_state(checker)["open"]:
        checker.fail("dashboard swipe keyboard", "focusing Archive did not open the row")
    button.send_keys("\ue007")  # Enter
    checker.settle()
    if not any(a["id"] == "archive" for a in checker.driver.execute_script("return window.__actions")) \
            or row_state(checker)["display"] != "none":
        checker.fail("dashboard swipe keyboard", "Enter on Archive did not archive the row")
    checker.console("dashboard-swipe-vertical")


def dashboard_pull_case(checker):
    """Pulling at the top with a real pointer: the ring fills as `--pull N` compiles, arms at the
    tree's threshold (one rigid tick per crossing), and fires the refresh on release (Chromium's
    default, the newest trigger) or on crossing (the page's option); the page then shows the
    refreshing tree, laid out as `--refresh refreshing --frames` says, and the finished one."""
    args = [*DASHBOARD]
    tree = json.loads(checker.compile(args))
    refresh = next(n for n, _ in walk(tree["root"]) if n["kind"] == "refresh")["refresh"]
    threshold = refresh["threshold"]
    stops = [40, int(threshold) - 1, int(threshold), int(threshold) + 16]
    checker.prefetch([[*args, "--pull", str(d), "--frames"] for d in stops])
    for device, trigger in [(d, t) for d in ("mouse", "touch") for t in ("release", "crossing")]:
        name = f"dashboard-pull-{trigger}-{device}"
        checker.open(args, name)
        checker.settle()
        record_actions(checker)
        if trigger == "crossing":
            checker.driver.execute_script("window.spblocks.view.options.refreshTrigger = 'crossing'")
        greeting = checker.driver.find_element(By.CSS_SELECTOR, '[data-node-id="greeting.subtitle"]')
        finger = drag(checker, device, greeting, [(10, 5)])
        at = 0
        for stop in stops:
            finger.by(0, stop - at)
            at = stop
            case = f"{name} {stop}pt"
            if trigger == "crossing" and stop >= threshold:
                # Fired as the pull crossed: the page shows the refreshing tree at once.
                fired = [a for a in checker.driver.execute_script("return window.__actions") if a["id"] == "refresh"]
                shown = checker.driver.execute_script("return window.spblocks.view.tree.environment.refresh")
                if len(fired) != 1 or shown != "refreshing":
                    checker.fail(case, f"{len(fired)} refreshes fired on crossing, the page shows {shown}")
                continue
            framed = json.loads(checker.compile([*args, "--pull", str(stop)], "--frames"))
            state = checker.driver.execute_script(DASHBOARD_JS)
            check_screen_state(checker, case, framed, state)
            if abs(state["scroll"]["pull"] - stop) > 0.01:
                checker.fail(case, f"the content moved {state['scroll']['pull']} pt for a {stop} pt pull")
            shifted, clipped = screen_shifts(framed, 0)
            dom = checker.driver.execute_script(MEASURE_JS)["nodes"]
            moved, _ = node_index(shifted["root"])
            for ident in ("refresh", "greeting", "greeting.title", "metrics", "chart.card"):
                checker.check_frame(case, moved[ident], dom[ident])
            fired = [a for a in checker.driver.execute_script("return window.__actions") if a["id"] == "refresh"]
            if fired:
                checker.fail(case, f"the refresh fired at {stop} pt, before the {trigger} (threshold {threshold})")
            selected = checker.driver.execute_script("return window.getSelection().toString()")
            if selected:
                checker.fail(case, f"the pull selected text: {selected[:40]!r}")
        arms = checker.driver.execute_script(
            "return window.spblocks.view.hapticsPlayed.filter((h) => h.trigger === 'arm' && h.kind === 'rigid').length")
        if arms != 1:
            checker.fail(name, f"{arms} rigid ticks for one crossing of the threshold")
        finger.up()
        fired = [a for a in checker.driver.execute_script("return window.__actions") if a["id"] == "refresh"]
        if len(fired) != 1:
            checker.fail(name, f"{len(fired)} refreshes after the release")
        # The page plays the cycle with its own trees: refreshing (inset held open), finished.
        # Read at once (the page moves on to finished 1.2 s later, which a loaded machine's
        # settling can outlast); its frames are checked when it is still showing once settled.
        shown = checker.driver.execute_script("return window.spblocks.view.tree.environment.refresh")
        checker.settle()
        framed = json.loads(checker.compile([*args, "--refresh", "refreshing"], "--frames"))
        if shown != "refreshing":
            checker.fail(name, f"the page did not show the refreshing tree ({shown})")
        elif checker.driver.execute_script("return window.spblocks.view.tree.environment.refresh") == "refreshing":
            check_screen_page(checker, f"{name} refreshing", framed)
        shown = wait_for(checker, "return window.spblocks.view.tree.environment.refresh", "finished", 3)
        if shown != "finished":
            checker.fail(name, f"the page did not show the finished tree ({shown})")
        success = checker.driver.execute_script(
            "return window.spblocks.view.hapticsPlayed.filter((h) => h.kind === 'success' && h.trigger === 'enterState').length")
        if success != 1:
            checker.fail(name, f"{success} success haptics at the end of the refresh")
        checker.console(name)
    # A pull released before the threshold fires nothing and springs back.
    checker.open(args, "dashboard-pull-short")
    checker.settle()
    record_actions(checker)
    greeting = checker.driver.find_element(By.CSS_SELECTOR, '[data-node-id="greeting.subtitle"]')
    js_pointer(checker, greeting, [(10, 5), (0, 40), (0, 20)], hold=False)
    checker.settle()
    state = checker.driver.execute_script(DASHBOARD_JS)
    if state["scroll"]["pull"] != 0 or state["refresh"]["phase"] != "idle" or checker.driver.execute_script("return window.__actions"):
        checker.fail("dashboard-pull-short", f"a short pull left {state['scroll']} {state['refresh']['phase']}")
    checker.console("dashboard-pull-short")


def dashboard_scroll_case(checker):
    """Scrolling the page for real: the bar's collapse at each offset is what `--scroll-offset N`
    compiles, read from the real offset; a range picked swaps to its tree as compiled."""
    args = [*DASHBOARD]
    checker.open(args, "dashboard-scroll")
    checker.settle()
    offsets = [0, 20, 40, 65, 120]
    checker.prefetch([[*args, "--scroll-offset", str(o), "--frames"] for o in offsets])
    for offset in offsets:
        checker.driver.execute_script("window.spblocks.view.scrollToOffset(arguments[0])", offset)
        framed = json.loads(checker.compile([*args, "--scroll-offset", str(offset)], "--frames"))
        check_screen_page(checker, f"dashboard scroll {offset}", framed)
    checker.driver.execute_script("window.spblocks.view.scrollToOffset(0)")
    for rng in ["1Y", "1W"]:
        checker.driver.find_element(By.CSS_SELECTOR, f'[data-node-id="range.{rng}"]').click()
        checker.settle()
        # The click scrolled the picker into view; the tree is compiled at the top.
        checker.driver.execute_script("window.spblocks.view.scrollToOffset(0)")
        framed = json.loads(checker.compile([*args, "--chart-range", rng], "--frames"))
        check_screen_page(checker, f"dashboard range {rng}", framed, expect_offset=False)
    checker.console("dashboard-scroll")


def run_dashboard(checker, themes, quick):
    """The dashboard's static matrix in a phone-sized window, then its run-time checks."""
    checker.driver.set_window_size(*DASHBOARD_WINDOW)
    try:
        cases = dashboard_matrix(themes, quick)
        checker.prefetch([c + e for c, _, _ in cases for e in (["--format", "html"], ["--frames"])])
        for case_args, name, reduce in cases:
            dashboard_static_case(checker, case_args, name, reduce)
        for run in (dashboard_scrub_case, dashboard_swipe_case, dashboard_pull_case, dashboard_scroll_case):
            try:
                run(checker)
            except Exception as error:  # a broken page is a failure to report, not a crash
                checker.fail(run.__name__, f"{type(error).__name__}: {str(error).splitlines()[0]}")
    finally:
        checker.driver.set_window_size(*DEFAULT_WINDOW)
    return len(cases)


# -- end of the dashboard's checks ------------------------------------------------------------


WIDTH_BLOCKS = {
    "statsOverview": ["--sample"],
    "sparklineStatTile": ["--sample", "--block", "sparklineStatTile"],
    "sparklineStatTile single": [str(ROOT / "docs" / "examples" / "sparkline-tile.json")],
    "dashboard": DASHBOARD,
}


def set_inner_width(checker, width, height=900):
    """Sizes the window so the page's viewport is `width` wide."""
    checker.driver.set_window_size(width, height)
    inner = checker.driver.execute_script("return window.innerWidth")
    if inner != width:
        checker.driver.set_window_size(width + (width - inner), height)


def width_case(checker, blocks):
    """A page at `--width N` in an N-wide window is N wide (#25): a screen fills it edge to edge, a
    card sits whole in its column with the page's margin shrunk away; wider, the card keeps its
    20 pt margin. Then a drag across the page (mouse and finger) selects no text and the page
    stays as wide."""
    try:
        for name, args in WIDTH_BLOCKS.items():
            if name.split()[0] not in blocks:
                continue
            for width in (320, 390):
                case = f"width {name} {width}"
                set_inner_width(checker, width)
                checker.open([*args, "--width", str(width)], f"width-{name.replace(' ', '-')}-{width}")
                got = checker.driver.execute_script("""
                    const b = document.querySelector('.sp-block').getBoundingClientRect();
                    return { inner: innerWidth, scroll: document.documentElement.scrollWidth, left: b.left, width: b.width,
                             screen: !!document.querySelector('.sp-block [data-kind="screen"], .sp-block [data-kind="scroll"]') };""")
                if got["inner"] != width:
                    checker.fail(case, f"could not size the window's viewport to {width} ({got['inner']})")
                    continue
                if got["scroll"] != width:
                    checker.fail(case, f"the page is {got['scroll']} wide in a {width}-wide window")
                if abs(got["width"] - width) > 0.5 or abs(got["left"]) > 0.5:
                    checker.fail(case, f"the block is {got['width']} wide at x {got['left']}, not the window's {width}")
                block = checker.driver.find_element(By.CSS_SELECTOR, ".sp-block")
                for device in ("mouse", "touch"):
                    drag(checker, device, block, [(width - 30, 60), (-120, 40), (-60, 30)], hold=False)
                    selected = checker.driver.execute_script("return window.getSelection().toString()")
                    if selected:
                        checker.fail(f"{case} {device} drag", f"the drag selected text: {selected[:40]!r}")
                # Wider, a card keeps its margin; a screen still fills the page.
                set_inner_width(checker, width + 100)
                checker.open([*args, "--width", str(width)], f"width-{name.replace(' ', '-')}-{width}-wide")
                got = checker.driver.execute_script(
                    "const b = document.querySelector('.sp-block').getBoundingClientRect(); return [b.left, b.top, document.documentElement.scrollWidth];")
                want = 0 if got and checker.driver.execute_script(
                    "return !!document.querySelector('.sp-block [data-kind=\"screen\"], .sp-block [data-kind=\"scroll\"]')") else 20
                if abs(got[0] - want) > 0.5 or abs(got[1] - want) > 0.5 or got[2] != width + 100:
                    checker.fail(f"{case} in {width + 100}", f"the block at ({got[0]}, {got[1]}), page {got[2]} wide; want ({want}, {want}), {width + 100}")
    finally:
        checker.driver.set_window_size(*DEFAULT_WINDOW)


def run_spec_compile(spec_compile, args):
    result = subprocess.run([spec_compile, *args], capture_output=True, stdin=subprocess.DEVNULL)
    if result.returncode != 0:
        raise RuntimeError(f"spec-compile {' '.join(args)}: {result.stderr.decode()}")
    return result.stdout


def fmt(box):
    return "(" + ", ".join(f"{v:.2f}" for v in box) + ")"


def matrix(themes, quick):
    """(args, name, reduced motion) per static case."""
    cases = []
    sizes = SIZES if not quick else ["large", "accessibility5"]
    for theme in themes:
        for size in sizes:
            cases.append((["--sample", "--theme", theme, "--dynamic-type", size, "--width", "320"],
                          f"{theme}-{size}-320", False))
    for size in ["xSmall", "large", "xxxLarge", "accessibility5"]:
        for width in ["320", "430"]:
            cases.append((["--sample", "--dynamic-type", size, "--width", width], f"light-{size}-{width}", False))
    states = [
        (["--phase", "loading"], "loading"),
        (["--phase", "error"], "error"),
        (["--phase", "error", "--no-retry"], "error-no-retry"),
        (["--phase", "retrying"], "retrying"),
        (["--phase", "retry-succeeded"], "retry-succeeded"),
        (["--phase", "retry-failed", "--retry-message", "Still busy."], "retry-failed"),
        (["--phase", "error", "--error-message", "The server is busy."], "error-message"),
        (["--scrub", "4"], "scrubbed"),
        (["--range", "1W"], "range-1W"),
        (["--range", "3M"], "range-3M"),
        (["--range", "1Y"], "range-1Y"),
        (["--ranges", "1W,1M"], "two-ranges"),
        (["--no-select-metric"], "no-select-metric"),
        (["--reduce-motion"], "reduce-motion"),
        (["--locale", "de_DE"], "de_DE"),
    ]
    for extra, name in states:
        for size, width in ([("large", "350"), ("accessibility5", "320")] if not quick else [("large", "350")]):
            cases.append((["--sample", *extra, "--dynamic-type", size, "--width", width], f"{name}-{size}-{width}", False))
    return cases


def special_overviews(workdir):
    """Overviews for the states the sample cannot show: a range still loading, an empty period."""
    sample = json.loads((ROOT / "docs" / "examples" / "sample-overview.json").read_text())
    out = []
    missing = json.loads(json.dumps(sample))
    missing["periods"].pop("3M", None)
    path = workdir / "range-loading.json"
    path.write_text(json.dumps(missing))
    out.append(([str(path), "--range", "3M"], "range-loading"))
    empty = json.loads(json.dumps(sample))
    empty["periods"]["1W"]["points"] = []
    path = workdir / "empty.json"
    path.write_text(json.dumps(empty))
    out.append(([str(path), "--range", "1W"], "empty"))
    return out


TILE = ["--block", "sparklineStatTile"]
DEMO = ["--sample", *TILE]


def tile_matrix(themes, quick, workdir):
    """(args, name, reduced motion, options) per static case of the sparkline stat tile: the demo
    screen over every theme and size at 320 pt and the widest and narrowest widths, its clock's
    states, the materials' solid fallbacks, and single tiles in every state the document can
    put them in (rising, falling, good and bad news, flat, missing readings, one value, none,
    long texts that wrap or shrink, a reduced long trend, hex and alias tints, another locale)."""
    cases = []
    sizes = SIZES if not quick else ["large", "accessibility5"]
    for theme in themes:
        for size in sizes:
            cases.append(([*DEMO, "--theme", theme, "--dynamic-type", size, "--width", "320"],
                          f"tile-demo-{theme}-{size}-320", False, {}))
    for size in (["xSmall", "large", "xxxLarge", "accessibility5"] if not quick else ["large"]):
        for width in ["320", "430"]:
            cases.append(([*DEMO, "--dynamic-type", size, "--width", width], f"tile-demo-light-{size}-{width}", False, {}))
    demo_states = [
        (["--tick", "1"], "tick-1", False, {}),
        (["--tick", "999"], "tick-999", False, {}),
        (["--reduce-motion"], "reduce-motion", False, {}),
        ([], "reduced-motion-emulated", True, {}),
        (["--locale", "de_DE"], "de_DE", False, {}),
        ([], "no-backdrop-filter", False, {"no_backdrop": True}),
        ([], "reduced-transparency", False, {"media": {"prefers-reduced-transparency": "reduce"}}),
        (["--theme", "dark-high-contrast"], "more-contrast", False, {"media": {"prefers-contrast": "more"}}),
    ]
    for extra, name, reduce, options in demo_states:
        cases.append(([*DEMO, *extra], f"tile-demo-{name}", reduce, options))
    example = json.loads((ROOT / "docs" / "examples" / "sparkline-tile.json").read_text())
    documents = {
        "example": {},
        "missing": {"trend": [None, 4200, None, 4460, None, 4980]},
        "one-value": {"trend": [None, 4980, None]},
        "no-values": {"trend": []},
        "two-values": {"trend": [4200, 4980]},
        "flat": {"trend": [4980, 4980, 4980, 4980]},
        "first-zero": {"trend": [0, 1200, 4980]},
        "fall-good": {"title": "Churn", "value": "41 users", "trend": [66, 60, 58, 49, 41], "tint": "pink",
                      "higherIsBetter": False, "systemImage": "arrow.uturn.left.circle"},
        "rise-bad": {"title": "Tickets", "value": "131", "trend": [101, 112, 131], "tint": "purple",
                     "higherIsBetter": False, "systemImage": "lifepreserver"},
        "defaults": {"systemImage": None, "tint": None, "higherIsBetter": None},
        "hex-tint": {"tint": "#FF8800"},
        "alias-tint": {"tint": "{color.accent}"},
        "long-title": {"title": "Monthly recurring revenue from subscriptions"},
        "long-value": {"value": "$1,234,567"},  # shrinks towards 0.7 (a longer one truncates: the audit reports it)
        "long-trend": {"trend": [round(4000 + 900 * math.sin(i / 37) + i * 0.4) for i in range(2400)]},
    }
    pairs = [("large", "350"), ("accessibility5", "320")] if not quick else [("large", "350")]
    for name, changes in documents.items():
        document = dict(example, **changes)
        path = workdir / f"tile-{name}.json"
        path.write_text(json.dumps(document))
        for size, width in pairs:
            cases.append(([str(path), "--dynamic-type", size, "--width", width], f"tile-{name}-{size}-{width}", False, {}))
    path = workdir / "tile-example.json"
    for extra, name in [(["--reduce-motion"], "reduce-motion"), (["--locale", "de_DE"], "de_DE"),
                        (["--theme", "dark"], "dark"), (["--width", "160"], "narrow-160")]:
        cases.append(([str(path), *extra], f"tile-example-{name}", False, {}))
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--spec-compile", default=str(ROOT / ".build" / "debug" / "spec-compile"))
    parser.add_argument("--quick", action="store_true", help="a smaller matrix, for development")
    parser.add_argument("--keep", help="write the pages to this directory and keep them")
    parser.add_argument("--blocks", default="statsOverview,sparklineStatTile,dashboard",
                        help="comma-separated: the blocks whose cases to run (default: every block drawn)")
    args = parser.parse_args()

    started = time.monotonic()
    workdir = pathlib.Path(args.keep or tempfile.mkdtemp(prefix="spblocks-web-"))
    workdir.mkdir(parents=True, exist_ok=True)
    themes = subprocess.run([args.spec_compile, "themes"], capture_output=True, text=True, check=True).stdout.split()
    checker = Checker(args.spec_compile, workdir)
    blocks = args.blocks.split(",")
    cases = []
    try:
        if "statsOverview" in blocks:
            cases += [(c, name, reduce, {}) for c, name, reduce in matrix(themes, args.quick)]
            cases += [(extra, name, False, {}) for extra, name in special_overviews(workdir)]
        if "sparklineStatTile" in blocks:
            cases += tile_matrix(themes, args.quick, workdir)
        checker.prefetch([c + e for c, _, _, _ in cases for e in (["--format", "html"], ["--frames"])])
        for case_args, name, reduce, options in cases:
            checker.static_case(case_args, name, reduce, **options)
        if "statsOverview" in blocks:
            checker.reduced_motion_case()
            checker.range_case()
            checker.scrub_case()
        if "sparklineStatTile" in blocks:
            checker.tick_case()
        if "dashboard" in blocks:
            cases = cases + [None] * run_dashboard(checker, themes, args.quick)
        width_case(checker, blocks)
    finally:
        checker.close()
    elapsed = time.monotonic() - started
    worst = checker.worst
    print(f"web renderer: {checker.pages} pages, {len(cases)} static cases, "
          f"{checker.compared['containers']} container boxes, {checker.compared['texts']} texts, "
          f"{checker.compared['labels']} chart dates compared in {elapsed:.1f} s")
    print(f"  worst container difference {worst['container']:.3f} pt; text positions {worst['textPosition']:.3f} pt; "
          f"text widths model vs browser {worst['textWidthRelMin'] * 100:+.3f} % … {worst['textWidthRel'] * 100:+.3f} %")
    if checker.failures:
        print(f"{len(checker.failures)} failures:")
        for failure in checker.failures:
            print("  " + failure)
        sys.exit(1)
    print("  all checks pass")


if __name__ == "__main__":
    main()
