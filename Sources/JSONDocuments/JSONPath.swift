/// A place in a JSON document, written the way the docs and error messages write it:
/// `periods.1M.points[3].date`, `color.accent.$value`.
@usableFromInline
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline
  package enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  package private(set) var components: [Component] = []

  @usableFromInline
  package init(_ components: [Component] = []) { self.components = components }

  @usableFromInline
  package mutating func append(_ component: Component) { components.append(component) }
  @usableFromInline
  package mutating func removeLast() { components.removeLast() }

  package func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
  package func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }
  package static func + (path: JSONPath, key: String) -> JSONPath { path.appending(key) }
  package static func + (path: JSONPath, index: Int) -> JSONPath { path.appending(index) }

  /// Keys as messages show names (`MessageText.shortened`): what cannot be seen escaped, so a
  /// problem stays one line whatever the file's keys hold, and a long key cut with its size.
  @usableFromInline
  package var description: String {
    var out = ""
    for component in components {
      switch component {
      case .key(let key):
        if !out.isEmpty { out += "." }
        out += MessageText.shortened(key)
      case .index(let index):
        out += "[\(index)]"
      }
    }
    return out
  }
}
