import Foundation
import SPTheme

/// The environment a tree was compiled for, in the tree's own plain spelling: what every block
/// reads, and the block's own state (`blockState`), written together as one JSON object so a
/// tree explains itself.
public struct EnvironmentSummary: Hashable, Sendable {
  public var dynamicTypeSize: DynamicTypeStep
  /// Points.
  public var width: Double
  public var reduceMotion: Bool
  /// BCP 47 / ICU identifier: `en_US`.
  public var locale: String
  /// IANA identifier: `UTC`, `Europe/Paris`.
  public var timeZone: String
  /// The block's own state, member by member (the overview's `phase`, `ranges`, `scrubIndex`…),
  /// in key order (UTF-8), as the JSON writes and reads them, so a tree read back is equal to
  /// the tree written.
  public var blockState: [BlockStateMember]

  public init(
    dynamicTypeSize: DynamicTypeStep, width: Double, reduceMotion: Bool, locale: String, timeZone: String,
    blockState: [BlockStateMember] = []
  ) {
    self.dynamicTypeSize = dynamicTypeSize
    self.width = width
    self.reduceMotion = reduceMotion
    self.locale = locale
    self.timeZone = timeZone
    self.blockState = blockState.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
  }

  /// The summary of what every block reads; the block appends its own state.
  public init(_ environment: BlockEnvironment, blockState: [BlockStateMember] = []) {
    self.init(
      dynamicTypeSize: environment.dynamicTypeSize, width: environment.width,
      reduceMotion: environment.reduceMotion, locale: environment.locale.identifier,
      timeZone: Self.canonicalIdentifier(of: environment.timeZone), blockState: blockState)
  }

  /// The value of the block's state member `name`, if the block wrote one.
  public subscript(state name: String) -> BlockStateValue? {
    blockState.first { $0.name == name }?.value
  }

  /// The names every block's summary uses; a block's own members take other names.
  public static let sharedMemberNames: Set<String> = [
    "dynamicTypeSize", "width", "reduceMotion", "locale", "timeZone",
  ]
}

/// One member of a block's state in the tree's environment echo.
public struct BlockStateMember: Hashable, Sendable {
  public var name: String
  public var value: BlockStateValue

  public init(_ name: String, _ value: BlockStateValue) {
    self.name = name
    self.value = value
  }
}

/// The plain JSON values a block's state echo holds.
public enum BlockStateValue: Hashable, Sendable {
  case string(String)
  case integer(Int)
  case number(Double)
  case bool(Bool)
  case strings([String])
}

extension EnvironmentSummary {
  /// Names of Coordinated Universal Time that Foundation versions spell differently
  /// (`TimeZone(identifier: "UTC")` reports "GMT" on some, "UTC" on others).
  static let universalNames: Set<String> = [
    "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0", "GMT0", "GMT+0", "GMT-0",
    "Etc/Universal", "Etc/Zulu", "Universal", "Zulu", "Etc/UCT", "UCT",
  ]

  /// The time zone's identifier as the tree writes it: "UTC" for every spelling of UTC, so a
  /// tree compiled on Linux and on an Apple platform reads the same.
  static func canonicalIdentifier(of timeZone: TimeZone) -> String {
    universalNames.contains(timeZone.identifier) ? "UTC" : timeZone.identifier
  }
}
