// Unit tests for the web renderer's pure functions, run with Node's built-in runner (no npm):
//
//   node --test Renderers/web/test/
//
// The DOM parts are proven in Chromium by Scripts/check-web-renderer.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { colorProperty, easing, fontStack, monotonePath, KINDS, SYMBOLS, fills, SCHEMA_MAJOR } from "../spblocks-renderer.js";

test("every node kind of schema 2 has a handler", () => {
  const kinds = ["section", "card", "stack", "grid", "spacer", "text", "icon", "ghost", "chart", "segmented", "segment", "button"];
  for (const kind of kinds) assert.ok(KINDS[kind] && typeof KINDS[kind].build === "function", kind);
  assert.equal(SCHEMA_MAJOR, 2);
});

test("the symbols the compiler names are drawn", () => {
  for (const name of ["chevron.right", "arrow.up.right", "arrow.down.right", "arrow.right", "checkmark"]) {
    assert.ok(SYMBOLS[name], name);
  }
});

test("colour tokens become custom properties, one per opacity", () => {
  assert.equal(colorProperty({ token: "color.accent", value: "#007AFF" }), "--sp-color-accent");
  assert.equal(colorProperty({ token: "color.textTertiary", opacity: 0.6, value: "#62626799" }), "--sp-color-textTertiary-60");
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
