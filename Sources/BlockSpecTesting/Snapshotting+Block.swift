import BlockSpec
import SPTheme

extension Snapshotting {
  /// Snapshots a block's document as the tree the block compiles it to, in `format` (`.tree` by
  /// default, or `.json`): a pullback of the tree strategies through `Block.compile`.
  ///
  /// ```swift
  /// assertSnapshot(of: overview, as: .compiled(StatsOverviewBlock.self, theme: dark))
  /// ```
  public static func compiled<Block: BlockDefinition>(
    _ block: Block.Type, theme: Theme, environment: BlockEnvironment = BlockEnvironment(),
    state: Block.State = Block.defaultState, as format: Snapshotting<LayoutTree> = .tree
  ) -> Snapshotting<Block.Document> where Value == Block.Document {
    format.pullback { document in
      block.compile(document, theme: theme, environment: environment, state: state)
    }
  }
}

/// Asserts every registered block's sample (`BlockRegistry.samples`), compiled for `theme` and
/// `environment` in each block's default state, against its reference snapshot: one file per
/// block, named `<prefix><block name>`. A renderer author pins every block the package ships in
/// one call, and a new block is pinned as soon as it is registered.
public func assertBlockSamples(
  theme: Theme,
  environment: BlockEnvironment = BlockEnvironment(),
  options: SampleOptions = SampleOptions(),
  as format: Snapshotting<LayoutTree> = .tree,
  namePrefix: String = "",
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for sample in BlockRegistry.samples(options) {
    // A sample compiles in its default state: empty flags cannot fail.
    guard case .success(let tree) = sample.compile(theme: theme, environment: environment) else { continue }
    assertSnapshot(
      of: tree, as: format, named: namePrefix + sample.block.name, record: record, fileID: fileID,
      filePath: filePath, testName: testName, line: line, column: column)
  }
}
