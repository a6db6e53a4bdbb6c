import BlockSpec

/// The audit report as SARIF 2.1.0 (OASIS), so CI systems and code-scanning dashboards show each
/// finding against the document's file, with the JSON path of its content as a logical
/// location. Each (rule, kind) pair is one SARIF rule: `O-DT-5/textTruncated`.
enum AuditSARIFReport {
  static func value(_ documents: [DocumentAudit], toolVersion: String) -> CanonicalJSON.Value {
    var ruleIDs: [String] = []
    var rules: [CanonicalJSON.Value] = []
    var results: [CanonicalJSON.Value] = []
    for document in documents {
      for group in document.groups {
        let finding = group.finding
        let id = "\(finding.rule)/\(finding.kind.rawValue)"
        if !ruleIDs.contains(id) {
          ruleIDs.append(id)
          rules.append(
            .object([
              "id": .string(id),
              "name": .string(finding.kind.rawValue),
              "shortDescription": .object(["text": .string(finding.kind.summary)]),
              "properties": .object(["designRule": .string(finding.rule)]),
            ]))
        }
        var message = "\(group.nodes.joined(separator: ", ")): \(finding.kind.summary)"
        if let detail = finding.detail { message += ": \(detail)" }
        if let other = finding.other { message += " (\(other))" }
        message += ", \(group.span.description). Reproduce: \(group.example.command(for: document.file))"
        var location: [String: CanonicalJSON.Value] = [
          "physicalLocation": .object([
            "artifactLocation": .object(["uri": .string(uri(document.file))]),
            "region": .object(["startLine": .number(1)]),
          ])
        ]
        location["logicalLocations"] = .array([
          .object([
            "fullyQualifiedName": .string(group.documentPath ?? finding.node),
            "kind": .string(group.documentPath == nil ? "element" : "member"),
          ])
        ])
        results.append(
          .object([
            "ruleId": .string(id),
            "ruleIndex": .number(Double(ruleIDs.firstIndex(of: id)!)),
            "level": .string("error"),
            "message": .object(["text": .string(message)]),
            "locations": .array([.object(location)]),
            "properties": .object([
              "nodes": .array(group.nodes.map(CanonicalJSON.Value.string)),
              "where": .string(group.span.description),
              "occurrences": .number(Double(group.occurrences)),
              "command": .string(group.example.command(for: document.file)),
            ]),
          ]))
      }
    }
    let driver: CanonicalJSON.Value = .object([
      "name": .string("spec-compile audit"),
      "version": .string(toolVersion),
      "rules": .array(rules),
    ])
    return .object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([
        .object([
          "tool": .object(["driver": driver]),
          "artifacts": .array(
            documents.map { .object(["location": .object(["uri": .string(uri($0.file))])]) }),
          "results": .array(results),
        ])
      ]),
    ])
  }

  static func render(_ documents: [DocumentAudit], toolVersion: String) -> String {
    CanonicalJSON.string(value(documents, toolVersion: toolVersion), pretty: true) + "\n"
  }

  /// A relative reference as SARIF wants it: the path with characters outside RFC 3986's
  /// unreserved and path set percent-encoded.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))
          || "-._~/".unicodeScalars.contains(scalar)
      {
        out.unicodeScalars.append(scalar)
      } else {
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return out
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
