/// One of JSON's six kinds of value, with a container's items or members: what each of the
/// package's JSON value types shows `JSONWriter`, so that one writer prints them all.
package enum JSONKind<Value> {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([Value])
  /// Members in the order they are written: a document's in the order its format documents
  /// them, an unordered value's sorted (`sortingMembers`).
  case object([(key: String, value: Value)])

  /// An unordered object's members in code point order of their keys (their UTF-8 bytes, what
  /// Python's `sort_keys` gives), so the same value always gives the same bytes.
  @inlinable
  package static func sortingMembers(_ members: [String: Value]) -> JSONKind {
    .object(members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
  }
}

/// A value `JSONWriter` can write. The package keeps a JSON value type per need (a theme's
/// dictionaries, a document's ordered members, the layout tree's canonical value); each says
/// what kind of value it is, and the writer owns the spelling and the layout.
package protocol JSONWritable {
  var jsonKind: JSONKind<Self> { get }
}
