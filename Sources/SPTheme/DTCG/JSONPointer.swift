/// An RFC 6901 JSON Pointer into one document, as the format's `$ref` writes it (`#/a/b~1c/0`).
///
/// The format needs it twice: to place every problem (`/color/accent/$value/alpha`) and to follow
/// `$ref` references, which may point into a composite value's parts.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
  /// The last segment and the pointer it extends: appending (once per member read) is one small
  /// allocation rather than a copy of every segment above it.
  private final class Node: Sendable {
    let parent: Node?
    let segment: String
    init(parent: Node?, segment: String) {
      self.parent = parent
      self.segment = segment
    }
  }

  private let last: Node?

  private init(last: Node?) { self.last = last }

  public init(_ segments: [String] = []) {
    var node: Node?
    for segment in segments { node = Node(parent: node, segment: segment) }
    last = node
  }

  /// The unescaped reference tokens, root first.
  public var segments: [String] {
    var result: [String] = []
    var node = last
    while let current = node {
      result.append(current.segment)
      node = current.parent
    }
    return result.reversed()
  }

  public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.segments == rhs.segments }
  public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

  /// Parses a document-relative `$ref`: `#` then zero or more `/segment`. Returns the reason
  /// when the text is not one: no leading `#`, an empty segment (`//` or a trailing `/`), a bad
  /// `~` escape, or a `{` that mixes in the curly-brace alias syntax.
  public static func parse(reference text: String) -> Result<JSONPointer, Malformed> {
    guard text.hasPrefix("#") else {
      return .failure(Malformed(reason: "a pointer that starts with '#' (a reference within this document)"))
    }
    let body = text.dropFirst()
    if body.isEmpty { return .failure(Malformed(reason: "a pointer to a token, not to the whole document")) }
    guard body.hasPrefix("/") else { return .failure(Malformed(reason: "'/' after '#'")) }
    var segments: [String] = []
    for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      guard !raw.isEmpty else {
        return .failure(Malformed(reason: "no empty segments ('//' or a trailing '/')"))
      }
      guard !raw.contains("{"), !raw.contains("}") else {
        return .failure(Malformed(reason: "a JSON Pointer without '{…}' alias syntax inside it"))
      }
      guard let segment = unescape(raw) else {
        return .failure(Malformed(reason: "'~' only as '~0' or '~1'"))
      }
      segments.append(segment)
    }
    return .success(JSONPointer(segments))
  }

  /// Why a `$ref` is not a pointer, worded as what was expected.
  public struct Malformed: Error, Hashable, Sendable {
    public var reason: String
  }

  /// `~1` → `/`, `~0` → `~`; nil for any other use of `~`.
  static func unescape(_ raw: Substring) -> String? {
    guard raw.contains("~") else { return String(raw) }
    var result = ""
    var iterator = raw.makeIterator()
    while let character = iterator.next() {
      guard character == "~" else {
        result.append(character)
        continue
      }
      switch iterator.next() {
      case "0": result.append("~")
      case "1": result.append("/")
      default: return nil
      }
    }
    return result
  }

  static func escape(_ segment: String) -> String {
    guard segment.contains("~") || segment.contains("/") else { return segment }
    return segment.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  public func appending(_ segment: String) -> JSONPointer {
    JSONPointer(last: Node(parent: last, segment: segment))
  }
  public func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

  /// `/a/b~1c/0`; empty for the root.
  public var description: String { segments.map { "/" + Self.escape($0) }.joined() }

  /// `#/a/b~1c/0`, as a `$ref` writes it.
  public var reference: String { "#" + description }
}
