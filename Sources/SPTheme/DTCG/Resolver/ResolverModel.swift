import Foundation

/// Where a token source's root sits: a file of its own, or an inline document inside the
/// resolver at a pointer. Problems found in the merged tokens are traced back through it.
struct SourceOrigin: Hashable, Sendable {
  var file: String
  var pointer: JSONPointer
}

/// One token document a set or a context contributes, after `$ref`s to sets are expanded.
struct TokenSource: Sendable {
  var json: JSONValue
  var origin: SourceOrigin
}

/// A set: token sources merged in array order.
struct ResolverSet: Sendable {
  var name: String
  var sources: [TokenSource]
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
  var contexts: [String: [TokenSource]]
}

/// One step of `resolutionOrder`.
enum ResolutionStep: Sendable {
  case set(ResolverSet)
  case modifier(String)
}
