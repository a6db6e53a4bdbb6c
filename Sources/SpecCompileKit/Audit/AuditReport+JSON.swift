import BlockSpec

/// The audit report as canonical JSON, described by docs/schema/audit-report.schema.json.
enum AuditJSONReport {
  static let schemaVersion = "1.0"

  static func value(_ documents: [DocumentAudit]) -> CanonicalJSON.Value {
    .object([
      "schema": .string(schemaVersion),
      "findings": .number(Double(documents.reduce(0) { $0 + $1.groups.count })),
      "documents": .array(documents.map(document)),
    ])
  }

  static func render(_ documents: [DocumentAudit]) -> String {
    CanonicalJSON.string(value(documents), pretty: true) + "\n"
  }

  private static func document(_ document: DocumentAudit) -> CanonicalJSON.Value {
    .object([
      "file": .string(document.file),
      "block": .string(document.block),
      "trees": .number(Double(document.treeCount)),
      "findings": .array(document.groups.map { group($0, file: document.file) }),
    ])
  }

  private static func group(_ group: FindingGroup, file: String) -> CanonicalJSON.Value {
    let finding = group.finding
    var members: [String: CanonicalJSON.Value] = [
      "rule": .string(finding.rule),
      "kind": .string(finding.kind.rawValue),
      "summary": .string(finding.kind.summary),
      "nodes": .array(group.nodes.map(CanonicalJSON.Value.string)),
      "occurrences": .number(Double(group.occurrences)),
      "where": .string(group.span.description),
      "environments": .object([
        "themes": .array(group.span.themes.map(CanonicalJSON.Value.string)),
        "dynamicTypeSizes": .array(group.span.sizes.map { .string($0.rawValue) }),
        "widths": .array(group.span.widths.map(CanonicalJSON.Value.number)),
        "reduceMotion": .array(group.span.reduceMotion.map(CanonicalJSON.Value.bool)),
        "locales": .array(group.span.locales.map(CanonicalJSON.Value.string)),
        "states": .array(group.span.states.map(CanonicalJSON.Value.string)),
      ]),
      "example": .object([
        "theme": .string(group.example.theme),
        "dynamicTypeSize": .string(group.example.dynamicTypeSize.rawValue),
        "width": .number(group.example.width),
        "reduceMotion": .bool(group.example.reduceMotion),
        "locale": .string(group.example.locale),
        "state": .string(group.example.state),
      ]),
      "command": .string(group.example.command(for: file)),
    ]
    if let other = finding.other { members["other"] = .string(other) }
    if let detail = finding.detail { members["detail"] = .string(detail) }
    if let path = group.documentPath { members["documentPath"] = .string(path) }
    return .object(members)
  }
}
