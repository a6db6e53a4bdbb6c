import BlockSpecTesting
import Testing

@Suite("UnifiedDiff")
struct UnifiedDiffTests {
  private func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }
  private func numbered(_ count: Int) -> [String] { (1...count).map { "line \($0)" } }

  private func render(_ old: [String], _ new: [String], _ diff: UnifiedDiff = UnifiedDiff()) -> String? {
    diff.render(old: text(old), new: text(new), oldName: "old", newName: "new")?.text
  }

  private func headers(_ rendered: String?) -> [String] {
    (rendered ?? "").split(separator: "\n").filter { $0.hasPrefix("@@") }.map(String.init)
  }

  @Test("equal texts have no diff")
  func equal() {
    #expect(render(["a", "b"], ["a", "b"]) == nil)
    #expect(render([], []) == nil)
  }

  @Test(
    "hunk headers follow diff -u: lines count from 1, a count of one is left out, an empty side names the line before",
    arguments: [
      (["a"], ["b"], UnifiedDiff(), "@@ -1 +1 @@"),
      ([], ["a", "b"], UnifiedDiff(), "@@ -0,0 +1,2 @@"),
      (["a", "b"], [], UnifiedDiff(), "@@ -1,2 +0,0 @@"),
      (["a", "c"], ["a", "b", "c"], UnifiedDiff(contextLines: 0), "@@ -1,0 +2 @@"),
      (["a", "b", "c"], ["a", "c"], UnifiedDiff(contextLines: 0), "@@ -2 +1,0 @@"),
    ])
  func headers(old: [String], new: [String], diff: UnifiedDiff, header: String) {
    #expect(headers(render(old, new, diff)) == [header])
  }

  @Test("changes at most twice the context apart share a hunk; further apart they split")
  func merging() {
    let old = numbered(30)
    var sixApart = old
    sixApart[4] = "changed"
    sixApart[11] = "changed"
    var sevenApart = old
    sevenApart[4] = "changed"
    sevenApart[12] = "changed"

    #expect(headers(render(old, sixApart)) == ["@@ -2,14 +2,14 @@"])
    #expect(headers(render(old, sevenApart)) == ["@@ -2,7 +2,7 @@", "@@ -10,7 +10,7 @@"])
  }

  @Test("only the first hunks are printed, and the message says how many were left out")
  func hunkLimit() {
    let old = numbered(60)
    var new = old
    for index in [5, 25, 45] { new[index] = "changed" }

    let rendered = render(old, new, UnifiedDiff(maximumHunks: 1))
    #expect(headers(rendered).count == 1)
    #expect(rendered?.hasSuffix("… (2 more hunks not shown; the whole output is in the actual file)") == true)
  }

  @Test("a hunk longer than the line budget is cut short, and says so")
  func lineLimit() {
    let rendered = render(numbered(10), [], UnifiedDiff(maximumLines: 3))
    #expect(rendered?.split(separator: "\n").filter { $0.hasPrefix("-line") }.count == 3)
    #expect(
      rendered?.hasSuffix("… (the last hunk is cut short; the whole output is in the actual file)") == true)
  }

  @Test("the summary counts removed and added lines and hunks")
  func summary() {
    let summary = UnifiedDiff().render(old: "a\nb\nc\n", new: "a\nx\ny\nc\n", oldName: "old", newName: "new")?
      .summary
    #expect(summary == UnifiedDiff.Summary(removed: 1, added: 2, hunks: 1))
  }

  @Test("the rendered diff of a small tree edit, pinned as this library's own snapshot")
  func renderedExample() {
    let old = [
      "section stats", "  card card", "    text headline.label \"Revenue\"",
      "    text headline.value \"$44,051.40\"",
      "    chart chart", "    segmented range selected=1M", "  grid tiles columns=2",
      "    button tiles.orders",
      "    button tiles.average",
    ]
    var new = old
    new[3] = "    text headline.value \"$44,052.00\""
    new[6] = "  grid tiles columns=1"
    new.append("    button tiles.refunds")
    assertSnapshot(of: render(old, new) ?? "", as: .text)
  }
}
