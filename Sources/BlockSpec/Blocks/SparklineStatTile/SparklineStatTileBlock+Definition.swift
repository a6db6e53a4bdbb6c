import Foundation
import SPTheme

/// The sparkline stat tile as a member of the block family.
extension SparklineStatTileBlock: BlockDefinition {
  public static let summary =
    "A stat tile with a small trend line behind its value, or the seed's demo screen of six."
  public static let states: [LayoutTree.State] = [.loaded]
  public static let documentSchema = "docs/schema/sparkline-stat-tile.schema.json"
  public static let documentNoun = "a sparkline stat tile document"
  public static let defaultState = SparklineStatTileState()

  /// `--tick N`: the demo screen's clock.
  static let tickFlag = StateFlag(
    "tick", .value(placeholder: "n"),
    help: "The demo screen's clock: its series advance one step a tick (taken modulo 1000).", default: "0")

  public static let stateFlags = [tickFlag]

  public static func state(from flags: inout StateFlagReader) -> SparklineStatTileState {
    var state = defaultState
    if let text = flags.value(of: tickFlag) {
      if let tick = StateFlagReader.natural(text, as: Int.self) {
        state.tick = tick
      } else {
        flags.fail("\(tickFlag.usage): '\(text)' is not a whole number of 0 or more")
      }
    }
    return state
  }

  public static func read(_ document: ParsedDocument, source: String) throws(DocumentError)
    -> SparklineStatTileDocument
  {
    var reader = DocumentReader()
    guard let result = reader.sparklineStatTileDocument(document.value), reader.problems.isEmpty else {
      throw DocumentError(source: source, problems: reader.problems)
    }
    return result
  }

  public static func encode(_ document: SparklineStatTileDocument) -> Data { document.encodedJSON() }

  /// The demo screen (S-10); it needs none of the options.
  public static func sample(_ options: SampleOptions) -> SparklineStatTileDocument { .demo }
}
