/// Turns a parsed sparkline stat tile document into its model, with a problem (path, expected,
/// found) for every member that is missing, unknown or of the wrong kind.
struct SparklineTileReader: DocumentReader {
  var problems: [DocumentError.Problem] = []

  static let tileMembers = ["block", "title", "value", "trend", "systemImage", "tint", "higherIsBetter"]

  mutating func document(_ value: JSONValue, at path: JSONPath) -> SparklineStatTileDocument? {
    guard case .object(let list) = value else {
      fail(path, expected: "a sparkline stat tile object", found: value.summary)
      return nil
    }
    if list.contains(where: { $0.key == "screen" }) { return screen(value, at: path) }
    return tile(value, at: path).map { .tile($0) }
  }

  /// `{"block": "sparklineStatTile", "screen": "demo"}`.
  private mutating func screen(_ value: JSONValue, at path: JSONPath) -> SparklineStatTileDocument? {
    let before = problems.count
    guard
      let m = members(
        value, at: path, expected: "a sparkline stat tile object", allowed: ["block", "screen"],
        required: ["screen"])
    else { return nil }
    block(m["block"], at: path + "block")
    if let screen = m["screen"], screen != .string("demo") {
      fail(path + "screen", expected: "\"demo\", the seed's demo screen", found: screen.summary)
    }
    return problems.count == before ? .demo : nil
  }

  mutating func tile(_ value: JSONValue, at path: JSONPath) -> SparklineTile? {
    let before = problems.count
    guard
      let m = members(
        value, at: path, expected: "a sparkline stat tile object", allowed: Self.tileMembers,
        required: ["title", "value", "trend"])
    else { return nil }
    block(m["block"], at: path + "block")
    let title = string(m["title"], at: path + "title", expected: "a title")
    let text = string(m["value"], at: path + "value", expected: "the value as the host writes it, a string")
    let trend = m["trend"].flatMap { self.trend($0, at: path + "trend") }
    let symbol = Self.given(m["systemImage"]) {
      string($0, at: path + "systemImage", expected: "an SF Symbol name")
    }
    let tint = Self.given(m["tint"]) { self.tint($0, at: path + "tint") }
    let higherIsBetter = optionalBool(m["higherIsBetter"], at: path + "higherIsBetter")
    guard problems.count == before, let title, let text, let trend, let symbol, let tint, let higherIsBetter
    else { return nil }
    return SparklineTile(
      title: title, value: text, trend: trend, systemImage: symbol ?? SparklineTile.defaultSystemImage,
      tint: tint ?? .default, higherIsBetter: higherIsBetter ?? true)
  }

  /// Numbers, with `null` for a missing reading.
  private mutating func trend(_ value: JSONValue, at path: JSONPath) -> [Double?]? {
    array(value, at: path, expected: "an array of numbers (null for a missing reading)") { reader, item, itemPath in
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

  /// The document's `block`, when given, must name this block.
  private mutating func block(_ value: JSONValue?, at path: JSONPath) {
    guard let value, value != .string(SparklineStatTileBlock.name) else { return }
    fail(path, expected: "\"\(SparklineStatTileBlock.name)\"", found: value.summary)
  }
}
