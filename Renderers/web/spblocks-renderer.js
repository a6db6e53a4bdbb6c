// SPBlocks web reference renderer: draws a layout tree's JSON (docs/layout-tree.md) into the DOM.
//
// Plain ES2020, no dependencies, no build step. It reads the tree's JSON alone, never anything
// generated from the Swift types, so a web team can copy this file as it is.
//
//   import { render } from "./spblocks-renderer.js";
//   const view = render(tree, document.getElementById("block"), { onAction: (action) => … });
//   view.update(nextTree);   // animates what changed, by node id
//
// The renderer is generic by node kind: `KINDS` maps each kind to a handler that builds its
// element and lays it out. A new kind is one more entry (see `registerKind`). Layout follows the
// package's layout pass (docs/layout.md): CSS flexbox and grid place containers; the few rules CSS
// cannot say (SwiftUI's HStack sharing, text hugging its widest line, shrinking a line to fit down
// to its minimum scale factor) run in `layoutNode`, with the browser's own text engine measuring.

/** The tree format's major version this renderer reads (docs/layout-tree.md, "Versioning"). */
export const SCHEMA_MAJOR = 2;

/** Insets the layout pass assumes where the tree says nothing (BlockSpec's `LayoutMetrics`). */
export const METRICS = Object.freeze({
  segmentTitleInset: 8,
  segmentTitleVerticalInset: 6,
  buttonTitleInset: 16,
  buttonTitleVerticalInset: 8,
  buttonIndicatorSpacing: 6,
  chartLabelGap: 6,
  iconWidthEm: 1,
});

/**
 * How a card's `material` is drawn where the browser blurs what lies behind an element
 * (`backdrop-filter`): the tree's `background`, the material's solid fallback, at `opacity` over
 * a `blur` (points) of the ground, saturated as Apple's materials are. Without
 * `backdrop-filter`, and when the person asks for less transparency or more contrast (as iOS
 * makes materials solid under Reduce Transparency and Increase Contrast), the fallback itself.
 */
export const MATERIALS = Object.freeze({
  thin: Object.freeze({ blur: 20, saturate: 1.8, opacity: 0.8 }),
});

const SVG_NS = "http://www.w3.org/2000/svg";

/** A new HTML element (a `div` unless named). */
function htmlNode(name = "div") {
  return document.createElement(name);
}

/** A new SVG element. */
function svgNode(name) {
  return document.createElementNS(SVG_NS, name);
}

/** Sets an element's attributes from an object; returns the element. */
function attrs(el, values) {
  for (const [name, value] of Object.entries(values)) el.setAttribute(name, String(value));
  return el;
}

/**
 * Strokes an SVG shape as a tree `Stroke` says: colour, width, caps, joins (`join` where the
 * stroke names none), dash.
 */
function applyStroke(el, st, join = "miter") {
  el.style.stroke = css(st.color);
  el.style.strokeWidth = String(st.width);
  el.style.strokeLinecap = st.lineCap || "butt";
  el.style.strokeLinejoin = st.lineJoin || join;
  if (st.dash && st.dash.length) el.style.strokeDasharray = st.dash.join(" ");
}

// ---------------------------------------------------------------------------------------------
// Values: colours, fonts, motion
// ---------------------------------------------------------------------------------------------

/**
 * A token's CSS custom property: `--sp-` and its path in kebab case, the rule every CSS export
 * of a theme names its properties by (`spec-compile tokens export --format css`, Swift's
 * `CSSPropertyName`): `color.textTertiary` → `--sp-color-text-tertiary`, `material.thin` →
 * `--sp-material-thin`, `elevation.e1` → `--sp-elevation-e1`. A capital after a lower-case
 * letter or a digit starts a word; capitals are lowered (the tokens the renderer reads are ASCII).
 */
export function tokenProperty(path) {
  const kebab = (name) => name.replace(/([a-z0-9])(?=[A-Z])/g, "$1-").toLowerCase().replace(/[^a-z0-9_-]/g, "-");
  return "--sp-" + path.split(".").map(kebab).join("-");
}

/**
 * The CSS custom property a colour reads: its token's (`--sp-color-text-tertiary`, whatever its
 * opacity: `css` applies that); null for a token that names no asset (a hex tint, `#FF8800`).
 */
export function colorProperty(color) {
  if (!/^[A-Za-z][A-Za-z0-9.]*$/.test(color.token || "")) return null;
  return tokenProperty(color.token);
}

/**
 * The token's own colour behind a colour the tree gives at an opacity (`value` is the token's
 * with its alpha times `opacity`, rounded to a byte): the same channels, and the most opaque
 * alpha that rounds to the tree's (opaque for an opaque token; at opacity 0 the alpha cannot be
 * told, and does not matter: the result is transparent).
 */
function baseValue(color) {
  const rgb = color.value.slice(0, 7);
  const alpha = color.value.length === 9 ? parseInt(color.value.slice(7, 9), 16) : 255;
  if (!(color.opacity > 0)) return rgb;
  let base = 255;
  while (base > 0 && Math.round(base * color.opacity) !== alpha) base -= 1;
  if (base === 255 || Math.round(base * color.opacity) !== alpha) return rgb;
  return rgb + base.toString(16).toUpperCase().padStart(2, "0");
}

/** A number for CSS, at most four decimals. */
function cssNumber(value) {
  return String(Math.round(value * 10000) / 10000);
}

/**
 * A colour as CSS: its token's custom property, falling back to the tree's resolved value, so a
 * page's stylesheet (a theme's CSS export) re-skins the block and a page without one draws the
 * tree as compiled. A colour at an opacity is computed from the token's property (relative colour
 * syntax keeps its channels and multiplies its alpha, as the compiler does), so an export needs
 * one property per token, not one per opacity.
 */
export function css(color) {
  const property = colorProperty(color);
  if (!property) return color.value;
  if (color.opacity === undefined) return `var(${property}, ${color.value})`;
  if (!/^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/.test(color.value)) return color.value;
  return `rgb(from var(${property}, ${baseValue(color)}) r g b / calc(alpha * ${cssNumber(color.opacity)}))`;
}

/** A gradient (`{colors, start, end}`) as a CSS `linear-gradient()`, colours evenly spaced. */
export function cssGradient(gradient) {
  const edge = { top: "top", bottom: "bottom", leading: "left", trailing: "right" };
  const to = edge[gradient.end] || "bottom";
  return `linear-gradient(to ${to}, ${gradient.colors.map(css).join(", ")})`;
}

/**
 * The CSS font-family stack for a tree font: its family first (SF Pro on Apple systems), then
 * Apple's system aliases, then Inter, the face the layout pass measures with, elsewhere.
 */
export function fontStack(family) {
  const stack = [JSON.stringify(family)];
  if (/Rounded/.test(family)) stack.push("ui-rounded");
  if (/New York/.test(family)) stack.push("ui-serif");
  stack.push("-apple-system", "BlinkMacSystemFont", '"Inter"', "sans-serif");
  return stack.join(", ");
}

/**
 * Sets a font on an element at `scale` (a minimum scale factor's shrink): size and leading scale,
 * negative tracking shrinks with the glyphs, positive tracking stays (as the layout pass does).
 * Kerning, ligatures and contextual alternates are off: the measurement model ignores them
 * (docs/layout.md), so the browser's widths are the model's.
 */
function applyFont(el, font, scale = 1) {
  const s = el.style;
  s.fontFamily = fontStack(font.family);
  s.fontSize = `${font.size * scale}px`;
  s.lineHeight = `${font.leading * scale}px`;
  s.letterSpacing = `${font.tracking > 0 ? font.tracking : font.tracking * scale}px`;
  s.fontWeight = String(font.weight);
  s.fontVariantNumeric = font.monospacedDigits ? "tabular-nums" : "normal";
  el.dataset.font = font.token;
  if (font.clamp) el.dataset.clamp = `${font.clamp.lowerBound}...${font.clamp.upperBound}`;
}

/** CSS easing for a resolved motion: a spring sampled into `linear()`, else its cubic Bézier. */
export function easing(motion) {
  if (motion.kind === "spring" && motion.spring) {
    const { mass, stiffness, damping } = motion.spring;
    const omega = Math.sqrt(stiffness / mass);
    const zeta = damping / (2 * Math.sqrt(stiffness * mass));
    const T = motion.spring.settlingDuration;
    const samples = [];
    for (let i = 0; i <= 40; i++) {
      const t = (T * i) / 40;
      let x;
      if (zeta < 1) {
        const wd = omega * Math.sqrt(1 - zeta * zeta);
        x = 1 - Math.exp(-zeta * omega * t) * (Math.cos(wd * t) + ((zeta * omega) / wd) * Math.sin(wd * t));
      } else {
        x = 1 - Math.exp(-omega * t) * (1 + omega * t);
      }
      samples.push(i === 40 ? 1 : Math.round(x * 10000) / 10000);
    }
    return `linear(${samples.join(", ")})`;
  }
  const p = motion.controlPoints || [0.42, 0, 0.58, 1];
  return `cubic-bezier(${p.join(", ")})`;
}

/** Milliseconds a motion plays: a spring's settling time, else its duration. */
function durationMs(motion) {
  return 1000 * (motion.kind === "spring" && motion.spring ? motion.spring.settlingDuration : motion.duration);
}

// ---------------------------------------------------------------------------------------------
// Icons: the SF Symbols the trees name, drawn as SVG in a 1-em box
// ---------------------------------------------------------------------------------------------

/** SVG path data in a 24 × 24 box per SF Symbol name; extend for new symbols. */
export const SYMBOLS = {
  "chevron.right": "M9 5l7 7-7 7",
  "chevron.left": "M15 5l-7 7 7 7",
  "arrow.up.right": "M5.5 18.5L18.5 5.5M8 5.5h10.5V16",
  "arrow.down.right": "M5.5 5.5l13 13M18.5 8v10.5H8",
  "arrow.right": "M3.5 12h17M13.5 5l7 7-7 7",
  checkmark: "M5 12.5l4.5 4.5L19 7.5",
  // The sparkline stat tile's defaults and the demo screen's six (S-8, S-10).
  "chart.line.uptrend.xyaxis": "M4 4v16h16M7.5 15.5l4-4.5 3 3 5-6",
  "eurosign.circle": "M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM16.6 8.2a5.2 5.2 0 1 0 0 7.6M7 10h5.5M7 14h5.5",
  "person.badge.plus": "M12.5 8a3.5 3.5 0 1 1-7 0a3.5 3.5 0 1 1 7 0zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M19 8v6M16 11h6",
  "arrow.uturn.left.circle": "M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM8 10.5h5.5a3 3 0 0 1 0 6H11M10.5 8l-2.5 2.5 2.5 2.5",
  "waveform.path.ecg": "M2 12h4l2.5-5.5 4 11 3-8 2 2.5H22",
  shippingbox: "M3.5 7.5L12 3.5l8.5 4v9L12 20.5l-8.5-4zM3.5 7.5l8.5 4 8.5-4M12 11.5v9M7.8 5.5l8.5 4",
  lifepreserver:
    "M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM16 12a4 4 0 1 1-8 0a4 4 0 1 1 8 0zM5.6 5.6l3.6 3.6M18.4 5.6l-3.6 3.6M5.6 18.4l3.6-3.6M18.4 18.4l-3.6-3.6",
};

/** A symbol's path data, or a square for a name the table lacks; own names only, so a name such
 * as `__proto__` or `toString` is no lookup into Object's prototype (#23.10). */
export function symbolPath(name) {
  return Object.prototype.hasOwnProperty.call(SYMBOLS, name) ? SYMBOLS[name] : "M6 6h12v12H6z";
}

