#!/usr/bin/env python3
"""`spec-compile preview` in headless Chromium (docs/preview.md, issue #26).

Starts the preview on a free port with a copy of an overview, a copy of a theme file and a
resolver document, opens the page, and checks:

- every control (document, theme, a resolver's modifiers, Dynamic Type, width, Reduce Motion,
  locale, each state flag of the document's block, generated from the block's stateFlags): the
  page's tree equals `spec-compile` run with the same flags; where the command refuses the flags
  (exit 64), the page shows the command's own lines;
- the document edited on disk: the page shows the change within 1 s;
- broken JSON written: the page shows the command's problem lines; fixed: the block is back;
- a theme token changed on disk: the colour changes on the page;
- the matrix view's twelve Dynamic Type sizes, each cell the command's tree at that size;
- the time from a control's change to the redrawn page (reported; its median must be under 50 ms).

    python3 Scripts/check-preview.py --spec-compile .build/debug/spec-compile [--screenshot docs/images/preview-matrix.png]
"""
import argparse
import json
import pathlib
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

ROOT = pathlib.Path(__file__).resolve().parent.parent
SIZES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
# Values for state flags that take free text.
TEXT_VALUES = {"ranges": "1M,1Y", "scrub": "2", "scrub-position": "0.5", "error-message": "Offline.",
               "retry-message": "Still busy.", "tick": "3", "pull": "40", "scroll": "120"}

failures = []
# The server's share of each timed redraw (its Server-Timing: compile and encode), in ms.
server_timings = []
# The renderer's share: its render() or view.update() of the new tree, in ms.
render_timings = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        failures.append(what)


class Preview:
    def __init__(self, binary, work):
        self.binary = binary
        self.work = work
        self.overview = work / "overview.json"
        self.theme = work / "brand.json"
        shutil.copy(ROOT / "docs" / "examples" / "overview.json", self.overview)
        shutil.copy(ROOT / "docs" / "examples" / "brand-theme.json", self.theme)
        self.resolver = ROOT / "docs" / "examples" / "tokens" / "harbor.resolver.json"
        self.process = subprocess.Popen(
            [binary, "preview", str(self.overview), str(ROOT / "docs" / "examples" / "dashboard.json"), "--sample", "--block", "sparklineStatTile",
             "--theme", f"{self.theme},{self.resolver}", "--port", "0"],
            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, cwd=work)
        line = self.process.stderr.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            self.process.kill()
            sys.exit(f"preview did not print its URL: {line!r}")
        self.url = match.group(0)

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            code = self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        return code, self.process.stderr.read()


def command_for(preview, config, state):
    """The spec-compile command line for the page's state."""
    document = config["documents"][state["doc"]]
    args = [preview.binary]
    if state["doc"] == 0:
        args.append(str(preview.overview))
    elif state["doc"] == 1:
        args.append(str(ROOT / "docs" / "examples" / "dashboard.json"))
    else:
        args += ["--sample", "--block", document["block"]]
    theme = config["themes"][state["theme"]]["label"]
    args += ["--theme", theme]
    if state["input"]:
        args += ["--input", ",".join(f"{k}={v}" for k, v in sorted(state["input"].items()))]
    args += ["--dynamic-type", state["size"], "--width", str(state["width"]).removesuffix(".0"),
             "--locale", state["locale"]]
    if state["reduceMotion"]:
        args.append("--reduce-motion")
    for name, value in state["flags"].items():
        if value is True:
            args.append(f"--{name}")
        elif value not in ("", False, None):
            args += [f"--{name}", str(value)]
    return args


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--spec-compile", default=str(ROOT / ".build" / "debug" / "spec-compile"))
    parser.add_argument("--screenshot", help="write a PNG of the matrix view of the twelve sizes here")
    args = parser.parse_args()
    binary = str(pathlib.Path(args.spec_compile).resolve())
    work = pathlib.Path(tempfile.mkdtemp())
    preview = Preview(binary, work)
    options = Options()
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1400,1000",
                "--force-device-scale-factor=1", "--disable-dev-shm-usage", "--font-render-hinting=none"]:
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(20)
    timings = []
    try:
        run(driver, preview, timings, args)
    finally:
        driver.quit()
        code, tail = preview.stop()
        shutil.rmtree(work, ignore_errors=True)
    check(code == 0, f"SIGINT stops the preview with status 0 (was {code})")
    check(re.search(r"preview: reloaded .*overview\.json", tail) is not None, "it printed a line per reload")
    if timings:
        timings.sort()
        median = statistics.median(timings)
        p90 = timings[int(len(timings) * 0.9) - 1]
        print(f"control change to redrawn page: {len(timings)} changes, median {median:.1f} ms, "
              f"90th percentile {p90:.1f} ms, max {timings[-1]:.1f} ms")
        served = sorted(t for t in server_timings if t is not None)
        if served:
            print(f"  of which the server (compile and encode, Server-Timing): median {statistics.median(served):.2f} ms, "
                  f"max {served[-1]:.2f} ms")
        drawn = sorted(t for t in render_timings if t is not None)
        if drawn:
            print(f"  of which the renderer (render or view.update): median {statistics.median(drawn):.2f} ms, "
                  f"max {drawn[-1]:.2f} ms")
        check(median < 50, f"median control change to redrawn page under 50 ms ({median:.1f} ms)")
    if failures:
        sys.exit(f"{len(failures)} check(s) failed")
    print("preview: all checks passed")


