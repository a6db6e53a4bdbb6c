import BlockSpec
import Foundation
import SPTheme
import Testing

/// Inputs and checks shared by the robustness tests: overview documents built from parts, the
/// shipped themes, and the properties every compiled tree keeps whatever it was given.
enum Robust {
  /// An overview document with one 1M period holding `points` (JSON fragments).
  static func document(points: String, format: String = #""number""#, label: String = "Revenue") -> String {
    #"{"label": \#(label.jsonQuoted), "format": \#(format), "periods": {"1M": {"points": [\#(points)]}}}"#
  }

  /// Decodes `json` as `overview.json`, or returns the error's lines.
  static func decode(_ json: String) -> Result<Overview, OverviewError> {
    decode(Data(json.utf8))
  }

  static func decode(_ data: Data) -> Result<Overview, OverviewError> {
    Result { () throws(OverviewError) in try Overview.decode(from: data, source: "overview.json") }
  }

  static let themes: [Theme] = Theme.shippedNames.compactMap { try? Theme.shipped(named: $0) }

  static func theme(_ name: String) -> Theme {
    themes.first { $0.name == name } ?? themes[0]
  }

  /// What is wrong with a compiled tree whatever the input: its canonical JSON must parse,
  /// hold only finite numbers, give every node a distinct id, and read back to the same tree.
  static func problems(in tree: LayoutTree) -> [String] {
    var problems: [String] = []
    let json = tree.jsonData()
    guard let object = try? JSONSerialization.jsonObject(with: json) else {
      return ["the canonical JSON does not parse"]
    }
    problems += nonFiniteOrNull(object, path: "")
    var seen = Set<String>()
    for node in tree.allNodes where !seen.insert(node.id).inserted {
      problems.append("duplicate node id \(node.id)")
    }
    if let back = try? LayoutTree(jsonData: json) {
      if back.jsonData() != json { problems.append("the tree does not read back to the same bytes") }
    } else {
      problems.append("the canonical JSON does not read back as a tree")
    }
    return problems
  }

  /// Numbers in the JSON are finite by construction of the parser; `null` is where the
  /// canonical printer puts a non-finite number, and the tree never holds a null on purpose.
  private static func nonFiniteOrNull(_ value: Any, path: String) -> [String] {
    switch value {
    case is NSNull: return ["\(path): null (a non-finite number?)"]
    case let object as [String: Any]:
      return object.keys.sorted().flatMap { nonFiniteOrNull(object[$0]!, path: path + "." + $0) }
    case let array as [Any]:
      return array.enumerated().flatMap { nonFiniteOrNull($1, path: path + "[\($0)]") }
    default: return []
    }
  }
}

extension String {
  /// The string as a JSON string literal, escaping what JSON requires.
  var jsonQuoted: String {
    let data = try? JSONSerialization.data(withJSONObject: [self], options: [.fragmentsAllowed])
    let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast())
  }
}