function symbolSvg(name, weight) {
  const svg = svgNode("svg");
  attrs(svg, { viewBox: "0 0 24 24", "aria-hidden": true, focusable: false });
  const path = svgNode("path");
  attrs(path, {
    d: symbolPath(name),
    fill: "none",
    stroke: "currentColor",
    // Heavier with the font's weight, as SF Symbols are: about 2.8 units of 24 at medium.
    "stroke-width": 1.4 + (weight || 400) / 350,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  svg.appendChild(path);
  if (!Object.prototype.hasOwnProperty.call(SYMBOLS, name)) {
    // A symbol the tables have no drawing for: a visible placeholder, a dashed rounded square
    // with a question mark, never an empty box (`spec-compile` names such symbols on standard
    // error and `audit` reports them: docs/renderer-guide.md, symbols).
    attrs(path, { d: SYMBOL_PLACEHOLDER.mark });
    const frame = svgNode("rect");
    attrs(frame, { x: 3.5, y: 3.5, width: 17, height: 17, rx: 4, fill: "none", stroke: "currentColor", "stroke-width": 1.5, "stroke-dasharray": "2.5 2" });
    svg.insertBefore(frame, path);
    svg.dataset.symbolMissing = name;
  }
  svg.style.cssText = "position:absolute;left:0;width:1em;height:1em;top:50%;margin-top:-0.5em;overflow:visible";
  return svg;
}

/** What an unknown symbol draws: a question mark (in a dashed square, see `symbolSvg`). */
export const SYMBOL_PLACEHOLDER = { mark: "M9.5 9.6a2.6 2.6 0 1 1 3.6 2.4c-.7.3-1.1.8-1.1 1.5v.6M12 16.6v.2" };

// ---------------------------------------------------------------------------------------------
// Layout helpers
// ---------------------------------------------------------------------------------------------

/** Whether a node takes all the width it is offered rather than hugging (the layout pass's rule). */
export function fills(node) {
  const handler = KINDS[node.kind];
  return handler && handler.fills ? handler.fills(node) : false;
}

function childAlignment(stackAlignment) {
  return { center: "center", trailing: "flex-end" }[stackAlignment] || "flex-start";
}

/** Places `child`'s element in a vertical flex parent: filling children stretch, others align. */
function alignInColumn(childEl, child, alignment) {
  childEl.style.alignSelf = fills(child) ? "stretch" : childAlignment(alignment);
}

/** The width a laid-out element takes, in CSS px (= points). */
function widthOf(el) {
  return el.getBoundingClientRect().width;
}

/** Rounds a width up to Blink's 1/64 px layout unit, so setting it never re-wraps the text. */
function ceilUnit(w) {
  return Math.ceil(w * 64 - 1e-6) / 64;
}

/** The widest line box of a text element's text (trailing spaces excluded by the text engine). */
function widestLine(el) {
  const range = document.createRange();
  range.selectNodeContents(el.firstChild || el);
  let widest = 0;
  for (const rect of range.getClientRects()) widest = Math.max(widest, rect.width);
  return widest;
}

/** Each text element's one-line width at full size, measured for a whole pass at once. */
let naturalWidths = new WeakMap();

/**
 * Measures every text's one-line width at full size in one reflow (the layout pass then needs
 * the DOM again only for text that wraps or shrinks), so a render forces few layouts.
 */
function measureNatural(root) {
  const texts = [...root.querySelectorAll(".sp-text")];
  const saved = texts.map((t) => [t.style.width, t.style.whiteSpace]);
  for (const t of texts) {
    if (t.__font) applyFont(t, t.__font, 1);
    t.style.width = "max-content";
    t.style.whiteSpace = "nowrap";
  }
  naturalWidths = new WeakMap();
  for (const t of texts) naturalWidths.set(t, t.getBoundingClientRect().width);
  texts.forEach((t, i) => {
    t.style.width = saved[i][0];
    t.style.whiteSpace = saved[i][1];
  });
}

/** A text's one-line width at full size (measured now if the pass has not). */
function naturalWidth(el) {
  let w = naturalWidths.get(el);
  if (w === undefined) {
    el.style.width = "max-content";
    el.style.whiteSpace = "nowrap";
    w = widthOf(el);
    naturalWidths.set(el, w);
  }
  return w;
}

/** Each face's tabular digits' shortfall from the widest of the ten, in ems, measured once. */
const digitShortfalls = new Map();

/**
 * How much wider the measurement model sets `text`'s tabular digits than the face draws them, at
 * `scale`: the model makes each of the ten as wide as the widest (docs/layout.md, "Tabular
 * digits": Inter's tabular 4 is narrower than the other nine), so a rolling figure never changes
 * width. A shrink decision adds it, so the renderer lands on the layout pass's step.
 */
function tabularExcess(text, font, scale) {
  if (!font.monospacedDigits || !/[0-9]/.test(text) || typeof document === "undefined") return 0;
  const key = `${font.weight} ${font.family}`;
  let shortfall = digitShortfalls.get(key);
  if (!shortfall) {
    const probe = document.createElement("span");
    probe.style.cssText =
      `position:absolute;visibility:hidden;white-space:pre;font-size:100px;font-weight:${font.weight};` +
      `font-family:${fontStack(font.family)};font-variant-numeric:tabular-nums;font-kerning:none;letter-spacing:0`;
    document.body.appendChild(probe);
    const widths = [];
    for (let d = 0; d < 10; d++) {
      probe.textContent = String(d);
      widths.push(probe.getBoundingClientRect().width / 100);
    }
    probe.remove();
    const widest = Math.max(...widths);
    shortfall = widths.map((w) => widest - w);
    digitShortfalls.set(key, shortfall);
  }
  let em = 0;
  for (const ch of text) if (ch >= "0" && ch <= "9") em += shortfall[ch.charCodeAt(0) - 48];
  return em * font.size * scale;
}

/**
 * Sets a text to the width it is offered, as the layout pass's `fit` does: one line when
 * `lineLimit` is 1, wrapped otherwise; if it does not fit, shrink on a 1/100 grid no further
 * than `minimumScaleFactor`; then hug its widest line. Returns the width it takes.
 */
function fitText(el, spec, offered) {
  const font = spec.font;
  const limit = spec.lineLimit;
  const floor = Math.min(Math.max(spec.minimumScaleFactor || 1, 0.01), 1);
  el.__font = font;
  const full = naturalWidth(el);
  el.style.whiteSpace = limit === 1 ? "nowrap" : "pre-line";
  const settle = (scale, width) => {
    const taken = Math.min(ceilUnit(width), offered);
    el.style.width = `${taken}px`;
    el.dataset.scale = String(scale);
    return taken;
  };
  const excess = (scale) => tabularExcess(el.textContent, font, scale);
  // One line at full size: nothing to wrap or shrink, no reflow needed. A text with room to spare
  // for any tabular excess (a quarter em a digit, far more than a face's) is not probed for it.
  const digits = font.monospacedDigits ? el.textContent.replace(/[^0-9]/g, "").length : 0;
  if (full + digits * 0.25 * font.size <= offered + 0.01 || full + excess(1) <= offered + 0.01) {
    applyFont(el, font, 1);
    return settle(1, full);
  }
  if (limit === 1) {
    if (floor >= 1) {
      applyFont(el, font, 1);
      return settle(1, full);
    }
    // Glyphs scale with the size; positive tracking stays (applyFont), so the width at a scale is
    // known: start from that grid step and confirm with the browser, stepping down if needed.
    const clusters = [...el.textContent].length;
    const fixed = font.tracking > 0 ? font.tracking * clusters : 0;
    const scalable = full + excess(1) - fixed;
    let step = Math.min(100, Math.floor(((offered - fixed) / scalable) * 100 + 1e-9));
    step = Math.max(step, Math.ceil(floor * 100 - 1e-9));
    for (;;) {
      applyFont(el, font, step / 100);
      el.style.width = "max-content";
      const w = widthOf(el);
      if (w + excess(step / 100) <= offered + 0.01 || step / 100 <= floor) return settle(step / 100, w);
      step -= 1;
    }
  }
  // Wrapped text: the browser breaks the lines; shrink only when they exceed the line limit.
  const attempt = (scale) => {
    applyFont(el, font, scale);
    el.style.width = `${offered}px`;
    const lines = Math.round(el.getBoundingClientRect().height / (font.leading * scale));
    return (limit === undefined || lines <= limit) && widestLine(el) <= offered + 0.01;
  };
  let scale = 1;
  if (!attempt(1) && floor < 1) {
    let low = Math.ceil(floor * 100 - 1e-9);
    let high = 100;
    if (!attempt(low / 100)) {
      scale = floor;
    } else {
      while (high - low > 1) {
        const mid = (low + high) >> 1;
        if (attempt(mid / 100)) low = mid;
        else high = mid;
      }
      scale = low / 100;
    }
    attempt(scale);
  }
  // Hug the widest line, never wider than offered (a text that does not fit is clipped there).
  return settle(scale, widestLine(el));
}

// ---------------------------------------------------------------------------------------------
// Node kinds: build (element), layout (with the width offered), fills
// ---------------------------------------------------------------------------------------------

/**
 * The node-kind table. Each handler has
 *   build(node, ctx) → Element         the element for the node, children appended by `buildNode`
 *   layout(node, el, offered, ctx)     optional: size the node for the width offered; the default
 *                                      offers its children the same width
 *   fills(node) → boolean              optional: takes all the width offered (default: hugs)
 *   children: false                    optional: the handler builds its own children
 */
export const KINDS = {
  section: {
    fills: () => true,
    build(node) {
      const el = htmlNode();
      el.style.cssText = "display:flex;flex-direction:column;align-items:flex-start";
      return el;
    },
    layout(node, el, offered, ctx) {
      el.style.width = `${offered}px`;
      layoutColumn(node, el, offered, "leading", ctx);
    },
  },

  grid: {
    fills: () => true,
    build(node) {
      const g = node.grid;
      const el = htmlNode();
      el.style.cssText =
        `display:grid;grid-template-columns:repeat(${g.columns},minmax(0,1fr));` +
        `column-gap:${g.gutter.value}px;row-gap:${g.gutter.value}px;align-items:start`;
      return el;
    },
    layout(node, el, offered, ctx) {
      const g = node.grid;
      const columns = Math.max(1, g.columns);
      const column = Math.max(0, (offered - g.gutter.value * (columns - 1)) / columns);
      node.children.forEach((child, i) => {
        const span = Math.min(columns, Math.max(1, child.columnSpan || 1));
        const childEl = el.children[i];
        childEl.style.gridColumn = `span ${span}`;
        childEl.style.alignSelf = fills(child) ? "stretch" : "start";
        layoutNode(child, childEl, span * column + (span - 1) * g.gutter.value, ctx);
      });
    },
  },

  card: {
    fills: () => true,
    build(node, ctx) {
      const c = node.card;
      const el = htmlNode();
      el.style.cssText =
        `display:flex;flex-direction:column;align-items:flex-start;box-sizing:border-box;position:relative;` +
        `border-radius:${c.cornerRadius.value}px;padding:${c.padding.value}px` +
        (c.minHeight !== undefined ? `;min-height:${c.minHeight}px` : "");
      paintSurface(el, c, ctx);
      // A backdrop sparkline lies behind the content (z-index −1 inside the card's own stacking
      // context), edge to edge, clipped to the card's corners.
      if ((node.children || []).some(isBackdrop)) el.style.cssText += ";overflow:hidden;isolation:isolate";
      return el;
    },
    layout(node, el, offered, ctx) {
      const inner = Math.max(0, offered - 2 * node.card.padding.value);
      (node.children || []).forEach((child, i) => {
        const childEl = el.children[i];
        if (isBackdrop(child)) {
          layoutNode(child, childEl, offered, ctx);
          return;
        }
        alignInColumn(childEl, child, "leading");
        if (child.kind === "spacer") childEl.style.height = `${child.spacer.minLength}px`;
        layoutNode(child, childEl, inner, ctx);
      });
    },
  },

  screen: {
    fills: () => true,
    build(node) {
      const sc = node.screen;
      const el = htmlNode();
      el.style.cssText =
        `display:flex;flex-direction:column;align-items:flex-start;box-sizing:border-box;` +
        `padding:${sc.padding.value}px` +
        (sc.background ? `;background-image:${cssGradient(sc.background)}` : "") +
        // It scrolls: in a host that gives it a height; on a page, the page scrolls it.
        (sc.scrolls ? ";overflow-y:auto" : "");
      if (sc.scrolls) el.dataset.scrolls = "true";
      if (sc.tick) el.dataset.tick = `${sc.tick.input}+1@${sc.tick.interval}s%${sc.tick.modulo}`;
      return el;
    },
    layout(node, el, offered, ctx) {
      el.style.width = `${offered}px`;
      layoutColumn(node, el, Math.max(0, offered - 2 * node.screen.padding.value), "leading", ctx);
    },
  },

  sparkline: {
    fills: () => true,
    build: buildSparkline,
    layout: layoutSparkline,
    children: false,
  },

  stack: {
    fills(node) {
      return node.children.some((c) => fills(c) || (node.stack.axis === "horizontal" && c.kind === "spacer"));
    },
    build(node) {
      const st = node.stack;
      const el = htmlNode();
      const vertical = st.axis === "vertical";
      const align = { top: "flex-start", center: "center", bottom: "flex-end", firstTextBaseline: "baseline" };
      el.style.cssText =
        `display:flex;flex-direction:${vertical ? "column" : "row"};gap:${st.spacing.value}px;` +
        (vertical ? "justify-content:center;" : `align-items:${align[st.alignment] || "flex-start"};`) +
        (st.minHeight !== undefined ? `min-height:${st.minHeight}px;` : "") +
        (vertical ? "" : "align-content:center;");
      return el;
    },
    layout(node, el, offered, ctx) {
      if (node.stack.axis === "vertical") layoutColumn(node, el, offered, node.stack.alignment, ctx);
      else layoutRow(node, el, offered, ctx);
    },
  },

  spacer: {
    build(node) {
      const el = htmlNode();
      el.style.flex = "none";
      el.style.minHeight = `${node.spacer.minLength}px`;
      return el;
    },
    layout() {},
  },

  text: {
    build(node, ctx) {
      const t = node.text;
      const el = htmlNode();
      el.textContent = t.string;
      el.style.cssText =
        `color:${css(t.color)};overflow-wrap:break-word;` + (t.lineLimit === 1 ? "overflow:hidden;text-overflow:ellipsis;" : "");
      el.className = "sp-text";
      applyFont(el, t.font);
      return el;
    },
    layout(node, el, offered) {
      return fitText(el, node.text, offered);
    },
  },

  icon: {
    build(node) {
      const i = node.icon;
      const el = htmlNode("span");
      el.className = "sp-icon";
      applyFont(el, i.font);
      // A zero-width space gives the icon its font's baseline for baseline-aligned rows.
      el.textContent = "\u200b";
      el.style.cssText += `;display:block;position:relative;flex:none;color:${css(i.color)};width:${
        i.font.size * METRICS.iconWidthEm
      }px;height:${i.font.leading}px`;
      el.dataset.symbol = i.symbol;
      el.appendChild(symbolSvg(i.symbol, i.font.weight));
      return el;
    },
    layout(node) {
      return node.icon.font.size * METRICS.iconWidthEm;
    },
  },

  ghost: {
    fills: () => true,
    build(node) {
      const g = node.ghost;
      const el = htmlNode();
      const radius = g.shape === "capsule" ? g.height / 2 : g.cornerRadius.value;
      el.style.cssText = `flex:none;height:${g.height}px;background:${css(g.color)};border-radius:${radius}px`;
      el.setAttribute("aria-hidden", "true");
      return el;
    },
    layout(node, el, offered) {
      el.style.width = `${Math.min(Math.max(node.ghost.widthFraction, 0), 1) * offered}px`;
      el.style.alignSelf = "flex-start";
    },
  },

  chart: { fills: () => true, build: buildChart, layout: layoutChart, children: false },

  segmented: {
    fills: () => true,
    build(node) {
      const s = node.segmented;
      const el = htmlNode();
      const n = Math.max(1, node.children.length);
      el.style.cssText = `display:grid;grid-template-columns:repeat(${n},minmax(0,1fr));position:relative`;
      const plate = htmlNode();
      plate.className = "sp-plate";
      plate.setAttribute("aria-hidden", "true");
      plate.style.cssText = `position:absolute;top:0;bottom:0;left:0;background:${css(s.plate.color)};border-radius:${s.plate.cornerRadius.value}px`;
      el.appendChild(plate);
      return el;
    },
    layout(node, el, offered, ctx) {
      const n = Math.max(1, node.children.length);
      const share = offered / n;
      const titleWidth = Math.max(0, share - 2 * METRICS.segmentTitleInset);
      let titleHeight = 0;
      const segments = [...el.children].filter((c) => c.dataset.nodeId);
      node.children.forEach((child, i) => {
        const title = segments[i].querySelector(".sp-text");
        if (title) {
          fitText(title, { font: child.segment.font, lineLimit: 1 }, titleWidth);
          titleHeight = Math.max(titleHeight, child.segment.font.leading * Number(title.dataset.scale));
        }
      });
      const height = Math.max(node.segmented.minHeight, titleHeight + 2 * METRICS.segmentTitleVerticalInset);
      el.style.height = `${height}px`;
      const selected = node.children.findIndex((c) => c.segment && c.segment.selected);
      const plate = el.querySelector(":scope > .sp-plate");
      plate.style.width = `${share}px`;
      plate.style.display = selected < 0 ? "none" : "block";
      plate.style.transform = `translateX(${Math.max(0, selected) * share}px)`;
      plate.dataset.x = String(Math.max(0, selected) * share);
    },
  },

  segment: {
    build(node, ctx) {
      const s = node.segment;
      const el = htmlNode("button");
      el.type = "button";
      el.className = "sp-segment";
      el.style.cssText =
        "position:relative;display:flex;align-items:center;justify-content:center;min-width:0;padding:0;" +
        "border:0;background:transparent;cursor:pointer;font:inherit;height:100%";
      const title = htmlNode();
      title.className = "sp-text";
      title.textContent = s.title;
      title.style.color = css(s.color);
      title.style.overflow = "hidden";
      applyFont(title, s.font);
      el.appendChild(title);
      el.setAttribute("aria-pressed", String(!!s.selected));
      return el;
    },
    layout() {},
  },

  button: {
    fills: (node) => !!node.button.fillsWidth,
    build(node) {
      const b = node.button;
      const el = htmlNode("button");
      el.type = "button";
      el.className = "sp-button";
      el.disabled = b.enabled === false;
      el.dataset.state = b.state;
      el.dataset.style = b.style;
      el.style.cssText =
        `display:flex;align-items:center;justify-content:center;gap:${METRICS.buttonIndicatorSpacing}px;box-sizing:border-box;` +
        `position:relative;border:0;cursor:pointer;min-height:${b.minHeight}px;` +
        `padding:${METRICS.buttonTitleVerticalInset}px ${METRICS.buttonTitleInset}px;` +
        `background:${css(b.background)};color:${css(b.foreground)};border-radius:${b.cornerRadius.value}px`;
      if (b.indicator === "checkmark") {
        const mark = htmlNode("span");
        mark.className = "sp-icon";
        applyFont(mark, b.font);
        mark.textContent = "\u200b";
        mark.style.cssText += `;display:block;position:relative;flex:none;width:${b.font.size}px;height:${b.font.leading}px`;
        mark.dataset.symbol = "checkmark";
        mark.appendChild(symbolSvg("checkmark", b.font.weight));
        el.appendChild(mark);
      }
      const title = htmlNode();
      title.className = "sp-text";
      title.textContent = b.title;
      title.style.textAlign = "center";
      applyFont(title, b.font);
      el.appendChild(title);
      if (b.indicator === "spinner") {
        // The title keeps its room (the layout pass sizes the button by it) under the spinner.
        title.style.visibility = "hidden";
        const spinner = htmlNode("span");
        spinner.className = "sp-spinner";
        spinner.setAttribute("role", "progressbar");
        spinner.setAttribute("aria-label", b.title);
        spinner.style.cssText =
          `position:absolute;left:50%;top:50%;width:20px;height:20px;margin:-10px 0 0 -10px;box-sizing:border-box;` +
          `border-radius:50%;border:2px solid ${css(b.foreground)};border-right-color:transparent`;
        el.appendChild(spinner);
      }
      return el;
    },
    layout(node, el, offered) {
      const b = node.button;
      const indicator = b.indicator === "checkmark" ? b.font.size * METRICS.iconWidthEm + METRICS.buttonIndicatorSpacing : 0;
      const room = Math.max(0, offered - 2 * METRICS.buttonTitleInset - indicator);
      fitText(el.querySelector(".sp-text"), { font: b.font }, room);
      el.style.width = b.fillsWidth ? `${offered}px` : "auto";
      el.style.alignSelf = b.fillsWidth ? "stretch" : "flex-start";
    },
  },
};

/**
 * Adds or replaces the handler for a node kind (see `KINDS` for the handler's shape). A tree
 * with a kind that has no handler draws an empty, labelled box and logs nothing: a minor
 * version may add kinds a renderer does not know.
 */
export function registerKind(kind, handler) {
  KINDS[kind] = handler;
}

/** Children one under another, each offered the column's width; filling children stretch. */
function layoutColumn(node, el, offered, alignment, ctx) {
  (node.children || []).forEach((child, i) => {
    const childEl = el.children[i];
    alignInColumn(childEl, child, alignment);
    if (child.kind === "spacer") childEl.style.height = `${child.spacer.minLength}px`;
    layoutNode(child, childEl, offered, ctx);
  });
}

/**
 * A row shares its width as SwiftUI's HStack does (and the layout pass): spacers keep their
 * minimum; the others, least flexible first (smallest ideal width first, filling children
 * last), are each offered an equal share of what is left and take what they need; spacers
 * share the remainder.
 */
function layoutRow(node, el, offered, ctx) {
  const children = node.children || [];
  const els = children.map((_, i) => el.children[i]);
  const spacing = node.stack.spacing.value;
  const isSpacer = children.map((c) => c.kind === "spacer");
  const spacerMin = children.map((c) => (c.kind === "spacer" ? c.spacer.minLength : 0));
  let remaining = offered - spacing * Math.max(0, children.length - 1) - spacerMin.reduce((a, b) => a + b, 0);
  const flexible = children.map((_, i) => i).filter((i) => !isSpacer[i]);
  const ideal = new Map();
  for (const i of flexible) {
    if (fills(children[i])) {
      ideal.set(i, Infinity);
    } else {
      const w = layoutNode(children[i], els[i], 1e6, ctx);
      ideal.set(i, w === undefined ? widthOf(els[i]) : w);
    }
  }
  const order = flexible.slice().sort((a, b) => ideal.get(a) - ideal.get(b) || a - b);
  order.forEach((i, position) => {
    const offer = Math.max(0, remaining) / (order.length - position);
    els[i].style.flex = "none";
    const w = layoutNode(children[i], els[i], offer, ctx);
    const taken = Math.min(w === undefined ? widthOf(els[i]) : w, fills(children[i]) ? offer : Infinity);
    if (fills(children[i])) els[i].style.width = `${offer}px`;
    remaining -= taken;
  });
  const spacers = isSpacer.filter(Boolean).length;
  const extra = spacers > 0 ? Math.max(0, remaining) / spacers : 0;
  children.forEach((c, i) => {
    if (!isSpacer[i]) return;
    els[i].style.width = `${spacerMin[i] + extra}px`;
    els[i].style.alignSelf = "stretch";
    els[i].style.minHeight = "0";
  });
  el.style.width = spacers > 0 || fills(node) ? `${offered}px` : "max-content";
  if (node.stack.alignment === "firstTextBaseline") alignBaselines(node, els);
}

/**
 * First-text-baseline rows, placed by the layout pass's rule rather than CSS's: a line's
 * baseline is its font's ascender and descender centred in the line height, unrounded (Core
 * Text's placement; Blink rounds a font's ascent and descent to whole pixels, which would move a
 * large figure's baseline by up to a point). A child without text aligns by its bottom edge.
 */
function alignBaselines(node, els) {
  const baselines = node.children.map((child, i) => {
    if (child.kind === "spacer") return 0;
    const b = baselineOf(child, els[i]);
    return b === null ? els[i].getBoundingClientRect().height : b;
  });
  const top = Math.max(0, ...baselines);
  els.forEach((el, i) => {
    el.style.alignSelf = node.children[i].kind === "spacer" ? "stretch" : "flex-start";
    el.style.marginTop = node.children[i].kind === "spacer" ? "0" : `${top - baselines[i]}px`;
  });
}

const faceMetrics = new Map();

/** A face's ascender and descender in ems, measured once at 1000 px (unrounded). */
function metricsOf(font) {
  const key = `${font.weight} ${font.family}`;
  let m = faceMetrics.get(key);
  if (!m) {
    const ctx = htmlNode("canvas").getContext("2d");
    ctx.font = `${font.weight} 1000px ${fontStack(font.family)}`;
    const t = ctx.measureText("Hg");
    m = { ascender: t.fontBoundingBoxAscent / 1000, descender: t.fontBoundingBoxDescent / 1000 };
    faceMetrics.set(key, m);
  }
  return m;
}

/** A line's baseline from its top: the glyph box centred in the line height. */
function lineBaseline(font, scale) {
  const m = metricsOf(font);
  const size = font.size * scale;
  return (font.leading * scale - (m.ascender + m.descender) * size) / 2 + m.ascender * size;
}

/** A node's first text baseline from its element's top, or null when it has no text. */
function baselineOf(node, el) {
  if (node.kind === "text") return lineBaseline(node.text.font, Number(el.dataset.scale || 1));
  if (node.kind === "icon") return lineBaseline(node.icon.font, 1);
  if (!["stack", "card", "section", "grid"].includes(node.kind)) return null;
  const top = el.getBoundingClientRect().top;
  for (let i = 0; i < (node.children || []).length; i++) {
    const childEl = el.children[i];
    const b = baselineOf(node.children[i], childEl);
    if (b !== null) return childEl.getBoundingClientRect().top - top + b;
  }
  return null;
}

/**
 * Lays a node out for the width its parent offers (the handler's rule, or its children's).
 * Returns the width it takes when the handler knows it without asking the browser.
 */
function layoutNode(node, el, offered, ctx) {
  const handler = KINDS[node.kind];
  if (handler && handler.layout) return handler.layout(node, el, offered, ctx);
  layoutColumn(node, el, offered, "leading", ctx);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The chart
// ---------------------------------------------------------------------------------------------

function buildChart(node, ctx) {
  const c = node.chart;
  const el = htmlNode();
  el.style.cssText = "position:relative;touch-action:none;cursor:crosshair";
  const svg = svgNode("svg");
  svg.setAttribute("aria-hidden", "true");
  svg.style.cssText = `position:absolute;left:0;top:0;overflow:visible;height:${c.height}px`;
  el.appendChild(svg);
  // Grid lines (2.1, optional: the dashboard's, D-10) lie under everything else.
  for (const value of c.gridLines ? c.gridLines.values : []) {
    const line = svgNode("line");
    line.classList.add("sp-grid");
    line.dataset.value = String(value);
    applyStroke(line, c.gridLines.stroke);
    svg.appendChild(line);
  }
  // The selection's rule lies under the lines, its dot on top of them.
  const sel = c.selectionStyle;
  const rule = svgNode("line");
  rule.classList.add("sp-rule");
  applyStroke(rule, sel.rule);
  svg.appendChild(rule);
  for (const series of c.series) {
    const path = svgNode("path");
    path.dataset.nodeId = series.id;
    path.dataset.role = series.role;
    path.setAttribute("fill", "none");
    applyStroke(path, series.stroke, "round");
    svg.appendChild(path);
    ctx.elements.set(series.id, path);
  }
  // The selection mark: drawn from the tree's selection, or under the pointer while scrubbing.
  const dot = svgNode("circle");
  dot.classList.add("sp-dot");
  dot.setAttribute("r", String(sel.dot.diameter / 2));
  dot.style.fill = css(sel.dot.fill);
  dot.style.stroke = css(sel.dot.ring);
  dot.style.strokeWidth = String(sel.dot.ringWidth);
  for (const mark of [rule, dot]) {
    mark.style.display = "none";
    svg.appendChild(mark);
  }
  for (const label of c.axisLabels) {
    const t = htmlNode();
    t.className = "sp-text sp-axis-label";
    t.textContent = label.text;
    t.style.cssText = `position:absolute;white-space:nowrap;color:${css(label.color)}`;
    applyFont(t, label.font);
    el.appendChild(t);
  }
  return el;
}

/** Monotone cubic interpolation (Fritsch–Carlson, as d3's curveMonotoneX and Swift Charts). */
export function monotonePath(pts) {
  const n = pts.length;
  if (n === 0) return "";
  if (n === 1) return `M${pts[0][0]},${pts[0][1]}`;
  if (n === 2) return `M${pts[0][0]},${pts[0][1]}L${pts[1][0]},${pts[1][1]}`;
  const dx = [], slope = [], tangent = new Array(n);
  for (let i = 0; i < n - 1; i++) {
    dx[i] = pts[i + 1][0] - pts[i][0];
    slope[i] = dx[i] === 0 ? 0 : (pts[i + 1][1] - pts[i][1]) / dx[i];
  }
  tangent[0] = slope[0];
  tangent[n - 1] = slope[n - 2];
  for (let i = 1; i < n - 1; i++) {
    if (slope[i - 1] * slope[i] <= 0) tangent[i] = 0;
    else {
      const w1 = 2 * dx[i] + dx[i - 1], w2 = dx[i] + 2 * dx[i - 1];
      tangent[i] = (w1 + w2) / (w1 / slope[i - 1] + w2 / slope[i]);
    }
  }
  let d = `M${pts[0][0]},${pts[0][1]}`;
  for (let i = 0; i < n - 1; i++) {
    const h = dx[i] / 3;
    d += `C${pts[i][0] + h},${pts[i][1] + h * tangent[i]},${pts[i + 1][0] - h},${pts[i + 1][1] - h * tangent[i + 1]},${pts[i + 1][0]},${pts[i + 1][1]}`;
  }
  return d;
}

/** Plot coordinates of a series' points at a plot width. */
function plotPoints(chart, series, width) {
  const { yLower, yUpper } = chart.domain;
  const span = yUpper - yLower || 1;
  return series.points.map(([, x, y]) => [x * width, (chart.height * (yUpper - y)) / span]);
}

function layoutChart(node, el, offered, ctx) {
  const c = node.chart;
  el.style.width = `${offered}px`;
  el.style.alignSelf = "stretch";
  const svg = el.querySelector("svg");
  attrs(svg, { width: offered, height: c.height, viewBox: `0 0 ${offered} ${c.height}` });
  const span = c.domain.yUpper - c.domain.yLower || 1;
  svg.querySelectorAll(":scope > .sp-grid").forEach((line, i) => {
    const y = (c.height * (c.domain.yUpper - c.gridLines.values[i])) / span;
    attrs(line, { x1: 0, x2: offered, y1: y, y2: y });
  });
  for (const series of c.series) {
    const path = ctx.elements.get(series.id);
    const pts = plotPoints(c, series, offered);
    path.setAttribute("d", interpolatedPath(series.interpolation, pts));
    path.__points = pts;
  }
  const labels = el.querySelectorAll(":scope > .sp-axis-label");
  let labelHeight = 0;
  c.axisLabels.forEach((label, i) => {
    const t = labels[i];
    const w = naturalWidth(t);
    t.style.width = `${ceilUnit(w)}px`;
    const at = Math.min(Math.max(label.position, 0), 1) * offered;
    const x = label.anchor === "center" ? at - w / 2 : label.anchor === "trailing" ? at - w : at;
    t.style.left = `${x}px`;
    t.style.top = `${c.height + METRICS.chartLabelGap}px`;
    labelHeight = Math.max(labelHeight, label.font.leading);
  });
  el.style.height = `${c.axisLabels.length ? c.height + METRICS.chartLabelGap + labelHeight : c.height}px`;
  el.__plotWidth = offered;
  // A reading under the pointer (or the keyboard) stays marked through a re-layout (#25).
  const scrubbed = ctx.view && ctx.view.scrubbed;
  showSelection(node, el, scrubbed ? { x: scrubbed[1], y: scrubbed[2] } : c.selection || null);
}

/** Draws (or hides) the scrub rule and dot for a reading `{x, y}` (x 0…1, y in data units). */
function showSelection(node, el, reading) {
  const c = node.chart;
  const svg = el.querySelector("svg");
  const rule = svg.querySelector(".sp-rule");
  const dot = svg.querySelector(".sp-dot");
  if (!reading) {
    rule.style.display = dot.style.display = "none";
    return;
  }
  const w = el.__plotWidth || 0;
  const px = reading.x * w;
  const py = (c.height * (c.domain.yUpper - reading.y)) / (c.domain.yUpper - c.domain.yLower || 1);
  attrs(rule, { x1: px, x2: px, y1: 0, y2: c.height });
  attrs(dot, { cx: px, cy: py });
  rule.style.display = dot.style.display = "";
}

// ---------------------------------------------------------------------------------------------
// Surfaces and the sparkline
// ---------------------------------------------------------------------------------------------

/** Whether the browser can draw a material (`backdrop-filter`) and the person wants it. */
function translucencyAllowed(view) {
  if (view && view.options.reduceTransparency !== undefined) return !view.options.reduceTransparency;
  const supports = typeof CSS !== "undefined" && CSS.supports && CSS.supports("backdrop-filter", "blur(1px)");
  const media = (query) => typeof matchMedia === "function" && matchMedia(query).matches;
  return !!supports && !media("(prefers-reduced-transparency: reduce)") && !media("(prefers-contrast: more)");
}

/** A card's surface: its material over a blur where allowed (`MATERIALS`), else its solid colour. */
function paintSurface(el, card, ctx) {
  const material = card.material && MATERIALS[card.material];
  el.dataset.material = card.material || "none";
  if (material && translucencyAllowed(ctx.view)) {
    const percent = Math.round(material.opacity * 100);
    el.style.background = `color-mix(in srgb, ${css(card.background)} ${percent}%, transparent)`;
    el.style.backdropFilter = `blur(${material.blur}px) saturate(${material.saturate})`;
    el.dataset.surface = "material";
  } else {
    el.style.background = css(card.background);
    el.dataset.surface = "solid";
  }
}

/** A sparkline drawn behind its card's content rather than stacked in it. */
function isBackdrop(node) {
  return node.kind === "sparkline" && node.sparkline.placement === "backdrop";
}

function buildSparkline(node, ctx) {
  const s = node.sparkline;
  const el = htmlNode();
  el.style.cssText =
    `flex:none;height:${s.height}px;pointer-events:none;` +
    (isBackdrop(node) ? "position:absolute;left:0;bottom:0;z-index:-1" : "position:relative;align-self:stretch");
  el.setAttribute("aria-hidden", "true");
  const svg = el.appendChild(svgNode("svg"));
  svg.style.cssText = "position:absolute;left:0;top:0;overflow:visible";
  // S-3: nothing is drawn from fewer than two finite values.
  if (finitePoints(s).length < 2) return el;
  if (s.area) {
    const id = `sp-area-${ctx.uid}-${ctx.gradients++}`;
    const gradient = svg.appendChild(svgNode("defs")).appendChild(svgNode("linearGradient"));
    attrs(gradient, { id, gradientUnits: "userSpaceOnUse" });
    const n = s.area.colors.length;
    s.area.colors.forEach((color, i) => {
      const stop = gradient.appendChild(attrs(svgNode("stop"), { offset: n > 1 ? i / (n - 1) : 0 }));
      stop.style.stopColor = css(color);
    });
    svg.appendChild(attrs(svgNode("path"), { class: "sp-area", fill: `url(#${id})`, stroke: "none" }));
  }
  applyStroke(svg.appendChild(attrs(svgNode("path"), { class: "sp-line", fill: "none" })), s.line);
  return el;
}

/** A sparkline's finite `[x, y]` points (the compiler drops the rest; a renderer does too). */
function finitePoints(s) {
  return (s.points || []).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
}

/**
 * Plot coordinates of a sparkline's points at a width (S-2): x over `xLower … xUpper` across
 * the width, y over `yLower … yUpper` from the bottom edge up.
 */
export function sparklinePoints(s, width) {
  const d = s.domain;
  const xSpan = d.xUpper - d.xLower || 1;
  const ySpan = d.yUpper - d.yLower || 1;
  return finitePoints(s).map(([x, y]) => [((x - d.xLower) / xSpan) * width, (s.height * (d.yUpper - y)) / ySpan]);
}

/** The line through plotted points by the tree's interpolation (monotone unless named). */
function interpolatedPath(interpolation, pts) {
  if (interpolation === "linear") return pts.map((p, i) => `${i ? "L" : "M"}${p}`).join("");
  return interpolation === "catmullRom" ? catmullRomPath(pts) : monotonePath(pts);
}

/**
 * Keyframes of a path morphing from the points `from` (resampled at the x of `to`) to `to`,
 * each frame's path drawn by `draw(points)`.
 */
function morphFrames(from, to, draw) {
  const yAt = (x) => {
    if (x <= from[0][0]) return from[0][1];
    for (let i = 1; i < from.length; i++) {
      if (x <= from[i][0]) {
        const [x0, y0] = from[i - 1], [x1, y1] = from[i];
        return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
      }
    }
    return from[from.length - 1][1];
  };
  const start = to.map(([x]) => yAt(x));
  const frames = [];
  for (let i = 0; i <= 12; i++) {
    frames.push({ d: `path("${draw(to.map(([x, y], j) => [x, start[j] + ((y - start[j]) * i) / 12]))}")` });
  }
  return frames;
}

/** The area under a line: the line, then down to the bottom edge (`yLower`) and back. */
function areaPath(line, pts, height) {
  return `${line}L${pts[pts.length - 1][0]},${height}L${pts[0][0]},${height}Z`;
}

function layoutSparkline(node, el, offered) {
  const s = node.sparkline;
  el.style.width = `${offered}px`;
  const svg = el.querySelector("svg");
  attrs(svg, { width: offered, height: s.height, viewBox: `0 0 ${offered} ${s.height}` });
  const line = svg.querySelector(".sp-line");
  if (!line) return offered;
  const pts = sparklinePoints(s, offered);
  const d = interpolatedPath(s.interpolation, pts);
  line.setAttribute("d", d);
  const area = svg.querySelector(".sp-area");
  if (area) area.setAttribute("d", areaPath(d, pts, s.height));
  const gradient = svg.querySelector("linearGradient");
  if (gradient) {
    // The gradient runs from its start edge to its end edge of the sparkline's box.
    const at = { top: [0, 0], bottom: [0, s.height], leading: [0, 0], trailing: [offered, 0] };
    const from = at[s.area.start] || at.top;
    const to = at[s.area.end] || at.bottom;
    attrs(gradient, { x1: from[0], y1: from[1], x2: to[0], y2: to[1] });
  }
  el.__points = pts;
  return offered;
}

/**
 * A centripetal Catmull-Rom spline (alpha 0.5, Swift Charts' `.catmullRom`, d3's
 * `curveCatmullRom`) through every point, as cubic Bézier segments; the end segments use the
 * end point as their missing neighbour.
 */
export function catmullRomPath(pts, alpha = 0.5) {
  const n = pts.length;
  if (n < 3) return interpolatedPath("linear", pts);
  const at = (i) => pts[Math.min(Math.max(i, 0), n - 1)];
  const gap = (a, b) => Math.hypot(b[0] - a[0], b[1] - a[1]) ** alpha;
  // The control point beside p towards q, o the point on p's other side, lo and lq the gaps.
  const control = (o, p, q, lo, lq) => {
    const a = 2 * lo * lo + 3 * lo * lq + lq * lq;
    const m = 3 * lo * (lo + lq);
    return [0, 1].map((k) => (p[k] * a - o[k] * lq * lq + q[k] * lo * lo) / m);
  };
  let d = `M${pts[0]}`;
  for (let i = 0; i < n - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const [l01, l12, l23] = [gap(p0, p1), gap(p1, p2), gap(p2, p3)];
    const c1 = l01 > 1e-12 ? control(p0, p1, p2, l01, l12) : p1;
    const c2 = l23 > 1e-12 ? control(p3, p2, p1, l23, l12) : p2;
    d += `C${c1},${c2},${p2}`;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------
// Accessibility
// ---------------------------------------------------------------------------------------------

const VISUALLY_HIDDEN =
  "position:absolute;left:0;top:0;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap";

function applyAccessibility(node, el, ctx) {
  const a = node.accessibility;
  const interactive = !!node.action;
  if (!a) return;
  if (a.hidden) {
    el.setAttribute("aria-hidden", "true");
    return;
  }
  const traits = a.traits || [];
  const native = el.tagName === "BUTTON";
  let role = null;
  if (traits.includes("header")) role = "heading";
  else if (traits.includes("button") && !native) role = "button";
  else if (traits.includes("image")) role = "img";
  else if (a.element === "contain" || (a.element === "combine" && !native)) role = "group";
  if (node.kind === "chart") role = "group";
  if (role) el.setAttribute("role", role);
  if (role === "heading") el.setAttribute("aria-level", "2");
  const label = [a.label, a.value].filter((s) => s).join(", ");
  if (label) el.setAttribute("aria-label", label);
  if (a.hint) {
    const hint = htmlNode("span");
    hint.id = `sp-hint-${ctx.uid}-${ctx.hints++}`;
    hint.textContent = a.hint;
    hint.style.cssText = VISUALLY_HIDDEN;
    el.appendChild(hint);
    el.setAttribute("aria-describedby", hint.id);
  }
  if (traits.includes("selected")) el.setAttribute(native || role === "button" ? "aria-pressed" : "aria-selected", "true");
  if (traits.includes("notEnabled")) el.setAttribute("aria-disabled", "true");
  if (traits.includes("updatesFrequently")) el.setAttribute("aria-live", "off");
  if ((role === "button" || role === "heading") && interactive && !native) el.tabIndex = 0;
  if (a.element === "combine") el.dataset.combine = "true";
  if (a.chart) {
    // The table sits in a clipped 1-pt box: a table grows to its content whatever its own width.
    const holder = htmlNode();
    holder.style.cssText = VISUALLY_HIDDEN;
    holder.appendChild(chartTable(a.chart));
    el.appendChild(holder);
  }
  if (a.announcement) {
    const live = htmlNode();
    live.className = "sp-announcement";
    live.setAttribute("aria-live", "assertive");
    live.setAttribute("role", "alert");
    live.style.cssText = VISUALLY_HIDDEN;
    el.appendChild(live);
    ctx.announcements.push([live, a.announcement]);
  }
}

/** The chart descriptor as a visually hidden data table: a caption, one row per reading. */
function chartTable(descriptor) {
  const table = htmlNode("table");
  table.className = "sp-chart-table";
  const caption = htmlNode("caption");
  caption.textContent = `${descriptor.title}. ${descriptor.summary}`;
  table.appendChild(caption);
  const head = table.createTHead().insertRow();
  for (const title of ["Series", descriptor.xAxis.title, descriptor.yAxis.title]) {
    const th = htmlNode("th");
    th.scope = "col";
    th.textContent = title;
    head.appendChild(th);
  }
  const body = table.createTBody();
  for (const series of descriptor.series) {
    for (const point of series.points) {
      const row = body.insertRow();
      const th = htmlNode("th");
      th.scope = "row";
      th.textContent = series.name;
      row.appendChild(th);
      row.insertCell().textContent = point.label;
      row.insertCell().textContent = point.valueText;
    }
  }
  return table;
}

// ---------------------------------------------------------------------------------------------
// Building, updating, animating
// ---------------------------------------------------------------------------------------------

let uidCounter = 0;

function buildNode(node, ctx) {
  const handler = KINDS[node.kind];
  let el;
  if (handler) {
    el = handler.build(node, ctx);
  } else {
    el = htmlNode();
    el.dataset.unknownKind = node.kind;
  }
  el.dataset.nodeId = node.id;
  el.dataset.kind = node.kind;
  el.classList.add("sp-node");
  el.style.boxSizing = "border-box";
  el.style.minWidth = "0";
  ctx.elements.set(node.id, el);
  if (!handler || handler.children !== false) {
    for (const child of node.children || []) el.appendChild(buildNode(child, ctx));
  }
  applyAccessibility(node, el, ctx);
  if (node.accessibility && node.accessibility.element === "combine") {
    // Read as one element: every part is hidden, however deep a kind nests it (a swipe row's
    // content sits in its sliding sheet). Controls the kind adds itself (a row's action buttons)
    // are not parts and stay reachable.
    for (const part of el.querySelectorAll("[data-node-id]")) part.setAttribute("aria-hidden", "true");
  }
  if (node.action) wireAction(node, el, ctx);
  return el;
}

function wireAction(node, el, ctx) {
  el.dataset.action = node.action.id;
  // A kind that wires its own action (a scroll's pull, a swipe row's tap) does it in `wire`.
  const handler = KINDS[node.kind];
  if (handler && handler.wire) {
    handler.wire(node, el, ctx);
    return;
  }
  if (node.action.id === "scrub") {
    wireScrub(node, el, ctx);
    return;
  }
  const fire = () => ctx.view.act(node.action, node);
  if (el.tagName === "BUTTON") el.addEventListener("click", fire);
  else {
    el.style.cursor = "pointer";
    el.addEventListener("click", fire);
    el.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        fire();
      }
    });
  }
}

/**
 * Scrubbing under the pointer: the nearest reading by x (among `chart.scrub.readings` when the
 * tree carries them, else the drawn current series) is marked, and the nodes the tree's
 * `chart.scrub` names show its value and date exactly as the compiler's scrubbed tree does.
 */
function wireScrub(node, el, ctx) {
  const at = (event) => {
    const rect = el.getBoundingClientRect();
    const x = (event.clientX - rect.left) / (el.__plotWidth || rect.width);
    ctx.view.scrubTo(ctx.view.nearestReading(x));
  };
  el.addEventListener("pointerdown", (e) => {
    if (el.setPointerCapture && e.pointerId !== undefined) {
      try {
        el.setPointerCapture(e.pointerId);
      } catch (_) {
        /* synthetic events have no active pointer */
      }
    }
    ctx.scrubbing = true;
    at(e);
  });
  el.addEventListener("pointermove", (e) => {
    if (ctx.scrubbing || e.pointerType === "mouse") at(e);
  });
  const end = () => {
    ctx.scrubbing = false;
    ctx.view.scrubTo(null);
  };
  el.addEventListener("pointerup", end);
  el.addEventListener("pointercancel", end);
  el.addEventListener("pointerleave", end);
  // The keyboard scrubs too: arrows step through the readings, Home and End jump, Escape (or
  // leaving the chart) returns to rest.
  el.tabIndex = 0;
  el.addEventListener("keydown", (e) => {
    const readings = ctx.view.readings();
    if (!readings.length) return;
    const current = ctx.view.scrubbed ? readings.findIndex((r) => r[0] === ctx.view.scrubbed[0]) : -1;
    const last = readings.length - 1;
    const next = {
      ArrowLeft: current < 0 ? last : Math.max(0, current - 1),
      ArrowRight: current < 0 ? last : Math.min(last, current + 1),
      Home: 0,
      End: last,
    }[e.key];
    if (next !== undefined) {
      e.preventDefault();
      ctx.view.scrubTo(readings[next]);
    } else if (e.key === "Escape") {
      ctx.view.scrubTo(null);
    }
  });
  el.addEventListener("blur", end);
}

function samePoints(a, b) {
  if (!a || !b || a.length !== b.length) return false;
  return a.every((p, i) => Math.abs(p[0] - b[i][0]) < 1e-6 && Math.abs(p[1] - b[i][1]) < 1e-6);
}

function findNode(node, id) {
  if (node.id === id) return node;
  for (const child of node.children || []) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

function walk(node, visit, parent = null) {
  visit(node, parent);
  for (const child of node.children || []) walk(child, visit, node);
}

/** The transition a node plays for `event`, honouring Reduce Motion (its fallback, or none). */
function transitionFor(node, event, reduceMotion) {
  const t = (node.transitions || []).find((tr) => tr.event === event);
  if (!t) return null;
  // (2.1) `delay` holds for the Reduce Motion fallback too (a fade still waits its turn);
  // `offset` is the rise's.
  const extra = { delay: t.delay || 0, offset: t.offset || 0 };
  if (reduceMotion) {
    if (t.motion && t.motion.isReduceMotionFallback) return { effect: t.effect, motion: t.motion, ...extra };
    return t.reduceMotion ? { effect: t.reduceMotion.effect, motion: t.reduceMotion.motion, ...extra } : null;
  }
  return { effect: t.effect, motion: t.motion, ...extra };
}

/**
 * Draws `tree` into `container` and returns the view.
 *
 * options:
 *   onAction(action, node)   the host's closures (selectRange, selectMetric, retry); a page that
 *                            holds every range's tree swaps itself (see `trees`)
 *   trees                    optional { "1W": tree, … }: trees to swap to on selectRange
 *   onHaptic(haptic, node)   the tree's haptics as they trigger (select, scrub, enterState)
 *   onScrub(reading)         the reading under the pointer ([index, x, y, valueText, dateText]) or null
 *   onTick(input, value)     the host's compiler for a clock (a `screen`'s `tick`): the tree compiled
 *                            with the state input `input` set to `value`, a promise of it, or null
 *                            (the clock stops); a page that holds the trees passes `states` instead
 *   states                   optional { tick: { "1": tree, … } }: trees by state input and value
 *   reduceMotion             true/false; default: the tree's flag or prefers-reduced-motion
 *   reduceTransparency       true/false; default: prefers-reduced-transparency or prefers-contrast:
 *                            more, or a browser without backdrop-filter (materials drawn solid)
 *   appear                   false: no `appear` transitions on the first show (default: a
 *                            screen's sections stagger in, charts and sparklines draw in)
 *   snapshot                 true: draw a screen's tree as it says, still (its offset as the
 *                            bar's collapse, no scrolling, nothing live): a contact sheet
 *   refreshTrigger           "release" or "crossing": when a pull fires `refresh` (default: by
 *                            the tree's `triggers` and the user agent, see `refreshTrigger()`)
 *   onNavigationTitle(t, p)  a host with its own navigation stack (`ownsStack` false) gets the
 *                            bar's title and its collapse progress as the screen scrolls
 */
export function render(tree, container, options = {}) {
  const view = new View(container, options);
  view.show(tree, null);
  return view;
}

class View {
  constructor(container, options) {
    this.container = container;
    this.options = options;
    this.tree = null;
    this.ctx = null;
    /** Every transition played, for a host or a test: {id, event, effect, kind, duration}. */
    this.played = [];
    /** Every haptic played: {id, kind, trigger}. */
    this.hapticsPlayed = [];
    this.scrubbed = null;
    /** The running clock's timer, and every tick it has shown: {input, value, at (ms)}. */
    this.clock = null;
    this.ticks = [];
  }

  /** Reduce Motion: the option, else the tree's echo or the person's setting. */
  get reduceMotion() {
    if (this.options.reduceMotion !== undefined) return this.options.reduceMotion;
    const media = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
    return media || !!(this.tree && this.tree.environment.reduceMotion);
  }

  /** Replaces the drawing with `tree`, animating from `previous` (matched by node id). */
  show(tree, previous) {
    const major = Number(String(tree.schema).split(".")[0]);
    if (major !== SCHEMA_MAJOR) throw new Error(`spblocks: schema ${tree.schema} is not ${SCHEMA_MAJOR}.x`);
    const oldGeometry = previous ? this.geometry() : null;
    const ctx = {
      view: this,
      elements: new Map(),
      announcements: [],
      uid: ++uidCounter,
      hints: 0,
      gradients: 0,
      scrubbing: false,
    };
    const root = buildNode(tree.root, ctx);
    root.classList.add("sp-block");
    root.dataset.block = tree.block;
    root.dataset.state = tree.state;
    root.dataset.theme = tree.theme;
    root.lang = (tree.environment.locale || "en").replace("_", "-");
    root.style.fontKerning = "none";
    root.style.fontVariantLigatures = "none";
    root.style.fontFeatureSettings = '"calt" 0';
    root.style.fontSynthesis = "none";
    root.style.textRendering = "geometricPrecision";
    root.style.webkitFontSmoothing = "antialiased";
    // An app's interface, not a document: a drag scrubs, swipes or pulls, and selects no text.
    root.style.userSelect = root.style.webkitUserSelect = "none";
    this.container.replaceChildren(root);
    this.tree = tree;
    this.ctx = ctx;
    this.root = root;
    this.scrubbed = null;
    this.layout();
    for (const [live, text] of ctx.announcements) {
      // Inserted after the region is in the document, so assistive technology announces it.
      setTimeout(() => (live.textContent = text), 50);
    }
    this.startIdle();
    if (previous) this.animate(previous, tree, oldGeometry);
    this.startClock();
    for (const hook of SHOW_HOOKS) hook(this, tree, previous);
  }

  /** Runs the layout pass over the whole tree at the environment's width. */
  layout() {
    const width = this.tree.environment.width;
    measureNatural(this.root);
    layoutNode(this.tree.root, this.root, width, this.ctx);
    // A live screen's bar shows the real scroll's collapse, not the tree's (a re-layout while
    // scrolled, as a scrub's, must not blank it: #25).
    if (this.screenScrollWired && !this.options.snapshot && this.onScreenScroll) this.onScreenScroll();
  }

  /** Swaps to a new tree (a recompile), animating by the tree's transitions. */
  update(tree) {
    this.previousTree = this.tree;
    this.show(tree, this.tree);
  }

  /** Forwards an action to the host; `selectRange` swaps to an embedded tree when there is one. */
  act(action, node) {
    if (!(node.segment && node.segment.selected)) this.haptic(node, "select");
    if (this.options.onAction) this.options.onAction(action, node, this);
    if (action.id === "selectRange" && this.options.trees) {
      const next = this.options.trees[action.payload.range];
      if (next && next !== this.tree) this.update(next);
    }
  }

  /**
   * Plays a node's haptics for a trigger (`select`, `scrub`, `enterState`) through the host's
   * `onHaptic(haptic, node)`: the web has no haptic engine of its own (`navigator.vibrate` needs a
   * user gesture and is absent on iOS), so the host decides.
   */
  haptic(node, trigger) {
    for (const h of node.haptics || []) {
      if (h.trigger !== trigger) continue;
      this.hapticsPlayed.push({ id: node.id, kind: h.kind, trigger });
      if (this.options.onHaptic) this.options.onHaptic(h, node);
    }
  }

  /** The readings a pointer can land on: [index, x, y, valueText?, dateText?]. */
  readings() {
    const chartNode = findNode(this.tree.root, "chart") || this.firstOfKind("chart");
    if (!chartNode) return [];
    const c = chartNode.chart;
    if (c.scrub) return c.scrub.readings;
    const current = c.series.find((s) => s.role === "current");
    return current ? current.points : [];
  }

  firstOfKind(kind) {
    let found = null;
    walk(this.tree.root, (n) => {
      if (!found && n.kind === kind) found = n;
    });
    return found;
  }

  /** The reading nearest `x` (0…1 across the plot), or null. */
  nearestReading(x) {
    let best = null;
    for (const r of this.readings()) if (!best || Math.abs(r[1] - x) < Math.abs(best[1] - x)) best = r;
    return best;
  }

  /**
   * Shows a reading (or the rest state for null) the way the compiler's scrubbed tree does:
   * the chart's `scrub` names the value node, the node the date replaces, the date node and the
   * node whose label reads "value, date".
   */
  scrubTo(reading) {
    const chartNode = this.firstOfKind("chart");
    if (!chartNode) return;
    const key = reading ? reading[0] : null;
    if (key === (this.scrubbed ? this.scrubbed[0] : null)) return;
    const s = chartNode.chart.scrub;
    const chartEl = this.ctx.elements.get(chartNode.id);
    // Set before the re-layout below, so the chart's layout keeps the marker where it is.
    this.scrubbed = reading;
    showSelection(chartNode, chartEl, reading ? { x: reading[1], y: reading[2] } : chartNode.chart.selection || null);
    if (s && this.ctx.elements.get(s.value)) {
      const valueEl = this.ctx.elements.get(s.value);
      const valueNode = findNode(this.tree.root, s.value);
      const replaced = this.ctx.elements.get(s.replaces);
      const labelEl = this.ctx.elements.get(s.label);
      const labelNode = findNode(this.tree.root, s.label);
      let dateEl = this.ctx.elements.get(s.date.id);
      // The date line may be the replaced node itself (its string changes in place), and the
      // label node reads "value, date" as its accessibility value when it has one at rest (after
      // its label), else as its label.
      const inPlace = s.date.id === s.replaces;
      const a = (labelNode && labelNode.accessibility) || {};
      if (reading) {
        valueEl.textContent = reading[3];
        if (!inPlace && (!dateEl || !dateEl.isConnected)) {
          dateEl = buildNode(s.date, this.ctx);
          if (labelNode.accessibility && labelNode.accessibility.element === "combine") dateEl.setAttribute("aria-hidden", "true");
        }
        dateEl.textContent = reading[4];
        if (!inPlace && replaced && replaced.isConnected) replaced.replaceWith(dateEl);
        const spoken = `${reading[3]}, ${reading[4]}`;
        if (labelEl) labelEl.setAttribute("aria-label", a.value ? `${a.label}, ${spoken}` : spoken);
      } else {
        valueEl.textContent = valueNode.text.string;
        if (inPlace && dateEl) dateEl.textContent = findNode(this.tree.root, s.replaces).text.string;
        else if (dateEl && dateEl.isConnected && replaced) dateEl.replaceWith(replaced);
        if (labelEl && labelNode.accessibility) labelEl.setAttribute("aria-label", [a.label, a.value].filter((t) => t).join(", "));
      }
      this.layoutScrub(s, reading);
    }
    if (reading) this.haptic(chartNode, "scrub");
    this.scrubbed = reading;
    if (this.options.onScrub) this.options.onScrub(reading);
  }

  /** Re-lays the tree with the scrubbed strings in place (the headline's width may change). */
  layoutScrub(s, reading) {
    const valueNode = findNode(this.tree.root, s.value);
    const saved = valueNode.text.string;
    const parent = this.parentOf(s.replaces);
    const index = parent ? parent.children.findIndex((c) => c.id === s.replaces) : -1;
    const savedChild = index >= 0 ? parent.children[index] : null;
    if (reading) {
      valueNode.text.string = reading[3];
      if (index >= 0) parent.children[index] = Object.assign({}, s.date, { text: Object.assign({}, s.date.text, { string: reading[4] }) });
    }
    try {
      this.layout();
    } finally {
      valueNode.text.string = saved;
      if (index >= 0) parent.children[index] = savedChild;
    }
  }

  parentOf(id) {
    let found = null;
    walk(this.tree.root, (n, p) => {
      if (n.id === id) found = p;
    });
    return found;
  }

  /** Where the animated parts were: series points and the plate, for morph and slide. */
  geometry() {
    const g = { series: {}, plate: null, strings: {}, states: {}, sparklines: {} };
    for (const [id, el] of this.ctx.elements) {
      if (el.__points && el.dataset.kind === "sparkline") g.sparklines[id] = el.__points;
      else if (el.__points) g.series[id] = el.__points;
    }
    const plate = this.root.querySelector(".sp-plate");
    if (plate) g.plate = Number(plate.dataset.x || 0);
    walk(this.tree.root, (n) => {
      if (n.kind === "text") g.strings[n.id] = n.text.string;
      if (n.kind === "button") g.states[n.id] = n.button.state;
    });
    return g;
  }

  /** Plays what changed between two trees, by id and event (renderer guide, section 6). */
  animate(previous, tree, old) {
    const reduce = this.reduceMotion;
    const oldIds = new Set();
    walk(previous.root, (n) => oldIds.add(n.id));
    const rangeChanged = previous.range !== tree.range;
    const phaseChanged = previous.state !== tree.state;
    walk(tree.root, (node) => {
      const el = this.ctx.elements.get(node.id);
      if (!el) return;
      const events = [];
      if (!oldIds.has(node.id)) events.push("appear", "phaseChange");
      else {
        if (rangeChanged) events.push("rangeChange");
        if (phaseChanged) events.push("phaseChange");
        if (node.kind === "text" && old.strings[node.id] !== undefined && old.strings[node.id] !== node.text.string)
          events.push("valueChange");
        if (node.kind === "sparkline" && old.sparklines[node.id] && !samePoints(old.sparklines[node.id], el.__points))
          events.push("valueChange");
        if (node.kind === "button") events.push("stateChange");
        if (node.kind === "button" && old.states[node.id] !== node.button.state) this.haptic(node, "enterState");
        // A kind that knows its own changes (a refresh's phase) names their events.
        const handler = KINDS[node.kind];
        if (handler && handler.changes) events.push(...handler.changes(node, findNode(previous.root, node.id), this));
      }
      for (const event of events) {
        const t = transitionFor(node, event, reduce);
        if (!t) continue;
        this.play(node, el, event, t, old);
        break;
      }
    });
  }

  /** Plays one effect on an element with the Web Animations API. */
  play(node, el, event, t, old) {
    const delay = 1000 * (t.delay || 0);
    const timing = { duration: durationMs(t.motion), easing: easing(t.motion), fill: delay ? "backwards" : "none", delay };
    const record = { id: node.id, event, effect: t.effect, kind: t.motion.kind, duration: t.motion.duration, delay: t.delay || 0 };
    this.played.push(record);
    if (EFFECTS[t.effect]) {
      EFFECTS[t.effect](node, el, t, timing, this);
      return;
    }
    switch (t.effect) {
      case "drawIn": {
        // A chart's series, or a sparkline's line (`.sp-line`; its area, `.sp-area`, fades in).
        const lines = node.kind === "chart" ? node.chart.series.map((series) => this.ctx.elements.get(series.id)) : [...el.querySelectorAll(".sp-line")];
        for (const path of lines) {
          const length = path.getTotalLength ? path.getTotalLength() : 1000;
          path.animate([{ strokeDasharray: `${length}`, strokeDashoffset: length }, { strokeDasharray: `${length}`, strokeDashoffset: 0 }], timing);
        }
        for (const area of node.kind === "chart" ? [] : el.querySelectorAll(".sp-area")) area.animate([{ opacity: 0 }, { opacity: 1 }], timing);
        break;
      }
      case "morph":
        if (node.kind === "sparkline") {
          if (old.sparklines[node.id] && el.__points) this.morphSparkline(node, el, old.sparklines[node.id], timing);
          break;
        }
        for (const series of node.chart.series) {
          const path = this.ctx.elements.get(series.id);
          const from = old.series[series.id];
          if (from && path.__points) this.morph(series, path, from, path.__points, timing);
        }
        break;
      case "slide": {
        const plate = el.querySelector(".sp-plate");
        if (plate && old.plate !== null) {
          plate.animate([{ transform: `translateX(${old.plate}px)` }, { transform: plate.style.transform }], timing);
        }
        break;
      }
      case "numericRoll":
        el.animate([{ transform: "translateY(30%)", opacity: 0 }, { transform: "none", opacity: 1 }], timing);
        break;
      case "pulse":
        break;
      default:
        el.animate([{ opacity: 0 }, { opacity: 1 }], timing);
    }
  }

  /** Interpolates a series from its old plotted points to its new ones along the motion. */
  morph(series, path, from, to, timing) {
    try {
      path.animate(morphFrames(from, to, (pts) => interpolatedPath(series.interpolation, pts)), timing);
    } catch (_) {
      /* a browser without animatable `d` draws the new line at once */
    }
  }

  /** Interpolates a sparkline's line and area from its old plotted points to its new ones. */
  morphSparkline(node, el, from, timing) {
    const s = node.sparkline;
    const line = el.querySelector(".sp-line");
    const area = el.querySelector(".sp-area");
    const draw = (pts) => interpolatedPath(s.interpolation, pts);
    try {
      if (line) line.animate(morphFrames(from, el.__points, draw), timing);
      if (area) area.animate(morphFrames(from, el.__points, (pts) => areaPath(draw(pts), pts, s.height)), timing);
    } catch (_) {
      /* a browser without animatable `d` draws the new line at once */
    }
  }

  /**
   * Runs a `screen`'s clock (`screen.tick`): after `interval` seconds, shows the tree compiled
   * with the state input at `(value + 1) % modulo`, from the host's `onTick` or the page's
   * `states`. No clock under Reduce Motion (S-10), and none when neither has the next tree.
   */
  startClock() {
    this.stopClock();
    const tick = this.clockSpec();
    if (!tick || this.reduceMotion) return;
    this.clock = setTimeout(() => {
      this.clock = null;
      this.tick();
    }, tick.interval * 1000);
  }

  /** Stops the clock (a host that removes the block calls it). */
  stopClock() {
    if (this.clock !== null) clearTimeout(this.clock);
    this.clock = null;
  }

  clockSpec() {
    const screen = this.tree && this.firstOfKind("screen");
    return screen && screen.screen.tick ? screen.screen.tick : null;
  }

  /**
   * Advances the clock one step now: the next tree, animated by its transitions. Returns false
   * when the tree has no clock or the host has no tree for the next value.
   */
  tick() {
    const tick = this.clockSpec();
    if (!tick) return false;
    const value = (Number(this.tree.environment[tick.input] || 0) + 1) % tick.modulo;
    const states = this.options.states && this.options.states[tick.input];
    let next = this.options.onTick ? this.options.onTick(tick.input, value, this) : null;
    if (!next && states) next = states[String(value)] || null;
    if (!next) return false;
    this.ticks.push({ input: tick.input, value, at: performance.now() });
    if (typeof next.then === "function") next.then((tree) => tree && this.update(tree));
    else this.update(next);
    return true;
  }

  /** Loops the `idle` transitions (the ghosts' pulse); none under Reduce Motion without fallback. */
  startIdle() {
    const reduce = this.reduceMotion;
    walk(this.tree.root, (node) => {
      const t = transitionFor(node, "idle", reduce);
      const el = this.ctx.elements.get(node.id);
      if (!t || !el || t.effect !== "pulse") return;
      this.played.push({ id: node.id, event: "idle", effect: t.effect, kind: t.motion.kind, duration: t.motion.duration });
      el.animate([{ opacity: 1 }, { opacity: 0.4 }], {
        duration: durationMs(t.motion),
        easing: easing(t.motion),
        iterations: Infinity,
        direction: "alternate",
      });
    });
  }
}

// Extension points the screen kinds below fill in. They live here, in the part of the renderer
// every page carries, because `spec-compile --format html` leaves the screen section out of a
// page whose trees use none of it (HTMLPage.swift): the rest must run without it.

/** Effects beyond the 2.0 table, by name: `EFFECTS[effect](node, el, t, timing, view)`. */
export const EFFECTS = {};

/** Functions run after every `show(tree, previous)`: `hook(view, tree, previous)`. */
const SHOW_HOOKS = [];

/** SF Symbols the dashboard's trees name (added where the table has none); here, not in the screen
 * section, because any block's document may name them. */
const SCREEN_SYMBOLS = {
  archivebox: "M3.5 5h17v4h-17zM5 9v10h14V9M10 12.5h4",
  trash: "M4 6.5h16M9.5 6.5V4h5v2.5M6 6.5l1 13.5h10l1-13.5M10 10v6.5M14 10v6.5",
  cart: "M2.5 4h3l2.2 10.5h10.3l2-7.5H6.5M10 19.5a1 1 0 1 1-2 0a1 1 0 1 1 2 0zM18 19.5a1 1 0 1 1-2 0a1 1 0 1 1 2 0z",
  bag: "M5 8h14l-1 12H6zM9 8V6.5a3 3 0 0 1 6 0V8",
  star: "M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z",
  "dollarsign.circle": "M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM14.8 9.2c-.4-1-1.5-1.7-2.8-1.7-1.6 0-2.8.9-2.8 2.1 0 2.9 5.8 1.6 5.8 4.6 0 1.2-1.3 2.2-3 2.2-1.4 0-2.6-.7-3-1.8M12 6v1.5M12 16.4V18",
  shippingbox: "M3.5 7.5L12 3.5l8.5 4v9L12 20.5l-8.5-4zM3.5 7.5l8.5 4 8.5-4M12 11.5v9",
  "arrow.triangle.branch": "M6 20V4M6 4L3 7M6 4l3 3M6 13c0-3 2-5 6-5h6M15 5l3 3-3 3",
  "arrow.uturn.backward": "M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
  "person.badge.plus": "M12.5 8a3.5 3.5 0 1 1-7 0a3.5 3.5 0 1 1 7 0zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M19 8v6M16 11h6",
  "chart.line.uptrend.xyaxis": "M4 4v16h16M7.5 15.5l4-4.5 3 3 5-6",
  "creditcard": "M3 6h18v12H3zM3 10h18M6.5 14.5h4",
  "envelope": "M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5",
  "bell": "M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20a2 2 0 0 0 4 0",
  "building.columns": "M3.5 9L12 4l8.5 5zM5.5 9.5v7.5M9.8 9.5v7.5M14.2 9.5v7.5M18.5 9.5v7.5M3 19.5h18",
};
for (const [name, path] of Object.entries(SCREEN_SYMBOLS)) if (!(name in SYMBOLS)) SYMBOLS[name] = path;

// =============================================================================================
// MARK: screen kinds (dashboard, schema 2.1)
//
// The node kinds of blocks that are whole screens (docs/layout-tree.md, "navigationBar" …
// "divider"), the card's `elevation` and `hugsContent`, a segmented control's `track`, and the
// 2.1 transitions (`rise`, `collapse`, `inset`, with `delay` and `offset`). Registered here, after
// the 2.0 table, so the section stands on its own: `spec-compile --format html` leaves it out of
// a page whose trees use none of it (from this banner to the end of the file), so nothing above
// may refer to anything below.
//
// Live behaviour, all from the tree's numbers:
//   - the greeting collapses into the bar as the real scroll offset crosses `collapse.start` …
//     `.end` (the bar sticks to the top of the scrolling ancestor, the page by default);
//   - a pull at the top draws the ring, arms at `refresh.threshold` (a `rigid@arm` haptic once
//     per crossing) and fires the scroll's `refresh` action on release or on crossing, by
//     `refresh.triggers` (see `refreshTrigger`);
//   - a swipe row claims a drag after `claimDistance` when |dx| ≥ `horizontalDominance` × |dy|,
//     shares the reveal among its actions, gives the last one all of it past
//     `fullSwipeFraction`, and on release commits, settles open or closes as the compiler's
//     `release` says for that reveal; one row is open at a time, a tap closes it, and the
//     actions are real buttons (the tree's custom actions) for keyboards and screen readers.
// =============================================================================================

Object.assign(EFFECTS, {
  /** Fade in while rising `offset` points into place. */
  rise(node, el, t, timing) {
    el.animate([{ opacity: 0, transform: `translateY(${t.offset || 0}px)` }, { opacity: 1, transform: "none" }], timing);
  },
  /** Slide out toward the leading edge while the space closes. */
  collapse(node, el, t, timing) {
    const height = el.getBoundingClientRect().height;
    el.style.overflow = "hidden";
    el.animate(
      [
        { transform: "none", opacity: 1, height: `${height}px` },
        { transform: `translateX(${-el.getBoundingClientRect().width}px)`, opacity: 0, height: "0px" },
      ],
      { ...timing, fill: "forwards" }
    );
  },
  /** Grow or shrink the space held above the content (a refresh's inset). */
  inset(node, el, t, timing, view) {
    const before = view.previousTree && findNode(view.previousTree.root, node.id);
    const from = before && before.refresh ? Math.max(0, before.refresh.inset) : 0;
    const to = Math.max(0, node.refresh.inset);
    if (from !== to) el.animate([{ height: `${from}px` }, { height: `${to}px` }], timing);
  },
});


/** A vertically centred SF Symbol in a 1-em box of `size` points, in the current colour. */
function screenSymbol(name, size, weight) {
  const box = document.createElement("span");
  box.style.cssText = `display:block;position:relative;flex:none;width:${size}px;height:${size}px;font-size:${size}px`;
  box.appendChild(symbolSvg(name, weight));
  return box;
}

/** The scroll offset where the first of `view`'s screen lies: the page or an element. */
function scrollerOf(el) {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const overflow = getComputedStyle(p).overflowY;
    if (overflow === "auto" || overflow === "scroll") return p;
  }
  return null; // the document
}

// -- navigationBar ------------------------------------------------------------------------------

registerKind("navigationBar", {
  fills: () => true,
  build(node) {
    const b = node.navigationBar;
    const el = document.createElement("div");
    // Sticks to the top of whatever scrolls the screen; above the scroll's content.
    el.style.cssText =
      `position:sticky;top:0;z-index:3;display:flex;align-items:center;justify-content:center;flex:none;` +
      `background:${css(b.background)}`;
    el.dataset.ownsStack = String(!!b.ownsStack);
    const title = document.createElement("div");
    title.className = "sp-text sp-bar-title";
    title.textContent = b.title;
    title.style.cssText = `color:${css(b.color)};overflow:hidden;text-overflow:ellipsis;text-align:center`;
    applyFont(title, b.font);
    title.setAttribute("aria-hidden", "true");
    el.appendChild(title);
    // The hairline shows once content scrolls beneath the bar.
    const rule = document.createElement("div");
    rule.className = "sp-bar-rule";
    rule.style.cssText = `position:absolute;left:0;right:0;bottom:0;height:0.5px;background:${css(b.separator)}`;
    el.appendChild(rule);
    return el;
  },
  layout(node, el, offered, ctx) {
    const b = node.navigationBar;
    el.style.width = `${offered}px`;
    const title = el.querySelector(".sp-bar-title");
    // One line in the bar's width, as the layout pass sets it; the bar grows with its leading.
    fitText(title, { font: b.font, lineLimit: 1 }, offered);
    el.style.height = `${Math.max(b.height, b.font.leading)}px`;
    showCollapse(node, el, ctx.elements.get(b.collapse.source), b.collapse.progress, b.collapse.progress > 0);
  },
});

/**
 * Shows the greeting's collapse at `progress` (0 expanded … 1 collapsed): the large title fades
 * out, the bar's inline title in; collapsed, the bar's title is the one read, as the tree says.
 */
function showCollapse(node, barEl, source, progress, scrolledUnder) {
  const b = node.navigationBar;
  const title = barEl.querySelector(".sp-bar-title");
  title.style.opacity = String(progress);
  barEl.querySelector(".sp-bar-rule").style.opacity = scrolledUnder ? "1" : "0";
  barEl.dataset.progress = String(progress);
  const collapsed = progress >= 1;
  if (collapsed) {
    barEl.removeAttribute("aria-hidden");
    barEl.setAttribute("role", "heading");
    barEl.setAttribute("aria-level", "1");
    barEl.setAttribute("aria-label", b.title);
  } else {
    barEl.setAttribute("aria-hidden", "true");
    barEl.removeAttribute("role");
  }
  if (source) {
    source.style.opacity = String(1 - progress);
    // The large title's group (the greeting) is read until it has collapsed into the bar.
    const greeting = source.parentElement && source.parentElement.dataset.nodeId ? source.parentElement : source;
    if (collapsed) greeting.setAttribute("aria-hidden", "true");
    else greeting.removeAttribute("aria-hidden");
  }
}

// -- scroll -----------------------------------------------------------------------------------

registerKind("scroll", {
  fills: () => true,
  build(node) {
    const sc = node.scroll;
    const el = document.createElement("div");
    el.style.cssText =
      `display:flex;flex-direction:column;align-items:flex-start;box-sizing:border-box;position:relative;` +
      `background:${css(sc.background)};padding:0 ${sc.padding.value}px;gap:${sc.spacing.value}px`;
    return el;
  },
  layout(node, el, offered, ctx) {
    el.style.width = `${offered}px`;
    layoutColumn(node, el, Math.max(0, offered - 2 * node.scroll.padding.value), "leading", ctx);
    const refresh = (node.children || []).find((c) => c.kind === "refresh");
    showPull(node, el, refresh ? pullOf(node, refresh) : 0);
  },
  wire(node, el, ctx) {
    el.dataset.action = node.action.id;
    wirePull(node, el, ctx);
  },
});

/** The pull a tree shows: the refresh's `distance`, or a negative scroll offset (a host's). */
function pullOf(scrollNode, refreshNode) {
  const r = refreshNode.refresh;
  return Math.max(0, r.phase === "pulling" || r.phase === "armed" ? r.distance : 0, -(scrollNode.scroll.offset || 0));
}

/** Moves the scroll's content (everything but the refresh) down by the pull, ring in the gap. */
function showPull(node, el, distance) {
  (node.children || []).forEach((child, i) => {
    if (child.kind === "refresh") return;
    el.children[i].style.transform = distance > 0 ? `translateY(${distance}px)` : "";
  });
  el.dataset.pull = String(distance);
}

// -- refresh ----------------------------------------------------------------------------------

registerKind("refresh", {
  fills: () => true,
  build(node) {
    const r = node.refresh;
    const el = document.createElement("div");
    el.style.cssText = "position:relative;flex:none;overflow:visible";
    const svg = document.createElementNS(SVG_NS, "svg");
    svg.classList.add("sp-ring");
    const d = r.diameter;
    svg.setAttribute("width", String(d));
    svg.setAttribute("height", String(d));
    svg.setAttribute("viewBox", `0 0 ${d} ${d}`);
    svg.setAttribute("aria-hidden", "true");
    svg.style.cssText = `position:absolute;left:50%;margin-left:${-d / 2}px;overflow:visible;pointer-events:none`;
    const radius = (d - r.lineWidth) / 2;
    for (const [cls, color] of [["sp-ring-track", r.track], ["sp-ring-arc", r.tint]]) {
      const c = document.createElementNS(SVG_NS, "circle");
      c.classList.add(cls);
      c.setAttribute("cx", String(d / 2));
      c.setAttribute("cy", String(d / 2));
      c.setAttribute("r", String(radius));
      c.setAttribute("fill", "none");
      c.style.stroke = css(color);
      c.style.strokeWidth = String(r.lineWidth);
      c.style.strokeLinecap = "round";
      svg.appendChild(c);
    }
    // The arc starts at 12 o'clock and runs clockwise.
    svg.querySelector(".sp-ring-arc").setAttribute("transform", `rotate(-90 ${d / 2} ${d / 2})`);
    const done = document.createElement("span");
    done.className = "sp-ring-done";
    done.style.cssText = `position:absolute;left:0;top:0;width:${d}px;height:${d}px;color:${css(r.tint)};display:none`;
    done.appendChild(screenSymbol(r.finishedSymbol, d * 0.6, 600));
    done.firstChild.style.margin = `${d * 0.2}px`;
    const holder = document.createElement("div");
    holder.className = "sp-ring-holder";
    holder.style.cssText = `position:absolute;left:50%;top:0;width:${d}px;height:${d}px;margin-left:${-d / 2}px;pointer-events:none`;
    svg.style.left = "0";
    svg.style.marginLeft = "0";
    holder.appendChild(svg);
    holder.appendChild(done);
    el.appendChild(holder);
    return el;
  },
  layout(node, el, offered) {
    el.style.width = `${offered}px`;
    el.style.height = `${Math.max(0, node.refresh.inset)}px`;
    showRing(node, el, node.refresh.phase, node.refresh.progress, Math.max(node.refresh.distance, 0));
  },
  changes(node, before, view) {
    if (!before || !before.refresh || before.refresh.phase === node.refresh.phase) return [];
    view.haptic(node, "enterState");
    return ["stateChange"];
  },
});

/**
 * Draws the ring for a phase: hidden at rest; filled to `progress` while pulled (centred in the
 * gap the pull opens, `gap` points); spinning in the held inset while refreshing; the finished
 * symbol after.
 */
function showRing(node, el, phase, progress, gap) {
  const r = node.refresh;
  const holder = el.querySelector(".sp-ring-holder");
  const arc = holder.querySelector(".sp-ring-arc");
  const svg = holder.querySelector(".sp-ring");
  const done = holder.querySelector(".sp-ring-done");
  const circumference = Math.PI * (r.diameter - r.lineWidth);
  const room = phase === "refreshing" || phase === "finished" ? Math.max(0, r.inset) : gap;
  holder.style.display = phase === "idle" ? "none" : "block";
  holder.style.top = `${Math.max(0, (room - r.diameter) / 2)}px`;
  holder.style.opacity = phase === "pulling" || phase === "armed" ? String(Math.min(1, 0.3 + progress)) : "1";
  el.dataset.phase = phase;
  el.dataset.progress = String(progress);
  svg.style.display = phase === "finished" ? "none" : "block";
  done.style.display = phase === "finished" ? "block" : "none";
  const filled = phase === "refreshing" ? 0.75 : Math.min(Math.max(progress, 0), 1);
  arc.style.strokeDasharray = `${filled * circumference} ${circumference}`;
  if (svg.__spin) {
    svg.__spin.cancel();
    svg.__spin = null;
  }
  if (phase === "refreshing") {
    // An indeterminate spinner: a steady turn, not a spring (it plays under Reduce Motion too,
    // as the system's activity indicator does).
    svg.__spin = svg.animate([{ transform: "rotate(0turn)" }, { transform: "rotate(1turn)" }], {
      duration: 900,
      iterations: Infinity,
      easing: "linear",
    });
  }
}

// -- swipeRow ---------------------------------------------------------------------------------

registerKind("swipeRow", {
  fills: () => true,
  children: false,
  build(node, ctx) {
    const row = node.swipeRow;
    const el = document.createElement("div");
    el.className = "sp-swipe-row";
    el.style.cssText = `position:relative;overflow:hidden;flex:none;touch-action:pan-y;min-height:${row.minHeight}px`;
    // The sliding sheet: the row's content on the row's background.
    const sheet = document.createElement("div");
    sheet.className = "sp-swipe-sheet";
    sheet.style.cssText =
      `position:relative;z-index:1;display:flex;flex-direction:column;justify-content:center;align-items:flex-start;` +
      `box-sizing:border-box;min-height:${row.minHeight}px;background:${css(row.background)}`;
    for (const child of node.children || []) sheet.appendChild(buildNode(child, ctx));
    // The actions on the trailing edge, under the sheet's end: real buttons, the tree's custom
    // actions for keyboards and screen readers (focusing one opens the row).
    const tray = document.createElement("div");
    tray.className = "sp-swipe-actions";
    tray.style.cssText = "position:absolute;z-index:2;top:0;right:0;bottom:0;display:flex;flex-direction:row;overflow:hidden";
    for (const action of row.actions) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "sp-swipe-action";
      b.dataset.action = action.action.id;
      b.setAttribute("aria-label", action.title);
      b.style.cssText =
        `display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;flex:none;` +
        `height:100%;padding:0;border:0;overflow:hidden;cursor:pointer;box-sizing:border-box;` +
        `background:${css(action.background)};color:${css(action.foreground)}`;
      b.appendChild(screenSymbol(action.symbol, action.font.size * 1.4, action.font.weight));
      const title = document.createElement("span");
      title.className = "sp-swipe-title";
      title.textContent = action.title;
      title.style.cssText = "white-space:nowrap";
      applyFont(title, action.font);
      b.appendChild(title);
      b.addEventListener("click", (e) => {
        e.stopPropagation();
        runRowAction(ctx.view, node, action.action);
      });
      b.addEventListener("focus", () => {
        if (!(ctx.view.rowState(node.id) || {}).open) settleRow(ctx.view, node, "settleOpen");
      });
      tray.appendChild(b);
    }
    el.appendChild(sheet);
    el.appendChild(tray);
    el.addEventListener("focusout", (e) => {
      if (!el.contains(e.relatedTarget) && (ctx.view.rowState(node.id) || {}).open && !(e.relatedTarget === null))
        settleRow(ctx.view, node, "close");
    });
    el.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && (ctx.view.rowState(node.id) || {}).open) settleRow(ctx.view, node, "close");
    });
    wireSwipe(node, el, ctx);
    return el;
  },
  layout(node, el, offered, ctx) {
    el.style.width = `${offered}px`;
    const sheet = el.querySelector(":scope > .sp-swipe-sheet");
    sheet.style.width = `${offered}px`;
    layoutColumn(node, sheet, offered, "leading", ctx);
    const row = node.swipeRow;
    const state = ctx.view.rowState(node.id, true);
    state.width = offered;
    if (state.reveal === undefined) {
      state.reveal = row.reveal;
      state.fraction = row.revealFraction;
      state.open = row.open;
      state.fullSwipe = row.fullSwipe;
      state.widths = row.actions.map((a) => a.revealedWidth);
    }
    showReveal(node, el, state, ctx.view.reduceMotion);
  },
  // The row's own action (`closeRow` while open) is a tap on its sheet: see `wireSwipe`.
  wire() {},
});

