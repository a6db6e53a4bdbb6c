import Foundation

/// Finds where JSON Pointers' values start in a document's text, for the line and column of
/// problems.
///
/// Reading keeps no positions (most documents have no problems, and a position per value would
/// cost every read); instead, once a read has failed, every problem's pointer is placed in one
/// pass over the text: the pointers are gathered into a tree of the names they go through, and
/// the walk enters only the members that tree names, skipping the rest. When a pointer goes
/// further than the text (a member that is missing), the place is the deepest part that exists.
/// Every problem gets its line, however many there are (each used to cost a pass of its own,
/// 0.4 ms in a large file, so only the first 500 got one).
enum JSONLocator {
  static func placed(_ problems: [TokenProblem], in texts: [String: Data]) -> [TokenProblem] {
    var placed = problems
    var byFile: [String: [Int]] = [:]
    for (index, problem) in problems.enumerated() where problem.line == nil && texts[problem.file] != nil {
      byFile[problem.file, default: []].append(index)
    }
    for (file, indices) in byFile {
      guard let data = texts[file] else { continue }
      var paths = PathTree()
      var nodes: [Int?] = []
      nodes.reserveCapacity(indices.count)
      for index in indices { nodes.append(pointer(problems[index].pointer).map { paths.insert($0) }) }
      data.withUnsafeBytes { paths.locate(in: $0) }
      let offsets = nodes.map { $0.map { paths.offset(of: $0) } }
      let places = lineAndColumn(of: offsets.compactMap { $0 }, in: data)
      for (position, index) in indices.enumerated() {
        guard let offset = offsets[position], let (line, column) = places[offset] else { continue }
        placed[index].line = line
        placed[index].column = column
      }
    }
    return placed
  }

  /// The pointers to place, as a tree of the names they pass through; each node learns where
  /// its value starts in the text (`locate`).
  struct PathTree {
    var children: [[String: Int]] = [[:]]
    var parents: [Int] = [-1]
    var offsets: [Int?] = [nil]

    /// The node for `segments`, made if new.
    mutating func insert(_ segments: [String]) -> Int {
      var node = 0
      for segment in segments {
        if let child = children[node][segment] {
          node = child
        } else {
          let child = children.count
          children.append([:])
          parents.append(node)
          offsets.append(nil)
          children[node][segment] = child
          node = child
        }
      }
      return node
    }

    /// Where the node's value starts, or its deepest ancestor's that the text has.
    func offset(of node: Int) -> Int {
      var current = node
      while current > 0, offsets[current] == nil { current = parents[current] }
      return offsets[current] ?? 0
    }

    /// One pass over the text: the root's value, then only the members and items the tree
    /// names (the last of a repeated key wins, as the parser keeps the last).
    mutating func locate(in bytes: UnsafeRawBufferPointer) {
      var scanner = Scanner(bytes: bytes)
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
      scanner.skipWhitespace()
      visit(0, &scanner)
    }

    /// Records `node`'s place at the scanner, then enters its value when the tree goes deeper,
    /// leaving the scanner after the value.
    private mutating func visit(_ node: Int, _ scanner: inout Scanner) {
      offsets[node] = scanner.index
      guard !children[node].isEmpty, let open = scanner.peek() else {
        scanner.skipValue()
        return
      }
      if open == UInt8(ascii: "{") {
        scanner.index += 1
        while true {
          scanner.skipWhitespace()
          guard scanner.peek() == UInt8(ascii: "\"") else { break }
          let key = scanner.readString()
          scanner.skipWhitespace()
          guard scanner.peek() == UInt8(ascii: ":") else { return }
          scanner.index += 1
          scanner.skipWhitespace()
          if let child = children[node][key] { visit(child, &scanner) } else { scanner.skipValue() }
          scanner.skipWhitespace()
          guard scanner.peek() == UInt8(ascii: ",") else { break }
          scanner.index += 1
        }
        if scanner.peek() == UInt8(ascii: "}") { scanner.index += 1 }
      } else if open == UInt8(ascii: "[") {
        scanner.index += 1
        var position = 0
        while true {
          scanner.skipWhitespace()
          guard let byte = scanner.peek(), byte != UInt8(ascii: "]") else { break }
          if let child = children[node][String(position)] {
            visit(child, &scanner)
          } else {
            scanner.skipValue()
          }
          scanner.skipWhitespace()
          guard scanner.peek() == UInt8(ascii: ",") else { break }
          scanner.index += 1
          position += 1
        }
        if scanner.peek() == UInt8(ascii: "]") { scanner.index += 1 }
      } else {
        scanner.skipValue()
      }
    }
  }

