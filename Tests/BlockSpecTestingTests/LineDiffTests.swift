import BlockSpec
import BlockSpecTesting
import Testing

@Suite("LineDiff")
struct LineDiffTests {
  struct Pair: CustomTestStringConvertible, Sendable {
    var name: String
    var old: [String]
    var new: [String]
    var testDescription: String { name }
    init(_ name: String, _ old: String, _ new: String) {
      self.name = name
      self.old = old.map(String.init)
      self.new = new.map(String.init)
    }
  }

  /// Each letter is one line.
  static let edgeCases: [Pair] = [
    Pair("both empty", "", ""),
    Pair("old empty", "", "ab"),
    Pair("new empty", "ab", ""),
    Pair("identical", "abc", "abc"),
    Pair("insert at the start", "bc", "abc"),
    Pair("insert at the end", "ab", "abc"),
    Pair("delete in the middle", "abc", "ac"),
    Pair("repeated lines", "aaa", "aa"),
    Pair("swap", "ab", "ba"),
    Pair("nothing in common", "abc", "xyz"),
    Pair("Myers' own example", "abcabba", "cbabac"),
    Pair("one line replaced", "abcde", "abxde"),
  ]

  @Test("the script is valid and as short as the longest common subsequence allows", arguments: edgeCases)
  func edgeCase(pair: Pair) {
    let script = LineDiff.edits(from: pair.old, to: pair.new)
    #expect(apply(script, pair.old, pair.new) == pair.new)
    #expect(changes(script) == pair.old.count + pair.new.count - 2 * lcsLength(pair.old, pair.new))
  }

  @Test("seeded random pairs: valid and minimal", arguments: 0..<8)
  func randomPairs(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<50 {
      let old = (0..<Int(random.next() % 14)).map { _ in "abc".randomLetter(&random) }
      let new = (0..<Int(random.next() % 14)).map { _ in "abc".randomLetter(&random) }
      let script = LineDiff.edits(from: old, to: new)
      #expect(apply(script, old, new) == new, "\(old) → \(new)")
      #expect(changes(script) == old.count + new.count - 2 * lcsLength(old, new), "\(old) → \(new)")
    }
  }

  @Test("past the difference limit the script is still valid, replacing the changed middle")
  func fallback() {
    let old = ["keep", "a", "b", "c", "end"]
    let new = ["keep", "c", "b", "a", "end"]
    let script = LineDiff.edits(from: old, to: new, maximumDifferences: 1)
    #expect(apply(script, old, new) == new)
    #expect(script.first == .keep(oldIndex: 0, newIndex: 0))
    #expect(script.last == .keep(oldIndex: 4, newIndex: 4))
  }

  @Test("within a run of changes, deletions come before insertions")
  func deletionsFirst() {
    let script = LineDiff.edits(from: ["a", "x", "y", "b"], to: ["a", "p", "q", "b"])
    #expect(
      script == [
        .keep(oldIndex: 0, newIndex: 0), .delete(oldIndex: 1), .delete(oldIndex: 2), .insert(newIndex: 1),
        .insert(newIndex: 2), .keep(oldIndex: 3, newIndex: 3),
      ])
  }

  // MARK: - Reference implementations

  /// Replays the script: kept and inserted lines, in order, must rebuild `new`, and every old line
  /// must be kept or deleted exactly once, in order.
  private func apply(_ script: [LineEdit], _ old: [String], _ new: [String]) -> [String]? {
    var rebuilt: [String] = []
    var nextOld = 0
    for edit in script {
      switch edit {
      case .keep(let o, let n):
        guard o == nextOld, old[o] == new[n] else { return nil }
        nextOld += 1
        rebuilt.append(new[n])
      case .delete(let o):
        guard o == nextOld else { return nil }
        nextOld += 1
      case .insert(let n):
        rebuilt.append(new[n])
      }
    }
    return nextOld == old.count ? rebuilt : nil
  }

  private func changes(_ script: [LineEdit]) -> Int {
    script.filter {
      if case .keep = $0 { return false }
      return true
    }.count
  }

  /// The textbook dynamic programme, independent of Myers' search.
  private func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
      for j in b.indices.reversed() {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}

extension String {
  fileprivate func randomLetter(_ random: inout SplitMix64) -> String {
    String(Array(self)[Int(random.next() % UInt64(count))])
  }
}
