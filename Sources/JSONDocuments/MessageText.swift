/// How every message in the package shows text it did not write itself: file names, keys and
/// paths, found values, command-line arguments. The theme loader, the overview reader and the
/// command all go through here, so a name reads the same in each of their lines.
///
/// - A problem is one line, and what a reader cannot see is written out: controls (a newline,
///   the escape that starts a terminal sequence), U+2028 and U+2029, bidi controls, zero-width
///   and other invisible characters become JSON escapes (`\n`, `\u001B`, `\u202E`), so a name
///   can neither split a line, drive the terminal, reorder the text around it nor hide.
/// - An echoed value is cut to a readable length, with its size (`"aaaa…" (1048576
///   characters)`), and a list of problems to `problemLimit` lines and one that counts the rest.
package enum MessageText {
  /// The characters of one echoed value shown before it is cut: a string, a key, an argument.
  package static let valueLimit = 64
  /// The characters of a whole "found" part shown before it is cut: it may hold a value and its
  /// place (`"…" again at line 3, column 5`), or a number as written.
  package static let foundLimit = 120
  /// The problems a list prints before one line counts the rest.
  package static let problemLimit = 100

  /// `text` with what cannot be seen written as JSON escapes; unchanged when it has none. When
  /// anything is escaped the backslash is too (`a\\b\n`), so the result is a JSON string's
  /// inside and reads back to `text`.
  package static func oneLine(_ text: String) -> String {
    guard needsEscapes(text) else { return text }
    return escaped(text, quotes: false)
  }

  /// A found string as JSON writes it, quoted and escaped, and cut to `valueLimit` characters
  /// with its size: `"Revenue"`, `"a\nb"`, `"aaaa…" (1048576 characters)`.
  package static func quoted(_ text: String) -> String {
    guard let size = size(of: text, over: valueLimit) else {
      return "\"" + escaped(text, quotes: true) + "\""
    }
    return "\"" + escaped(String(text.prefix(valueLimit)), quotes: true) + "…\" (\(size) characters)"
  }

  /// `text` made one line, between `quote`s, and when it has more than `limit` characters cut
  /// there and followed by its size: `aaaa… (1048576 characters)`, `'aaaa…' (200 characters)`.
  package static func shortened(_ text: String, limit: Int = valueLimit, quote: String = "") -> String {
    guard let size = size(of: text, over: limit) else { return quote + oneLine(text) + quote }
    return quote + oneLine(String(text.prefix(limit))) + "…" + quote + " (\(size) characters)"
  }

  /// A whole "found" part as a message shows it: one line, at most `foundLimit` characters.
  package static func found(_ text: String) -> String { shortened(text, limit: foundLimit) }

  /// The line that stands for the problems a list leaves out, their kinds in the order given:
  /// `and 339899 more problems of the same kind: date out of order (339899)`. "Of the same
  /// kinds" only when each of them is a kind the listed problems already showed.
  package static func moreProblems(_ counts: [(kind: String, count: Int)], listedKinds: Set<String>) -> String
  {
    let total = counts.reduce(0) { $0 + $1.count }
    let same = counts.allSatisfy { listedKinds.contains($0.kind) }
    let kinds = counts.map { "\($0.kind) (\($0.count))" }.joined(separator: ", ")
    let of = !same ? "" : counts.count == 1 ? " of the same kind" : " of the same kinds"
    return "and \(total) more problem\(total == 1 ? "" : "s")\(of): \(kinds)"
  }

  /// The number of characters in `text` when it has more than `limit`, else nil. Text of at most
  /// `limit` bytes has at most `limit` characters, so short text is not counted at all.
  private static func size(of text: String, over limit: Int) -> Int? {
    guard text.utf8.count > limit else { return nil }
    let count = text.count
    return count > limit ? count : nil
  }

  private static func needsEscapes(_ text: String) -> Bool {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return false }
    var needs = false
    forEachScalar(of: text) { _, hidden in needs = needs || hidden }
    return needs
  }

  /// `text` with hidden scalars, and the backslash (and with `quotes`, the quote) escaped.
  private static func escaped(_ text: String, quotes: Bool) -> String {
    var out = String.UnicodeScalarView()
    forEachScalar(of: text) { scalar, hidden in
      switch scalar {
      case "\\": out.append(contentsOf: #"\\"#.unicodeScalars)
      case "\"" where quotes: out.append(contentsOf: #"\""#.unicodeScalars)
      case "\n": out.append(contentsOf: #"\n"#.unicodeScalars)
      case "\r": out.append(contentsOf: #"\r"#.unicodeScalars)
      case "\t": out.append(contentsOf: #"\t"#.unicodeScalars)
      case _ where hidden:
        // Beyond the BMP as a surrogate pair, as JSON writes it (a tag: `\uDB40\uDC41`).
        for unit in String(scalar).utf16 { out.append(contentsOf: hex(unit).unicodeScalars) }
      default: out.append(scalar)
      }
    }
    return String(out)
  }

  /// Calls `body` with each scalar and whether it is to be escaped: hidden (`VisibleText`) and
  /// not attached to what it is shown with.
  private static func forEachScalar(of text: String, _ body: (Unicode.Scalar, Bool) -> Void) {
    var scalars = text.unicodeScalars.makeIterator()
    var previous: Unicode.Scalar?
    var current = scalars.next()
    var inTagSequence = false
    while let scalar = current {
      let next = scalars.next()
      let hidden =
        VisibleText.isHidden(scalar)
        && !VisibleText.isAttached(scalar, after: previous, before: next, inTagSequence: inTagSequence)
      body(scalar, hidden)
      let isTag = (0xE0020...0xE007F).contains(scalar.value)
      inTagSequence = scalar.value == VisibleText.tagBase || (inTagSequence && isTag)
      previous = scalar
      current = next
    }
  }

  private static func hex(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