  static func pointer(_ text: String) -> [String]? {
    if text.isEmpty { return [] }
    guard text.hasPrefix("/") else { return nil }
    return text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      JSONPointer.unescape($0) ?? String($0)
    }
  }

  /// The 1-based line and byte column of each offset, in one pass over the text up to the last.
  static func lineAndColumn(of offsets: [Int], in data: Data) -> [Int: (Int, Int)] {
    var places: [Int: (Int, Int)] = [:]
    var line = 1
    var lineStart = 0
    var position = 0
    data.withUnsafeBytes { bytes in
      for offset in Set(offsets).sorted() {
        let end = min(offset, bytes.count)
        while position < end {
          if bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
          }
          position += 1
        }
        places[offset] = (line, offset - lineStart + 1)
      }
    }
    return places
  }

  /// The line and column of one offset.
  static func lineAndColumn(of offset: Int, in data: Data) -> (Int, Int) {
    lineAndColumn(of: [offset], in: data)[offset] ?? (1, 1)
  }

  fileprivate struct Scanner {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
      while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// The start of the member or item `segment` names in the container at `index` (the last
    /// one, when a key repeats, as the parser keeps the last).
    mutating func enter(_ segment: String) -> Int? {
      guard let open = peek() else { return nil }
      if open == UInt8(ascii: "{") {
        index += 1
        var found: Int?
        while true {
          skipWhitespace()
          guard let byte = peek(), byte == UInt8(ascii: "\"") else { return found }
          let key = readString()
          skipWhitespace()
          guard peek() == UInt8(ascii: ":") else { return found }
          index += 1
          skipWhitespace()
          if key == segment { found = index }
          skipValue()
          skipWhitespace()
          guard peek() == UInt8(ascii: ",") else { return found }
          index += 1
        }
      }
      if open == UInt8(ascii: "["), let target = Int(segment), target >= 0 {
        index += 1
        var position = 0
        while true {
          skipWhitespace()
          guard let byte = peek(), byte != UInt8(ascii: "]") else { return nil }
          if position == target { return index }
          skipValue()
          skipWhitespace()
          guard peek() == UInt8(ascii: ",") else { return nil }
          index += 1
          position += 1
        }
      }
      return nil
    }

    /// A string's text (escapes decoded for the common cases), leaving `index` after it.
    mutating func readString() -> String {
      index += 1
      var utf8: [UInt8] = []
      while let byte = peek(), byte != UInt8(ascii: "\"") {
        index += 1
        if byte == UInt8(ascii: "\\"), let escaped = peek() {
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): utf8.append(0x0A)
          case UInt8(ascii: "t"): utf8.append(0x09)
          case UInt8(ascii: "r"): utf8.append(0x0D)
          case UInt8(ascii: "b"): utf8.append(0x08)
          case UInt8(ascii: "f"): utf8.append(0x0C)
          case UInt8(ascii: "u"):
            let end = min(bytes.count, index + 4)
            let hex = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            index = end
            if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
              utf8.append(contentsOf: String(Character(scalar)).utf8)
            }
          default: utf8.append(escaped)
          }
        } else {
          utf8.append(byte)
        }
      }
      index += 1
      return String(decoding: utf8, as: UTF8.self)
    }

    mutating func skipValue() {
      guard let byte = peek() else { return }
      switch byte {
      case UInt8(ascii: "\""): _ = readString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        while let current = peek() {
          switch current {
          case UInt8(ascii: "\""):
            _ = readString()
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 {
              index += 1
              return
            }
          default: break
          }
          index += 1
        }
      default:
        while let current = peek(), current != UInt8(ascii: ","), current != UInt8(ascii: "}"),
          current != UInt8(ascii: "]"), current != 0x20, current != 0x0A, current != 0x0D, current != 0x09
        {
          index += 1
        }
      }
    }
  }
}
