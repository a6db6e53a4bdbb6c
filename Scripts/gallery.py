#!/usr/bin/env python3
"""A contact sheet of the stats overview block for a designer: themes × Dynamic Type sizes ×
widths × states, each drawn by the web reference renderer from the tree `spec-compile` compiles.

    Scripts/gallery.py --out gallery.html                      # the whole sheet, one HTML file
    Scripts/gallery.py --out gallery.html --png gallery.png    # and a screenshot of it (Chromium)
    Scripts/gallery.py --themes light,dark --sizes large --widths 320 --states loaded,error --out g.html
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
# Each state as the command line asks for it.
STATES = {
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
    ("light-large-350", ["--theme", "light"]),
    ("dark-large-350", ["--theme", "dark"]),
    ("light-high-contrast-large-350", ["--theme", "light-high-contrast"]),
    ("dark-high-contrast-large-350", ["--theme", "dark-high-contrast"]),
    ("light-large-320", ["--theme", "light", "--width", "320"]),
    ("light-accessibility5-320", ["--theme", "light", "--dynamic-type", "accessibility5", "--width", "320"]),
    ("dark-accessibility5-320", ["--theme", "dark", "--dynamic-type", "accessibility5", "--width", "320"]),
    ("light-scrubbing-350", ["--theme", "light", "--scrub", "9"]),
    ("light-loading-350", ["--theme", "light", "--phase", "loading"]),
    ("light-retry-failed-350", ["--theme", "light", "--phase", "retry-failed", "--retry-message", "Still busy."]),
]


def spec_compile(binary, args):
    out = subprocess.run([binary, "--sample", *args], capture_output=True, stdin=subprocess.DEVNULL)
    if out.returncode != 0:
        sys.exit(f"spec-compile {' '.join(args)}: {out.stderr.decode().strip()}")
    return out.stdout


def page_background(binary, theme):
    """The theme's page background, as the command's own HTML page uses it."""
    page = spec_compile(binary, ["--theme", theme, "--phase", "loading", "--format", "html"]).decode()
    return re.search(r"html \{ background: (#[0-9A-F]+); \}", page).group(1)


def sheet(binary, themes, sizes, widths, states):
    """The contact sheet's HTML: one cell per case, grouped in rows by theme and state."""
    backgrounds = {theme: page_background(binary, theme) for theme in themes}
    cells = []
    for theme in themes:
        for state in states:
            for size in sizes:
                for width in widths:
                    args = ["--theme", theme, "--dynamic-type", size, "--width", width, *STATES[state]]
                    tree = spec_compile(binary, args).decode().strip()
                    cells.append({"theme": theme, "state": state, "size": size, "width": width,
                                  "args": " ".join(["spec-compile", "--sample", *args]),
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
<h1>SPBlocks · stats overview · {len(cells)} cases</h1>
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
  render(cell.tree, block, {{ reduceMotion: true }});
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


def doc_images(binary, directory):
    """The docs' screenshots: each case's own page (`--format html`), the block with its 20-pt
    margin, at 2× for sharp images."""
    from selenium.webdriver.common.by import By
    directory.mkdir(parents=True, exist_ok=True)
    driver = browser(2)
    try:
        for name, args in DOC_IMAGES:
            page = directory / f".{name}.html"
            page.write_bytes(spec_compile(binary, [*args, "--format", "html"]))
            driver.get(page.resolve().as_uri())
            wait_ready(driver)
            # Still images: finished transitions, and the ghosts' pulse held at full opacity.
            driver.execute_script(
                "document.getAnimations().forEach((a) => a.effect.getTiming().iterations === Infinity ? a.cancel() : a.finish())")
            # The body shrinks to the block and its 20-pt margin, so the image is just that.
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
    parser.add_argument("--states", default="loaded,scrubbing,loading,error,retry-failed",
                        help="comma-separated from: " + ", ".join(STATES))
    parser.add_argument("--out", type=pathlib.Path, help="write the contact sheet here (HTML)")
    parser.add_argument("--png", type=pathlib.Path, help="also screenshot the sheet to this PNG")
    parser.add_argument("--docs-images", type=pathlib.Path, help="write docs/gallery.md's screenshots here")
    args = parser.parse_args()

    if args.docs_images:
        doc_images(args.spec_compile, args.docs_images)
    if args.out:
        themes = (args.themes.split(",") if args.themes else
                  subprocess.run([args.spec_compile, "themes"], capture_output=True, text=True, check=True).stdout.split())
        for state in args.states.split(","):
            if state not in STATES:
                sys.exit(f"unknown state {state!r}; one of {', '.join(STATES)}")
        for size in args.sizes.split(","):
            if size not in SIZES:
                sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
        args.out.write_text(sheet(args.spec_compile, themes, args.sizes.split(","), args.widths.split(","),
                                  args.states.split(",")), encoding="utf-8")
        print(f"wrote {args.out}")
        if args.png:
            full_page_png(args.out, args.png)
            print(f"wrote {args.png}")
    if not args.out and not args.docs_images:
        parser.error("nothing to do: give --out and/or --docs-images")


if __name__ == "__main__":
    main()
