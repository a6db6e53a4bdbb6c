import JSONDocuments
import Testing

/// The package's one JSON writer: its three layouts, the rule that keeps a flat container on
/// one line, key order, escapes, and that every layout reads back to the value it wrote.
struct JSONWriterTests {
  static let point = TestValue.members([("date", .string("2026-10-06")), ("value", .number(1437.39))])
  static let document = TestValue.members([
    ("label", .string("Revenue")),
    ("points", .array([point, point])),
    ("components", .array([.number(0), .number(0.478), .number(1)])),
    ("empty", .object([])),
  ])

  @Test("compact: no whitespace; members in the value's order")
  func compact() {
    #expect(
      JSONWriter.text(of: Self.document)
        == #"{"label":"Revenue","points":[{"date":"2026-10-06","value":1437.39},{"date":"2026-10-06","value":1437.39}],"components":[0,0.478,1],"empty":{}}"#
    )
  }

  @Test("expanded: every member and item on its own line, two spaces a level")
  func expanded() {
    let value = TestValue.members([
      ("a", .array([.number(1), TestValue.members([("b", .null)])])), ("c", .array([])),
    ])
    #expect(
      JSONWriter.text(of: value, layout: .expanded)
        == "{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ],\n  \"c\": []\n}")
  }

  @Test("readable: a container of scalars that fits stays on one line, the rest open")
  func readable() {
    #expect(
      JSONWriter.text(of: Self.document, layout: .readable) == """
        {
          "label": "Revenue",
          "points": [
            { "date": "2026-10-06", "value": 1437.39 },
            { "date": "2026-10-06", "value": 1437.39 }
          ],
          "components": [0, 0.478, 1],
          "empty": {}
        }
        """)
  }

  @Test(
    "readable: a flat line of 110 bytes, indentation and comma included, stays; 111 opens",
    arguments: [(110, true), (111, false)])
  func flatLineLimit(width: Int, staysFlat: Bool) {
    // `  "k": ["…"],` is 12 bytes around the string's characters.
    let text = String(repeating: "x", count: width - 12)
    let value = TestValue.members([("k", .array([.string(text)])), ("after", .null)])
    let written = JSONWriter.text(of: value, layout: .readable)
    let line = written.split(separator: "\n")[1]
    #expect(staysFlat ? line.utf8.count == width : line == #"  "k": ["#)
    #expect(TestValue.read(written) == value)
  }

  @Test("the line of a flat container is measured from the line's start, at any depth")
  func depth() {
    let series = TestValue.array((0..<9).map { .number(Double($0) * 1111.5) })
    let shallow = JSONWriter.text(of: TestValue.members([("s", series)]), layout: .readable)
    #expect(shallow.contains(#""s": [0, 1111.5"#))
    var deep = series
    for level in 0..<10 { deep = TestValue.members([("level\(level)", deep)]) }
    let written = JSONWriter.text(of: deep, layout: .readable)
    #expect(written.split(separator: "\n").allSatisfy { $0.utf8.count <= 110 })
    #expect(TestValue.read(written) == deep)
  }

  @Test("an unordered object's keys in code point order, as Python's sort_keys gives")
  func sortedKeys() {
    let kind = JSONKind<TestValue>.sortingMembers([
      "b": .null, "É": .null, "a": .null, "Z": .null, "é": .null,
    ])
    guard case .object(let members) = kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["Z", "a", "b", "É", "é"])
  }

  @Test("strings escaped minimally: quote, backslash, controls; the rest as UTF-8")
  func escapes() {
    let text = "é\"\\\n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F}\u{202F}/"
    #expect(JSONText.quoted(text) == #""é\"\\\n\r\t\b\f\u0001\u001f"# + "\u{7F}\u{202F}/\"")
    #expect(TestValue.read(JSONWriter.text(of: TestValue.string(text))) == .string(text))
  }

  @Test(
    "numbers: integral below 2^53 bare, others the shortest round trip, non-finite null",
    arguments: [
      (16.0, "16"), (-3.0, "-3"), (-0.0, "0"), (0.1, "0.1"), (1.5e-7, "1.5e-07"), (1e15, "1000000000000000"),
      (0x1p53, "9007199254740992.0"), (1e300, "1e+300"), (Double.nan, "null"), (-Double.infinity, "null"),
    ])
  func numbers(value: Double, spelled: String) {
    #expect(JSONText.number(value) == spelled)
  }

  @Test("500 seeded values read back to themselves in every layout", arguments: [0, 1, 2, 3, 4])
  func roundTrip(batch: Int) {
    var random = SeededRandom(seed: UInt64(batch) &* 1_000 &+ 7)
    for index in 0..<100 {
      let value = TestValue.random(depth: 4, using: &random)
      for layout in [JSONLayout.compact, .expanded, .readable] {
        let written = JSONWriter.text(of: value, layout: layout)
        #expect(TestValue.read(written) == value, "batch \(batch) value \(index) \(layout)")
      }
    }
  }
}
