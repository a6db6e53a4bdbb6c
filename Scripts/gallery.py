#!/usr/bin/env python3
"""A contact sheet of a block for a designer: themes × Dynamic Type sizes × widths × states,
each drawn by the web reference renderer from the tree `spec-compile` compiles.

    Scripts/gallery.py --out gallery.html                      # the whole sheet, one HTML file
    Scripts/gallery.py --out gallery.html --png gallery.png    # and a screenshot of it (Chromium)
    Scripts/gallery.py --themes light,dark --sizes large --widths 320 --states loaded,error --out g.html
    Scripts/gallery.py --block sparklineStatTile --out tiles.html   # the sparkline stat tile's sheet
    Scripts/gallery.py --block dashboard --widths 390 --out dashboard.html   # the dashboard's sheet
    Scripts/gallery.py --docs-images docs/images               # the screenshots docs/gallery.md shows

The sheet is self-contained (the renderer embedded once, every tree inline) and opens in any
browser; `--png` and `--docs-images` need Chromium, chromium-driver and selenium (as the browser
check does). Each cell is captioned with its command line, so any cell can be reproduced with
`spec-compile … --format html`.
"""
import argparse
import html
import json
import pathlib
import re
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
RENDERER = ROOT / "Renderers" / "web" / "spblocks-renderer.js"
SIZES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
# Each block's input on the command line, its states as the command line asks for them (a state
# may give its own input: a file, or a document on standard input, shown in its caption), and the
# states a sheet shows by default.
TILE = json.loads((ROOT / "docs" / "examples" / "sparkline-tile.json").read_text(encoding="utf-8"))


def tile_document(**changes):
    """A single tile's document, the docs' example with `changes`, read from standard input."""
    return {"stdin": json.dumps(dict(TILE, **changes), ensure_ascii=False)}


BLOCKS = {
    "statsOverview": {
        "input": ["--sample"],
        "default": "loaded,scrubbing,loading,error,retry-failed",
    },
    "sparklineStatTile": {
        "input": ["--sample", "--block", "sparklineStatTile"],
        "default": "demo,tick-500,tile,tile-falls,tile-missing,tile-one-value",
        "states": {
            "demo": [],
            "tick-500": ["--tick", "500"],
            "reduce-motion": ["--reduce-motion"],
            "tile": {"file": "docs/examples/sparkline-tile.json"},
            "tile-falls": tile_document(title="Churn", value="41 users", trend=[66, 60, 58, 49, 41], tint="pink",
                                        higherIsBetter=False, systemImage="arrow.uturn.left.circle"),
            "tile-missing": tile_document(trend=[None, 4200, None, 4460, None, 4980]),
            "tile-one-value": tile_document(trend=[4980]),
            "tile-flat": tile_document(trend=[4980, 4980, 4980]),
        },
    },
}
# The dashboard's states (docs/dashboard.md, "State"): a sheet draws each as the tree says
# (`snapshot`: the scroll offset as the bar's collapse, nothing live, nothing animating).
BLOCKS["dashboard"] = {
    "input": ["--sample", "--block", "dashboard"],
    "default": "rest,scrub,scrolled,row-open,full-swipe,pull-armed,refreshing,finished",
    "states": {
        "rest": [],
        "scrub": ["--scrub-position", "0.55"],
        "1W": ["--chart-range", "1W"],
        "3M": ["--chart-range", "3M"],
        "1Y": ["--chart-range", "1Y"],
        "scrolled": ["--scroll-offset", "40"],
        "collapsed": ["--scroll-offset", "200"],
        "row-open": ["--open-row", "order-1042"],
        "dragging": ["--open-row", "order-1042", "--reveal", "0.4", "--dragging"],
        "full-swipe": ["--open-row", "order-1042", "--reveal", "0.7", "--dragging"],
        "pull": ["--pull", "50"],
        "pull-armed": ["--pull", "90"],
        "refreshing": ["--refresh", "refreshing"],
        "finished": ["--refresh", "finished"],
        "in-navigation-stack": ["--in-navigation-stack"],
        "reduce-motion-row": ["--reduce-motion", "--open-row", "order-1042", "--reveal", "0.4", "--dragging"],
    },
}
BLOCKS["statsOverview"]["states"] = STATES = {
    "loaded": [],
    "scrubbing": ["--scrub", "9"],
    "1Y": ["--range", "1Y"],
    "loading": ["--phase", "loading"],
    "error": ["--phase", "error"],
    "retrying": ["--phase", "retrying"],
    "retry-succeeded": ["--phase", "retry-succeeded"],
    "retry-failed": ["--phase", "retry-failed", "--retry-message", "Still busy."],
}
# The screenshots docs/gallery.md shows: (file name, command-line arguments).
DOC_IMAGES = [
    ("dashboard-light-large-390", [*BLOCKS["dashboard"]["input"], "--theme", "light", "--width", "390"]),
    ("dashboard-dark-row-open-390",
     [*BLOCKS["dashboard"]["input"], "--theme", "dark", "--width", "390", "--open-row", "order-1042",
      "--pull", "90"]),
    ("dashboard-dark-scrubbed-390",
     [*BLOCKS["dashboard"]["input"], "--theme", "dark", "--width", "390", "--scrub-position", "0.62"]),
    ("tile-light-large-320", [*BLOCKS["sparklineStatTile"]["input"], "--theme", "light", "--width", "320"]),
    ("tile-dark-large-320", [*BLOCKS["sparklineStatTile"]["input"], "--theme", "dark", "--width", "320"]),
    ("tile-light-high-contrast-large-320",
     [*BLOCKS["sparklineStatTile"]["input"], "--theme", "light-high-contrast", "--width", "320"]),
    ("tile-dark-accessibility5-320",
     [*BLOCKS["sparklineStatTile"]["input"], "--theme", "dark", "--dynamic-type", "accessibility5", "--width", "320"]),
    ("tile-single-light-large-350", ["docs/examples/sparkline-tile.json", "--theme", "light"]),
    ("light-large-350", ["--sample", "--theme", "light"]),
    ("dark-large-350", ["--sample", "--theme", "dark"]),
    ("light-high-contrast-large-350", ["--sample", "--theme", "light-high-contrast"]),
    ("dark-high-contrast-large-350", ["--sample", "--theme", "dark-high-contrast"]),
    ("light-large-320", ["--sample", "--theme", "light", "--width", "320"]),
    ("light-accessibility5-320", ["--sample", "--theme", "light", "--dynamic-type", "accessibility5", "--width", "320"]),
    ("dark-accessibility5-320", ["--sample", "--theme", "dark", "--dynamic-type", "accessibility5", "--width", "320"]),
    ("light-scrubbing-350", ["--sample", "--theme", "light", "--scrub", "9"]),
    ("light-loading-350", ["--sample", "--theme", "light", "--phase", "loading"]),
    ("light-retry-failed-350", ["--sample", "--theme", "light", "--phase", "retry-failed", "--retry-message", "Still busy."]),
]


