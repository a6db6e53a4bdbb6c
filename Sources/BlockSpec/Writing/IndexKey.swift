/// An array item's key in a coding path (`[3]`), for the canonical value's encoder and decoder.
struct IndexKey: CodingKey {
  var stringValue: String { String(intValue ?? 0) }
  var intValue: Int?
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}
