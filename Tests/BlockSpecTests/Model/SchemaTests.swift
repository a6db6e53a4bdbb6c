import Foundation
import Testing

@testable import BlockSpec

/// The JSON Schema is written by hand; these keep its enumerations and limits in step with the
/// code that enforces them.
@Suite("Overview JSON Schema")
struct SchemaTests {
  static func schema() throws -> JSONValue {
    let data = try Data(contentsOf: Fixtures.docsFile("schema/overview.schema.json"))
    return try JSONParser.parse(Array(data)).get()
  }

  static func member(_ value: JSONValue, _ path: String...) -> JSONValue? {
    path.reduce(value) { current, key in
      guard case .object(let members)? = current else { return nil }
      return members.first { $0.key == key }?.value
    }
  }

  static func strings(_ value: JSONValue?) -> [String] {
    guard case .array(let items)? = value else { return [] }
    return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
  }

  @Test("O-DA-6 the schema's currency codes are the validation table's")
  func currencies() throws {
    let codes = Self.strings(Self.member(try Self.schema(), "$defs", "currencyCode", "enum"))
    #expect(codes == CurrencyCodes.minorUnits.keys.sorted())
  }

  @Test("O-DA-7 the schema's range keys are TimeRange's titles")
  func ranges() throws {
    let keys = Self.strings(Self.member(try Self.schema(), "properties", "periods", "propertyNames", "enum"))
    #expect(keys == TimeRange.allCases.map(\.title))
  }

  @Test("O-DA-5 the schema's limits are the validator's")
  func limits() throws {
    let schema = try Self.schema()
    #expect(Self.member(schema, "$defs", "metrics", "maxItems") == .number(Double(Overview.maximumMetrics)))
    #expect(
      Self.member(schema, "$defs", "fractionDigits", "minimum")
        == .number(Double(Overview.fractionDigitsRange.lowerBound)))
    #expect(
      Self.member(schema, "$defs", "fractionDigits", "maximum")
        == .number(Double(Overview.fractionDigitsRange.upperBound)))
    #expect(Self.member(schema, "$schema") == .string("https://json-schema.org/draft/2020-12/schema"))
  }
}
