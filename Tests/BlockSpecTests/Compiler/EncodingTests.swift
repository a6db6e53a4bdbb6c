import BlockSpec
import Foundation
import Testing

@Suite("Layout tree encodings")
struct EncodingTests {
  @Test(
    "canonical numbers: integers bare, shortest round-trip otherwise",
    arguments: [
      (16.0, "16"), (-3.0, "-3"), (0.0, "0"), (-0.0, "0"), (0.1, "0.1"), (44051.4, "44051.4"),
      (1.5e-7, "1.5e-07"), (1e300, "1e+300"), (Double.nan, "null"), (Double.infinity, "null"),
    ])
  func numbers(value: Double, expected: String) {
    #expect(CanonicalJSON.number(value) == expected)
  }

  @Test("canonical objects sort keys by code point and escape strings minimally")
  func objects() {
    let value = CanonicalJSON.Value.object([
      "b": .number(1), "a": .array([.bool(true), .null]), "É": .string("é\"\\\n\u{01}\u{202F}"),
      "Z": .object([:]),
    ])
    #expect(
      CanonicalJSON.string(value)
        == #"{"Z":{},"a":[true,null],"b":1,"É":"é\"\\\n\u0001"# + "\u{202F}\"}")
    #expect(
      CanonicalJSON.string(.object(["a": .array([.number(1)])]), pretty: true)
        == "{\n  \"a\": [\n    1\n  ]\n}")
  }

  @Test("identical input gives byte-identical JSON and text", arguments: Scenario.all)
  func deterministic(scenario: Scenario) {
    let first = scenario.compile()
    let second = scenario.compile()
    #expect(first.jsonData() == second.jsonData())
    #expect(first.jsonData(pretty: true) == second.jsonData(pretty: true))
    #expect(first.textTree == second.textTree)
  }

  @Test("compiling on many threads at once gives the same bytes as one at a time")
  func concurrent() async {
    let serial = Scenario.all.map { $0.compile().jsonData() }
    let parallel = await withTaskGroup(of: (Int, Data).self) { group in
      for (index, scenario) in Scenario.all.enumerated() {
        group.addTask { (index, scenario.compile().jsonData()) }
      }
      var results = [Data](repeating: Data(), count: Scenario.all.count)
      for await (index, data) in group { results[index] = data }
      return results
    }
    #expect(parallel == serial)
  }

  @Test("the JSON carries its schema version and reads back into the same tree", arguments: Scenario.all)
  func roundTrip(scenario: Scenario) throws {
    let tree = scenario.compile(reduceMotion: scenario.name.count.isMultiple(of: 2))
    let data = tree.jsonData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["schema"] as? String == LayoutTree.baseSchemaVersion)
    #expect(try LayoutTree(jsonData: data) == tree)
    #expect(try LayoutTree(jsonData: tree.jsonData(pretty: true)) == tree)
    #expect(try LayoutTree(jsonData: data).jsonData() == data)
  }

  @Test("the text tree has a header and one line per node, indented by depth")
  func textTree() {
    let tree = Scenario.loaded.compile()
    let lines = tree.textTree.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == tree.allNodes.count + 1)
    #expect(lines.first?.hasPrefix("statsOverview schema=2.0 theme=fixture state=loaded range=1M") == true)
    #expect(lines.contains { $0.hasPrefix("      card tiles.orders ") })
    let value = lines.first { $0.contains("text headline.value ") } ?? ""
    #expect(value.contains(#""$44,051.40" font=type.display(40) 40/"#))
    #expect(value.contains("color=color.textPrimary#000000"))
  }
}
