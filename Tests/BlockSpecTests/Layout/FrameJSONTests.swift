import BlockSpec
import Foundation
import SPTheme
import Testing

@Suite("Frames in the JSON")
struct FrameJSONTests {
  let tree = LayoutCase.all[0].compile(theme: ShippedThemes.all[0], size: .accessibility5, width: 320)

  @Test("without frames the JSON is unchanged; with them every node carries its frame")
  func frames() throws {
    let frames = tree.frames()
    let plain = tree.jsonValue
    let framed = tree.jsonValue(frames: frames)
    #expect(plain != framed)
    var count = 0
    func visit(_ node: CanonicalJSON.Value?, plain: CanonicalJSON.Value?) {
      guard let node, let id = node["id"]?.stringValue else { return }
      count += 1
      let frame = node["frame"]
      #expect(frame?["width"]?.numberValue != nil && frame?["height"]?.numberValue != nil, "\(id)")
      #expect(plain?["frame"] == nil)
      let children = node["children"]?.arrayValue ?? []
      let plainChildren = plain?["children"]?.arrayValue ?? []
      #expect(children.count == plainChildren.count)
      for (child, plainChild) in zip(children, plainChildren) { visit(child, plain: plainChild) }
    }
    visit(framed["root"], plain: plain["root"])
    #expect(count == tree.allNodes.count)
    // Everything but the frames is the same.
    #expect(removingFrames(framed) == plain)
    #expect(tree.jsonData(frames: frames) != tree.jsonData())
  }

  @Test("a frame in the JSON is the layout's, rounded to 1/1000 point")
  func rounding() throws {
    let frames = tree.frames()
    let json = tree.jsonValue(frames: frames)
    let value = try #require(frames["headline.value"])
    func find(_ node: CanonicalJSON.Value?) -> CanonicalJSON.Value? {
      guard let node else { return nil }
      if node["id"]?.stringValue == "headline.value" { return node["frame"] }
      for child in node["children"]?.arrayValue ?? [] { if let found = find(child) { return found } }
      return nil
    }
    let frame = try #require(find(json["root"]))
    let width = try #require(frame["width"]?.numberValue)
    #expect(abs(width - value.frame.width) <= 0.0005)
    #expect((width * 1000).rounded() == width * 1000)
  }

  func removingFrames(_ value: CanonicalJSON.Value) -> CanonicalJSON.Value {
    switch value {
    case .object(var members):
      members["frame"] = nil
      return .object(members.mapValues(removingFrames))
    case .array(let items):
      return .array(items.map(removingFrames))
    default:
      return value
    }
  }
}
