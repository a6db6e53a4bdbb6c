import Foundation
import SPTheme

extension SparklineStatTileBlock {
  /// The demo screen's title is its header (a single tile has none: it is one element, and the
  /// audit skips a header its tree does not have).
  public static var auditHeaders: [String] { ["screen.title"] }

  /// A tile has one state; the demo screen is audited at its first tick and a later one, whose
  /// series (and so values and change lines) differ.
  public static func auditStates(for document: SparklineStatTileDocument) -> [(
    state: AuditMatrix.State, value: SparklineStatTileState
  )] {
    switch document {
    case .tile: return [(AuditMatrix.State(name: "tile", flags: []), SparklineStatTileState())]
    case .demo:
      return [
        (AuditMatrix.State(name: "tick 0", flags: []), SparklineStatTileState()),
        (AuditMatrix.State(name: "tick 7", flags: ["--tick", "7"]), SparklineStatTileState(tick: 7)),
      ]
    }
  }

  /// Where in a tile document a finding's node comes from, as the reader's errors write a path
  /// (#25): the `title` (and its `systemImage`), the `value`, the `trend` (the change and the line);
  /// nil for the tile as a whole.
  public static func documentPath(of finding: AuditFinding, in document: SparklineStatTileDocument) -> String?
  {
    guard case .tile = document else { return nil }
    let id = finding.node
    if id.hasPrefix("tile.title.symbol") { return "systemImage" }
    if id.hasPrefix("tile.title") { return "title" }
    if id.hasPrefix("tile.value") { return "value" }
    if id.hasPrefix("tile.change") || id.hasPrefix("tile.sparkline") { return "trend" }
    return nil
  }
}
