import Foundation
import SPTheme
import Testing

@testable import BlockSpec

@Suite("Fast path: canonical JSON encoder")
struct CanonicalEncoderTests {
  /// The general path: encode to a `CanonicalJSON.Value`, print it canonically.
  static func general(_ value: some Encodable, pretty: Bool) throws -> [UInt8] {
    Array(CanonicalJSON.string(try CanonicalValueEncoder().encode(value), pretty: pretty).utf8)
  }

  static let today = Date(timeIntervalSince1970: 1_791_763_200)

  static var environments: [Environment] {
    var list: [Environment] = []
    for size in DynamicTypeSize.allCases {
      list.append(Environment(dynamicTypeSize: size))
    }
    list += [
      Environment(width: 320, reduceMotion: true, selectedRange: .year, scrubIndex: 3),
      Environment(selectedRange: .week, scrubIndex: 0, actions: []),
      Environment(phase: .loading),
      Environment(phase: .failed(description: "Offline \"quoted\"\n\ttab", retry: .running)),
      Environment(phase: .failed(description: nil, retry: .failed(message: "Nope \u{1}"))),
      Environment(ranges: [.quarter, .year], selectedRange: .quarter),
    ]
    return list
  }

  @Test("Compiled trees print byte for byte as the general path prints them", arguments: [false, true])
  func trees(pretty: Bool) throws {
    for theme in ["light", "dark", "brand"] {
      let resolved = try Theme.shipped(named: theme)
      for (index, environment) in Self.environments.enumerated() {
        let overview = index.isMultiple(of: 5) ? nil : Overview.sample(today: Self.today, seed: UInt64(index))
        let tree = StatsOverviewBlock.compile(overview, theme: resolved, environment: environment)
        let fast = try CanonicalEncoder.encode(tree, pretty: pretty)
        let general = try Self.general(tree, pretty: pretty)
        #expect(fast == general, "\(theme) #\(index)")
      }
    }
  }

  struct Edges: Encodable {
    var text = "plain, \"quoted\", back\\slash, \n\r\t\u{8}\u{C}\u{1F}, é, 💡"
    var numbers: [Double] = [
      0, -0.0, 1, -1, 0.1, 1e300, -2.5e-7, 9_007_199_254_740_992, 4_503_599_627_370_495.5, .nan, .infinity,
    ]
    var integers: [Int] = [0, -1, Int.max, Int.min]
    var unsigned: UInt64 = .max
    var small: Int8 = -128
    var float: Float = 0.1
    var missing: String? = nil
    var present: Int? = 7
    var flags = [true, false]
    var nested = [["z": 1, "a": 2, "é": 3, "B": 4]]
    var empty: [String] = []
    var emptyObject: [String: Int] = [:]
    var nothing = Nothing()
    var repeated = Repeated()
    var wrapped = Wrapped()
  }

  /// Encodes nothing at all: `{}` on both paths.
  struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  /// The same key twice (the last wins), a nil, keys out of order.
  struct Repeated: Encodable {
    enum Key: String, CodingKey { case a, b, c, d }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: .d)
      try container.encode("first", forKey: .a)
      try container.encodeNil(forKey: .b)
      try container.encode("second", forKey: .a)
      try container.encode(Nothing(), forKey: .c)
    }
  }

  /// A value that is another value: a single-value container holding a struct.
  struct Wrapped: Encodable {
    func encode(to encoder: any Encoder) throws {
      var single = encoder.singleValueContainer()
      try single.encode(Repeated())
    }
  }

  /// Containers nested by hand and a super encoder: outside what the one-pass writer covers.
  struct Nested: Encodable {
    enum Key: String, CodingKey { case a, b }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      var nested = container.nestedUnkeyedContainer(forKey: .a)
      try nested.encode(1.5)
      let parent = container.superEncoder()
      var single = parent.singleValueContainer()
      try single.encode("super")
    }
  }

  @Test("Types that nest containers by hand are left to the general path")
  func nested() {
    #expect(throws: CanonicalEncoder.Unsupported.self) { try CanonicalEncoder.encode(Nested()) }
    #expect(throws: CanonicalEncoder.Unsupported.self) { try CanonicalEncoder.encode([Nested()]) }
  }

  @Test("Edge values print as the general path prints them", arguments: [false, true])
  func edges(pretty: Bool) throws {
    #expect(try CanonicalEncoder.encode(Edges(), pretty: pretty) == Self.general(Edges(), pretty: pretty))
    #expect(try CanonicalEncoder.encode("top", pretty: pretty) == Self.general("top", pretty: pretty))
    #expect(try CanonicalEncoder.encode([1, 2], pretty: pretty) == Self.general([1, 2], pretty: pretty))
  }
}