def spec_compile(binary, args, stdin=None):
    """The command's output for `args` (a document's path or `--sample …` first, as DOC_IMAGES
    and BLOCKS give them), with `stdin` as its standard input when given."""
    out = subprocess.run([binary, *args], capture_output=True, cwd=ROOT,
                         input=stdin.encode() if stdin is not None else None,
                         stdin=subprocess.DEVNULL if stdin is None else None)
    if out.returncode != 0:
        sys.exit(f"spec-compile {' '.join(args)}: {out.stderr.decode().strip()}")
    return out.stdout


def page_background(binary, theme):
    """The theme's page background, as the command's own HTML page uses it."""
    page = spec_compile(binary, ["--sample", "--theme", theme, "--phase", "loading", "--format", "html"]).decode()
    return re.search(r"html \{ background: var\(--sp-color-bg, (#[0-9A-F]+)\); \}", page).group(1)


def state_command(block, state):
    """(arguments before the environment's, flags after it, standard input, caption's prefix)."""
    spec = BLOCKS[block]["states"][state]
    if isinstance(spec, list):
        return list(BLOCKS[block]["input"]), spec, None, ""
    if "file" in spec:
        return [spec["file"]], [], None, ""
    return ["-"], [], spec["stdin"], f"echo '{spec['stdin']}' | "


