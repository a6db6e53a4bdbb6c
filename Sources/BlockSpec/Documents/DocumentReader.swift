import Foundation
import JSONDocuments

/// Turns a parsed document into model values, collecting a problem (with its path) for every
/// member that is missing, unknown or of the wrong kind instead of stopping at the first.
///
/// These are the shapes every block's document is made of; each block reads its own members
/// in an extension (`DocumentReader+Overview.swift`). It checks shape only; what the values
/// mean is checked by the block's model (`Overview.problems()`).
struct DocumentReader {
  /// The top-level member that names a document's block.
  static let blockKey = "block"

  /// The first `DocumentError.listLimit` problems in full, the rest counted by kind.
  private(set) var problems = ProblemList()

  /// Records a problem of `kind`; past the list's limit only its kind is counted, and its path
  /// and texts are never built.
  mutating func fail(
    _ kind: DocumentError.Kind, _ path: @autoclosure () -> JSONPath, expected: @autoclosure () -> String,
    found: @autoclosure () -> String
  ) {
    problems.add(kind, at: path(), expected: expected(), found: found())
  }

  /// Records a problem of no particular kind (`DocumentError.Kind.other`).
  mutating func fail(
    _ path: @autoclosure () -> JSONPath, expected: @autoclosure () -> String, found: @autoclosure () -> String
  ) {
    fail(.other, path(), expected: expected(), found: found())
  }

  // MARK: Scalars

  mutating func string(_ value: JSONValue?, at path: JSONPath, expected: String) -> String? {
    guard let value else { return nil }
    guard case .string(let s) = value else {
      fail(.wrongType, path, expected: expected, found: value.summary)
      return nil
    }
    return s
  }

  mutating func number(_ value: JSONValue, at path: JSONPath) -> Double? {
    guard case .number(let n) = value else {
      fail(.wrongType, path, expected: "a number", found: value.summary)
      return nil
    }
    return n
  }

  mutating func wholeNumber(_ value: JSONValue, at path: JSONPath) -> Int? {
    guard case .number(let n) = value, let whole = Int(exactly: n) else {
      fail(.wrongType, path, expected: "a whole number", found: value.summary)
      return nil
    }
    return whole
  }

  mutating func date(_ value: JSONValue, at path: JSONPath) -> Date? {
    guard case .string(let s) = value else {
      fail(.badDate, path, expected: ISODate.expected, found: value.summary)
      return nil
    }
    guard let date = ISODate.parse(s) else {
      fail(.badDate, path, expected: ISODate.expectation(for: s), found: value.summary)
      return nil
    }
    return date
  }

  /// `.some(nil)` when absent or null, `.some(value)` when valid, `nil` after a problem.
  mutating func optionalBool(_ value: JSONValue?, at path: JSONPath) -> Bool?? {
    Self.given(value) { value in
      guard case .bool(let b) = value else {
        fail(.wrongType, path, expected: "true or false", found: value.summary)
        return nil
      }
      return b
    }
  }

  // MARK: Structure

  /// Reads an optional member: absent and `null` are both "not given" (`.some(nil)`); a
  /// member that fails to read is `nil`.
  static func given<T>(_ value: JSONValue?, _ read: (JSONValue) -> T?) -> T?? {
    guard let value, value != .null else { return .some(nil) }
    guard let result = read(value) else { return nil }
    return .some(result)
  }

  mutating func array<T>(
    _ value: JSONValue, at path: JSONPath, expected: String,
    _ read: (inout Self, JSONValue, JSONPath) -> T?
  ) -> [T]? {
    guard case .array(let items) = value else {
      fail(.wrongType, path, expected: expected, found: value.summary)
      return nil
    }
    var result: [T] = []
    result.reserveCapacity(items.count)
    var complete = true
    for (index, item) in items.enumerated() {
      if let element = read(&self, item, path + index) {
        result.append(element)
      } else {
        complete = false
      }
    }
    return complete ? result : nil
  }

  /// An object's members by key, after reporting unknown keys (a typo in a hand-written file
  /// should not pass silently) and missing required ones; nil only when `value` is no object.
  /// Readers go on reading the members they know after a problem, to report them all, and
  /// return nil when `problems` grew while they read.
  mutating func members(
    _ value: JSONValue, at path: JSONPath, expected: String, allowed: [String], required: [String]
  ) -> [String: JSONValue]? {
    guard case .object(let list) = value else {
      fail(.wrongType, path, expected: expected, found: value.summary)
      return nil
    }
    var result: [String: JSONValue] = [:]
    for (key, member) in list {
      guard allowed.contains(key) else {
        fail(
          .unknownMember, path + key, expected: "one of " + allowed.joined(separator: ", "),
          found: MessageText.quoted(key))
        continue
      }
      result[key] = member
    }
    for key in required where result[key] == nil || result[key] == .null {
      fail(
        .missingMember, path + key, expected: "a value for \"\(key)\"",
        found: result[key] == nil ? "nothing" : "null")
      result[key] = nil
    }
    return result
  }

  /// A document's top-level members, as `members` reads them, with the `block` member that
  /// names the document's block: optional (absent or `null`), and when given it must be
  /// `block`'s name. It is
  /// left out of the result and of the allowed keys that messages list.
  mutating func blockMembers(
    _ value: JSONValue, of block: String, expected: String, allowed: [String], required: [String]
  ) -> [String: JSONValue]? {
    guard case .object(let list) = value, list.contains(where: { $0.key == Self.blockKey }) else {
      return members(value, at: JSONPath(), expected: expected, allowed: allowed, required: required)
    }
    var rest: [(key: String, value: JSONValue)] = []
    rest.reserveCapacity(list.count - 1)
    for member in list {
      guard member.key == Self.blockKey else {
        rest.append(member)
        continue
      }
      if member.value != .string(block), member.value != .null {
        fail(
          .unknownMember, JSONPath([.key(Self.blockKey)]), expected: JSONText.quoted(block),
          found: member.value.summary)
      }
    }
    return members(.object(rest), at: JSONPath(), expected: expected, allowed: allowed, required: required)
  }
}
