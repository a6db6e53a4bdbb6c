import Foundation
import SPTheme

/// One JSON object: the shared members under their names, the block's state members beside
/// them. Reading puts every member that is not a shared one into `blockState`, in key order.
extension EnvironmentSummary: Codable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    dynamicTypeSize = try container.decode(DynamicTypeStep.self, forKey: Key("dynamicTypeSize"))
    width = try container.decode(Double.self, forKey: Key("width"))
    reduceMotion = try container.decode(Bool.self, forKey: Key("reduceMotion"))
    locale = try container.decode(String.self, forKey: Key("locale"))
    timeZone = try container.decode(String.self, forKey: Key("timeZone"))
    blockState = []
    let names = container.allKeys.map(\.stringValue).filter { !Self.sharedMemberNames.contains($0) }
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
      let key = Key(name)
      let value: BlockStateValue
      if let flag = try? container.decode(Bool.self, forKey: key) {
        value = .bool(flag)
      } else if let whole = try? container.decode(Int.self, forKey: key) {
        value = .integer(whole)
      } else if let number = try? container.decode(Double.self, forKey: key) {
        value = .number(number)
      } else if let text = try? container.decode(String.self, forKey: key) {
        value = .string(text)
      } else {
        value = .strings(try container.decode([String].self, forKey: key))
      }
      blockState.append(BlockStateMember(name, value))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(dynamicTypeSize, forKey: Key("dynamicTypeSize"))
    try container.encode(width, forKey: Key("width"))
    try container.encode(reduceMotion, forKey: Key("reduceMotion"))
    try container.encode(locale, forKey: Key("locale"))
    try container.encode(timeZone, forKey: Key("timeZone"))
    for member in blockState {
      let key = Key(member.name)
      switch member.value {
      case .string(let text): try container.encode(text, forKey: key)
      case .integer(let whole): try container.encode(whole, forKey: key)
      case .number(let number): try container.encode(number, forKey: key)
      case .bool(let flag): try container.encode(flag, forKey: key)
      case .strings(let texts): try container.encode(texts, forKey: key)
      }
    }
  }
}