/**
 * A row's swipe at `reveal` points, worked out as the compiler does (`SwipeGeometry`): the
 * fraction of the row's width, a full swipe past `fullSwipeFraction` (the last action takes the
 * whole reveal), else the reveal shared among the actions by their widths; what a release does.
 */
export function swipeGeometry(row, width, reveal) {
  const clamped = Math.min(Math.max(reveal, 0), Math.max(width, 0));
  const fraction = width > 0 ? clamped / width : 0;
  const fullSwipe = width > 0 && clamped >= row.fullSwipeFraction * width;
  const total = row.actions.reduce((sum, a) => sum + a.width, 0);
  const actionsWidth = Math.min(width, total);
  const widths = row.actions.map((a, i) =>
    fullSwipe ? (i === row.actions.length - 1 ? clamped : 0) : total > 0 ? (clamped * a.width) / total : 0
  );
  const release = fullSwipe ? "commit" : clamped >= actionsWidth / 2 ? "settleOpen" : "close";
  return { reveal: clamped, fraction, fullSwipe, widths, release, actionsWidth };
}

/** Draws a row's reveal: the sheet slides (not under Reduce Motion), the actions take their shares. */
function showReveal(node, el, state, reduceMotion) {
  const sheet = el.querySelector(":scope > .sp-swipe-sheet");
  const tray = el.querySelector(":scope > .sp-swipe-actions");
  sheet.style.transform = !reduceMotion && state.reveal > 0 ? `translateX(${-state.reveal}px)` : "";
  [...tray.children].forEach((b, i) => {
    b.style.width = `${state.widths[i] || 0}px`;
  });
  // Under Reduce Motion the actions fade in over the row's end instead of being uncovered.
  tray.style.opacity = reduceMotion ? String(Math.min(1, state.reveal > 0 || state.widths.some((w) => w > 0) ? 1 : 0)) : "1";
  el.dataset.reveal = String(state.reveal);
  el.dataset.fullSwipe = String(!!state.fullSwipe);
  el.dataset.open = String(!!state.open);
  if (state.open) el.setAttribute("aria-describedby", el.getAttribute("aria-describedby") || "");
}

