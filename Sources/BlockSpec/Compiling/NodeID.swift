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
