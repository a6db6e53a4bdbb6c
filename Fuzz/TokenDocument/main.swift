// libFuzzer entry point for the DTCG token document reader: any bytes, as a token document,
// must give a `TokenTree` or a `TokenError`, never a trap, a hang or unbounded memory. Built
// into the SPTheme module itself by `Scripts/fuzz.sh tokens`, so internal names are reachable
// and a crash's stack names the reader's own frames.
//
// The input's length chooses the reading options (hex colour strings allowed or not), so both
// paths are fuzzed from one corpus. The bounds are the defaults but for group `$extends`,
// which may copy at most 5,000 tokens here: in this `-Onone`, address-sanitised build the
// default 100,000 copies take longer than the 10 s timeout, and the bound's check is what is
// under test (docs/errors.md, "Resource bounds").
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenDocument(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  var options = TokenReadingOptions(allowsHexColorStrings: count % 2 == 1)
  options.limits.maximumExtendsCopies = 5_000
  do {
    let tree = try TokenTree.read(data: data, file: "fuzz.tokens.json", options: options)
    // Tokens come sorted, each found by its name, each with a value of its type.
    for (position, token) in tree.tokens.enumerated() {
      if position > 0, !(tree.tokens[position - 1].name < token.name) {
        fatalError("tokens out of order: \(tree.tokens[position - 1].name), \(token.name)")
      }
      guard tree[token.name] == token else { fatalError("token \(token.name) not found by its name") }
    }
  } catch {
    checkProblems(error.problems, files: ["fuzz.tokens.json"], located: true)
  }
  return 0
}