/** Runs one of a row's actions: the host's closure, and the row leaves as its `remove` says. */
function runRowAction(view, node, action) {
  view.act(action, node);
  if (action.id === "archive" || action.id === "delete") view.removeRow(node);
}

/**
 * Settles a row after a release (or a tap, or focus): open at the actions' width, closed, or
 * committed (the last action runs). Springs on the row's `settle` motion; under Reduce Motion
 * the actions fade instead.
 */
function settleRow(view, node, release) {
  const row = node.swipeRow;
  const el = view.ctx.elements.get(node.id);
  const state = view.rowState(node.id, true);
  if (!el) return;
  if (release === "commit") {
    runRowAction(view, node, row.actions[row.actions.length - 1].action);
    return;
  }
  const from = state.reveal;
  const wasOpen = !!state.open;
  const target = release === "settleOpen" ? swipeGeometry(row, state.width, row.actions.reduce((s, a) => s + a.width, 0)) : swipeGeometry(row, state.width, 0);
  if (release === "settleOpen") view.closeOtherRows(node.id);
  Object.assign(state, { reveal: target.reveal, fraction: target.fraction, fullSwipe: false, widths: target.widths, open: release === "settleOpen" });
  showReveal(node, el, state, view.reduceMotion);
  const motion = view.reduceMotion && row.settle.kind === "spring" ? null : row.settle;
  const sheet = el.querySelector(":scope > .sp-swipe-sheet");
  const tray = el.querySelector(":scope > .sp-swipe-actions");
  if (motion && from !== target.reveal && !view.reduceMotion) {
    const timing = { duration: durationMs(motion), easing: easing(motion) };
    sheet.animate([{ transform: `translateX(${-from}px)` }, { transform: `translateX(${-target.reveal}px)` }], timing);
    view.played.push({ id: node.id, event: "release", effect: "settle", kind: motion.kind, duration: motion.duration, delay: 0 });
  } else if (from !== target.reveal) {
    tray.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 150, easing: "ease-out" });
    view.played.push({ id: node.id, event: "release", effect: "crossFade", kind: "fade", duration: 0.15, delay: 0 });
  }
  // Closing an open row is its `closeRow` action (the host compiles with no row open).
  if (release === "close" && wasOpen) view.act({ id: "closeRow", payload: row.actions[0].action.payload }, node);
}

