import Foundation
import SPTheme

/// What the compiler produces: one block, drawn for one theme and environment, as plain values.
///
/// A renderer reads it from the canonical JSON (`jsonData`), people and snapshot diffs read the
/// text tree (`textTree`). See `docs/layout-tree.md` for every field.
public struct LayoutTree: Hashable, Sendable {
  /// The version of the tree's format that this build writes and reads. `MAJOR.MINOR`: a minor
  /// bump adds optional fields or enum cases a renderer may ignore; a major bump changes or
  /// removes something a renderer relies on (`docs/layout-tree.md`, "Versioning").
  public static let currentSchemaVersion = "2.1"
  /// The version a tree says when it uses nothing added since 2.0: a tree carries the lowest
  /// version whose fields it uses, so the stats overview's trees (which use none of 2.1's
  /// screen kinds) keep their bytes, and a 2.0 renderer keeps drawing them.
  public static let baseSchemaVersion = "2.0"

  public var schemaVersion: String
  /// The block's name: `statsOverview`, `sparklineStatTile`, `dashboard`.
  public var block: String
  /// The theme's name: `light`.
  public var theme: String
  /// Which of the block's states the tree shows.
  public var state: State
  /// The range the block shows, for blocks with a range control (the host's selection, or the
  /// block's own: O-DA-8); absent while nothing is known (loading, error) and for blocks
  /// without ranges.
  public var range: TimeRange?
  /// The environment the tree was compiled for, echoed so a tree explains itself.
  public var environment: EnvironmentSummary
  public var root: LayoutNode

  /// Which of its states a block's tree shows: a name each block defines (the overview's are
  /// below), open so that a new block adds its own without changing this type.
  public struct State: RawRepresentable, Hashable, Codable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { rawValue = name }

    public init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    /// No overview yet: ghosts in the block's layout (O-SS-1).
    public static let loading = State("loading")
    /// The selected range's period has not arrived: ghosts for its numbers (O-SS-2).
    public static let rangeLoading = State("rangeLoading")
    /// The period has no readings (O-SS-3).
    public static let empty = State("empty")
    public static let loaded = State("loaded")
    /// A reading is under the finger (O-SS-6).
    public static let scrubbing = State("scrubbing")
    /// The numbers failed to load (O-SS-4, O-SS-5).
    public static let error = State("error")
  }

  public init(
    schemaVersion: String = LayoutTree.baseSchemaVersion, block: String, theme: String, state: State,
    range: TimeRange?, environment: EnvironmentSummary, root: LayoutNode
  ) {
    self.schemaVersion = schemaVersion
    self.block = block
    self.theme = theme
    self.state = state
    self.range = range
    self.environment = environment
    self.root = root
  }

  /// Every node, depth first, parents before children.
  public var allNodes: [LayoutNode] { root.allNodes }

  /// The first node with `id`.
  public func node(id: String) -> LayoutNode? { root.node(id: id) }
}

extension LayoutTree: Codable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion = "schema"
    case block, theme, state, range, environment, root
  }
}

extension LayoutTree {
  /// The tree as a JSON value, for tests and tools that walk every field.
  public var jsonValue: CanonicalJSON.Value {
    do {
      return try CanonicalValueEncoder().encode(self)
    } catch {
      // Every type in the tree encodes without throwing; the round-trip test keeps it so.
      preconditionFailure("a layout tree failed to encode: \(error)")
    }
  }

  /// Canonical JSON: sorted keys, numbers printed the same on every platform, UTF-8, no
  /// trailing newline. Identical trees give identical bytes.
  ///
  /// The bytes never hold `null` for a number: a number JSON cannot hold (infinite, not a
  /// number) is written as `0`. The compiler gives one only from a `Theme` built in code with
  /// such a value, since the loader refuses every out-of-range theme number; `checkedJSONData`
  /// refuses such a tree instead.
  public func jsonData(pretty: Bool = false) -> Data {
    // The same bytes as `CanonicalJSON.string(jsonValue, pretty:)`, written by hand from the
    // tree's values without Codable (FastJSON/TreeJSONWriter.swift).
    TreeJSONWriter.data(of: self, pretty: pretty)
  }

  /// `jsonData(pretty:)`, or an error when the tree holds a number JSON cannot hold.
  public func checkedJSONData(pretty: Bool = false) throws(NonFiniteNumberError) -> Data {
    let (data, count) = TreeJSONWriter.checkedData(of: self, pretty: pretty)
    guard count == 0 else { throw NonFiniteNumberError(count: count) }
    return data
  }
}
