import Foundation
import Testing

@testable import BlockSpec

@Suite("Fast path: point arrays")
struct PointArrayScannerTests {
  static func scan(_ text: String) -> [Point]? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var cursor = ByteCursor(buffer)
      guard let points = PointArrayScanner.scan(&cursor) else { return nil }
      return cursor.index == buffer.count ? points : nil
    }
  }

  /// What Foundation makes of the same array: the reference the fast path must match.
  struct Reading: Decodable {
    var date: Date
    var value: Double
  }

  static func foundation(_ text: String) throws -> [Point] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([Reading].self, from: Data(text.utf8)).map {
      Point(date: $0.date, value: $0.value)
    }
  }

  @Test("A generated year of five-minute readings matches Foundation's decoding", arguments: [false, true])
  func differential(pretty: Bool) throws {
    var random = SplitMix64(seed: pretty ? 1 : 2)
    let start = Date(timeIntervalSince1970: 1_732_000_000)
    let style = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)
    var items: [String] = []
    for index in 0..<105_120 {
      let date = start.addingTimeInterval(Double(index) * 300).formatted(style)
      let value = (random.unit() * 1_000_000).rounded() / 100
      items.append(
        index.isMultiple(of: 2)
          ? "{\"date\":\"\(date)\",\"value\":\(value)}"
          : "{ \"value\" : \(value) ,\n \"date\" : \"\(date)\" }")
    }
    let text = "[" + items.joined(separator: pretty ? ",\n  " : ",") + "]"
    let fast = try #require(Self.scan(text))
    #expect(fast == (try Self.foundation(text)))
  }

  @Test(
    "Empty arrays and whitespace",
    arguments: ["[]", "[ ]", "[\n]", "[ {\"date\": \"2026-01-01\", \"value\": 1} ]"])
  func shapes(text: String) {
    #expect(Self.scan(text) != nil)
  }

  @Test(
    "Anything unusual is left to the full reader",
    arguments: [
      "[{\"date\":\"2026-01-01\"}]",
      "[{\"value\":1}]",
      "[{\"date\":\"2026-01-01\",\"value\":1,\"note\":\"x\"}]",
      "[{\"date\":\"2026-01-01\",\"date\":\"2026-01-02\"}]",
      "[{\"date\":\"2026-01-01\",\"value\":\"1\"}]",
      "[{\"date\":\"2026-01-01\",\"value\":null}]",
      "[{\"d\\u0061te\":\"2026-01-01\",\"value\":1}]",
      "[{\"date\":\"yesterday\",\"value\":1}]",
      "[{\"date\":\"2026-01-01\",\"value\":1},]",
      "[{\"date\":\"2026-01-01\",\"value\":1e999}]",
      "[{\"date\":\"2026-01-01\",\"value\":01}]",
      "[{\"date\":\"2026-01-01\",\"value\":1}",
      "[1, 2]",
      "{}",
    ])
  func unusual(text: String) {
    #expect(Self.scan(text) == nil)
  }
}