/** The swipe gesture: claim, follow the finger, release; a tap on an open row closes it. */
function wireSwipe(node, el, ctx) {
  const row = node.swipeRow;
  let start = null;
  el.addEventListener("pointerdown", (e) => {
    if (e.target.closest(".sp-swipe-actions") || (e.button !== undefined && e.button > 0)) return;
    const state = ctx.view.rowState(node.id, true);
    start = { x: e.clientX, y: e.clientY, reveal: state.reveal || 0, claimed: false, moved: false, id: e.pointerId };
  });
  el.addEventListener("pointermove", (e) => {
    if (!start) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (!start.claimed) {
      if (Math.hypot(dx, dy) > 3) start.moved = true;
      // Claimed only after `claimDistance` points and when mostly horizontal (|dx| ≥ k × |dy|):
      // vertical scrolling is left alone.
      if (Math.abs(dx) < row.claimDistance) return;
      if (Math.abs(dx) < row.horizontalDominance * Math.abs(dy)) {
        start = null;
        return;
      }
      start.claimed = true;
      ctx.view.closeOtherRows(node.id);
      try {
        el.setPointerCapture(e.pointerId);
      } catch (_) {
        /* a synthetic pointer */
      }
    }
    e.preventDefault();
    const state = ctx.view.rowState(node.id, true);
    const g = swipeGeometry(row, state.width, start.reveal - dx);
    Object.assign(state, { reveal: g.reveal, fraction: g.fraction, fullSwipe: g.fullSwipe, widths: g.widths, release: g.release, dragging: true });
    showReveal(node, el, state, ctx.view.reduceMotion);
  });
  const end = (e) => {
    if (!start) return;
    const was = start;
    start = null;
    const state = ctx.view.rowState(node.id, true);
    if (was.claimed) {
      state.dragging = false;
      settleRow(ctx.view, node, swipeGeometry(row, state.width, state.reveal).release);
    } else if (!was.moved && e.type === "pointerup" && state.open) {
      // A tap on an open row closes it (its `closeRow` action).
      settleRow(ctx.view, node, "close");
    }
  };
  el.addEventListener("pointerup", end);
  el.addEventListener("pointercancel", end);
}

