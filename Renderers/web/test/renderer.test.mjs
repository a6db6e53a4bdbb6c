// Unit tests for the web renderer's pure functions, run with Node's built-in runner (no npm):
//
//   node --test Renderers/web/test/
//
// The DOM parts are proven in Chromium by Scripts/check-web-renderer.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  catmullRomPath,
  colorProperty,
  css,
  cssGradient,
  easing,
  fontStack,
  monotonePath,
  sparklinePoints,
  KINDS,
  MATERIALS,
  SYMBOLS,
  symbolPath,
  tokenProperty,
  fills,
  SCHEMA_MAJOR,
} from "../spblocks-renderer.js";

test("every node kind of schema 2 has a handler", () => {
  const kinds = ["section", "card", "stack", "grid", "spacer", "text", "icon", "ghost", "chart", "segmented", "segment", "button", "sparkline", "screen"];
  for (const kind of kinds) assert.ok(KINDS[kind] && typeof KINDS[kind].build === "function", kind);
  assert.equal(SCHEMA_MAJOR, 2);
});

test("the symbols the compiler names are drawn", () => {
  const tile = ["chart.line.uptrend.xyaxis", "eurosign.circle", "person.badge.plus", "arrow.uturn.left.circle", "waveform.path.ecg", "shippingbox", "lifepreserver"];
  for (const name of ["chevron.right", "arrow.up.right", "arrow.down.right", "arrow.right", "checkmark", ...tile]) {
    assert.ok(SYMBOLS[name], name);
  }
});

test("#23.10 symbols are looked up among the table's own names: __proto__, constructor, toString draw the fallback", () => {
  const fallback = symbolPath("no.such.symbol");
  assert.equal(typeof fallback, "string");
  for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
    assert.equal(symbolPath(name), fallback, name);
  }
  assert.equal(symbolPath("checkmark"), SYMBOLS.checkmark);
});

test("#24.e a token's property is --sp- and its path in kebab case, the CSS export's rule", () => {
  assert.equal(tokenProperty("color.accent"), "--sp-color-accent");
  assert.equal(tokenProperty("color.textTertiary"), "--sp-color-text-tertiary");
  assert.equal(tokenProperty("color.system.indigo"), "--sp-color-system-indigo");
  assert.equal(tokenProperty("material.thin"), "--sp-material-thin");
  assert.equal(tokenProperty("tile.cornerRadius"), "--sp-tile-corner-radius");
  assert.equal(tokenProperty("type.largeTitle.fontSize"), "--sp-type-large-title-font-size");
  assert.equal(tokenProperty("size.XLarge"), "--sp-size-xlarge");
  assert.equal(tokenProperty("elevation.e1"), "--sp-elevation-e1");
  assert.equal(tokenProperty("space.step2X"), "--sp-space-step2-x");
});

test("#24.e a colour reads its token's one property, whatever its opacity", () => {
  assert.equal(colorProperty({ token: "color.accent", value: "#007AFF" }), "--sp-color-accent");
  assert.equal(colorProperty({ token: "color.textTertiary", opacity: 0.6, value: "#62626799" }), "--sp-color-text-tertiary");
  assert.equal(colorProperty({ token: "material.thin", value: "#FAFAFC" }), "--sp-material-thin");
  // A hex tint names no asset: it is painted by value.
  assert.equal(colorProperty({ token: "#FF8800", value: "#FF8800" }), null);
});

test("#24.e a colour is its property with the tree's value as the fallback; an opacity multiplies the property's alpha", () => {
  assert.equal(css({ token: "color.accent", value: "#007AFF" }), "var(--sp-color-accent, #007AFF)");
  assert.equal(css({ token: "color.fill", value: "#7676801F" }), "var(--sp-color-fill, #7676801F)");
  // The fallback is the token's own colour: the tree's alpha divided by the opacity.
  assert.equal(
    css({ token: "color.textTertiary", opacity: 0.6, value: "#62626799" }),
    "rgb(from var(--sp-color-text-tertiary, #626267) r g b / calc(alpha * 0.6))",
  );
  assert.equal(
    css({ token: "color.system.indigo", opacity: 0.18, value: "#5856D62E" }),
    "rgb(from var(--sp-color-system-indigo, #5856D6) r g b / calc(alpha * 0.18))",
  );
  // At opacity 0 the channels still come from the token (a gradient fades to the tint, not to black).
  assert.equal(
    css({ token: "color.system.green", opacity: 0, value: "#34C75900" }),
    "rgb(from var(--sp-color-system-green, #34C759) r g b / calc(alpha * 0))",
  );
  // An opaque token at 15 %: 0x26 is 0.149, not the 0.15 of an opaque alpha times 0.15, yet opaque.
  assert.equal(
    css({ token: "color.success", opacity: 0.15, value: "#1B703226" }),
    "rgb(from var(--sp-color-success, #1B7032) r g b / calc(alpha * 0.15))",
  );
  // A translucent token keeps its own alpha under an opacity.
  assert.equal(
    css({ token: "color.fill", opacity: 0.5, value: "#76768010" }),
    "rgb(from var(--sp-color-fill, #76768020) r g b / calc(alpha * 0.5))",
  );
  assert.equal(css({ token: "#FF8800", value: "#FF8800" }), "#FF8800");
});

test("a gradient becomes linear-gradient() from its start edge to its end edge", () => {
  const ground = {
    colors: [
      { token: "color.system.indigo", opacity: 0.18, value: "#5856D62E" },
      { token: "#30B0C7", value: "#30B0C71F" },
    ],
    start: "top",
    end: "bottom",
  };
  assert.equal(cssGradient(ground), "linear-gradient(to bottom, rgb(from var(--sp-color-system-indigo, #5856D6) r g b / calc(alpha * 0.18)), #30B0C71F)");
  assert.equal(cssGradient({ ...ground, start: "leading", end: "trailing" }).slice(0, 25), "linear-gradient(to right,");
});

