/// The minor units of a currency code, found without hashing the code: a currency figure asks
/// for its default digits on every call, and looking the code up in `CurrencyCodes.minorUnits`
/// hashed the string each time (about 350 instructions, a hundred times per compile).
///
/// ISO 4217 codes are three ASCII letters, so each packs into an integer; the table is those
/// integers sorted, searched by halves. A code that does not pack (not three ASCII bytes) is
/// looked up in `CurrencyCodes.minorUnits` as before, so every code reads the same digits.
enum CurrencyDigits {
  /// The minor units of `code`, or nil for a code the table does not know.
  static func minorUnits(of code: String) -> Int? {
    guard let key = packed(code) else { return CurrencyCodes.minorUnits[code] }
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) / 2
      let entry = table[middle]
      if entry.code == key { return entry.digits }
      if entry.code < key { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The three bytes of a three-byte ASCII code as one integer; nil for anything else.
  static func packed(_ code: String) -> UInt32? {
    var code = code
    return code.withUTF8 { bytes in
      guard bytes.count == 3, bytes[0] < 0x80, bytes[1] < 0x80, bytes[2] < 0x80 else { return nil }
      return UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
    }
  }

  /// `CurrencyCodes.minorUnits` by packed code, sorted by it.
  private static let table: [(code: UInt32, digits: Int)] =
    CurrencyCodes.minorUnits.compactMap { code, digits in packed(code).map { ($0, digits) } }
    .sorted { $0.code < $1.code }
}