// -- divider ----------------------------------------------------------------------------------

registerKind("divider", {
  fills: () => true,
  build(node) {
    const d = node.divider;
    const el = document.createElement("div");
    el.style.cssText = `position:relative;flex:none;height:${d.thickness}px`;
    const line = document.createElement("div");
    line.className = "sp-divider-line";
    line.style.cssText = `position:absolute;top:0;bottom:0;right:0;left:${d.inset}px;background:${css(d.color)}`;
    el.appendChild(line);
    return el;
  },
  layout(node, el, offered) {
    el.style.width = `${offered}px`;
  },
});

// -- card: elevation, hugsContent, minHeight; segmented: track --------------------------------

{
  const card = KINDS.card;
  registerKind("card", {
    ...card,
    fills: (node) => !node.card.hugsContent && (card.fills ? card.fills(node) : true),
    build(node, ctx) {
      const el = card.build(node, ctx);
      const c = node.card;
      const e = c.elevation;
      if (e) {
        // The theme's elevation property where a stylesheet declares one (`--sp-elevation-e1`).
        const shadow = `${e.x}px ${e.y}px ${e.blur}px ${e.spread}px ${e.color}`;
        el.style.boxShadow = /^[A-Za-z][A-Za-z0-9.]*$/.test(e.token || "") ? `var(${tokenProperty(e.token)}, ${shadow})` : shadow;
      }
      if (c.minHeight !== undefined && !el.style.minHeight) el.style.minHeight = `${c.minHeight}px`;
      if (c.hugsContent) el.dataset.hugs = "true";
      return el;
    },
    layout(node, el, offered, ctx) {
      card.layout(node, el, offered, ctx);
      if (!node.card.hugsContent) return undefined;
      // As wide as its content and padding, up to the width offered (a pill).
      let content = 0;
      (node.children || []).forEach((child, i) => {
        if (child.kind !== "sparkline") content = Math.max(content, widthOf(el.children[i]));
      });
      const width = Math.min(offered, ceilUnit(content) + 2 * node.card.padding.value);
      el.style.width = `${width}px`;
      el.style.alignSelf = "flex-start";
      return width;
    },
  });
  const segmented = KINDS.segmented;
  registerKind("segmented", {
    ...segmented,
    build(node, ctx) {
      const el = segmented.build(node, ctx);
      const track = node.segmented.track;
      if (track) {
        el.style.background = css(track.color);
        el.style.borderRadius = `${track.cornerRadius.value}px`;
      }
      return el;
    },
  });
}

