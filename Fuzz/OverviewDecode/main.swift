// libFuzzer entry point for the overview decoder: any bytes must give an `Overview` or an
// `OverviewError`, never a trap, a hang or unbounded memory. An overview that decodes must
// survive its own canonical form: `encodedJSON` reads back, and re-encodes to the same bytes.
// Built into the BlockSpec module by `Scripts/fuzz.sh overview`.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOverviewDecode(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  do {
    let overview = try Overview.decode(from: data, source: "fuzz.json")
    let canonical = overview.encodedJSON()
    let again: Overview
    do {
      again = try Overview.decode(from: canonical, source: "canonical.json")
    } catch {
      fatalError("the canonical form of a valid overview does not decode: \(error)")
    }
    guard again.encodedJSON() == canonical else {
      fatalError("the canonical form is not a fixed point:\n\(String(decoding: canonical, as: UTF8.self))")
    }
  } catch {
    for problem in error.problems where problem.expected.isEmpty || problem.found.isEmpty {
      fatalError("a problem without its expectation or finding: \(problem)")
    }
    guard error.source == "fuzz.json" else { fatalError("an error naming another source: \(error)") }
  }
  return 0
}
