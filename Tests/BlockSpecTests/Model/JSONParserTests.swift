import Foundation
import Testing

@testable import BlockSpec

@Suite("JSON syntax")
struct JSONParserTests {
  static func label(_ literal: String) -> Result<String, OverviewError> {
    do {
      let overview = try Fixtures.decode(#"{"label": \#(literal), "format": "number", "periods": {}}"#)
      return .success(overview.label)
    } catch {
      return .failure(error)
    }
  }

  @Test(
    "O-DA-1 string escapes, including surrogate pairs",
    arguments: [
      (#""\ud83d\ude80 \u00e9\u00E9""#, "🚀 éé"),
      (#""a\"b\\c\/d\b\f\n\r\t""#, "a\"b\\c/d\u{8}\u{C}\n\r\t"),
      (#""Umsatz €""#, "Umsatz €"),
    ])
  func escapes(literal: String, expected: String) throws {
    #expect(try Self.label(literal).get() == expected)
  }

  @Test(
    "O-DA-1 malformed strings are refused with the place they broke",
    arguments: [
      (#""\ud83d""#, #"label: expected a low surrogate after a high one, found '"' at line 1, column 18"#),
      (
        #""\ud83d\u0041""#,
        #"label: expected a low surrogate after a high one, found '"' at line 1, column 24"#
      ),
      (#""\x""#, #"label: expected one of \" \\ \/ \b \f \n \r \t \u, found 'x' at line 1, column 13"#),
      (#""\u12G4""#, "label: expected four hexadecimal digits, found 'G' at line 1, column 16"),
      (
        "\"tab\there\"",
        "label: expected a control character written as an escape, found byte 0x09 at line 1, column 15"
      ),
    ])
  func malformed(literal: String, expected: String) {
    guard case .failure(let error) = Self.label(literal) else {
      Issue.record("accepted \(literal)")
      return
    }
    #expect(error.description == "overview.json: " + expected)
  }

  @Test("O-DA-1 a byte order mark and any JSON whitespace are accepted")
  func bomAndWhitespace() throws {
    let text = "\u{FEFF} \r\n\t{\"label\":\"Revenue\",\"format\":\"number\",\"periods\":{}}\n\n"
    #expect(try Fixtures.decode(text).label == "Revenue")
  }
}
