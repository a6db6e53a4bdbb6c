#!/usr/bin/env python3
"""Generate Sources/BlockSpec/Measurement/InterMetrics.swift from Debian's fonts-inter.

The default text measurer (InterTextMeasurer) ships Inter's advance widths so that the layout
pass can prove, on any machine, that text fits. This script reads the static Inter fonts with
fontTools and writes one advance per covered Unicode scalar and weight, plus the tabular (tnum)
advances used when a font asks for monospaced digits. The font itself is never committed.

Requirements (Debian): apt-get install fonts-inter python3-fonttools
Run from the repository root with Debian's Python (it carries python3-fonttools):

    /usr/bin/python3 Scripts/generate-inter-metrics.py [--fonts DIR] [--output FILE]

The output is deterministic: same fonts, same bytes.
"""

import argparse
import os
import sys

from fontTools.ttLib import TTFont

DEFAULT_FONTS = "/usr/share/fonts/opentype/inter"
DEFAULT_OUTPUT = "Sources/BlockSpec/Measurement/InterMetrics.swift"

# Static upright text cuts, by OpenType weight class. All nine cover FontWeight's whole scale, so
# any weight the theme asks for is interpolated between two real cuts, never extrapolated.
WEIGHTS = [
    (100, "Inter-Thin.otf"),
    (200, "Inter-ExtraLight.otf"),
    (300, "Inter-Light.otf"),
    (400, "Inter-Regular.otf"),
    (500, "Inter-Medium.otf"),
    (600, "Inter-SemiBold.otf"),
    (700, "Inter-Bold.otf"),
    (800, "Inter-ExtraBold.otf"),
    (900, "Inter-Black.otf"),
]

# Unicode blocks the blocks' text can plausibly contain: ASCII, Latin-1, Latin Extended-A,
# General Punctuation (thin, narrow no-break and figure spaces, dashes, ellipsis, per mille),
# Currency Symbols, Letterlike Symbols, Arrows, Mathematical Operators (U+2212 minus) and
# Geometric Shapes (change triangles). Only scalars the font maps are written.
RANGES = [
    (0x0020, 0x007E),
    (0x00A0, 0x00FF),
    (0x0100, 0x017F),
    (0x2000, 0x206F),
    (0x20A0, 0x20C0),
    (0x2100, 0x214F),
    (0x2190, 0x21FF),
    (0x2200, 0x22FF),
    (0x25A0, 0x25FF),
]


def tabular_glyphs(font):
    """Glyph → tabular glyph, from every single-substitution lookup of the GSUB `tnum` feature."""
    mapping = {}
    gsub = font["GSUB"].table
    lookups = set()
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag == "tnum":
            lookups.update(record.Feature.LookupListIndex)
    for index in sorted(lookups):
        lookup = gsub.LookupList.Lookup[index]
        for subtable in lookup.SubTable:
            if lookup.LookupType == 7:  # extension lookup wraps the real one
                subtable = subtable.ExtSubTable
            if getattr(subtable, "mapping", None) is not None:
                mapping.update(subtable.mapping)
    return mapping


