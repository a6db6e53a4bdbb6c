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

  private struct LastKeyWinsBuilder: JSONValueBuilder {
    func null() -> JSONValue { .null }
    func bool(_ value: Bool) -> JSONValue { .bool(value) }
    func number(_ value: Double) -> JSONValue { .number(value) }
    func string(_ value: String) -> JSONValue { .string(value) }
    func array(_ items: [JSONValue]) -> JSONValue { .array(items) }
    func members() -> [String: JSONValue] { [:] }
    func claim(_ key: String, in members: inout [String: JSONValue]) -> Bool { true }
    func add(_ value: JSONValue, for key: String, to members: inout [String: JSONValue]) {
      members[key] = value
    }
    func object(_ members: [String: JSONValue]) -> JSONValue { .object(members) }
  }
}
