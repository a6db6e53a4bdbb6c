// Unit tests for the dashboard's pure functions (the screen kinds' section of the renderer), run
// with Node's built-in runner: node --test Renderers/web/test/
//
// The swipe geometry is the compiler's SwipeGeometry (docs/dashboard.md, "Choices"); the
// browser check proves the same numbers under a real pointer against `spec-compile --reveal`.
import assert from "node:assert/strict";
import { test } from "node:test";
import { KINDS, EFFECTS, SYMBOLS, fills, swipeGeometry, refreshTrigger } from "../spblocks-renderer.js";

const row = {
  fullSwipeFraction: 0.62,
  actions: [
    { title: "Archive", width: 74 },
    { title: "Delete", width: 74 },
  ],
};

test("every node kind of schema 2.1's screens has a handler", () => {
  for (const kind of ["navigationBar", "scroll", "refresh", "swipeRow", "divider", "sparkline"]) {
    assert.ok(KINDS[kind] && typeof KINDS[kind].build === "function", kind);
  }
  for (const effect of ["rise", "collapse", "inset"]) assert.equal(typeof EFFECTS[effect], "function", effect);
  for (const name of ["archivebox", "trash", "cart", "star", "building.columns"]) assert.ok(SYMBOLS[name], name);
});

test("a change pill hugs its content; screen parts fill", () => {
  assert.equal(fills({ kind: "card", card: { hugsContent: true }, children: [] }), false);
  assert.equal(fills({ kind: "card", card: {}, children: [] }), true);
  for (const kind of ["navigationBar", "scroll", "refresh", "swipeRow", "divider"]) assert.equal(fills({ kind }), true, kind);
});

test("a swipe shares its reveal, and past 62 % delete takes it all (SwipeGeometry)", () => {
  const width = 286;
  let g = swipeGeometry(row, width, 30);
  assert.deepEqual([g.widths, g.fullSwipe, g.release], [[15, 15], false, "close"]);
  g = swipeGeometry(row, width, 74);
  assert.equal(g.release, "settleOpen"); // half the actions' 148
  g = swipeGeometry(row, width, 73.9);
  assert.equal(g.release, "close");
  g = swipeGeometry(row, width, 0.62 * width);
  assert.deepEqual([g.widths, g.fullSwipe, g.release], [[0, 0.62 * width], true, "commit"]);
  g = swipeGeometry(row, width, 400);
  assert.equal(g.reveal, width); // never past the row
  assert.equal(swipeGeometry(row, width, -10).reveal, 0);
  assert.equal(swipeGeometry(row, 100, 10).actionsWidth, 100); // actions never wider than the row
});

test("a pull fires on release or on crossing, by the tree's triggers and the device", () => {
  const refresh = {
    triggers: [
      { platform: "iOS", minimumVersion: 18, fires: "release" },
      { platform: "iOS", minimumVersion: 17, fires: "crossing" },
    ],
  };
  const ios = (v) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v}_0 like Mac OS X) AppleWebKit/605.1.15`;
  assert.equal(refreshTrigger(refresh, {}, ios(18)), "release");
  assert.equal(refreshTrigger(refresh, {}, ios(17)), "crossing");
  assert.equal(refreshTrigger(refresh, {}, "Mozilla/5.0 (X11; Linux x86_64) Chrome/120"), "release");
  assert.equal(refreshTrigger(refresh, { refreshTrigger: "crossing" }, ios(18)), "crossing");
  assert.equal(refreshTrigger({ triggers: [] }, {}, ios(16)), "release");
});
