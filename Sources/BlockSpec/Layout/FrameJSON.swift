import Foundation

extension LayoutTree {
  /// The tree's JSON with every node's frame added under `frame`, for renderers without a layout
  /// engine. Nothing else changes, so without frames the JSON is exactly `jsonValue`.
  ///
  /// `"frame": {"x": 16, "y": 16, "width": 288, "height": 48, "scale": 0.62, "lines": […]}`:
  /// block coordinates in points, rounded to 1/1000; `scale` only when a text shrank, `lines`
  /// only when it wrapped, `axisLabels` (frames of the dates) only on charts.
  public func jsonValue(frames: TreeFrames) -> CanonicalJSON.Value {
    guard case .object(var members) = jsonValue, let root = members["root"] else { return jsonValue }
    members["root"] = Self.addingFrames(to: root, from: frames)
    return .object(members)
  }

  /// Canonical JSON of `jsonValue(frames:)`.
  public func jsonData(pretty: Bool = false, frames: TreeFrames) -> Data {
    Data(CanonicalJSON.string(jsonValue(frames: frames), pretty: pretty).utf8)
  }

  private static func addingFrames(to node: CanonicalJSON.Value, from frames: TreeFrames)
    -> CanonicalJSON.Value
  {
    guard case .object(var members) = node else { return node }
    if let id = members["id"]?.stringValue, let placed = frames[id] {
      members["frame"] = placed.jsonValue
    }
    if let children = members["children"]?.arrayValue {
      members["children"] = .array(children.map { addingFrames(to: $0, from: frames) })
    }
    return .object(members)
  }
}

extension NodeFrame {
  var jsonValue: CanonicalJSON.Value {
    var members = frame.jsonMembers
    if let text, text.scale < 1 { members["scale"] = .number(text.scale) }
    if let text, text.lines.count > 1 {
      members["lines"] = .array(text.lines.map(CanonicalJSON.Value.string))
    }
    if !axisLabels.isEmpty {
      members["axisLabels"] = .array(axisLabels.map { .object($0.jsonMembers) })
    }
    return .object(members)
  }
}

extension Frame {
  var jsonMembers: [String: CanonicalJSON.Value] {
    func points(_ value: Double) -> CanonicalJSON.Value { .number((value * 1000).rounded() / 1000 + 0) }
    return ["x": points(x), "y": points(y), "width": points(width), "height": points(height)]
  }
}