// -- the screen's live behaviour: rows, scroll, pull, appear -----------------------------------

Object.assign(View.prototype, {
  /** A row's live swipe state by id ({reveal, fraction, widths, open, …}); `make` creates it. */
  rowState(id, make) {
    // Kept with the drawing: a new tree brings its rows' own state.
    const rows = this.ctx.rows || (this.ctx.rows = new Map());
    let state = rows.get(id);
    if (!state && make) {
      state = {};
      rows.set(id, state);
    }
    return state;
  },

  /** Closes every open row but `id` (one row is open at a time). */
  closeOtherRows(id) {
    for (const [other, state] of this.ctx.rows || []) {
      if (other === id || !(state.open || state.reveal > 0)) continue;
      const node = findNode(this.tree.root, other);
      if (node) settleRow(this, node, "close");
    }
  },

  /**
   * Removes a row (after archive or delete) with its `remove` transition, and the divider that
   * went with it, at once in the drawing: the host's next tree has neither.
   */
  removeRow(node) {
    const el = this.ctx.elements.get(node.id);
    if (!el || el.dataset.removed) return;
    el.dataset.removed = "true";
    const parent = this.parentOf(node.id);
    const siblings = parent ? parent.children : [];
    const index = siblings.findIndex((c) => c.id === node.id);
    // The divider before the row, or (for the first row) the one after it.
    let divider = index > 0 && siblings[index - 1].kind === "divider" ? siblings[index - 1] : null;
    if (!divider && siblings[index + 1] && siblings[index + 1].kind === "divider") divider = siblings[index + 1];
    const t = transitionFor(node, "remove", this.reduceMotion);
    const gone = [el, divider && this.ctx.elements.get(divider.id)].filter(Boolean);
    const finish = () => gone.forEach((g) => (g.style.display = "none"));
    if (t) {
      this.play(node, el, "remove", t, null);
      const animations = el.getAnimations();
      Promise.all(animations.map((a) => a.finished.catch(() => null))).then(finish);
    } else finish();
  },

  /** The screen's scroll, refresh and bar nodes and elements, if the tree is a screen. */
  screenParts() {
    const scroll = this.firstOfKind("scroll");
    if (!scroll) return null;
    const bar = this.firstOfKind("navigationBar");
    const refresh = (scroll.children || []).find((c) => c.kind === "refresh") || null;
    const get = (n) => (n ? this.ctx.elements.get(n.id) : null);
    return { scroll, bar, refresh, scrollEl: get(scroll), barEl: get(bar), refreshEl: get(refresh) };
  },

  /**
   * The real scroll offset: how far the scroll's content has moved up under the bar (0 at rest;
   * never negative, a pull is tracked apart).
   */
  scrollOffset() {
    const p = this.screenParts();
    if (!p || !p.scrollEl) return 0;
    const top = p.scrollEl.getBoundingClientRect().top;
    const barBottom = p.barEl ? p.barEl.getBoundingClientRect().bottom : this.root.getBoundingClientRect().top;
    return Math.max(0, barBottom - top);
  },

  /** Scrolls the screen's scroller so its content sits `offset` points under the bar. */
  scrollToOffset(offset) {
    const p = this.screenParts();
    if (!p || !p.scrollEl) return;
    const scroller = scrollerOf(this.root);
    const barHeight = p.barEl ? p.barEl.getBoundingClientRect().height : 0;
    if (scroller) {
      const top = p.scrollEl.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
      scroller.scrollTop = top - barHeight + offset;
    } else {
      const top = p.scrollEl.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(window.scrollX, top - barHeight + offset);
    }
    this.onScreenScroll();
  },

  /** Reads the real offset and shows the collapse it means (`(offset − start) / (end − start)`). */
  onScreenScroll() {
    const p = this.screenParts();
    if (!p || !p.bar || !p.barEl) return;
    const c = p.bar.navigationBar.collapse;
    const offset = this.scrollOffset();
    const progress = c.end > c.start ? Math.min(Math.max((offset - c.start) / (c.end - c.start), 0), 1) : offset >= c.end ? 1 : 0;
    showCollapse(p.bar, p.barEl, this.ctx.elements.get(p.bar.navigationBar.collapse.source), progress, offset > 0);
    if (this.options.onNavigationTitle && !p.bar.navigationBar.ownsStack) this.options.onNavigationTitle(p.bar.navigationBar.title, progress);
  },

  /** Plays every `appear` transition (a screen's first appearance: the staggered reveal). */
  appearAll() {
    const reduce = this.reduceMotion;
    walk(this.tree.root, (node) => {
      const el = this.ctx.elements.get(node.id);
      const t = el && transitionFor(node, "appear", reduce);
      if (t) this.play(node, el, "appear", t, this.geometry());
    });
  },
});

