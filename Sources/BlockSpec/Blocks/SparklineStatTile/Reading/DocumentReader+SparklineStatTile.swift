import JSONDocuments

/// The sparkline stat tile's members, read with the shapes every document shares: a problem
/// (path, expected, found) for every member that is missing, unknown or of the wrong kind.
extension DocumentReader {
  static let sparklineTileMembers = ["title", "value", "trend", "systemImage", "tint", "higherIsBetter"]

  /// A tile, or `{"screen": "demo"}`; the top-level `block` member, when given, names the block.
  mutating func sparklineStatTileDocument(_ value: JSONValue) -> SparklineStatTileDocument? {
    let name = SparklineStatTileBlock.name
    guard case .object(let list) = value else {
      fail(JSONPath(), expected: "a sparkline stat tile object", found: value.summary)
      return nil
    }
    let before = problems.count
    if list.contains(where: { $0.key == "screen" }) {
      guard
        let m = blockMembers(
          value, of: name, expected: "a sparkline stat tile object", allowed: ["screen"], required: ["screen"]
        )
      else { return nil }
      if let screen = m["screen"], screen != .string("demo") {
        fail(JSONPath([.key("screen")]), expected: "\"demo\", the seed's demo screen", found: screen.summary)
      }
      return problems.count == before ? .demo : nil
    }
    guard
      let m = blockMembers(
        value, of: name, expected: "a sparkline stat tile object", allowed: Self.sparklineTileMembers,
        required: ["title", "value", "trend"])
    else { return nil }
    let path = JSONPath()
    let title = string(m["title"], at: path + "title", expected: "a title")
    let text = string(m["value"], at: path + "value", expected: "the value as the host writes it, a string")
    let trend = m["trend"].flatMap { self.trend($0, at: path + "trend") }
    let symbol = Self.given(m["systemImage"]) {
      string($0, at: path + "systemImage", expected: "an SF Symbol name")
    }
    let tint = Self.given(m["tint"]) { self.tint($0, at: path + "tint") }
    let higherIsBetter = optionalBool(m["higherIsBetter"], at: path + "higherIsBetter")
    // A title, value or symbol that shows nothing, reported even beside shape problems.
    let texts = SparklineTile(
      title: title ?? "-", value: text ?? "-", trend: [], systemImage: (symbol ?? nil) ?? "-")
    for problem in texts.invisibleTexts() {
      fail(.invisibleLabel, problem.path, expected: problem.expected, found: problem.found)
    }
    guard problems.count == before, let title, let text, let trend, let symbol, let tint, let higherIsBetter
    else { return nil }
    return .tile(
      SparklineTile(
        title: title, value: text, trend: trend, systemImage: symbol ?? SparklineTile.defaultSystemImage,
        tint: tint ?? .default, higherIsBetter: higherIsBetter ?? true))
  }

  /// Numbers, with `null` for a missing reading.
  private mutating func trend(_ value: JSONValue, at path: JSONPath) -> [Double?]? {
    array(value, at: path, expected: "an array of numbers (null for a missing reading)") {
      reader, item, itemPath in
      switch item {
      case .null: return .some(nil)
      case .number(let number): return .some(number)
      default:
        reader.fail(itemPath, expected: "a number, or null for a missing reading", found: item.summary)
        return nil
      }
    }
  }

  private mutating func tint(_ value: JSONValue, at path: JSONPath) -> Tint? {
    guard case .string(let text) = value, let tint = Tint(text) else {
      fail(path, expected: Tint.expected, found: value.summary)
      return nil
    }
    return tint
  }
}
