import Foundation
import JSONDocuments

/// The package's JSON reader (`JSONReader`) as DTCG documents need it: the same strict grammar,
/// line and column, and depth limit, except that a key repeated in one object is read with its
/// last value rather than refused.
///
/// RFC 8259 says names "SHOULD be unique" and that many readers keep the last; the DTCG suite's
/// positive `resolver-with-sets` case writes `description` twice in one object, so a conforming
/// reader of these documents must accept it. Theme files and overviews keep the stricter rule.
enum TokenDocumentJSON {
  static func parse(_ data: Data) -> Result<JSONValue, JSONValue.Complaint> {
    JSONReader.read(Array(data), maximumDepth: JSONValue.maximumDepth, builder: LastKeyWinsBuilder()).result
      .mapError(JSONValue.Complaint.init)
  }

  /// Each object's members are gathered on one stack shared by the whole read and made into
  /// a dictionary of the right size once the object closes: no dictionary grows member by
  /// member (growing rehashed every key, and showed in the profile of a 9,000-token file).
  private struct LastKeyWinsBuilder: JSONValueBuilder {
    var stack: [(key: String, value: JSONValue)] = []

    func null() -> JSONValue { .null }
    func bool(_ value: Bool) -> JSONValue { .bool(value) }
    func number(_ value: Double) -> JSONValue { .number(value) }
    func string(_ value: String) -> JSONValue { .string(value) }
    func array(_ items: [JSONValue]) -> JSONValue { .array(items) }
    /// Where this object's members start on the stack.
    func members() -> Int { stack.count }
    func claim(_ key: String, in members: inout Int) -> Bool { true }
    mutating func add(_ value: JSONValue, for key: String, to members: inout Int) {
      stack.append((key, value))
    }
    mutating func object(_ start: Int) -> JSONValue {
      var members = [String: JSONValue](minimumCapacity: stack.count - start)
      for position in start..<stack.count { members[stack[position].key] = stack[position].value }
      stack.removeLast(stack.count - start)
      return .object(members)
    }
  }
}

/// An object's member as the parser read it (a struct, not a tuple: arrays of tuples are
/// copied and destroyed through generic code).
struct TokenMember {
  var key: String
  var node: TokenNode
}

/// A token document as the parser hands it over to `TokenDocumentReader`: objects as their
/// members, and no dictionary built for the thousands of token and group objects a large file
/// has (each took a hashed table, and hashing every key, only to be walked once). What a token
/// holds (`$value`, `$extensions`) becomes a `JSONValue` when the reader takes it.
enum TokenNode {
  /// A value read as it is: a scalar, an array of scalars, or (from a merged resolver
  /// document) any JSON at all.
  case value(JSONValue)
  /// An object's members, each key once (the last of a repeated key wins).
  case object([TokenMember])
  /// An array holding an object somewhere inside.
  case array([TokenNode])

  /// The node as a plain JSON value.
  var json: JSONValue {
    switch self {
    case .value(let value): return value
    case .object(let members):
      var object = [String: JSONValue](minimumCapacity: members.count)
      for member in members { object[member.key] = member.node.json }
      return .object(object)
    case .array(let items): return .array(items.map(\.json))
    }
  }

  /// The members, when the node is an object.
  var members: [TokenMember]? {
    switch self {
    case .object(let members): return members
    case .value(.object(let object)): return object.map { TokenMember(key: $0.key, node: .value($0.value)) }
    default: return nil
    }
  }

  /// Whether the node is an object with `key`; a scan, which is cheap for a token's handful of
  /// members and made at most twice per object the reader walks.
  func has(_ key: String) -> Bool {
    switch self {
    case .object(let members): return members.contains { $0.key == key }
    case .value(.object(let object)): return object[key] != nil
    default: return false
    }
  }

  var string: String? {
    if case .value(.string(let text)) = self { text } else { nil }
  }

  var isNull: Bool {
    if case .value(.null) = self { true } else { false }
  }
}

extension TokenDocumentJSON {
  /// Parses a token document into `TokenNode`s, with the number of `$value` members in it.
  static func parseNodes(_ data: Data) -> (result: Result<TokenNode, JSONValue.Complaint>, valueCount: Int) {
    let (result, builder) = JSONReader.read(
      Array(data), maximumDepth: JSONValue.maximumDepth, builder: NodeBuilder())
    return (result.mapError(JSONValue.Complaint.init), builder.valueCount)
  }

  /// Each object's members gathered in an array of its own, which becomes the object (no copy
  /// from a shared stack), with a repeated key's earlier members dropped.
  private struct NodeBuilder: JSONValueBuilder {
    /// Members named `$value`: about the number of tokens, to size the reader's tables.
    var valueCount = 0

    func null() -> TokenNode { .value(.null) }
    func bool(_ value: Bool) -> TokenNode { .value(.bool(value)) }
    func number(_ value: Double) -> TokenNode { .value(.number(value)) }
    func string(_ value: String) -> TokenNode { .value(.string(value)) }
    func array(_ items: [TokenNode]) -> TokenNode {
      var values: [JSONValue] = []
      values.reserveCapacity(items.count)
      for item in items {
        guard case .value(let value) = item else { return .array(items) }
        values.append(value)
      }
      return .value(.array(values))
    }
    func members() -> [TokenMember] {
      // Room for a token's or a small group's members at once (growing one by one cost more).
      var members: [TokenMember] = []
      members.reserveCapacity(4)
      return members
    }
    func claim(_ key: String, in members: inout [TokenMember]) -> Bool { true }
    mutating func add(_ value: TokenNode, for key: String, to members: inout [TokenMember]) {
      members.append(TokenMember(key: key, node: value))
      if key == "$value" { valueCount += 1 }
    }
    func object(_ members: [TokenMember]) -> TokenNode { .object(Self.lastOfEachKey(members)) }

    /// The members with each key once, its last value kept: pairs compared for a small object,
    /// a table of keys for a large one, so a wide group stays linear.
    static func lastOfEachKey(_ members: [TokenMember]) -> [TokenMember] {
      if members.count <= 8 {
        var repeated = false
        for later in members.indices.dropFirst() where !repeated {
          for earlier in 0..<later where members[earlier].key == members[later].key {
            repeated = true
            break
          }
        }
        if !repeated { return members }
      }
      var last: [String: Int] = [:]
      last.reserveCapacity(members.count)
      for (position, member) in members.enumerated() { last[member.key] = position }
      if last.count == members.count { return members }
      return members.indices.filter { last[members[$0].key] == $0 }.map { members[$0] }
    }
  }
}
