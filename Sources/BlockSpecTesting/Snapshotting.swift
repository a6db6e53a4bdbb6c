/// How to turn a value into the text that is stored as its reference snapshot.
///
/// A strategy is text, not bytes, because every format this package produces (the canonical JSON,
/// the review tree) is text, and text is what a reviewer reads in a pull request and what a line
/// diff can explain when a snapshot changes. Strategies compose: `pullback` snapshots a new type
/// by mapping it to one that already has a strategy, which is how a renderer author pins trees of
/// their own inputs without writing a serialiser.
public struct Snapshotting<Value>: Sendable {
  /// The file extension of the reference file, without the dot (`txt`, `json`).
  public var pathExtension: String
  /// Produces the snapshot text; must depend on the value alone (no clock, locale or machine).
  public var snapshot: @Sendable (Value) -> String

  public init(pathExtension: String, snapshot: @escaping @Sendable (Value) -> String) {
    self.pathExtension = pathExtension
    self.snapshot = snapshot
  }

  /// A strategy from an encoder that already produces UTF-8 bytes (JSON encoders do). Invalid
  /// UTF-8 is repaired with U+FFFD rather than trapping, so a broken encoder shows up as a diff.
  public init(pathExtension: String, utf8 encode: @escaping @Sendable (Value) -> [UInt8]) {
    self.init(pathExtension: pathExtension) { String(decoding: encode($0), as: UTF8.self) }
  }

  /// Snapshots `NewValue` by first transforming it into `Value`, keeping this strategy's format.
  ///
  /// For example, a renderer author can snapshot their own view model as a layout tree:
  /// `Snapshotting<LayoutTree>.tree.pullback { StatsOverviewBlock.compile($0, theme: t, environment: e) }`.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> Snapshotting<NewValue> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue>(pathExtension: pathExtension) { snapshot(transform($0)) }
  }
}
