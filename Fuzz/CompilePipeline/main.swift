// libFuzzer entry point for the whole pipeline a build or a server runs: decode an overview,
// compile it for a theme and an environment, print the canonical JSON, read it back. Nothing
// may trap or hang, and the printed tree must be valid JSON that decodes to the same tree.
// A hash of the input picks the environment (size, width, theme, range, phase, scrub), so any
// mutation also explores the compiler's branches, while the seed files stay valid overviews.
// Built into the BlockSpec module by `Scripts/fuzz.sh compile`.
import Foundation
import SPTheme

private let themes: [Theme] = Theme.shippedNames.compactMap { try? Theme.shipped(named: $0) }
private let widths: [Double] = [0, 1, 120, 280, 320, 350, 430, 1024, 10_000, -40]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompilePipeline(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  // FNV-1a: four bytes of choices from the whole input.
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
  let bytes = (0..<4).map { UInt8(truncatingIfNeeded: hash >> (8 * $0)) }
  let overview: Overview
  do {
    overview = try Overview.decode(from: data, source: "fuzz.json")
  } catch {
    return 0
  }
  let sizes = DynamicTypeStep.allCases
  let phases: [Phase] = [
    .loaded, .loading, .failed(description: nil, retry: .idle),
    .failed(description: "Offline", retry: .running),
    .failed(description: nil, retry: .succeeded), .failed(description: "x", retry: .failed(message: "again")),
  ]
  let environment = BlockEnvironment(
    dynamicTypeSize: sizes[Int(bytes[0]) % sizes.count],
    width: widths[Int(bytes[1]) % widths.count],
    reduceMotion: bytes[1] & 0x80 != 0)
  let state = StatsOverviewState(
    ranges: bytes[2] & 0x40 != 0 ? [.week, .month] : TimeRange.allCases,
    selectedRange: bytes[2] & 0x80 != 0 ? TimeRange.allCases[Int(bytes[2]) % TimeRange.allCases.count] : nil,
    phase: phases[Int(bytes[3]) % phases.count],
    scrubIndex: bytes[3] & 0x80 != 0 ? Int(bytes[3] & 0x3F) : nil,
    actions: bytes[0] & 0x80 != 0 ? [] : .all)
  let theme = themes[Int(bytes[0] >> 4) % themes.count]
  let tree = StatsOverviewBlock.compile(overview, theme: theme, environment: environment, state: state)
  let json = tree.jsonData()
  guard (try? JSONSerialization.jsonObject(with: json)) != nil else {
    fatalError("the canonical JSON does not parse:\n\(String(decoding: json, as: UTF8.self))")
  }
  guard let back = try? LayoutTree(jsonData: json), back.jsonData() == json else {
    fatalError("the canonical JSON does not read back to the same tree")
  }
  _ = tree.textTree
  return 0
}
