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

/// A tree that is not what the format says gets a message with the JSON path, what the format
/// has there and what the bytes have, as every document's reader gives.
@Suite("Reading layout trees: messages")
struct TreeReadingMessageTests {
  static let tree = StatsOverviewBlock.compile(nil, theme: Robust.themes[0], environment: OverviewSetup())

  /// The sample tree's JSON with `change` applied to its root object.
  static func bytes(_ change: (inout [String: CanonicalJSON.Value]) -> Void) -> Data {
    guard case .object(var members) = tree.jsonValue else { return Data() }
    change(&members)
    return Data(CanonicalJSON.string(.object(members)).utf8)
  }

  static func message(_ data: Data) -> String {
    do {
      _ = try LayoutTree(jsonData: data)
      return "read"
    } catch {
      return error.description
    }
  }

  @Test("a value of the wrong kind: its path, the kind expected, the value found")
  func wrongKind() {
    let data = Self.bytes { tree in
      guard case .object(var root)? = tree["root"] else { return }
      root["id"] = .number(3)
      tree["root"] = .object(root)
    }
    #expect(Self.message(data) == "root.id: expected a string, found the number 3")
  }

  @Test("a member missing: where, and its name")
  func missingMember() {
    let data = Self.bytes { $0["environment"] = nil }
    #expect(Self.message(data) == #"expected a member "environment", found none"#)
  }

  @Test("a value the format does not have: its path, and what was found")
  func unknownValue() {
    let data = Self.bytes { tree in
      guard case .object(var environment)? = tree["environment"] else { return }
      environment["dynamicTypeSize"] = .string("huge")
      tree["environment"] = .object(environment)
    }
    #expect(
      Self.message(data)
        == "environment.dynamicTypeSize: expected one of xSmall, small, medium, large, xLarge, xxLarge, "
        + #"xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5, found the string "huge""#
    )
  }

  @Test("an item of the wrong kind in an array: its index")
  func arrayItem() {
    let data = Self.bytes { tree in
      guard case .object(var environment)? = tree["environment"] else { return }
      environment["ranges"] = .array([.string("1W"), .bool(true)])
      tree["environment"] = .object(environment)
    }
    #expect(Self.message(data).hasPrefix("environment.ranges[1]: expected "))
    #expect(Self.message(data).hasSuffix("found true"))
  }

  @Test("text that is not JSON: the path being read, and the line and column")
  func notJSON() {
    let text = String(decoding: Self.tree.jsonData(pretty: true), as: UTF8.self)
    let cut = Data(
      text.replacingOccurrences(of: #""reduceMotion": false,"#, with: #""reduceMotion": false,,"#).utf8)
    #expect(Self.message(cut) == "environment: expected a quoted key, found ',' at line 17, column 27")
  }

  @Test("a key written twice is refused, as the package's reader refuses it everywhere")
  func duplicateKey() {
    let text = String(decoding: Self.tree.jsonData(), as: UTF8.self)
    let twice = Data(text.replacingOccurrences(of: #"{"block":"#, with: #"{"block":"x","block":"#).utf8)
    #expect(Self.message(twice).contains("again at line 1"))
  }
}