def read_face(path):
    font = TTFont(path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    tnum = tabular_glyphs(font)
    advances = {}
    tabular = {}
    for low, high in RANGES:
        for scalar in range(low, high + 1):
            glyph = cmap.get(scalar)
            if glyph is None:
                continue
            advances[scalar] = hmtx[glyph][0]
            if glyph in tnum:
                tabular[scalar] = hmtx[tnum[glyph]][0]
    # Tabular digits must share one width, so a rolling figure never changes width. Some static
    # cuts are off by a unit or two from interpolation rounding (Medium's tabular 4 is 1854 against
    # 1856); every digit takes the widest, which errs on the safe side.
    digits = [0x30 + d for d in range(10)]
    if all(d in tabular for d in digits):
        widest = max(tabular[d] for d in digits)
        for d in digits:
            tabular[d] = widest
    tabular = {s: w for s, w in tabular.items() if w != advances[s]}
    return {
        "ascender": font["hhea"].ascent,
        "descender": -font["hhea"].descent,
        "unitsPerEm": font["head"].unitsPerEm,
        "version": font["name"].getDebugName(5),
        "advances": advances,
        "tabular": tabular,
    }


def wrap(items, indent, width=110):
    """Comma-separated items wrapped to the repository's 110-column lines."""
    lines, line = [], indent
    for item in items:
        piece = item + ","
        if len(line) + len(piece) + 1 > width and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += piece + " "
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(lines)


def render(faces, fonts_dir):
    scalars = sorted(set().union(*(set(face["advances"]) for _, face in faces)))
    units = {face["unitsPerEm"] for _, face in faces}
    if len(units) != 1:
        sys.exit(f"expected one unitsPerEm across weights, found {sorted(units)}")
    for weight, face in faces:
        missing = [s for s in scalars if s not in face["advances"]]
        if missing:
            sys.exit(f"weight {weight} lacks {len(missing)} scalars, e.g. U+{missing[0]:04X}")
    (units_per_em,) = units
    version = faces[0][1]["version"]
    out = []
    out.append("// Generated by Scripts/generate-inter-metrics.py. Do not edit by hand.")
    out.append(f"// Source: Inter (static OTF cuts, {version}) from Debian's fonts-inter,")
    out.append(f"// {os.path.basename(fonts_dir.rstrip('/'))}/Inter-<Weight>.otf; advances in font units.")
    out.append("")
    out.append("/// Inter's horizontal advances, one row per weight, for the scalars in `scalars`.")
    out.append("enum InterMetrics {")
    out.append(f"  static let unitsPerEm: Double = {units_per_em}")
    out.append(f'  static let fontVersion = "{version}"')
    out.append("  /// Line metrics (hhea), in font units: the baseline sits `ascender` below the top of the")
    out.append("  /// glyph box, which is `ascender + descender` tall.")
    out.append(f"  static let ascender: Double = {faces[0][1]['ascender']}")
    out.append(f"  static let descender: Double = {faces[0][1]['descender']}")
    out.append("")
    out.append("  /// Covered Unicode scalars, ascending; `Face.advances` is indexed alike.")
    out.append("  static let scalars: [UInt32] = [")
    out.append(wrap([f"0x{s:04X}" for s in scalars], "    "))
    out.append("  ]")
    out.append("")
    out.append("  /// One face per static cut, lightest first.")
    out.append("  static let faces: [Face] = [")
    for weight, face in faces:
        out.append(f"    Face(")
        out.append(f"      weight: {weight},")
        out.append("      advances: [")
        out.append(wrap([str(face["advances"][s]) for s in scalars], "        "))
        out.append("      ],")
        tab = face["tabular"]
        if tab:
            out.append("      tabular: [")
            out.append(wrap([f"0x{s:04X}: {tab[s]}" for s in sorted(tab)], "        "))
            out.append("      ]),")
        else:
            out.append("      tabular: [:]),")
    out.append("  ]")
    out.append("")
    out.append("  /// One static cut: its weight class, default advances and `tnum` advances.")
    out.append("  struct Face: Sendable {")
    out.append("    let weight: Int")
    out.append("    let advances: [UInt16]")
    out.append("    /// Advances that differ under `tnum` (digits and their separators).")
    out.append("    let tabular: [UInt32: UInt16]")
    out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fonts", default=DEFAULT_FONTS, help="directory holding Inter-*.otf")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="Swift file to write")
    args = parser.parse_args()
    faces = []
    for weight, name in WEIGHTS:
        path = os.path.join(args.fonts, name)
        if not os.path.exists(path):
            sys.exit(f"{path}: not found (apt-get install fonts-inter)")
        faces.append((weight, read_face(path)))
    text = render(faces, args.fonts)
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {args.output}: {len(faces)} weights", file=sys.stderr)


if __name__ == "__main__":
    main()
