import JSONDocuments
import Foundation
import Testing

@testable import BlockSpec

@Suite("Fast path: whole overviews")
struct FastOverviewDecoderTests {
  /// The full reader alone, as `Overview.decode` runs it without the fast path.
  static func full(_ bytes: [UInt8]) -> Overview? {
    guard case .success(let document) = JSONParser.parse(bytes) else { return nil }
    var reader = DocumentReader()
    guard let overview = reader.overview(document, at: JSONPath()), reader.problems.isEmpty,
      overview.problems().isEmpty
    else { return nil }
    return overview
  }

  static let today = Date(timeIntervalSince1970: 1_796_083_200)  // 2026-12-01

  /// `2026-10-12T15:00:00Z`-style text for `seconds` since 1970, written in the zone
  /// `offsetMinutes` east of UTC, with an optional fraction (".125").
  static func stamp(_ seconds: Int, offsetMinutes: Int = 0, fraction: String = "") -> String {
    let local = seconds + offsetMinutes * 60
    let days = Int((Double(local) / 86_400).rounded(.down))
    let (year, month, day) = ISODate.civil(fromDays: days)
    let time = local - days * 86_400
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let zone =
      offsetMinutes == 0
      ? "Z"
      : (offsetMinutes > 0 ? "+" : "-") + two(abs(offsetMinutes) / 60) + ":" + two(abs(offsetMinutes) % 60)
    return "\(year)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))"
      + fraction + zone
  }

  /// Readings every `step` seconds in both series, in every date form the format accepts: a
  /// bare date at midnight, `Z`, an offset, fractions of a second.
  static func large(count: Int, step: Int) -> [UInt8] {
    var random = SplitMix64(seed: UInt64(count))
    func series(start: Int) -> String {
      var items: [String] = []
      items.reserveCapacity(count)
      for index in 0..<count {
        let seconds = start + index * step
        let text: String
        switch index % 4 {
        case 0 where seconds % 86_400 == 0:
          text = ISODate.format(Date(timeIntervalSince1970: Double(seconds)))
        case 1: text = stamp(seconds, offsetMinutes: -90, fraction: ".5")
        case 2: text = stamp(seconds, offsetMinutes: 330, fraction: ".125")
        default: text = stamp(seconds)
        }
        let value = (random.unit() * 10_000_000).rounded() / 100
        items.append("{\"date\":\"\(text)\",\"value\":\(value)}")
      }
      return "[" + items.joined(separator: ",") + "]"
    }
    let start = 1_764_547_200
    let text = """
      {"label":"Revenue","format":{"currency":{"code":"USD"}},"periods":{"1Y":{"value":12.5,"change":0.1,\
      "points":\(series(start: start)),"previousPoints":\(series(start: start - count * step))}},\
      "metrics":[{"label":"Orders","value":1172,"format":"number","change":0.041}]}
      """
    return Array(text.utf8)
  }

  @Test("The sample, written canonically and pretty, reads the same both ways", arguments: [false, true])
  func sample(pretty: Bool) throws {
    let sample = Overview.sample(today: Self.today)
    let bytes = Array(sample.encodedJSON(pretty: pretty))
    let fast = FastOverviewDecoder.decode(bytes)
    #expect(fast != nil)
    #expect(fast == Self.full(bytes))
    #expect(fast == sample)
  }

  @Test("Large generated years read the same both ways", arguments: [(8_760, 3_600), (105_120, 300)])
  func large(count: Int, step: Int) throws {
    let bytes = Self.large(count: count, step: step)
    let fast = FastOverviewDecoder.decode(bytes)
    let full = Self.full(bytes)
    #expect(full != nil)
    #expect(fast != nil)
    #expect(fast == full)
    #expect(fast?.periods[.year]?.points.count == count)
  }

  @Test("Every one-byte change to a document gives the same answer both ways")
  func mutations() throws {
    let sample = Overview.sample(today: Self.today)
    let original = Array(sample.encodedJSON(pretty: false))
    var random = SplitMix64(seed: 99)
    let replacements = Array("{}[],:\"\\0123456789.eE+-TZ tfn".utf8)
    var accepted = 0
    for _ in 0..<3_000 {
      var bytes = original
      let position = Int(random.next() % UInt64(bytes.count))
      switch random.next() % 3 {
      case 0: bytes[position] = replacements[Int(random.next() % UInt64(replacements.count))]
      case 1: bytes.remove(at: position)
      default: bytes.insert(replacements[Int(random.next() % UInt64(replacements.count))], at: position)
      }
      let fast = FastOverviewDecoder.decode(bytes)
      // The fast path may decline anything, but what it accepts must be what the full reader reads.
      if let fast {
        accepted += 1
        #expect(fast == Self.full(bytes), "position \(position)")
      }
    }
    #expect(accepted > 0)
  }

  @Test(
    "Unusual spellings are left to the full reader",
    arguments: [
      #"{"label":"R","format":"number","periods":{"1M":{"points":[{"date":"2026-01-01","value":1,"x":2}]}}}"#,
      #"{"label":"R","format":"number","periods":{"1M":{"p\u006fints":[{"date":"2026-01-01","value":1}]}}}"#,
      #"{"label":"R","format":"number","periods":{"1M":{"points":[{"date":"2026-01-02","value":1},{"date":"2026-01-01","value":2}]}}}"#,
      #"{"label":"R","format":"number","periods":{"1X":{"points":[]}}}"#,
      #"{"label":"R","format":"number","periods":{"1M":{"points":[],"points":[]}}}"#,
    ])
  func declines(text: String) {
    #expect(FastOverviewDecoder.decode(Array(text.utf8)) == nil)
  }

  @Test("A bad reading deep in a large file is still named by its path")
  func errorInLargeFile() throws {
    var text = String(decoding: Self.large(count: 105_120, step: 300), as: UTF8.self)
    // The 77,778th current reading's date, whatever form it was written in, becomes "yesterday".
    let needle = Self.stamp(1_764_547_200 + 77_777 * 300, offsetMinutes: -90, fraction: ".5")
    let range = try #require(text.range(of: needle))
    text.replaceSubrange(range, with: "yesterday")
    do {
      _ = try Overview.decode(from: Data(text.utf8), source: "year.json")
      Issue.record("a bad date was accepted")
    } catch {
      #expect(error.path == "periods.1Y.points[77777].date")
      #expect(error.description.hasPrefix("year.json: periods.1Y.points[77777].date: expected"))
    }
  }
}
