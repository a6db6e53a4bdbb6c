import JSONDocuments

/// Why bytes are not a layout tree `LayoutTree(jsonData:)` can read: where (the JSON path), what
/// the format expects there and what the bytes have instead. A renderer may read trees from a
/// network, so a bad one is a message, never a trap.
///
/// `root.children[2].text.style.size: expected a number, found the string "large"`;
/// text that is not JSON at all says its line and column:
/// `root.children: expected ',' or ']' after an item, found '}' at line 1, column 812`.
public struct TreeReadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `root.children[2].text`; empty at the top.
  public var path: String
  public var expected: String
  public var found: String

  public init(path: String, expected: String, found: String) {
    self.path = path
    self.expected = expected
    self.found = found
  }

  public var description: String {
    (path.isEmpty ? "" : path + ": ") + "expected \(expected), found \(found)"
  }

  init(_ error: JSONSyntaxError) {
    self.init(path: error.path, expected: error.expected, found: error.found)
  }

  /// The error for a value that parsed but is not what the tree's types read at its place.
  init(_ error: DecodingError, in root: CanonicalJSON.Value) {
    switch error {
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      self.init(
        path: Self.path(context.codingPath, in: root), expected: Self.noun(for: type),
        found: context.debugDescription)
    case .keyNotFound(let key, let context):
      self.init(
        path: Self.path(context.codingPath, in: root),
        expected: "a member " + JSONText.quoted(key.stringValue), found: "none")
    case .dataCorrupted(let context):
      let description = context.debugDescription
      let place = Self.locate(context.codingPath, in: root)
      self.init(
        path: place.path.description,
        expected: description.hasPrefix("expected ")
          ? String(description.dropFirst("expected ".count))
          : "a value the layout tree format allows here (\(description))",
        found: place.value?.summary ?? "nothing")
    @unknown default:
      self.init(path: "", expected: "a layout tree", found: "\(error)")
    }
  }

  /// The coding path as a JSON path, array items by index.
  static func path(_ codingPath: [any CodingKey], in root: CanonicalJSON.Value) -> String {
    locate(codingPath, in: root).path.description
  }

  /// Follows a coding path through the parsed tree: a key with an integer value indexes an
  /// array, any other key names a member. The value is nil once the path leaves the tree.
  static func locate(_ codingPath: [any CodingKey], in root: CanonicalJSON.Value)
    -> (path: JSONPath, value: CanonicalJSON.Value?)
  {
    var path = JSONPath()
    var value: CanonicalJSON.Value? = root
    for key in codingPath {
      if case .array(let items)? = value, let index = key.intValue {
        path.append(.index(index))
        value = items.indices.contains(index) ? items[index] : nil
      } else {
        path.append(.key(key.stringValue))
        value = value?[key.stringValue]
      }
    }
    return (path, value)
  }

  /// How the message names what a Swift type reads: "a string", "an integer", "an object".
  static func noun(for type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is Double.Type, is Float.Type: "a number"
    case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type: "an integer"
    case is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type:
      "an integer of 0 or more"
    case is [String: CanonicalJSON.Value].Type: "an object"
    case is [CanonicalJSON.Value].Type: "an array"
    default: "a value of type \(type)"
    }
  }
}
