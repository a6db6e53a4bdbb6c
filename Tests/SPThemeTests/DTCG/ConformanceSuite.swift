import Foundation
import Testing

/// The public draft DTCG test suite, read in place from `../shared/conformance/dtcg/` beside
/// the package (never copied: it is the yardstick, not a fixture of ours).
struct ConformanceSuite {
  struct Case: CustomTestStringConvertible, Sendable {
    var module: String
    var id: String
    var isPositive: Bool
    var purpose: String
    var url: URL

    var testDescription: String { "\(module)/\(id)" }
  }

  /// Why the suite is skipped, as Swift Testing prints it beside "skipped" (#25).
  static let skipReason: Comment =
    "../shared/conformance/dtcg is not beside the package (a clone has no shared/; CI checks it out)"

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/conformance/dtcg")

  static var isPresent: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent("manifest.json").path)
  }

  /// Every case of the named sub-manifest (`format`, `resolver`), in manifest order.
  static func cases(_ module: String) -> [Case] {
    let manifestURL = root.appendingPathComponent(module).appendingPathComponent("manifest.json")
    guard let data = try? Data(contentsOf: manifestURL),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let tests = object["tests"] as? [[String: Any]]
    else { return [] }
    return tests.compactMap { test in
      guard let id = test["id"] as? String, let type = test["type"] as? String,
        let input = test["input"] as? String
      else { return nil }
      return Case(
        module: module, id: id, isPositive: type == "PositiveEvaluationTest",
        purpose: test["purpose"] as? String ?? "",
        url: manifestURL.deletingLastPathComponent().appendingPathComponent(input))
    }
  }
}
