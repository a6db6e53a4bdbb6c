#!/usr/bin/env python3
"""Writes Themes/tokens/: the shipped themes as one DTCG 2025.10 resolver document and its sources.

The five theme files in Themes/*.json (our format, with a root "$extends" naming a file and hex
colours) stay the embedded source of `Theme.shipped(named:)`. This script restates them in the
format's own terms: colour objects instead of hex strings (components are byte / 255, written in
the shortest spelling that reads back as the same double, with the 6-digit hex as the format's
fallback), and the resolver's modifiers instead of "$extends":

  appearance  light | dark           dark.json over the base
  contrast    standard | high        high-contrast.json: the palette roles alias
                                     color.highContrast.*, whose values each appearance gives
  brand       none | indigo          brand.json

A test (ShippedResolverTests) resolves every named input and checks the Theme equals the shipped
one, so the compiled trees are byte-identical. Run after editing a theme file.
"""
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
THEMES = ROOT / "Themes"
OUT = THEMES / "tokens"
HEX = re.compile(r"^#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")


def colour(text):
    digits = text[1:]
    if len(digits) in (3, 4):
        digits = "".join(c * 2 for c in digits)
    channels = [int(digits[i : i + 2], 16) for i in range(0, len(digits), 2)]
    value = {
        "colorSpace": "srgb",
        "components": [c / 255 for c in channels[:3]],
        "hex": "#" + digits[:6].upper(),
    }
    if len(channels) == 4:
        value["alpha"] = channels[3] / 255
    return value


def convert(node):
    """Hex strings inside values become colour objects; everything else is kept."""
    if isinstance(node, dict):
        return {key: convert(value) for key, value in node.items()}
    if isinstance(node, list):
        return [convert(value) for value in node]
    if isinstance(node, str) and HEX.match(node):
        return colour(node)
    return node


# SwiftUI's weight names, which our theme files accept, as numbers: the format's keywords differ
# (its "heavy" is 900, SwiftUI's 800), so the 2025.10 files write the number.
SWIFTUI_WEIGHTS = {
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
}


def types_of(node, inherited=None, path="", out=None):
    """Every token's effective $type in one of our theme files, by dotted path."""
    out = {} if out is None else out
    own = node.get("$type", inherited)
    for key, child in node.items():
        if key.startswith("$") or not isinstance(child, dict):
            continue
        child_path = f"{path}.{key}" if path else key
        if "$value" in child:
            out[child_path] = child.get("$type", own)
        else:
            types_of(child, own, child_path, out)
    return out


def typed(node, base_types, inherited=None, path=""):
    """Gives each token the $type it had by inheritance from light's groups, when its own file's
    groups do not give one: in a resolver a later source replaces a token whole."""
    own = node.get("$type", inherited)
    for key, child in node.items():
        if key.startswith("$") or not isinstance(child, dict):
            continue
        child_path = f"{path}.{key}" if path else key
        if "$value" in child:
            token_type = child.get("$type", own) or base_types.get(child_path)
            if token_type and own is None and "$type" not in child:
                child["$type"] = token_type
            if token_type == "fontWeight" and isinstance(child["$value"], str):
                child["$value"] = SWIFTUI_WEIGHTS.get(child["$value"], child["$value"])
        else:
            typed(child, base_types, own, child_path)
    return node


BASE_TYPES = types_of(json.loads((THEMES / "light.json").read_text()))


def document(name):
    data = json.loads((THEMES / f"{name}.json").read_text())
    data.pop("$extends", None)
    return typed(convert(data), BASE_TYPES)


def palette_and_roles(data):
    """The colour tokens a high-contrast file overrides: palette names and role names."""
    colours = data.get("color", {})
    palette = {k: v for k, v in colours.get("palette", {}).items() if not k.startswith("$")}
    roles = {k: v for k, v in colours.items() if not k.startswith("$") and k != "palette"}
    return palette, roles


def write(name, data):
    (OUT / name).write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def main():
    OUT.mkdir(exist_ok=True)
    light, dark = document("light"), document("dark")
    write("base.json", light)
    write("dark.json", dark)
    write("brand.json", document("brand"))

    light_hc, dark_hc = document("light-high-contrast"), document("dark-high-contrast")
    overridden = {}
    for data in (light_hc, dark_hc):
        palette, roles = palette_and_roles(data)
        overridden.update({f"palette.{k}": None for k in palette})
        overridden.update({k: None for k in roles})

    def value_at(data, path):
        node = data.get("color", {})
        for part in path.split("."):
            node = node.get(part, {}) if isinstance(node, dict) else {}
        return node

    for appearance, hc, standard in (("light", light_hc, [light]), ("dark", dark_hc, [light, dark])):
        group = {"$type": "color"}
        for path in sorted(overridden):
            token = value_at(hc, path)
            if not token:
                # This appearance keeps its standard value under high contrast.
                for data in reversed(standard):
                    token = value_at(data, path)
                    if token:
                        break
            group[path.replace("palette.", "palette-")] = {"$value": token["$value"]}
            if "$description" in token:
                group[path.replace("palette.", "palette-")]["$description"] = token["$description"]
        write(
            f"high-contrast-{appearance}.json",
            {
                "$description": f"The colours high contrast uses in {appearance}; contrast=high aliases them.",
                "color": {"highContrast": group},
            },
        )

    high = {
        "$description": light_hc["$description"].split(":")[0].replace("Light, ", "")
        + ": the high-contrast colours of the chosen appearance, for WCAG AAA (7:1).",
        "$extensions": {"com.spblocks.theme": {"highContrast": True}},
        "color": {"palette": {}},
    }
    for path in sorted(overridden):
        alias = {"$value": "{color.highContrast." + path.replace("palette.", "palette-") + "}"}
        if path.startswith("palette."):
            high["color"]["palette"][path[len("palette.") :]] = alias
        else:
            high["color"][path] = alias
    write("high-contrast.json", high)

    resolver = {
        "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
        "name": "SPBlocks shipped themes",
        "version": "2025.10",
        "description": "light, dark, their high-contrast variants and brand, as one resolver document.",
        "sets": {"base": {"description": "light: every token", "sources": [{"$ref": "base.json"}]}},
        "modifiers": {
            "appearance": {
                "contexts": {
                    "light": [{"$ref": "high-contrast-light.json"}],
                    "dark": [{"$ref": "dark.json"}, {"$ref": "high-contrast-dark.json"}],
                },
                "default": "light",
            },
            "contrast": {
                "contexts": {"standard": [], "high": [{"$ref": "high-contrast.json"}]},
                "default": "standard",
            },
            "brand": {"contexts": {"none": [], "indigo": [{"$ref": "brand.json"}]}, "default": "none"},
        },
        "resolutionOrder": [
            {"$ref": "#/sets/base"},
            {"$ref": "#/modifiers/appearance"},
            {"$ref": "#/modifiers/contrast"},
            {"$ref": "#/modifiers/brand"},
        ],
        "$extensions": {
            "com.spblocks.theme": {
                "themes": {
                    "light": {"appearance": "light", "contrast": "standard", "brand": "none"},
                    "dark": {"appearance": "dark", "contrast": "standard", "brand": "none"},
                    "light-high-contrast": {"appearance": "light", "contrast": "high", "brand": "none"},
                    "dark-high-contrast": {"appearance": "dark", "contrast": "high", "brand": "none"},
                    "brand": {"appearance": "light", "contrast": "standard", "brand": "indigo"},
                }
            }
        },
    }
    write("themes.resolver.json", resolver)


if __name__ == "__main__":
    main()
