/// The page `spec-compile preview` serves at `/`: controls generated from `/api/config` (the
/// documents, every theme and a resolver's modifiers, Dynamic Type, width, Reduce Motion, locale,
/// and the document's block's own state flags), the block drawn by the web reference renderer
/// (`/renderer.js`), a matrix view, and a Server-Sent Events listener that refetches on reload.
///
/// It is the host: every change asks the server for the tree compiled with the controls'
/// values and hands it to the renderer's `view.update`, which plays the tree's transitions. A
/// range picked in the block, or a clock's tick, is compiled the same way. For tests and
/// measurement it keeps `window.preview`: the tree shown, the problems, and each redraw's time
/// from the control's event to the frame after the update.
enum PreviewPage {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>spec-compile preview</title>
    <style>
    html { background: #FFFFFF; }
    body { margin: 0; font: 13px/1.4 -apple-system, system-ui, sans-serif; color: #1C1C1E; }
    #controls { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center;
      padding: 8px 12px; background: #F2F2F7F0; border-bottom: 1px solid #D1D1D6; }
    #controls label { display: inline-flex; gap: 4px; align-items: center; white-space: nowrap; }
    #controls fieldset { display: inline-flex; gap: 6px 10px; flex-wrap: wrap; border: 1px solid #C7C7CC; border-radius: 6px; padding: 2px 8px; margin: 0; }
    #controls legend { font-size: 11px; color: #6E6E73; }
    #controls input[type=number] { width: 5em; }
    #status { color: #6E6E73; font-variant-numeric: tabular-nums; }
    #problems { margin: 20px; padding: 12px 14px; border: 2px solid #D70015; border-radius: 8px; background: #FFF2F2; color: #1C1C1E; }
    #problems h2 { margin: 0 0 6px; font-size: 14px; color: #D70015; }
    #problems pre { margin: 0; white-space: pre-wrap; font: 12px/1.5 ui-monospace, Menlo, monospace; }
    #stage { padding: 20px; }
    #matrix { display: flex; flex-wrap: wrap; gap: 20px; padding: 20px; align-items: flex-start; }
    .cell { margin: 0; }
    .cell figcaption { font-size: 12px; margin-bottom: 6px; color: var(--caption, #3A3A3C); }
    .cell figcaption .count { color: #D70015; font-weight: 600; }
    .cell ul { margin: 6px 0 0; padding-left: 16px; font-size: 11px; max-width: 375px; color: var(--caption, #3A3A3C); }
    .preview-finding { outline: 2px dashed #FF3B30 !important; outline-offset: 1px; }
    [hidden] { display: none !important; }
    </style>
    </head>
    <body>
    <header id="controls">
      <label>Document <select id="doc"></select></label>
      <label>Theme <select id="theme"></select></label>
      <span id="inputs"></span>
      <label>Dynamic Type <select id="size"></select></label>
      <label>Width <input id="width" type="number" min="1" max="10000" step="1"><select id="width-preset"><option value="">pt</option></select></label>
      <label><input id="reduce-motion" type="checkbox"> Reduce Motion</label>
      <label>Locale <select id="locale"></select></label>
      <fieldset id="flags"><legend>State</legend></fieldset>
      <label>View <select id="view"><option value="single">One block</option></select></label>
      <span id="status"></span>
    </header>
    <section id="problems" hidden><h2>The preview cannot compile</h2><pre id="problem-lines"></pre></section>
    <main id="stage"><div id="block"></div></main>
    <section id="matrix" hidden></section>
    <script type="module">
    import { render } from "/renderer.js";

    const $ = (id) => document.getElementById(id);
    const preview = (window.preview = { tree: null, problems: [], generation: -1, timings: [], serverTimings: [], renderTimings: [], redraws: 0, answers: 0, config: null, view: null });
    const state = { doc: 0, theme: 0, input: {}, size: "large", width: 375, reduceMotion: false, locale: "en_US", flags: {}, view: "single" };
    let config = null;
    let requestCount = 0;

    function option(select, value, text) {
      const o = document.createElement("option");
      o.value = value;
      o.textContent = text === undefined ? value : text;
      select.append(o);
      return o;
    }

    async function getJSON(url) {
      const response = await fetch(url, { cache: "no-store" });
      const timing = /dur=([0-9.]+)/.exec(response.headers.get("Server-Timing") || "");
      if (timing) preview.serverTimings.push(Number(timing[1]));
      return response.json();
    }

    function query() {
      const p = new URLSearchParams();
      p.set("doc", state.doc);
      p.set("theme", state.theme);
      for (const [name, value] of Object.entries(state.input)) if (value) p.set("input." + name, value);
      p.set("size", state.size);
      p.set("width", state.width);
      if (state.reduceMotion) p.set("reduceMotion", "1");
      p.set("locale", state.locale);
      for (const [name, value] of Object.entries(state.flags)) if (value !== "" && value !== false) p.set("flag." + name, value === true ? "on" : value);
      return p.toString();
    }

    function buildThemeInputs() {
      const box = $("inputs");
      box.replaceChildren();
      const theme = config.themes[state.theme];
      const kept = {};
      for (const modifier of theme.modifiers) {
        const label = document.createElement("label");
        label.textContent = modifier.name + " ";
        const select = document.createElement("select");
        select.id = "input-" + modifier.name;
        for (const context of modifier.contexts) option(select, context);
        select.value = state.input[modifier.name] || modifier.default || modifier.contexts[0];
        kept[modifier.name] = select.value;
        select.addEventListener("change", (event) => { state.input[modifier.name] = select.value; changed(event); });
        label.append(select);
        box.append(label);
      }
      state.input = kept;
    }

    function buildFlags() {
      const box = $("flags");
      for (const child of [...box.children]) if (child.tagName !== "LEGEND") child.remove();
      const documentInfo = config.documents[state.doc];
      const kept = {};
      box.querySelector("legend").textContent = "State" + (documentInfo.block ? " (" + documentInfo.block + ")" : "");
      for (const flag of documentInfo.flags) {
        const label = document.createElement("label");
        label.title = flag.help;
        let control;
        if (flag.kind === "toggle") {
          control = document.createElement("input");
          control.type = "checkbox";
          control.checked = state.flags[flag.name] === true;
          kept[flag.name] = control.checked;
          control.addEventListener("change", (event) => { state.flags[flag.name] = control.checked; changed(event); });
          label.append(control, " --" + flag.name);
        } else {
          if (flag.values.length) {
            control = document.createElement("select");
            option(control, "", "(" + (flag.default || "default") + ")");
            for (const value of flag.values) option(control, value);
          } else {
            control = document.createElement("input");
            control.type = "text";
            control.size = 8;
            control.placeholder = flag.placeholder;
          }
          control.value = state.flags[flag.name] || "";
          kept[flag.name] = control.value;
          control.addEventListener("change", (event) => { state.flags[flag.name] = control.value; changed(event); });
          label.append("--" + flag.name + " ", control);
        }
        control.id = "flag-" + flag.name;
        control.dataset.flag = flag.name;
        box.append(label);
      }
      state.flags = kept;
      box.hidden = documentInfo.flags.length === 0;
    }

    function buildControls() {
      const doc = $("doc"), theme = $("theme"), size = $("size"), locale = $("locale"), view = $("view"), preset = $("width-preset");
      config.documents.forEach((d, i) => option(doc, i, d.label + (d.block ? " · " + d.block : "")));
      config.themes.forEach((t, i) => option(theme, i, t.label));
      for (const s of config.sizes) option(size, s);
      for (const w of config.widths) option(preset, w, w + " pt");
      for (const l of config.locales) option(locale, l);
      for (const axis of config.axes) option(view, axis, "Matrix: " + axis);
      state.theme = config.theme;
      state.input = { ...config.input };
      state.size = config.size;
      state.width = config.width;
      state.locale = config.locale;
      doc.value = state.doc;
      theme.value = state.theme;
      size.value = state.size;
      $("width").value = state.width;
      locale.value = state.locale;
      doc.addEventListener("change", (event) => { state.doc = Number(doc.value); buildFlags(); changed(event); });
      theme.addEventListener("change", (event) => { state.theme = Number(theme.value); state.input = {}; buildThemeInputs(); changed(event); });
      size.addEventListener("change", (event) => { state.size = size.value; changed(event); });
      $("width").addEventListener("change", (event) => { state.width = Number($("width").value) || state.width; changed(event); });
      preset.addEventListener("change", (event) => { if (preset.value) { state.width = Number(preset.value); $("width").value = state.width; preset.value = ""; changed(event); } });
      $("reduce-motion").addEventListener("change", (event) => { state.reduceMotion = $("reduce-motion").checked; changed(event); });
      locale.addEventListener("change", (event) => { state.locale = locale.value; changed(event); });
      view.addEventListener("change", (event) => { state.view = view.value; changed(event); });
      buildThemeInputs();
      buildFlags();
    }

    function showProblems(lines) {
      preview.problems = lines;
      $("problem-lines").textContent = lines.join("\n");
      $("problems").hidden = false;
      $("stage").hidden = true;
      $("matrix").hidden = true;
      document.body.dataset.status = "problems";
      preview.answers += 1;
    }

    function hideProblems() {
      preview.problems = [];
      $("problems").hidden = true;
    }

    function afterFrame(started, generation) {
      requestAnimationFrame(() => {
        const ms = performance.now() - started;
        preview.timings.push(ms);
        preview.redraws += 1;
        preview.answers += 1;
        preview.generation = generation;
        $("status").textContent = "reload " + generation + " · " + ms.toFixed(1) + " ms";
        document.body.dataset.redraws = String(preview.redraws);
      });
    }

    // The host's compiler for the renderer: a range picked in the block or a clock's tick is
    // the same controls with that flag, compiled by the server.
    function flagQuery(name, value) {
      const saved = state.flags[name];
      state.flags[name] = String(value);
      const text = query();
      if (saved === undefined) delete state.flags[name]; else state.flags[name] = saved;
      return text;
    }
    const rangeFlags = ["range", "chart-range"];
    function onAction(action) {
      if (action.id !== "selectRange" || !action.payload) return;
      const name = rangeFlags.find((n) => $("flag-" + n));
      if (!name) return;
      $("flag-" + name).value = action.payload.range;
      state.flags[name] = action.payload.range;
      refresh(performance.now());
    }
    async function onTick(input, value) {
      const answer = await getJSON("/api/tree?" + flagQuery(input, value));
      return answer.tree || null;
    }

    async function drawSingle(started) {
      const number = ++requestCount;
      const answer = await getJSON("/api/tree?" + query());
      if (number !== requestCount) return;
      if (answer.problems) return showProblems(answer.problems);
      hideProblems();
      $("matrix").hidden = true;
      $("stage").hidden = false;
      document.documentElement.style.background = answer.background;
      const container = $("block");
      const drawing = performance.now();
      if (preview.view && preview.view.tree && preview.view.tree.block === answer.tree.block) {
        preview.view.options.reduceMotion = answer.tree.environment.reduceMotion;
        preview.view.update(answer.tree);
      } else {
        if (preview.view) preview.view.stopClock();
        preview.view = render(answer.tree, container, { onAction, onTick, reduceMotion: answer.tree.environment.reduceMotion });
      }
      preview.renderTimings.push(performance.now() - drawing);
      preview.tree = answer.tree;
      document.body.dataset.status = "ready";
      afterFrame(started, answer.generation);
    }

    async function drawMatrix(started) {
      const number = ++requestCount;
      const answer = await getJSON("/api/matrix?axis=" + state.view + "&" + query());
      if (number !== requestCount) return;
      if (answer.problems) return showProblems(answer.problems);
      hideProblems();
      $("stage").hidden = true;
      const box = $("matrix");
      box.replaceChildren();
      box.hidden = false;
      if (preview.view) preview.view.stopClock();
      preview.view = null;
      preview.cells = [];
      for (const cell of answer.cells) {
        const figure = document.createElement("figure");
        figure.className = "cell";
        figure.dataset.label = cell.label;
        const caption = document.createElement("figcaption");
        caption.textContent = cell.label + " ";
        const container = document.createElement("div");
        figure.append(caption, container);
        box.append(figure);
        if (cell.problems) {
          const pre = document.createElement("pre");
          pre.textContent = cell.problems.join("\n");
          container.append(pre);
          preview.cells.push({ label: cell.label, problems: cell.problems });
          continue;
        }
        const pad = document.createElement("div");
        pad.style.cssText = "padding:12px;border-radius:10px;background:" + cell.background;
        container.append(pad);
        const inner = document.createElement("div");
        pad.append(inner);
        render(cell.tree, inner, { snapshot: true, appear: false, reduceMotion: true });
        const marked = [];
        for (const finding of cell.findings) {
          const el = inner.querySelector('[data-node-id="' + CSS.escape(finding.node) + '"]');
          if (!el) continue;
          el.classList.add("preview-finding");
          el.title = (el.title ? el.title + "\n" : "") + finding.rule + ": " + finding.summary + (finding.detail ? " (" + finding.detail + ")" : "");
          marked.push(finding.node);
        }
        if (cell.findings.length) {
          const count = document.createElement("span");
          count.className = "count";
          count.textContent = cell.findings.length + (cell.findings.length === 1 ? " finding" : " findings");
          caption.append(count);
          const list = document.createElement("ul");
          for (const finding of cell.findings) {
            const item = document.createElement("li");
            item.textContent = finding.rule + " " + finding.node + ": " + finding.summary + (finding.detail ? " (" + finding.detail + ")" : "");
            list.append(item);
          }
          figure.append(list);
        }
        preview.cells.push({ label: cell.label, tree: cell.tree, findings: cell.findings, marked });
      }
      document.body.dataset.status = "ready";
      afterFrame(started, answer.generation);
    }

    function refresh(started) {
      return state.view === "single" ? drawSingle(started) : drawMatrix(started);
    }

    function changed(event) {
      refresh(event && event.timeStamp ? event.timeStamp : performance.now());
    }

    async function reloadConfig() {
      const next = await getJSON("/api/config");
      const before = JSON.stringify(config.documents[state.doc].flags);
      config = preview.config = next;
      if (JSON.stringify(config.documents[state.doc].flags) !== before) buildFlags();
      const docSelect = $("doc");
      config.documents.forEach((d, i) => (docSelect.options[i].textContent = d.label + (d.block ? " · " + d.block : "")));
      buildThemeInputs();
    }

    async function start() {
      config = preview.config = await getJSON("/api/config");
      buildControls();
      await refresh(performance.now());
      const events = new EventSource("/events");
      events.addEventListener("reload", async () => {
        await reloadConfig();
        refresh(performance.now());
      });
      document.documentElement.dataset.ready = "true";
    }
    start();
    </script>
    </body>
    </html>

    """#
}
