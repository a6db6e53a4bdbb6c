import Foundation

extension SparklineStatTileDocument {
  /// Reads a sparkline stat tile document (`docs/sparkline-stat-tile.md`): a tile, or the demo
  /// screen; the same as `SparklineStatTileBlock.decode(from:source:)`.
  ///
  /// - Parameter source: the file name messages start with ("tile.json", "<stdin>").
  /// - Throws: every problem found, each with its JSON path, what was expected and what was
  ///   found: syntax first (which stops reading), then shape.
  public static func decode(from data: Data, source: String) throws(DocumentError)
    -> SparklineStatTileDocument
  {
    try SparklineStatTileBlock.decode(from: data, source: source)
  }

  /// The canonical JSON: `block` first, then the members in the documented order, defaults left
  /// out. `decode` reads it back to an equal document.
  public func encodedJSON(pretty: Bool = true) -> Data {
    Data(json.documentText(pretty: pretty).utf8)
  }

  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [("block", .string(SparklineStatTileBlock.name))]
    switch self {
    case .demo:
      members.append(("screen", .string("demo")))
    case .tile(let tile):
      members += [
        ("title", .string(tile.title)), ("value", .string(tile.value)),
        ("trend", .array(tile.trend.map { $0.map(JSONValue.number) ?? .null })),
      ]
      if tile.systemImage != SparklineTile.defaultSystemImage {
        members.append(("systemImage", .string(tile.systemImage)))
      }
      if tile.tint != .default { members.append(("tint", .string(tile.tint.text))) }
      if !tile.higherIsBetter { members.append(("higherIsBetter", .bool(false))) }
    }
    return .object(members)
  }
}
