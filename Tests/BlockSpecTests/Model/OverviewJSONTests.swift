import Foundation
import JSONDocuments
import Testing

@testable import BlockSpec

@Suite("Overview JSON form")
struct OverviewJSONTests {
  typealias F = Fixtures

  static func example() throws -> Overview {
    try Overview.decode(from: Data(contentsOf: F.docsFile("examples/overview.json")), source: "overview.json")
  }

  @Test("O-DA-1 the documented example reads into the model")
  func example() throws {
    let overview = try Self.example()
    #expect(overview.label == "Revenue")
    #expect(overview.format == .currency(code: "USD"))
    #expect(overview.increaseIsGood)
    #expect(Set(overview.periods.keys) == [.week, .month, .year])
    let week = try #require(overview.periods[.week])
    #expect(week.points.count == 7)
    #expect(week.points.first == Point(date: F.date("2026-10-06"), value: 1437.39))
    #expect(week.previousPoints.count == 7)
    #expect(week.value == 10462.87)
    #expect(week.change == 0.043)
    let year = try #require(overview.periods[.year])
    #expect(year.value == nil && year.change == nil && year.previousPoints.isEmpty && year.metrics == nil)
    // Three spellings of a New York midnight are the same instant.
    #expect(
      year.points.map(\.date) == ["2026-08-01", "2026-09-01", "2026-10-01"].map { F.date($0 + "T04:00:00Z") })
  }

  @Test("O-DA-3 a period without its own tiles shows the fallback metrics")
  func fallbackMetrics() throws {
    let overview = try Self.example()
    #expect(
      overview.metrics(for: .year).map(\.id) == ["orders", "Average order", "Conversion", "refund-rate"])
    #expect(overview.metrics(for: .week).map(\.id) == ["orders", "items", "session", "visitors"])
    #expect(overview.metrics(for: .month) == overview.metrics)
  }

  @Test("O-DA-5 a metric's id defaults to its label and is written only when it differs")
  func metricIDs() throws {
    let overview = try Self.example()
    let average = overview.metrics[1]
    #expect(average.id == "Average order")
    #expect(average.format == .currency(code: "USD", fractionDigits: 0))
    #expect(overview.metrics[3].increaseIsGood == false)
    let json = String(decoding: overview.encodedJSON(), as: UTF8.self)
    #expect(!json.contains(#""id": "Average order""#))
    #expect(json.contains(#""id": "refund-rate""#))
  }

  @Test("O-DA-1 absent and null optional members take their defaults")
  func defaults() throws {
    let bare = try F.decode(#"{"label": "Revenue", "format": "number", "periods": {}}"#)
    #expect(bare == Overview(label: "Revenue", format: .number(), periods: [:]))
    let nulls = try F.decode(
      #"{"label": "Revenue", "format": "number", "increaseIsGood": null, "metrics": null, "periods": {"1M": {"points": [], "value": null, "change": null, "previousPoints": null, "metrics": null}}}"#
    )
    #expect(nulls == Overview(label: "Revenue", format: .number(), periods: [.month: Period(points: [])]))
  }

  @Test(
    "O-DA-6 formats are bare strings without parameters, objects keyed by style with them",
    arguments: [
      (#""number""#, Format.number()),
      (#""percent""#, .percent),
      (#""compact""#, .compact),
      (#""duration""#, .duration),
      (#"{"number": {"fractionDigits": 2}}"#, .number(fractionDigits: 2)),
      (#"{"number": {}}"#, .number()),
      (#"{"currency": {"code": "USD"}}"#, .currency(code: "USD")),
      (#"{"currency": {"code": "EUR", "fractionDigits": 0}}"#, .currency(code: "EUR", fractionDigits: 0)),
    ])
  func formats(json: String, format: Format) throws {
    #expect(try F.decode(F.document(format: json)).format == format)
    let written = String(
      decoding: Overview(label: "x", format: format, periods: [:]).encodedJSON(pretty: false), as: UTF8.self)
    #expect(try F.decode(written).format == format)
  }

  @Test(
    "O-DA-4 dates: a day (midnight UTC) or a date-time with an offset",
    arguments: [
      ("2026-10-12", "2026-10-12T00:00:00Z"),
      ("2026-10-12T15:00Z", "2026-10-12T15:00:00Z"),
      ("2026-10-12T15:00:00+02:00", "2026-10-12T13:00:00Z"),
      ("2026-10-12T15:00:00.250-04:30", "2026-10-12T19:30:00.250Z"),
      ("2024-02-29", "2024-02-29T00:00:00Z"),
    ])
  func dates(text: String, utc: String) throws {
    let periods = #"{"1M": {"points": [{"date": "\#(text)", "value": 1}]}}"#
    let point = try #require(try F.decode(F.document(periods: periods)).periods[.month]?.points.first)
    #expect(point.date == F.date(utc))
  }

  @Test("O-DA-1 round trip: JSON → model → JSON is byte-identical for canonical JSON")
  func roundTripBytes() throws {
    let canonical = try Self.example().encodedJSON()
    let again = try Overview.decode(from: canonical, source: "canonical.json").encodedJSON()
    #expect(String(decoding: again, as: UTF8.self) == String(decoding: canonical, as: UTF8.self))
  }

  @Test("O-DA-1 round trip: model → JSON → model is equal, pretty or compact")
  func roundTripModel() throws {
    let overviews = [
      try Self.example(),
      Overview.sample(today: F.date("2026-10-12")),
      Overview.sample(today: F.date("2026-03-09"), seed: 7, timeZone: F.newYork),
      Overview(
        label: "Escapes \"quoted\" \\ / \n\t\u{1} ünïcødé 🚀", format: .number(fractionDigits: 6),
        periods: [
          .quarter: Period(points: [Point(date: F.date("2026-10-12T15:00:00.125Z"), value: -1e-300)])
        ],
        increaseIsGood: false),
    ]
    for overview in overviews {
      for pretty in [true, false] {
        #expect(try Overview.decode(from: overview.encodedJSON(pretty: pretty), source: "x") == overview)
      }
    }
  }

  @Test("O-DA-1 numbers are written in their shortest exact form")
  func numbers() {
    let values: [Double] = [
      7, 0.1, 44051.4, -0.0, 1e308, .leastNonzeroMagnitude, 123_456_789_012, 1e15, 0.1 + 0.2, 1e16,
    ]
    let written = values.map(JSONText.number)
    #expect(
      written == [
        "7", "0.1", "44051.4", "0", "1e+308", "5e-324", "123456789012", "1000000000000000",
        "0.30000000000000004", "1e+16",
      ])
  }

  @Test("O-DA-1 Codable uses the same shape, with JSONEncoder and JSONDecoder")
  func codable() throws {
    let overview = try Self.example()
    let data = try JSONEncoder().encode(overview)
    #expect(try JSONDecoder().decode(Overview.self, from: data) == overview)
    #expect(try Overview.decode(from: data, source: "codable.json") == overview)
    let format = try JSONDecoder().decode(
      [Format].self, from: Data(#"["percent", {"currency": {"code": "USD"}}]"#.utf8))
    #expect(format == [.percent, .currency(code: "USD")])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Point.self, from: Data(#"{"date": "yesterday", "value": 1}"#.utf8))
    }
  }
}
