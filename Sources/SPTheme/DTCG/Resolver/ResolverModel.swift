import Foundation

/// Where a token source's root sits: a file of its own, or an inline document inside the
/// resolver at a pointer. Problems found in the merged tokens are traced back through it.
struct SourceOrigin: Hashable, Sendable {
  var file: String
  var pointer: JSONPointer
}

/// One token document a set or a context contributes.
struct TokenSource: Sendable {
  var json: JSONValue
  var origin: SourceOrigin
  /// How many JSON values the source holds: what laying it over the others may cost.
  var weight: Int
  /// The same for every place that names this source (a set named twice, a file part named
  /// twice without overrides): laying a source again later makes its earlier laying moot.
  var id: Int
}

/// One entry of a set's or a context's sources: a token document, or a declared set, kept by
/// name rather than copied in (sets that include the next set twice would otherwise copy
/// 2^depth sources).
enum SourceItem: Sendable {
  case source(TokenSource)
  case set(String)
}

/// A set: token sources merged in array order.
struct ResolverSet: Sendable {
  var name: String
  var items: [SourceItem]
}

extension JSONValue {
  /// This value and every value inside it, counted.
  var valueCount: Int {
    switch self {
    case .array(let items): items.reduce(1) { $0 + $1.valueCount }
    case .object(let members): members.values.reduce(1) { $0 + $1.valueCount }
    default: 1
    }
  }
}

/// A modifier of a resolver: its contexts (each a list of token sources) and its default.
public struct ResolverModifier: Hashable, Sendable {
  public var name: String
  /// The context names, sorted.
  public var contexts: [String]
  public var defaultContext: String?
  public var description: String?
}

/// A modifier with its sources, as resolution uses it.
struct ResolverModifierSources: Sendable {
  var modifier: ResolverModifier
  var contexts: [String: [SourceItem]]
}

/// One step of `resolutionOrder`.
enum ResolutionStep: Sendable {
  case set(ResolverSet)
  case modifier(String)
}
