import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// `LayoutTree(jsonData:)` is how a Swift renderer reads a tree, which may come over a network:
/// bad bytes give an error, never a trap, and nesting as deep as Foundation's parser allows does
/// not exhaust the stack of a task's thread.
@Suite("Reading layout trees")
struct TreeReadingRobustnessTests {
  @Test(
    "bytes that are not a tree throw",
    arguments: ["", "hello", "[]", "{}", #"{"schema": "1.0"}"#, "\u{FEFF}{"])
  func notATree(_ text: String) {
    #expect(throws: (any Error).self) { try LayoutTree(jsonData: Data(text.utf8)) }
  }

  @Test(
    "a tree whose nodes nest as deep as the JSON parser allows is read; deeper is refused; neither crashes")
  func deepChildren() throws {
    let tree = StatsOverviewBlock.compile(nil, theme: Robust.themes[0], environment: OverviewSetup())
    let json = String(decoding: tree.jsonData(), as: UTF8.self)
    // Wrap the root's children in 250 levels of stacks: about 500 levels of JSON.
    let leaf =
      #"{"id": "s", "kind": "stack", "stack": {"axis": "vertical", "spacing": {"token": "space.sm", "value": 8}, "alignment": "leading"}, "children": ["#
    let depth = 250
    let deep = String(repeating: leaf, count: depth) + String(repeating: "]}", count: depth)
    let marker = #""children":["#
    let range = try #require(json.range(of: marker))
    let nested = json.replacingCharacters(in: range, with: marker + deep + ",")
    let read = try LayoutTree(jsonData: Data(nested.utf8))
    #expect(read.allNodes.count == tree.allNodes.count + depth)
    // Past the parser's 512 levels, it is an error.
    let deeper = json.replacingCharacters(
      in: range,
      with: marker + String(repeating: leaf, count: 300) + String(repeating: "]}", count: 300) + ",")
    #expect(throws: (any Error).self) { try LayoutTree(jsonData: Data(deeper.utf8)) }
  }
}
