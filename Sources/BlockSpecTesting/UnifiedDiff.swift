/// A line diff printed the way `diff -u` and `git diff` print it, so people read it without
/// learning a new format and can paste it into `patch`.
///
/// A failure message must stay readable in a test log, so only the first hunks are printed; the
/// complete actual output is on disk next to the reference.
package struct UnifiedDiff: Sendable {
  /// Unchanged lines shown around each change.
  package var contextLines = 3
  /// Hunks printed before the rest is summarised.
  package var maximumHunks = 4
  /// Diff body lines printed before the rest is summarised (one large hunk could fill a log).
  package var maximumLines = 120

  package init(contextLines: Int = 3, maximumHunks: Int = 4, maximumLines: Int = 120) {
    self.contextLines = contextLines
    self.maximumHunks = maximumHunks
    self.maximumLines = maximumLines
  }

  /// What changed, for the failure's headline.
  package struct Summary: Hashable, Sendable {
    package var removed: Int
    package var added: Int
    package var hunks: Int

    package init(removed: Int, added: Int, hunks: Int) {
      self.removed = removed
      self.added = added
      self.hunks = hunks
    }
  }

  /// The diff of two texts, split at "\n" (a final newline does not start another line), with
  /// `---`/`+++` header lines naming them; nil when the lines are equal.
  package func render(
    old: String, new: String, oldName: String, newName: String
  ) -> (text: String, summary: Summary)? {
    let oldLines = Self.lines(of: old)
    let newLines = Self.lines(of: new)
    let script = LineDiff.edits(from: oldLines, to: newLines)
    let hunks = hunks(of: script)
    guard !hunks.isEmpty else { return nil }

    var removed = 0
    var added = 0
    for edit in script {
      if case .delete = edit { removed += 1 }
      if case .insert = edit { added += 1 }
    }
    var output = ["--- \(oldName)", "+++ \(newName)"]
    var printedLines = 0
    var printedHunks = 0
    var cutShort = false
    hunkLoop: for hunk in hunks.prefix(maximumHunks) {
      output.append(hunk.header)
      printedHunks += 1
      for edit in script[hunk.edits] {
        guard printedLines < maximumLines else {
          cutShort = true
          break hunkLoop
        }
        switch edit {
        case .keep(let oldIndex, _): output.append(" " + oldLines[oldIndex])
        case .delete(let oldIndex): output.append("-" + oldLines[oldIndex])
        case .insert(let newIndex): output.append("+" + newLines[newIndex])
        }
        printedLines += 1
      }
    }
    let hidden = hunks.count - printedHunks
    if cutShort || hidden > 0 {
      var notes: [String] = []
      if cutShort { notes.append("the last hunk is cut short") }
      if hidden > 0 { notes.append("\(hidden) more hunk\(hidden == 1 ? "" : "s") not shown") }
      output.append("… (\(notes.joined(separator: ", ")); the whole output is in the actual file)")
    }
    let summary = Summary(removed: removed, added: added, hunks: hunks.count)
    return (output.joined(separator: "\n"), summary)
  }

  static func lines(of text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  struct Hunk {
    var edits: Range<Int>
    var header: String
  }

  /// Groups the changes with their context; changes closer than twice the context share a hunk.
  func hunks(of script: [LineEdit]) -> [Hunk] {
    let changes = script.indices.filter {
      if case .keep = script[$0] { return false }
      return true
    }
    guard let firstChange = changes.first else { return [] }
    var ranges: [ClosedRange<Int>] = []
    var start = firstChange
    var end = firstChange
    for change in changes.dropFirst() {
      if change - end - 1 > 2 * contextLines {
        ranges.append(start...end)
        start = change
      }
      end = change
    }
    ranges.append(start...end)

    return ranges.map { changed in
      let lower = max(0, changed.lowerBound - contextLines)
      let upper = min(script.count, changed.upperBound + 1 + contextLines)
      return Hunk(edits: lower..<upper, header: header(for: lower..<upper, of: script))
    }
  }

  /// `@@ -start,count +start,count @@` with `diff`'s conventions: lines count from 1, a count of
  /// one is left out, and a side with no lines in the hunk names the line before it.
  private func header(for hunk: Range<Int>, of script: [LineEdit]) -> String {
    func count(_ edits: ArraySlice<LineEdit>) -> (old: Int, new: Int) {
      edits.reduce(into: (old: 0, new: 0)) { counts, edit in
        switch edit {
        case .keep:
          counts.old += 1
          counts.new += 1
        case .delete: counts.old += 1
        case .insert: counts.new += 1
        }
      }
    }
    let before = count(script[..<hunk.lowerBound])
    let inside = count(script[hunk])
    func range(before: Int, count: Int) -> String {
      switch count {
      case 0: "\(before),0"
      case 1: "\(before + 1)"
      default: "\(before + 1),\(count)"
      }
    }
    return
      "@@ -\(range(before: before.old, count: inside.old)) +\(range(before: before.new, count: inside.new)) @@"
  }
}
