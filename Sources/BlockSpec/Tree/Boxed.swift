/// A value kept in a shared, immutable box: one pointer wherever it is stored, so copying what
/// holds it is one retain however large the value is. Compared and hashed by the value.
enum Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
  indirect case boxed(Value)

  init(_ value: Value) { self = .boxed(value) }

  var value: Value {
    switch self {
    case .boxed(let value): value
    }
  }
}
