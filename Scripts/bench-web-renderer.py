#!/usr/bin/env python3
"""Benchmark of the web reference renderer in headless Chromium (a benchmark, not a test).

    Scripts/bench-web-renderer.py [--spec-compile .build/debug/spec-compile] [--loads 25] [--renders 200]
                                  [--block sparklineStatTile]

Measures, on a block's sample page (`spec-compile --sample [--block B] --format html`; the stats
overview's by default):

  - first render: the page's own render of the tree into an empty container, timed with
    performance.now() around `render()` (building the DOM and the layout pass, which forces the
    browser's style and layout), once per page load, over `--loads` loads: median and worst;
  - repeated render: `render()` into a fresh container `--renders` times in one page: median and
    90th percentile of wall-clock time (warm JIT and font caches), and the main thread's CPU time
    per render (CDP thread ticks), which other processes on a busy machine do not inflate;
  - sizes: the renderer's source, the renderer as the page embeds it (comment lines stripped),
    and the page without its trees (renderer plus page overhead), raw and gzipped.

Prints a Markdown table for docs/performance.md. Targets: first render median under 16 ms (one
frame at 60 Hz); renderer plus page overhead under 50 kB.
"""
import argparse
import gzip
import pathlib
import re
import statistics
import subprocess
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parent.parent

REPEAT_JS = """
const { render, data, view } = window.spblocks;
view.stopClock();  // the page's own demo clock would re-render while we measure
const times = [];
for (let i = 0; i < arguments[0]; i++) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const t0 = performance.now();
  render(data.tree, container, { reduceMotion: true });
  container.getBoundingClientRect();
  times.push(performance.now() - t0);
  container.remove();
}
return times;
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--spec-compile", default=str(ROOT / ".build" / "debug" / "spec-compile"))
    parser.add_argument("--loads", type=int, default=25)
    parser.add_argument("--renders", type=int, default=200)
    parser.add_argument("--block", default="statsOverview", help="the block whose sample to render")
    args = parser.parse_args()

    page = subprocess.run([args.spec_compile, "--sample", "--block", args.block, "--format", "html"],
                          capture_output=True, check=True, stdin=subprocess.DEVNULL).stdout
    text = page.decode()
    data = re.search(r'<script type="application/json" id="spblocks-data">(.*?)</script>', text, re.S).group(1)
    overhead = text.replace(data, "").encode()
    module = re.search(r'<script type="module">\n(.*?)\nconst data', text, re.S).group(1).encode()
    source = (ROOT / "Renderers" / "web" / "spblocks-renderer.js").read_bytes()

    path = pathlib.Path(tempfile.mkdtemp()) / "sample.html"
    path.write_bytes(page)
    options = Options()
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=520,1400",
                "--force-device-scale-factor=1"]:
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        first = []
        for _ in range(args.loads):
            driver.get(path.as_uri())
            for _ in range(200):
                ms = driver.execute_script("return window.spblocks && window.spblocks.firstRenderMs")
                if ms is not None:
                    break
                time.sleep(0.01)
            first.append(ms)
        # Main-thread CPU time (thread ticks), which a busy machine does not inflate as it does
        # wall-clock time: CDP's Performance.getMetrics around the repeated renders.
        driver.execute_cdp_cmd("Performance.enable", {"timeDomain": "threadTicks"})
        metrics = lambda: {m["name"]: m["value"] for m in driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]}
        before = metrics()
        repeated = driver.execute_script(REPEAT_JS, args.renders)
        after = metrics()
        cpu = {k: (after[k] - before[k]) / args.renders * 1000 for k in ("ThreadTime", "LayoutDuration", "RecalcStyleDuration")}
        version = driver.capabilities.get("browserVersion", "?")
    finally:
        driver.quit()

    def kb(n):
        return f"{n / 1000:.1f} kB"

    p90 = statistics.quantiles(repeated, n=10)[-1]
    print(f"Chromium {version}, {args.block} sample tree (light, large, 350 pt), {args.loads} loads, "
          f"{args.renders} renders\n")
    print("| measure | value | target |")
    print("|---|---|---|")
    print(f"| first render, median of {args.loads} page loads | {statistics.median(first):.2f} ms "
          f"(worst {max(first):.2f} ms) | < 16 ms |")
    print(f"| repeated render, median of {args.renders} | {statistics.median(repeated):.2f} ms "
          f"(p90 {p90:.2f} ms) | |")
    print(f"| repeated render, main-thread CPU time (CDP thread ticks), mean | {cpu['ThreadTime']:.2f} ms "
          f"(layout {cpu['LayoutDuration']:.2f} ms, style {cpu['RecalcStyleDuration']:.2f} ms) | < 16 ms |")
    print(f"| renderer source (`Renderers/web/spblocks-renderer.js`) | {kb(len(source))} "
          f"({kb(len(gzip.compress(source)))} gzipped) | |")
    print(f"| renderer as the page embeds it (comment lines stripped) | {kb(len(module))} "
          f"({kb(len(gzip.compress(module)))} gzipped) | |")
    print(f"| page without its trees (renderer + page overhead) | {kb(len(overhead))} "
          f"({kb(len(gzip.compress(overhead)))} gzipped) | < 50 kB |")
    print(f"| the whole sample page (its trees: as compiled, each range, the clock's ticks) | {kb(len(page))} "
          f"({kb(len(gzip.compress(page)))} gzipped) | |")


if __name__ == "__main__":
    main()
