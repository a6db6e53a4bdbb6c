#!/usr/bin/env python3
"""Compare the table measurer's widths with a shaping rasteriser, and record reference widths.

The default measurer (InterTextMeasurer) sums Inter's advance widths and ignores kerning,
ligatures and contextual alternates. This script measures a corpus of the block's strings both
ways, in every weight the blocks use, with and without tabular digits:

- the model: the same advances Scripts/generate-inter-metrics.py writes into the Swift table,
  summed per character (tnum advances when digits are monospaced);
- the reference: Pillow's FreeType font with the Raqm layout engine, i.e. HarfBuzz shaping with
  the font's default features (kern, liga, calt) plus tnum when asked.

It prints the relative error (max, mean, worst strings) and writes the reference widths to
Tests/BlockSpecTests/Layout/RasterisedWidths.swift, which a Swift test checks the real
measurer against. Not part of CI: it needs the fonts.

Requirements (Debian): apt-get install fonts-inter python3-fonttools python3-pil
Run from the repository root with Debian's Python:

    /usr/bin/python3 Scripts/compare-measurement.py [--fonts DIR] [--no-write]
"""

import argparse
import importlib.util
import os
import statistics
import sys

from PIL import ImageFont, features

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = "Tests/BlockSpecTests/Layout/RasterisedWidths.swift"
WEIGHTS = {400: "Inter-Regular.otf", 500: "Inter-Medium.otf", 600: "Inter-SemiBold.otf", 700: "Inter-Bold.otf"}

# Representative strings: headline and tile figures in en_US and de_DE (and other currencies),
# change lines, labels, chart dates, range titles, state messages, plus a few kerning-heavy words
# to show the worst case of ignoring kerning.
CORPUS = [
    "$12,345,678.90",
    "$44,051.40",
    "$1,234",
    "12.345.678,90\u00a0€",
    "44.051,40\u00a0€",
    "£9,876.54",
    "¥1,234,567",
    "₹12,34,567.00",
    "1,172",
    "1.172",
    "12.4K",
    "3.2%",
    "3,2\u00a0%",
    "4m 12s",
    "+13.0% vs last month",
    "\u221212.6% vs last week",
    "+13,0\u00a0% ggü. Vormonat",
    "Last 30 days",
    "Letzte 30 Tage",
    "Revenue",
    "Orders",
    "Average order",
    "Conversion",
    "Refund rate",
    "Umsatz",
    "Bestellungen",
    "Durchschnittlicher Bestellwert",
    "Rückerstattungsquote",
    "Mon, Oct 12",
    "Week of Sep 22",
    "Sep 1",
    "Oct 12",
    "Mo., 12. Okt.",
    "Woche vom 22.09.",
    "1W",
    "1M",
    "3M",
    "1Y",
    "No data for this range yet.",
    "Couldn't load your numbers",
    "Check your connection and try again.",
    "Try again",
    "Loading Revenue",
    "$44,051.40, up 13.0% vs last month",
    "Café Zürich",
]

# Kerning-heavy words no block shows: the worst case of ignoring kerning, reported apart.
STRESS = ["AVATAR WAVE", "Yearly Tally"]


def load_generator():
    path = os.path.join(HERE, "generate-inter-metrics.py")
    spec = importlib.util.spec_from_file_location("generate_inter_metrics", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def model_width(face, text, tabular):
    """Width in ems the Swift measurer computes (no tracking): the table's advances, summed."""
    units = 0
    for char in text:
        scalar = ord(char)
        if tabular and scalar in face["tabular"]:
            units += face["tabular"][scalar]
        else:
            units += face["advances"][scalar]
    return units / face["unitsPerEm"]


def shaped_width(font, units_per_em, text, tabular):
    """Width in ems after HarfBuzz shaping (kerning and default features on)."""
    return font.getlength(text, features=["tnum"] if tabular else None) / units_per_em


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fonts", default="/usr/share/fonts/opentype/inter")
    parser.add_argument("--no-write", action="store_true", help="print the comparison only")
    args = parser.parse_args()
    if not features.check("raqm"):
        sys.exit("Pillow lacks Raqm (HarfBuzz shaping); install libraqm0")
    generator = load_generator()
    rows = []
    for weight, name in WEIGHTS.items():
        path = os.path.join(args.fonts, name)
        face = generator.read_face(path)
        upm = face["unitsPerEm"]
        # One pixel per font unit: advances come back unrounded to the pixel grid.
        font = ImageFont.truetype(path, upm, layout_engine=ImageFont.Layout.RAQM)
        for text in CORPUS + STRESS:
            for tabular in (False, True):
                reference = shaped_width(font, upm, text, tabular)
                model = model_width(face, text, tabular)
                rows.append((text, weight, tabular, reference, model, (model - reference) / reference))
    corpus = [row for row in rows if row[0] not in STRESS]
    errors = [abs(row[5]) for row in corpus]
    signed = [row[5] for row in corpus]
    print(f"{len(corpus)} measurements ({len(CORPUS)} strings × {len(WEIGHTS)} weights × tnum off/on)")
    print(f"relative error |model − shaped| / shaped: max {max(errors):.2%}, mean {statistics.mean(errors):.2%}")
    print(f"signed: min {min(signed):+.2%}, max {max(signed):+.2%} (positive = model wider)")
    figures = [abs(r[5]) for r in corpus if r[2] and any(c.isdigit() for c in r[0])]
    print(f"figures with tabular digits: max {max(figures):.2%}, mean {statistics.mean(figures):.2%}")
    stress = [r[5] for r in rows if r[0] in STRESS]
    print(f"kerning stress strings {STRESS}: max {max(stress):+.2%}")
    narrowest = min(corpus, key=lambda r: r[5])
    print(f"narrowest: {narrowest[5]:+.2%} w{narrowest[1]} {narrowest[0]!r}")
    print("worst in the corpus:")
    for text, weight, tabular, reference, model, error in sorted(corpus, key=lambda r: -abs(r[5]))[:10]:
        print(f"  {error:+.2%}  w{weight} tnum={'on ' if tabular else 'off'} {text!r}")
    if args.no_write:
        return
    lines = [
        "// Generated by Scripts/compare-measurement.py. Do not edit by hand.",
        "// Widths in ems of Inter (Debian fonts-inter) as shaped by HarfBuzz through Pillow/Raqm,",
        "// kerning and default features on, `tnum` when tabular.",
        "",
        "/// Reference widths from a shaping rasteriser: (text, weight, tabular digits, width in ems).",
        "let rasterisedWidths: [(text: String, weight: Int, tabular: Bool, em: Double)] = [",
    ]
    for text, weight, tabular, reference, _, _ in rows:
        swift_text = "".join(
            f"\\u{{{ord(c):04X}}}" if ord(c) > 0x7E else c for c in text
        ).replace('"', '\\"')
        lines.append(f'  ("{swift_text}", {weight}, {"true" if tabular else "false"}, {reference:.6f}),')
    lines.append("]")
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"wrote {OUTPUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
