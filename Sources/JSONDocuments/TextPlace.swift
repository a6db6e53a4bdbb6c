/// Where in a text a reader stopped, as people read it: "line 3, column 5", both counting from
/// 1, columns in bytes. Every JSON error in the package names its place this way.
@usableFromInline
package func textPlace(in bytes: some Collection<UInt8>, at index: Int) -> String {
  var line = 1
  var column = 1
  for byte in bytes.prefix(max(0, index)) {
    if byte == 0x0A {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }
  return "line \(line), column \(column)"
}

/// The bytes as text when they are valid UTF-8, or else the offset of the first byte that is
/// not, so an error can point at it. (`String(validating:as:)` would say only "no", and needs
/// macOS 15 and iOS 18, beyond the package's platforms.)
@usableFromInline
package func decodeUTF8(_ bytes: some Collection<UInt8>) -> Result<String, InvalidUTF8> {
  var iterator = bytes.makeIterator()
  var parser = Unicode.UTF8.ForwardParser()
  var offset = 0
  while true {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded): offset += encoded.count
    case .emptyInput: return .success(String(decoding: bytes, as: UTF8.self))
    case .error: return .failure(InvalidUTF8(offset: offset))
    }
  }
}

/// Where UTF-8 text went wrong: the offset of the first invalid byte.
@usableFromInline
package struct InvalidUTF8: Error, Equatable {
  @usableFromInline
  package var offset: Int
}
