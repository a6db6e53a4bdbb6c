/// "Did you mean" suggestions for mistyped flags, values and block names: the command's and the
/// blocks' state flags share it, so every near miss is judged alike.
package enum NearMiss {
  /// The candidate closest to `word`, if it is close enough to be a likely typo: at most two
  /// edits, and fewer than half the word's length, so `--x` does not suggest `--width`.
  /// Case differences count as no edit at all, so `xxxlarge` suggests `xxxLarge`.
  package static func suggestion(for word: String, among candidates: [String]) -> String? {
    let folded = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(Array(folded), Array(candidate.lowercased()))
      if distance <= 2, distance * 2 < max(word.count, 1), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
  /// neighbours (the commonest typo) each cost one.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousRow = [Int](repeating: 0, count: b.count + 1)
    var row = Array(0...b.count)
    var current = row
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousRow[j - 2] + 1)
        }
        current[j] = value
      }
      previousRow = row
      row = current
    }
    return row[b.count]
  }

  /// " (did you mean 'dark'?)" or nothing, ready to append to an error line.
  package static func hint(for word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }
}
