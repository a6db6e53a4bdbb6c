import Foundation

/// A place in a JSON document, written the way the docs and error messages write it:
/// `periods.1M.points[3].date`, `color.accent.$value`.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  package enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  package private(set) var components: [Component] = []

  package init(_ components: [Component] = []) { self.components = components }

  package mutating func append(_ component: Component) { components.append(component) }
  package mutating func removeLast() { components.removeLast() }

  package func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
  package func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }
  package static func + (path: JSONPath, key: String) -> JSONPath { path.appending(key) }
  package static func + (path: JSONPath, index: Int) -> JSONPath { path.appending(index) }

  package var description: String {
    var out = ""
    for component in components {
      switch component {
      case .key(let key):
        if !out.isEmpty { out += "." }
        out += Self.oneLine(key)
      case .index(let index):
        out += "[\(index)]"
      }
    }
    return out
  }

  /// A key with its line breaks and other control characters escaped as JSON writes them, so
  /// an error line stays one line whatever the file's keys hold.
  private static func oneLine(_ key: String) -> String {
    guard key.unicodeScalars.contains(where: breaksLines) else { return key }
    let quoted = JSONText.quoted(key)
    var escaped = String(quoted.dropFirst().dropLast())
    for scalar in ["\u{85}", "\u{2028}", "\u{2029}"] {
      escaped = escaped.replacingOccurrences(
        of: scalar, with: "\\u" + String(scalar.unicodeScalars.first!.value, radix: 16, uppercase: true))
    }
    return escaped
  }

  private static func breaksLines(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}
