import JSONDocuments

/// A JSON value for these tests: objects keep their members in order, so what the writer
/// prints is exactly what the test built.
indirect enum TestValue: Equatable, Sendable, JSONWritable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([TestValue])
  case object([Member])

  struct Member: Equatable, Sendable {
    var key: String
    var value: TestValue
  }

  static func members(_ members: [(String, TestValue)]) -> TestValue {
    .object(members.map { Member(key: $0.0, value: $0.1) })
  }

  var jsonKind: JSONKind<TestValue> {
    switch self {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .array(let items): .array(items)
    case .object(let members): .object(members.map { (key: $0.key, value: $0.value) })
    }
  }

  /// `text` read back with the package's reader; nil when it is not JSON.
  static func read(_ text: String) -> TestValue? {
    try? JSONReader.read(Array(text.utf8), maximumDepth: 64, builder: Builder()).0.get()
  }

  struct Builder: JSONValueBuilder {
    func null() -> TestValue { .null }
    func bool(_ value: Bool) -> TestValue { .bool(value) }
    func number(_ value: Double) -> TestValue { .number(value) }
    func string(_ value: String) -> TestValue { .string(value) }
    func array(_ items: [TestValue]) -> TestValue { .array(items) }
    func members() -> [Member] { [] }
    func claim(_ key: String, in members: inout [Member]) -> Bool { !members.contains { $0.key == key } }
    func add(_ value: TestValue, for key: String, to members: inout [Member]) {
      members.append(Member(key: key, value: value))
    }
    func object(_ members: [Member]) -> TestValue { .object(members) }
  }

  /// A value up to `depth` levels deep: scalars of every kind (long strings, controls and
  /// non-ASCII included), and arrays and objects, flat ones often, so every layout rule is hit.
  static func random(depth: Int, using random: inout SeededRandom) -> TestValue {
    let kinds = depth == 0 ? 4 : 6
    switch random.next(below: kinds) {
    case 0: return random.next(below: 2) == 0 ? .null : .bool(random.next(below: 2) == 0)
    case 1:
      let choices: [Double] = [0, -0.0, 7, -12.5, 0.1, 1e-7, 1e21, 123_456.789, 0x1p53, -1e300]
      return .number(choices[random.next(below: choices.count)] * Double(random.next(below: 3) + 1))
    case 2, 3:
      let pieces = [
        "a", "Revenue", "é", "\"", "\\", "\n", "\u{01}", "\u{202E}", "🙂", String(repeating: "w", count: 30),
      ]
      return .string(
        (0..<random.next(below: 4)).map { _ in pieces[random.next(below: pieces.count)] }.joined())
    case 4:
      return .array((0..<random.next(below: 6)).map { _ in .random(depth: depth - 1, using: &random) })
    default:
      var members: [Member] = []
      for index in 0..<random.next(below: 5) {
        members.append(Member(key: "k\(index)", value: .random(depth: depth - 1, using: &random)))
      }
      return .object(members)
    }
  }
}

/// SplitMix64: the same values on every platform, so a failing seed reproduces.
struct SeededRandom {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
