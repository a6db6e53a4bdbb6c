import BlockSpec

extension Snapshotting where Value == LayoutTree {
  /// The review form (`LayoutTree.textTree`): one node a line, indented by nesting, with the
  /// fields a reviewer checks (kind, id, text, tokens with their values, sizes, flags). Stored as
  /// `.txt`; the form to pin by default, because its diffs read as sentences about the block.
  public static var tree: Snapshotting<LayoutTree> {
    Snapshotting(pathExtension: "txt") { $0.textTree }
  }

  /// The canonical JSON, pretty-printed (`LayoutTree.jsonData(pretty: true)`): the interchange
  /// format byte for byte, with every field and every chart point. Pin it where a renderer reads
  /// the JSON itself, or where a field the text tree leaves out matters.
  public static var json: Snapshotting<LayoutTree> {
    Snapshotting(pathExtension: "json", utf8: { [UInt8]($0.jsonData(pretty: true)) })
  }
}