/**
 * How a pull fires the scroll's `refresh`: "release" (when the finger lifts, iOS 18's) or
 * "crossing" (as the pull crosses the threshold, iOS 17's). The page's `refreshTrigger` option
 * wins; else the first of the tree's `triggers` whose platform and version the user agent meets
 * (an iPhone or iPad running iOS 17 fires on crossing); else, off iOS, the first trigger's.
 */
export function refreshTrigger(refresh, options = {}, userAgent = typeof navigator === "object" ? navigator.userAgent : "") {
  if (options.refreshTrigger === "release" || options.refreshTrigger === "crossing") return options.refreshTrigger;
  const triggers = refresh.triggers || [];
  const ios = /(iPhone|iPad|iPod).* OS (\d+)_/.exec(userAgent || "");
  if (ios) {
    const version = Number(ios[2]);
    const met = triggers.find((t) => t.platform === "iOS" && version >= t.minimumVersion);
    if (met) return met.fires;
  }
  return triggers.length ? triggers[0].fires : "release";
}

/** Pull to refresh on the scroll: at the top, a downward drag pulls the content 1:1. */
function wirePull(node, el, ctx) {
  let pull = null;
  const refreshNode = () => (node.children || []).find((c) => c.kind === "refresh");
  const show = (distance) => {
    const r = refreshNode();
    if (!r) return;
    const rEl = ctx.elements.get(r.id);
    const progress = Math.min(Math.max(distance / r.refresh.threshold, 0), 1);
    const phase = distance <= 0 ? "idle" : distance >= r.refresh.threshold ? "armed" : "pulling";
    showPull(node, el, distance);
    showRing(r, rEl, phase, progress, distance);
    return phase;
  };
  el.addEventListener("pointerdown", (e) => {
    if (e.target.closest('[data-action="scrub"], .sp-swipe-actions, button') || (e.button !== undefined && e.button > 0)) return;
    if (ctx.view.scrollOffset() > 0 || ctx.view.refreshing) return;
    pull = { x: e.clientX, y: e.clientY, claimed: false, armed: false, fired: false, distance: 0 };
  });
  el.addEventListener("pointermove", (e) => {
    if (!pull) return;
    const dx = e.clientX - pull.x;
    const dy = e.clientY - pull.y;
    if (!pull.claimed) {
      if (dy <= 0 || Math.abs(dy) < Math.abs(dx) || Math.hypot(dx, dy) < 2) {
        if (dy < 0 || Math.abs(dx) > Math.abs(dy)) pull = null;
        return;
      }
      pull.claimed = true;
      try {
        el.setPointerCapture(e.pointerId);
      } catch (_) {
        /* a synthetic pointer */
      }
    }
    e.preventDefault();
    const r = refreshNode();
    pull.distance = Math.max(0, dy);
    const phase = show(pull.distance);
    ctx.view.pullDistance = pull.distance;
    const armed = phase === "armed";
    if (armed && !pull.armed) {
      ctx.view.haptic(r, "arm");
      if (refreshTrigger(r.refresh, ctx.view.options) === "crossing" && !pull.fired) {
        pull.fired = true;
        ctx.view.startRefresh(node);
      }
    }
    pull.armed = armed;
  });
  const end = () => {
    if (!pull) return;
    const was = pull;
    pull = null;
    ctx.view.pullDistance = 0;
    if (!was.claimed) return;
    const r = refreshNode();
    if (was.armed && !was.fired && refreshTrigger(r.refresh, ctx.view.options) === "release") ctx.view.startRefresh(node);
    else if (!ctx.view.refreshing) {
      show(0);
      for (const child of el.children) child.animate([{ transform: `translateY(${was.distance}px)` }, { transform: "none" }], { duration: 250, easing: "ease-out" });
    }
  };
  el.addEventListener("pointerup", end);
  el.addEventListener("pointercancel", end);
  // A finger's downward drag at the top is the pull's, not the browser's scroll (which would
  // cancel the pointer): its touchmove is held back (#25). Any other drag scrolls as usual.
  el.addEventListener(
    "touchmove",
    (e) => {
      if (!pull || !e.touches.length) return;
      const t = e.touches[0];
      if (pull.claimed || (t.clientY - pull.y > 0 && Math.abs(t.clientY - pull.y) >= Math.abs(t.clientX - pull.x))) e.preventDefault();
    },
    { passive: false },
  );
  // Keyboards and screen readers: a Refresh button, shown while it has focus.
  const button = document.createElement("button");
  button.type = "button";
  button.className = "sp-refresh-button";
  button.textContent = "Refresh";
  const hidden = `${VISUALLY_HIDDEN};padding:0;border:0`;
  button.style.cssText = hidden;
  button.addEventListener("focus", () => (button.style.cssText = "position:absolute;left:16px;top:4px;z-index:4;min-height:44px;min-width:44px;padding:0 12px;border-radius:22px;border:0;font:inherit"));
  button.addEventListener("blur", () => (button.style.cssText = hidden));
  button.addEventListener("click", () => ctx.view.startRefresh(node));
  el.appendChild(button);
}

Object.assign(View.prototype, {
  /**
   * Fires the scroll's `refresh` action: the host's `onRefresh` compiles `.refreshing`, then
   * `.finished`. A page that carries those trees (`trees.refreshing`, `trees.finished`) plays the
   * cycle itself, as a host would: refreshing, finished a moment later, then the rest tree.
   */
  startRefresh(scrollNode) {
    this.act(scrollNode.action, scrollNode);
    const trees = this.options.trees || {};
    if (!trees.refreshing) return;
    this.refreshing = true;
    const rest = trees[this.tree.range] || this.tree;
    this.update(trees.refreshing);
    setTimeout(() => {
      if (trees.finished) this.update(trees.finished);
      setTimeout(() => {
        this.refreshing = false;
        this.update(rest);
      }, 900);
    }, 1200);
  },
});

SHOW_HOOKS.push((view, tree, previous) => {
  if (!view.screenParts()) return;
  if (!view.screenScrollWired) {
    view.screenScrollWired = true;
    const scroller = scrollerOf(view.root) || window;
    scroller.addEventListener("scroll", () => view.options.snapshot || view.onScreenScroll(), { passive: true });
  }
  // A snapshot (a contact sheet) shows the tree's own collapse, scrolls nothing, plays nothing.
  if (view.options.snapshot) return;
  const scroll = view.firstOfKind("scroll");
  if (!previous && scroll.scroll.offset > 0) view.scrollToOffset(scroll.scroll.offset);
  else view.onScreenScroll();
  // A screen appears with its staggered reveal (and its sparklines drawing in).
  if (!previous && view.options.appear !== false) view.appearAll();
});
