import Foundation

extension Theme {
  /// The largest theme file the loader reads, in bytes: 1 MiB, about sixty times the light
  /// theme as one complete file (`shippedSource(named: "light")`). A larger file is refused
  /// before it is parsed, so a wrong path (a log, a disk image) costs neither the memory nor the
  /// time of parsing it (`docs/errors.md`, "Resource bounds").
  public static let maximumFileSize = 1 << 20

  /// The deepest nesting of arrays and objects a theme file may have. A theme needs about six
  /// levels; Foundation's parser allows 512, and the time to turn such a file into values
  /// grows with the cube of its depth (seconds at a few hundred levels), so the loader checks
  /// the depth itself, before parsing, in one pass over the bytes.
  public static let maximumNesting = 64

  /// The longest dotted token path, in bytes (`color.palette.brand.500` is 23). A token's path
  /// is built from every group name above it, so without a bound one long group name over many
  /// tokens would be copied once per token: time and memory in the square of the file's size.
  public static let maximumPathLength = 256

  /// The most files a theme's `$extends` chain may hold beyond the file itself. The shipped
  /// themes use one; each file is read and merged in turn, so the chain is bounded like a
  /// file's size.
  public static let maximumInheritanceDepth = 16
}

/// The checks every theme file's bytes pass before they are parsed: size, then nesting.
enum ThemeInputLimits {
  /// The error for bytes that are too many or too deeply nested, or nil when they are within
  /// the limits.
  static func problem(in data: Data, file: String) -> ThemeError? {
    if let problem = problem(byteCount: data.count, file: file) { return problem }
    return data.withUnsafeBytes { nestingProblem(in: $0, file: file) }
  }

  /// The error for a file of `byteCount` bytes, or nil when it is within the limit.
  static func problem(byteCount: Int, file: String) -> ThemeError? {
    guard byteCount > Theme.maximumFileSize else { return nil }
    return ThemeError(
      .outOfRange, file: file, path: "",
      expected: "a theme file of at most \(Theme.maximumFileSize) bytes", found: "\(byteCount) bytes")
  }

  /// Counts open brackets outside strings; the first one past the limit is the error's place.
  /// Anything else wrong with the text is left to the parser, which words it better.
  private static func nestingProblem(in bytes: UnsafeRawBufferPointer, file: String) -> ThemeError? {
    var depth = 0
    var line = 1
    var lineStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        // A string's bytes hold no brackets that count: skip to its closing quote in one
        // tight loop (this pass reads every byte of the file).
        while index < count {
          let inner = bytes[index]
          index += 1
          if inner == UInt8(ascii: "\"") { break }
          if inner == UInt8(ascii: "\\") { index += 1 }
        }
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > Theme.maximumNesting {
          return ThemeError(
            .outOfRange, file: file, path: "",
            expected: "at most \(Theme.maximumNesting) nested arrays and objects",
            found: "'\(Character(Unicode.Scalar(byte)))' at line \(line), column \(index - lineStart)")
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth = max(0, depth - 1)
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = index
      default:
        break
      }
    }
    return nil
  }
}