test("materials: the thin material is its fallback at 80 % over a blur", () => {
  assert.deepEqual({ ...MATERIALS.thin }, { blur: 20, saturate: 1.8, opacity: 0.8 });
});

test("fonts: the tree's family first, Apple's system font, then Inter", () => {
  const stack = fontStack("SF Pro Rounded");
  assert.ok(stack.startsWith('"SF Pro Rounded"'));
  assert.ok(stack.indexOf("-apple-system") < stack.indexOf('"Inter"'));
  assert.ok(stack.endsWith("sans-serif"));
});

test("fills follows the layout pass: containers and charts fill, text hugs, a row with a spacer fills", () => {
  assert.equal(fills({ kind: "card", card: {} }), true);
  assert.equal(fills({ kind: "text", text: {} }), false);
  const row = { kind: "stack", stack: { axis: "horizontal" }, children: [{ kind: "text" }, { kind: "spacer" }] };
  assert.equal(fills(row), true);
  const column = { kind: "stack", stack: { axis: "vertical" }, children: [{ kind: "text" }, { kind: "spacer" }] };
  assert.equal(fills(column), false);
  assert.equal(fills({ kind: "button", button: { fillsWidth: true } }), true);
});

test("a spring becomes linear() from 0 to 1; a fade a cubic Bézier", () => {
  const spring = easing({ kind: "spring", duration: 0.5, spring: { mass: 1, stiffness: 157.914, damping: 25.133, settlingDuration: 0.757 } });
  const values = spring.slice("linear(".length, -1).split(", ").map(Number);
  assert.equal(values[0], 0);
  assert.equal(values[values.length - 1], 1);
  for (let i = 1; i < values.length; i++) assert.ok(values[i] >= values[i - 1], "a critically damped spring never overshoots");
  const bouncy = easing({ kind: "spring", spring: { mass: 1, stiffness: 157.914, damping: 21.363, settlingDuration: 0.877 } });
  assert.ok(bouncy.slice(7, -1).split(", ").map(Number).some((v) => v > 1), "an underdamped spring overshoots");
  assert.equal(easing({ kind: "fade", duration: 0.2, controlPoints: [0.42, 0, 0.58, 1] }), "cubic-bezier(0.42, 0, 0.58, 1)");
});

test("monotone interpolation never leaves the range of its neighbouring points", () => {
  const pts = [[0, 10], [10, 50], [20, 50], [30, 0], [40, 30]];
  const d = monotonePath(pts);
  const numbers = d.match(/-?[\d.]+(e-?\d+)?/g).map(Number);
  assert.ok(d.startsWith("M0,10"));
  // Every control point's y lies within its segment's end points (no overshoot).
  const segments = d.split("C").slice(1).map((s) => s.split(",").map(Number));
  segments.forEach((seg, i) => {
    const [y0, y1] = [pts[i][1], pts[i + 1][1]];
    const [lo, hi] = [Math.min(y0, y1), Math.max(y0, y1)];
    for (const y of [seg[1], seg[3]]) assert.ok(y >= lo - 1e-9 && y <= hi + 1e-9, `segment ${i}: ${y} outside ${lo}…${hi}`);
  });
  assert.ok(numbers.length > 0);
  assert.equal(monotonePath([[0, 1], [5, 2]]), "M0,1L5,2");
});

test("a sparkline's points are placed by its domain (S-2): x across the width, y up from yLower", () => {
  const s = { height: 80, domain: { xLower: 0, xUpper: 4, yLower: 90, yUpper: 130 }, points: [[0, 100], [2, 130], [4, 90], [3, NaN]] };
  assert.deepEqual(sparklinePoints(s, 200), [[0, 60], [100, 0], [200, 80]]);
});

test("Catmull-Rom passes through every point, a cubic per pair; two points are a line", () => {
  const pts = [[0, 50], [20, 10], [40, 40], [60, 0], [80, 30]];
  const d = catmullRomPath(pts);
  const segments = d.split("C");
  assert.ok(segments[0] === "M0,50");
  assert.equal(segments.length, pts.length);
  segments.slice(1).forEach((seg, i) => {
    const n = seg.split(",").map(Number);
    assert.deepEqual(n.slice(4), pts[i + 1]);
  });
  // The end segments take the end point as their missing neighbour: the first control point is
  // the first point, the last the last.
  assert.deepEqual(segments[1].split(",").map(Number).slice(0, 2), pts[0]);
  assert.deepEqual(segments[segments.length - 1].split(",").map(Number).slice(2, 4), pts[pts.length - 1]);
  assert.equal(catmullRomPath([[0, 1], [5, 2]]), "M0,1L5,2");
  assert.equal(catmullRomPath([]), "");
  // Evenly spaced collinear points stay on their line.
  const straight = catmullRomPath([[0, 0], [10, 10], [20, 20], [30, 30]]);
  for (const v of straight.match(/-?[\d.]+(e-?\d+)?/g).map(Number).reduce((acc, v, i, all) => (i % 2 ? acc.concat([[all[i - 1], v]]) : acc), [])) {
    assert.ok(Math.abs(v[0] - v[1]) < 1e-9, `${v} off the line`);
  }
});

test("the tile's kinds fill the width they are offered", () => {
  assert.equal(fills({ kind: "sparkline", sparkline: {} }), true);
  assert.equal(fills({ kind: "screen", screen: {} }), true);
});
