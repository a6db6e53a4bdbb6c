/// Ids built from an id only known at compile time (`tiles.orders`, `tiles.orders.label`).
///
/// Written into one buffer of the final length: `id + ".label"` copies `id` into a new string
/// and then grows that copy for the suffix, and an interpolation first builds a buffer of its
/// own; either costs about twice the work, on every child of every tile.
enum NodeID {
  /// `parent` followed by `suffix`, which carries its own dot (`".label"`).
  static func child(_ parent: String, _ suffix: StaticString) -> String {
    joined("", parent, suffix)
  }

  /// `prefix` followed by `name` (`"tiles."`, `"orders"`).
  static func under(_ prefix: StaticString, _ name: String) -> String {
    joined(prefix, name, "")
  }

  private static func joined(_ prefix: StaticString, _ middle: String, _ suffix: StaticString) -> String {
    var middle = middle
    return prefix.withUTF8Buffer { head in
      suffix.withUTF8Buffer { tail in
        middle.withUTF8 { body in
          let length = head.count + body.count + tail.count
          return String(unsafeUninitializedCapacity: length) { buffer in
            guard let out = UnsafeMutableRawPointer(buffer.baseAddress) else { return 0 }
            var index = 0
            func copy(_ part: UnsafeBufferPointer<UInt8>) {
              guard let start = part.baseAddress, part.count > 0 else { return }
              (out + index).copyMemory(from: start, byteCount: part.count)
              index += part.count
            }
            copy(head)
            copy(body)
            copy(tail)
            return length
          }
        }
      }
    }
  }
}

/// Id parts made from a document's ids and labels (`tiles.<part>`, `metric.<part>`,
/// `activity.<part>`), one mechanism for every block, so that node ids are unique by
/// construction whatever the document holds (`docs/layout-tree.md`, "Ids from documents").
///
/// A part is safe: letters and digits of any script (with the marks on them), `-` and `_` are
/// kept; every other character (a space, a dot, punctuation, a symbol or emoji, a control or an
/// invisible character) becomes `_`; an empty part is the list's `fallback`. A part holds no
/// dot, so `<prefix>.<part>.<suffix>` of one item can never equal another item's id or part.
/// Repeats, and the names of the fixed siblings under the same prefix (`reserved`, such as
/// `activity.title`), take `-2`, `-3`, … in document order.
extension NodeID {
  /// One safe part per id, in order, each different from the others and from `reserved`.
  static func parts(for ids: [String], fallback: String, reserved: [String] = []) -> [String] {
    // Few items (the overview's four tiles): a list is compared faster than a set is hashed.
    var list = reserved
    var set: Set<String> = []
    let hashes = ids.count + reserved.count > 16
    if hashes { set = Set(reserved) }
    func used(_ part: String) -> Bool { hashes ? set.contains(part) : list.contains(part) }
    return ids.map { id in
      let base = safePart(id, fallback: fallback)
      var candidate = base
      var count = 1
      while used(candidate) {
        count += 1
        candidate = base + "-" + String(count)
      }
      if hashes { set.insert(candidate) } else { list.append(candidate) }
      return candidate
    }
  }

  /// `text` as a safe part: see the type's rule. Most ids are plain ASCII and come back as they
  /// are, without a copy.
  static func safePart(_ text: String, fallback: String) -> String {
    if text.isEmpty { return fallback }
    var text = text
    let plain = text.withUTF8 { $0.allSatisfy(isPlain) }
    if plain { return text }
    var part = String.UnicodeScalarView()
    var afterKept = false
    for scalar in text.unicodeScalars {
      let kept: Bool
      if scalar.isASCII {
        kept = isPlain(UInt8(scalar.value))
      } else if scalar.properties.isDefaultIgnorableCodePoint {
        kept = false
      } else {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
          .decimalNumber, .letterNumber, .otherNumber:
          kept = true
        case .nonspacingMark, .spacingMark, .enclosingMark:
          kept = afterKept
        default:
          kept = false
        }
      }
      part.append(kept ? scalar : "_")
      // A mark sits on the letter or digit before it, not on a kept `-` or `_`.
      afterKept = kept && scalar != "-" && scalar != "_"
    }
    return String(part)
  }

  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
