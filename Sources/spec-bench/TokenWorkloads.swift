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
  /// as baselines of the same run, the same bytes parsed alone twice over: by the package's
  /// JSON reader into a value tree (`TokenResolver.isResolverDocument`, which parses the whole
  /// document to look at its root), and by Foundation's `JSONSerialization`. Neither follows a
  /// reference or checks a value: the least any reader of the file does.
  func tokens() throws -> [Measurement] {
    var rows: [Measurement] = []
    for shape in TokenWorkloads.shapes {
      let data = TokenWorkloads.document(shape)
      let tree = try TokenTree.read(data: data, file: "generated.json")
      precondition(tree.tokens.count == shape.chains * shape.depth)
      precondition(!TokenResolver.isResolverDocument(data))
      var row = try measure("tokens: \(shape.label)", runs: options.runs(20)) {
        try TokenTree.read(data: data, file: "generated.json")
      }
      var parse = measure("tokens: \(shape.label): baseline parse alone", runs: options.runs(20)) {
        TokenResolver.isResolverDocument(data)
      }
      var foundation = try measure(
        "tokens: \(shape.label): baseline JSONSerialization", runs: options.runs(20)
      ) {
        try JSONSerialization.jsonObject(with: data)
      }
      row.note = String(
        format:
          "%d kB; CPU %.2f ms; CPU ×%.2f parse alone, ×%.2f JSONSerialization; %.3f of Style Dictionary's %.0f ms",
        data.count / 1_000, row.cpuMedian * 1e3, row.cpuMedian / parse.cpuMedian,
        row.cpuMedian / foundation.cpuMedian, row.cpuMedian / shape.budget, shape.budget * 1000)
      parse.note = String(
        format: "the package's JSON reader, a value tree; CPU %.2f ms", parse.cpuMedian * 1e3)
      foundation.note = String(format: "Foundation, parse only; CPU %.2f ms", foundation.cpuMedian * 1e3)
      rows += [row, parse, foundation]
    }
    return rows
  }
}
