import Foundation
import SPTheme

/// Style Dictionary's performance tests, in its generator's shapes, read as DTCG 2025.10
/// documents: `base` chains of `depth` tokens, each chain a colour value then aliases each
/// naming the one before, so every alias is `depth − 1` deep at the end of its chain.
///
/// | Style Dictionary test | tokens | references | depth | its budget |
/// |---|---|---|---|---|
/// | 9,000 tokens, refs 3 deep | 9,000 | 6,000 | 3 | 500 ms |
/// | 9,000 tokens, refs 30 deep | 9,000 | 8,700 | 30 | 750 ms |
/// | 30,000 tokens, refs 100 deep | 30,000 | 29,700 | 100 | 5 s |
enum TokenWorkloads {
  struct Shape {
    var label: String
    var chains: Int
    var depth: Int
    /// Style Dictionary's own limit for the shape, in seconds.
    var budget: Double
  }

  static let shapes = [
    Shape(label: "9,000 tokens, 6,000 refs 3 deep", chains: 3_000, depth: 3, budget: 0.5),
    Shape(label: "9,000 tokens, 8,700 refs 30 deep", chains: 300, depth: 30, budget: 0.75),
    Shape(label: "30,000 tokens, 29,700 refs 100 deep", chains: 300, depth: 100, budget: 5),
  ]

  /// The document: group `chain<i>` holds `t0` (a colour) and `t1`…`t<depth−1>`, each `{…}`
  /// naming the one before.
  static func document(_ shape: Shape) -> Data {
    var text = "{\n"
    for chain in 0..<shape.chains {
      text += "  \"chain\(chain)\": {\n    \"$type\": \"color\",\n"
      let red = Double(chain % 256) / 255
      text +=
        "    \"t0\": { \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(red), 0.4, 0.8] } }"
      for step in 1..<shape.depth {
        text += ",\n    \"t\(step)\": { \"$value\": \"{chain\(chain).t\(step - 1)}\" }"
      }
      text += chain == shape.chains - 1 ? "\n  }\n" : "\n  },\n"
    }
    return Data((text + "}\n").utf8)
  }
}

extension Workloads {
  /// Each shape read from its bytes: parsed, references resolved, every value checked; and,
  /// as the baseline of the same run, Foundation's `JSONSerialization` parsing the same bytes
  /// (no references, no checks: the least any reader of the file does).
  func tokens() throws -> [Measurement] {
    var rows: [Measurement] = []
    for shape in TokenWorkloads.shapes {
      let data = TokenWorkloads.document(shape)
      let tree = try TokenTree.read(data: data, file: "generated.json")
      precondition(tree.tokens.count == shape.chains * shape.depth)
      var row = try measure("tokens: \(shape.label)", runs: options.runs(20)) {
        try TokenTree.read(data: data, file: "generated.json")
      }
      var baseline = try measure("tokens: \(shape.label): baseline JSONSerialization", runs: options.runs(20))
      {
        try JSONSerialization.jsonObject(with: data)
      }
      row.note = String(
        format: "%d kB; CPU %.2f ms; ×%.2f JSONSerialization (CPU ×%.2f); %.3f of Style Dictionary's %.0f ms",
        data.count / 1_000, row.cpuMedian * 1e3, row.median / baseline.median,
        row.cpuMedian / baseline.cpuMedian, row.median / shape.budget, shape.budget * 1000)
      baseline.note = String(format: "parse only; CPU %.2f ms", baseline.cpuMedian * 1e3)
      rows += [row, baseline]
    }
    return rows
  }
}
