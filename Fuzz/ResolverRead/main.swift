// libFuzzer entry point for the DTCG resolver reader: any bytes must give a `TokenResolver`
// (whose every context then resolves or fails with problems) or a `TokenError`, never a trap,
// a hang or unbounded memory. Built into the SPTheme module by `Scripts/fuzz.sh resolver`.
//
// The input is a small virtual file system: the bytes up to the first 0 byte are the resolver
// document, `r.json`; each later 0-separated part is a token file, `f0.json`, `f1.json`, …, which
// `$ref`s may name (the embedded-files path the shipped themes use, so no disk is touched);
// `sub/g.json` holds the last part again, for references into a folder, and `../up.json` is
// named nowhere, for references that leave it. Seeds: Fuzz/Seeds/resolver.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolverRead(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  let parts = data.split(separator: 0, omittingEmptySubsequences: false).map { Data($0) }
  var files: [String: Data] = [:]
  for (index, part) in parts.dropFirst().enumerated() { files["f\(index).json"] = part }
  if parts.count > 1, let last = parts.last { files["sub/g.json"] = last }
  var options = TokenReadingOptions(allowsHexColorStrings: count % 2 == 1)
  options.limits.maximumExtendsCopies = 5_000
  let names = Set(["r.json", "--input"] + files.keys)
  do {
    let resolver = try TokenResolver.read(
      data: parts.first ?? Data(), file: "r.json", baseURL: nil, embeddedFiles: files, options: options)
    // Every context of every modifier, the rest at their defaults: what `tokens check` does.
    checkProblems(resolver.check(), files: names, located: false)
    for (name, input) in resolver.namedInputs.sorted(by: { $0.key < $1.key }).prefix(8) {
      do {
        _ = try resolver.resolve(input)
      } catch {
        guard !error.problems.isEmpty else { fatalError("named input \(name) failed with no problem") }
        checkProblems(error.problems, files: names, located: false)
      }
    }
  } catch {
    guard !error.problems.isEmpty else { fatalError("a resolver refused with no problem") }
    checkProblems(error.problems, files: names, located: false)
  }
  return 0
}