def answers(driver):
    return driver.execute_script("return window.preview ? window.preview.answers : 0")


def wait_for(driver, condition, timeout=5.0, what="the page"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


def changed(driver, action):
    """Runs `action` (a control change) and waits for the page's answer."""
    before = answers(driver)
    if action() is False:
        return  # already so: no change event
    wait_for(driver, lambda: answers(driver) > before, what="a redraw")


def page_state(driver):
    return driver.execute_script("""
      const p = window.preview;
      const tree = p.problems.length ? null : p.tree;
      return { tree, problems: p.problems, timing: p.timings[p.timings.length - 1],
               server: p.serverTimings[p.serverTimings.length - 1],
               render: p.renderTimings[p.renderTimings.length - 1] };""")


def control_state(driver):
    """The state the controls show, read back from the DOM."""
    return driver.execute_script("""
      const $ = (id) => document.getElementById(id);
      const input = {};
      for (const s of document.querySelectorAll('#inputs select')) input[s.id.slice(6)] = s.value;
      const flags = {};
      for (const c of document.querySelectorAll('[data-flag]')) flags[c.dataset.flag] = c.type === 'checkbox' ? c.checked : c.value;
      return { doc: Number($('doc').value), theme: Number($('theme').value), input, size: $('size').value,
               width: Number($('width').value), reduceMotion: $('reduce-motion').checked, locale: $('locale').value, flags };""")


def compare(driver, preview, config, what, timings):
    state = control_state(driver)
    shown = page_state(driver)
    command = command_for(preview, config, state)
    result = subprocess.run(command, capture_output=True, text=True, cwd=preview.work)
    if result.returncode == 0:
        expected = json.loads(result.stdout)
        check(shown["tree"] == expected, f"{what}: the page's tree is `spec-compile {' '.join(command[1:])}`'s")
        if shown["timing"] is not None:
            timings.append(shown["timing"])
            server_timings.append(shown["server"])
            render_timings.append(shown["render"])
    else:
        lines = [line for line in result.stderr.splitlines() if line]
        check(shown["problems"] == lines,
              f"{what}: the page shows the command's lines (exit {result.returncode}): {lines[:2]}")


def select(driver, element_id, value):
    element = driver.find_element(By.ID, element_id)
    if element.get_attribute("value") == str(value):
        return False
    Select(element).select_by_value(str(value))
    return True


def set_text(driver, element_id, value):
    """Types a whole value into a text or number field: one change event, as leaving the field gives."""
    driver.execute_script("""const el = document.getElementById(arguments[0]);
      el.focus(); el.value = arguments[1]; el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true })); el.blur();""", element_id, str(value))


def run(driver, preview, timings, args):
    driver.get(preview.url)
    wait_for(driver, lambda: driver.execute_script("return document.documentElement.dataset.ready === 'true'"),
             timeout=10, what="the page to load")
    config = driver.execute_script("return window.preview.config")
    compare(driver, preview, config, "first view", timings)

    # Theme: every shipped theme, the file, the resolver and each context of its modifiers.
    for index, theme in enumerate(config["themes"]):
        changed(driver, lambda: select(driver, "theme", index))
        compare(driver, preview, config, f"theme {theme['label']}", timings)
        for modifier in theme["modifiers"]:
            for context in modifier["contexts"]:
                if driver.find_element(By.ID, f"input-{modifier['name']}").get_attribute("value") == context:
                    continue
                changed(driver, lambda: select(driver, f"input-{modifier['name']}", context))
                compare(driver, preview, config, f"theme {theme['label']} {modifier['name']}={context}", timings)
    changed(driver, lambda: select(driver, "theme", config["theme"]))

    for size in ["accessibility3", "xSmall", "large"]:
        changed(driver, lambda: select(driver, "size", size))
        compare(driver, preview, config, f"Dynamic Type {size}", timings)

    for width in [320, 430]:
        changed(driver, lambda: set_text(driver, "width", width))
        compare(driver, preview, config, f"width {width}", timings)
    changed(driver, lambda: select(driver, "width-preset", 390))
    compare(driver, preview, config, "width preset 390", timings)

    changed(driver, lambda: driver.find_element(By.ID, "reduce-motion").click())
    compare(driver, preview, config, "Reduce Motion on", timings)
    changed(driver, lambda: driver.find_element(By.ID, "reduce-motion").click())

    for locale in ["fr_FR", "ja_JP", "en_US"]:
        changed(driver, lambda: select(driver, "locale", locale))
        compare(driver, preview, config, f"locale {locale}", timings)

    # Each document, and each state flag of its block, as the block declares them.
    for doc, document in enumerate(config["documents"]):
        changed(driver, lambda: select(driver, "doc", doc))
        compare(driver, preview, config, f"document {document['label']}", timings)
        names = [flag["name"] for flag in document["flags"]]
        check(len(driver.find_elements(By.CSS_SELECTOR, "[data-flag]")) == len(names),
              f"{document['block']}: one control per state flag ({', '.join(names)})")
        for flag in document["flags"]:
            control = driver.find_element(By.ID, f"flag-{flag['name']}")
            if flag["kind"] == "toggle":
                changed(driver, control.click)
                compare(driver, preview, config, f"{document['block']} --{flag['name']}", timings)
                changed(driver, control.click)
                continue
            values = flag["values"][1:2] or flag["values"][:1] or [TEXT_VALUES.get(flag["name"], "1")]
            for value in values:
                if flag["values"]:
                    changed(driver, lambda: select(driver, f"flag-{flag['name']}", value))
                else:
                    changed(driver, lambda: set_text(driver, f"flag-{flag['name']}", value))
                compare(driver, preview, config, f"{document['block']} --{flag['name']} {value}", timings)
            # Back to the flag's default.
            if flag["values"]:
                changed(driver, lambda: select(driver, f"flag-{flag['name']}", ""))
            else:
                changed(driver, lambda: set_text(driver, f"flag-{flag['name']}", ""))
    changed(driver, lambda: select(driver, "doc", 0))

    # The document edited on disk: seen within 1 s.
    text = preview.overview.read_text()
    label = json.loads(text)["label"]
    edited = text.replace(f'"{label}"', '"Edited on disk"', 1)
    started = time.monotonic()
    preview.overview.write_text(edited)
    wait_for(driver, lambda: "Edited on disk" in json.dumps(page_state(driver)["tree"]), timeout=3,
             what="the edit")
    seen = time.monotonic() - started
    check(seen < 1.0, f"an edit on disk is on the page in {seen * 1000:.0f} ms (under 1 s)")
    compare(driver, preview, config, "after the edit", timings)

    # Broken JSON: the problems, as the command prints them; then fixed.
    preview.overview.write_text(edited[: len(edited) // 2])
    wait_for(driver, lambda: page_state(driver)["problems"], timeout=3, what="the problems")
    check(driver.find_element(By.ID, "problems").is_displayed(), "broken JSON: the problems are shown")
    check(not driver.find_element(By.ID, "stage").is_displayed(), "broken JSON: the block is not")
    compare(driver, preview, config, "broken JSON", timings)
    shown = page_state(driver)["problems"]
    check(all(line.startswith("spec-compile: ") and "overview.json" in line for line in shown),
          f"broken JSON: each line names the file as the command does: {shown[:1]}")
    preview.overview.write_text(edited)
    wait_for(driver, lambda: page_state(driver)["tree"] is not None, timeout=3, what="the block to come back")
    check(driver.find_element(By.ID, "stage").is_displayed() and not driver.find_element(By.ID, "problems").is_displayed(),
          "fixed: the block is back")
    compare(driver, preview, config, "fixed", timings)

    # A theme token changed on disk: the colour on the page changes.
    theme_index = next(i for i, t in enumerate(config["themes"]) if t["label"] == str(preview.theme))
    changed(driver, lambda: select(driver, "theme", theme_index))
    compare(driver, preview, config, "the theme file", timings)
    old, new = "#5E3CC4", "#C4263C"
    # Every colour the block's elements compute (the renderer paints a token's var() with the
    # tree's value as its fallback: the page declares no property, so the tree's value shows).
    style = lambda: driver.execute_script(
        "return [...document.querySelectorAll('#block .sp-block, #block .sp-block *')].map((el) => {"
        " const s = getComputedStyle(el); return [s.color, s.backgroundColor, s.fill, s.stroke].join(' '); }).join(' ')")
    check(old.lower() in style().lower() or "94, 60, 196" in style(), "the brand accent is on the page")
    preview.theme.write_text(preview.theme.read_text().replace(old, new))
    wait_for(driver, lambda: new in json.dumps(page_state(driver)["tree"]), timeout=3, what="the new colour")
    check(new.lower() in style().lower() or "196, 38, 60" in style(), f"the accent changed on the page to {new}")
    compare(driver, preview, config, "the changed theme file", timings)
    changed(driver, lambda: select(driver, "theme", config["theme"]))

    # A headline with a word too long for its line from `medium` up (O-DT-5), for the findings.
    long_word = "Supercalifragilisticexpialidociousnessrevenue"
    preview.overview.write_text(edited.replace('"Edited on disk"', f'"{long_word}"', 1))
    wait_for(driver, lambda: long_word in json.dumps(page_state(driver)["tree"]), timeout=3, what="the long label")

    # The matrix view: twelve sizes, each the command's tree at its size, at 320 pt.
    changed(driver, lambda: select(driver, "width-preset", 320))
    changed(driver, lambda: select(driver, "view", "sizes"))
    cells = driver.execute_script("return window.preview.cells")
    check([cell["label"] for cell in cells] == SIZES, "the matrix view shows the twelve Dynamic Type sizes in order")
    state = control_state(driver)
    for cell in cells:
        state["size"] = cell["label"]
        result = subprocess.run(command_for(preview, config, state), capture_output=True, text=True, cwd=preview.work)
        check(result.returncode == 0 and cell["tree"] == json.loads(result.stdout),
              f"matrix cell {cell['label']}: the command's tree at --dynamic-type {cell['label']}")
    drawn = driver.execute_script("return document.querySelectorAll('#matrix .cell .sp-block').length")
    check(drawn == 12, f"twelve blocks drawn ({drawn})")
    broken = [cell["label"] for cell in cells
              if any(f["rule"] == "O-DT-5" and f["node"] == "headline.label" for f in cell["findings"])]
    check(broken == SIZES[SIZES.index("medium"):],
          f"the audit's O-DT-5 on headline.label from medium up, as `spec-compile audit` finds it ({len(broken)} cells)")
    marked = driver.execute_script("""return [...document.querySelectorAll('#matrix .cell')].map((cell) =>
      [...cell.querySelectorAll('.preview-finding')].map((el) => el.dataset.nodeId))""")
    check(all("headline.label" in marked[SIZES.index(label)] for label in broken)
          and all(not marked[i] for i, label in enumerate(SIZES) if label not in broken),
          "each finding is marked on the node it names, and only there")
    if args.screenshot:
        # Six sizes a row, at 60 % so the whole matrix fits one image.
        driver.set_window_size(1500, 1000)
        driver.execute_script("document.getElementById('matrix').style.zoom = '0.6'")
        time.sleep(0.3)
        # Grow the window until the page no longer scrolls: the whole matrix is in view.
        height = 1000
        while height < 8000 and driver.execute_script(
                "return document.documentElement.scrollHeight > window.innerHeight"):
            height += 100
            driver.set_window_size(1500, height)
        time.sleep(0.3)
        driver.save_screenshot(args.screenshot)
        print(f"wrote {args.screenshot}")
        driver.execute_script("document.getElementById('matrix').style.zoom = ''")
        driver.set_window_size(1400, 1000)
    for axis in ["themes", "widths"]:
        changed(driver, lambda: select(driver, "view", axis))
        cells = driver.execute_script("return window.preview.cells")
        expected = len(config["themes"]) if axis == "themes" else len(config["widths"])
        check(len(cells) == expected, f"the matrix of {axis}: {len(cells)} cells")
    changed(driver, lambda: select(driver, "view", "single"))
    compare(driver, preview, config, "back to one block", timings)


if __name__ == "__main__":
    main()
