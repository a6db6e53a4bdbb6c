/// Ids of nodes under a node whose id is only known at compile time (`tiles.orders.label`).
///
/// Written into one buffer of the final length: `id + ".label"` first copies `id` and then
/// grows the copy for the suffix, about twice the work, on every child of every tile.
enum NodeID {
  /// `parent` followed by `suffix` (which carries its own dot: `".label"`).
  static func child(_ parent: String, _ suffix: StaticString) -> String {
    var parent = parent
    return parent.withUTF8 { head in
      let length = head.count + suffix.utf8CodeUnitCount
      return String(unsafeUninitializedCapacity: length) { buffer in
        var index = 0
        for byte in head {
          buffer[index] = byte
          index += 1
        }
        for offset in 0..<suffix.utf8CodeUnitCount {
          buffer[index] = suffix.utf8Start[offset]
          index += 1
        }
        return length
      }
    }
  }
}
