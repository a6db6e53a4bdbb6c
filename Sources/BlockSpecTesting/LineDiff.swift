/// One step of an edit script that turns the old lines into the new ones.
package enum LineEdit: Hashable, Sendable {
  /// The line is in both: `old[oldIndex] == new[newIndex]`.
  case keep(oldIndex: Int, newIndex: Int)
  /// `old[oldIndex]` is gone.
  case delete(oldIndex: Int)
  /// `new[newIndex]` is new.
  case insert(newIndex: Int)
}

/// A shortest edit script between two line lists (Myers, "An O(ND) Difference Algorithm", 1986).
///
/// Shortest matters for review: a minimal script keeps unchanged lines as context instead of
/// showing them deleted and re-added. The search costs O((N + M) · D) time and O(D²) memory for D
/// differences after the common prefix and suffix are set aside; past `maximumDifferences` (two
/// unrelated files, where a minimal script would not read better anyway) it falls back to deleting
/// the old middle and inserting the new one, which is still a correct script.
package enum LineDiff {
  package static let defaultMaximumDifferences = 4_000

  /// Edits in order: every old and new index appears exactly once, and within a run of changes
  /// deletions come before insertions, the way `diff -u` prints them.
  package static func edits<Line: Equatable>(
    from old: [Line], to new: [Line], maximumDifferences: Int = defaultMaximumDifferences
  ) -> [LineEdit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = old[prefix..<(old.count - suffix)]
    let newMiddle = new[prefix..<(new.count - suffix)]

    var script = (0..<prefix).map { LineEdit.keep(oldIndex: $0, newIndex: $0) }
    let middle =
      shortestScript(oldMiddle, newMiddle, maximumDifferences: maximumDifferences)
      ?? replacement(oldMiddle, newMiddle)
    script += groupingDeletionsFirst(middle)
    script += (0..<suffix).map {
      LineEdit.keep(oldIndex: old.count - suffix + $0, newIndex: new.count - suffix + $0)
    }
    return script
  }

  /// Myers' greedy forward search, keeping each round's frontier so the path can be walked back.
  /// Slices keep their parent's indices, so the script indexes the full arrays.
  private static func shortestScript<Line: Equatable>(
    _ old: ArraySlice<Line>, _ new: ArraySlice<Line>, maximumDifferences: Int
  ) -> [LineEdit]? {
    let n = old.count
    let m = new.count
    if n == 0 || m == 0 { return replacement(old, new) }
    let limit = min(n + m, maximumDifferences)
    // frontier[k + offset]: the furthest x reached on diagonal k = x − y.
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    // rounds[d]: the frontier before round d, diagonals −(d + 1)…(d + 1).
    var rounds: [[Int]] = []
    var found: Int?
    search: for d in 0...limit {
      rounds.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
          x = frontier[offset + k + 1]  // down: insert new[y − 1]
        } else {
          x = frontier[offset + k - 1] + 1  // right: delete old[x − 1]
        }
        var y = x - k
        while x < n, y < m, old[old.startIndex + x] == new[new.startIndex + y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n, y >= m {
          found = d
          break search
        }
      }
    }
    guard let differences = found else { return nil }

    var reversed: [LineEdit] = []
    var x = n
    var y = m
    for d in stride(from: differences, through: 0, by: -1) {
      let before = rounds[d]
      let at = { (k: Int) in before[k + d + 1] }
      let k = x - y
      let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : at(previousK)
      let previousY = d == 0 ? 0 : previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        reversed.append(.keep(oldIndex: old.startIndex + x, newIndex: new.startIndex + y))
      }
      if d > 0 {
        if x == previousX {
          reversed.append(.insert(newIndex: new.startIndex + previousY))
        } else {
          reversed.append(.delete(oldIndex: old.startIndex + previousX))
        }
      }
      x = previousX
      y = previousY
    }
    return reversed.reversed()
  }

  private static func replacement<Line>(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [LineEdit] {
    old.indices.map { LineEdit.delete(oldIndex: $0) } + new.indices.map { LineEdit.insert(newIndex: $0) }
  }

  /// Reorders each run of adjacent changes so its deletions precede its insertions; the script
  /// stays valid because kept lines do not move.
  private static func groupingDeletionsFirst(_ script: [LineEdit]) -> [LineEdit] {
    var result: [LineEdit] = []
    var deletions: [LineEdit] = []
    var insertions: [LineEdit] = []
    func flush() {
      result += deletions
      result += insertions
      deletions.removeAll()
      insertions.removeAll()
    }
    for edit in script {
      switch edit {
      case .keep:
        flush()
        result.append(edit)
      case .delete: deletions.append(edit)
      case .insert: insertions.append(edit)
      }
    }
    flush()
    return result
  }
}