def sheet(binary, block, themes, sizes, widths, states):
    """The contact sheet's HTML: one cell per case, grouped in rows by theme and state."""
    backgrounds = {theme: page_background(binary, theme) for theme in themes}
    cells = []
    for theme in themes:
        for state in states:
            before, flags, stdin, prefix = state_command(block, state)
            for size in sizes:
                for width in widths:
                    args = [*before, "--theme", theme, "--dynamic-type", size, "--width", width, *flags]
                    tree = spec_compile(binary, args, stdin).decode().strip()
                    cells.append({"block": block, "theme": theme, "state": state, "size": size, "width": width,
                                  "args": prefix + " ".join(["spec-compile", *args]),
                                  "background": backgrounds[theme], "tree": json.loads(tree)})
    data = json.dumps(cells, ensure_ascii=False).replace("<", "\\u003c")
    renderer = RENDERER.read_text(encoding="utf-8")
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>SPBlocks gallery</title>
<style>
body {{ margin: 0; padding: 24px; background: #E5E5EA; font: 13px/1.4 Inter, -apple-system, sans-serif; }}
h1 {{ font-size: 20px; margin: 0 0 16px; }}
.sheet {{ display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }}
figure {{ margin: 0; padding: 20px; border-radius: 12px; }}
figcaption {{ margin-top: 12px; max-width: 320px; color: #3C3C43; background: #FFFFFFCC; padding: 4px 8px;
  border-radius: 6px; font: 11px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }}
</style>
</head>
<body>
<h1>SPBlocks · {html.escape(block)} · {len(cells)} cases</h1>
<div class="sheet" id="sheet"></div>
<script type="application/json" id="cells">{data}</script>
<script type="module">
{renderer}
const cells = JSON.parse(document.getElementById("cells").textContent);
const sheet = document.getElementById("sheet");
for (const cell of cells) {{
  const figure = document.createElement("figure");
  figure.style.background = cell.background;
  const block = document.createElement("div");
  const caption = document.createElement("figcaption");
  caption.textContent = `${{cell.theme}} · ${{cell.state}} · ${{cell.size}} · ${{cell.width}} pt — ${{cell.args}}`;
  figure.append(block, caption);
  sheet.appendChild(figure);
  // A screen is drawn as its tree says, still; other blocks with their transitions held.
  render(cell.tree, block, cell.block === "dashboard" ? {{ snapshot: true }} : {{ reduceMotion: true }});
}}
document.documentElement.dataset.ready = "true";
</script>
</body>
</html>
"""


def browser(scale):
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    options = Options()
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                f"--force-device-scale-factor={scale}", "--window-size=1600,1200",
                "--font-render-hinting=none"]:
        options.add_argument(arg)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait_ready(driver):
    for _ in range(200):
        if driver.execute_script("return document.documentElement.dataset.ready === 'true'"):
            return
        time.sleep(0.02)
    sys.exit("the page did not render")


def full_page_png(html_path, png_path):
    """A screenshot of the whole sheet."""
    driver = browser(1)
    try:
        driver.get(html_path.resolve().as_uri())
        wait_ready(driver)
        width, height = driver.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
        driver.set_window_size(max(width, 800), min(height + 100, 16000))
        driver.get_screenshot_as_file(str(png_path))
    finally:
        driver.quit()


def doc_images(binary, directory, only=None):
    """The docs' screenshots: each case's own page (`--format html`), a card with its 20-pt
    margin, a screen edge to edge, at 2× for sharp images; `only`: the names to write (default: all)."""
    from selenium.webdriver.common.by import By
    directory.mkdir(parents=True, exist_ok=True)
    driver = browser(2)
    try:
        for name, args in DOC_IMAGES:
            if only and not any(name.startswith(prefix) for prefix in only):
                continue
            page = directory / f".{name}.html"
            page.write_bytes(spec_compile(binary, [*args, "--format", "html"]))
            driver.get(page.resolve().as_uri())
            wait_ready(driver)
            # Still images: finished transitions, and the ghosts' pulse held at full opacity.
            driver.execute_script(
                "document.getAnimations().forEach((a) => a.effect.getTiming().iterations === Infinity ? a.cancel() : a.finish())")
            # The body shrinks to the block (and a card's 20-pt margin), so the image is just that.
            driver.execute_script("document.body.style.display = 'inline-block'")
            body = driver.find_element(By.TAG_NAME, "body")
            height = driver.execute_script("return document.body.scrollHeight")
            driver.set_window_size(520, height + 200)
            body.screenshot(str(directory / f"{name}.png"))
            page.unlink()
            print(f"wrote {directory / (name + '.png')}")
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--spec-compile", default=str(ROOT / ".build" / "debug" / "spec-compile"))
    parser.add_argument("--themes", help="comma-separated; default: every shipped theme")
    parser.add_argument("--sizes", default="large,xxxLarge,accessibility5")
    parser.add_argument("--widths", default="320,350")
    parser.add_argument("--block", default="statsOverview", choices=list(BLOCKS),
                        help="the block whose sheet to write (default: statsOverview)")
    parser.add_argument("--states", help="comma-separated; the block's states: " + "; ".join(
        f"{name}: {', '.join(spec['states'])}" for name, spec in BLOCKS.items())
        + " (default: " + "; ".join(f"{name}: {spec['default']}" for name, spec in BLOCKS.items()) + ")")
    parser.add_argument("--out", type=pathlib.Path, help="write the contact sheet here (HTML)")
    parser.add_argument("--png", type=pathlib.Path, help="also screenshot the sheet to this PNG")
    parser.add_argument("--docs-images", type=pathlib.Path, help="write docs/gallery.md's screenshots here")
    parser.add_argument("--only", help="with --docs-images: comma-separated name prefixes to write (e.g. tile-)")
    args = parser.parse_args()

    if args.docs_images:
        doc_images(args.spec_compile, args.docs_images, args.only.split(",") if args.only else None)
    if args.out:
        themes = (args.themes.split(",") if args.themes else
                  subprocess.run([args.spec_compile, "themes"], capture_output=True, text=True, check=True).stdout.split())
        states = (args.states or BLOCKS[args.block]["default"]).split(",")
        for state in states:
            if state not in BLOCKS[args.block]["states"]:
                sys.exit(f"unknown state {state!r} of {args.block}; one of {', '.join(BLOCKS[args.block]['states'])}")
        for size in args.sizes.split(","):
            if size not in SIZES:
                sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
        args.out.write_text(sheet(args.spec_compile, args.block, themes, args.sizes.split(","),
                                  args.widths.split(","), states), encoding="utf-8")
        print(f"wrote {args.out}")
        if args.png:
            full_page_png(args.out, args.png)
            print(f"wrote {args.png}")
    if not args.out and not args.docs_images:
        parser.error("nothing to do: give --out and/or --docs-images")


if __name__ == "__main__":
    main()
