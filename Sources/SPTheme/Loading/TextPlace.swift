/// Where in a text a parser stopped, as people read it: "line 3, column 5", both counting from
/// 1, columns in bytes. The theme and overview parsers share it, so every JSON error in the
/// package names its place the same way.
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
