import BlockSpec
import Foundation
import SPTheme

/// What `spec-compile audit` is asked: the documents, and the matrix dimensions the person
/// narrowed (every shipped theme, the four widths and en_US otherwise).
struct AuditRequest: Hashable, Sendable {
  enum Format: String, CaseIterable, Hashable, Sendable {
    /// For people: grouped findings with their environments and commands.
    case text
    /// The report as JSON (docs/schema/audit-report.schema.json).
    case json
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif
  }

  var files: [String]
  var themes: [ThemeReference]
  var widths: [Double]
  var locales: [Locale]
  var format: Format
  var outputPath: String?

  static let options = ["theme", "width", "locale", "format", "output"]

  /// How a problem names each option, with its value's placeholder, as compiling names them.
  static func usage(_ name: String) -> String {
    switch name {
    case "theme": CompileOptions.theme.usage
    case "width": CompileOptions.width.usage
    case "locale": CompileOptions.locale.usage
    case "format": "--format <\(Format.allCases.map(\.rawValue).joined(separator: "|"))>"
    default: CompileOptions.output.usage
    }
  }

  /// Parses the words after `audit`. Options may repeat (`--theme dark --theme light`) or take
  /// comma-separated lists (`--width 320,390`); `--name=value` works as elsewhere.
  static func parse(_ arguments: [String]) -> Result<AuditRequest, CommandFailure> {
    var files: [String] = []
    var values: [String: [String]] = [:]
    var problems: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        files.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      var name = String(word.drop { $0 == "-" })
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard options.contains(name) else {
        problems.append(
          "audit: unknown option \(ValueParser.quoted(word))"
            + NearMiss.hint(for: "--\(name)", among: options.map { "--\($0)" }))
        continue
      }
      if value == nil {
        guard index < arguments.count else {
          problems.append("audit: --\(name) needs a value")
          continue
        }
        value = arguments[index]
        index += 1
      }
      // An empty value is a slip (an unset shell variable, `--theme=`), as when compiling: taken
      // as no value it would audit the whole default matrix and pass.
      guard let value, !value.isEmpty else {
        problems.append("audit: \(usage(name)): the value is empty")
        continue
      }
      values[name, default: []].append(value)
    }
    if files.isEmpty { problems.append("audit: missing the documents to audit (one or more files)") }
    if files.contains("-") {
      problems.append("audit: reads files only: standard input cannot be compiled many times")
    }

    /// Each value's comma-separated items; a value with an empty item (`320,,375`, `light,`,
    /// `" "`) is a problem rather than one item fewer.
    func list(_ name: String) -> [String] {
      (values[name] ?? []).flatMap { value -> [String] in
        let items = value.split(separator: ",", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard !items.contains(where: \.isEmpty) else {
          problems.append(
            "audit: \(usage(name)): \(ValueParser.quoted(value)) has an empty item; separate the values by single commas"
          )
          return []
        }
        return items
      }
    }
    let themes = list("theme").map(CompileOptions.parseTheme)
    var widths: [Double] = []
    for text in list("width") {
      switch CompileOptions.parseWidth(text) {
      case .success(let width): if !widths.contains(width) { widths.append(width) }
      case .failure(let error): problems.append("audit: \(error.message)")
      }
    }
    var locales: [Locale] = []
    for text in list("locale") {
      switch CompileOptions.parseLocale(text) {
      case .success(let locale): locales.append(locale)
      case .failure(let error): problems.append("audit: \(error.message)")
      }
    }
    var format = Format.text
    if let formats = values["format"] {
      if formats.count > 1 {
        problems.append("audit: --format is given \(formats.count) times; give it once")
      }
      if let chosen = Format(rawValue: formats[0]) {
        format = chosen
      } else {
        problems.append(
          "audit: --format: \(ValueParser.quoted(formats[0])) is not a format (text, json, sarif)")
      }
    }
    let outputs = values["output"] ?? []
    if outputs.count > 1 { problems.append("audit: --output is given \(outputs.count) times; give it once") }
    guard problems.isEmpty else { return .failure(CommandFailure(.usage, problems)) }
    return .success(
      AuditRequest(
        files: files, themes: themes.isEmpty ? Theme.shippedNames.map { .shipped($0) } : themes,
        widths: widths.isEmpty ? AuditMatrix.defaultWidths : widths,
        locales: locales.isEmpty ? [Locale(identifier: "en_US")] : locales, format: format,
        outputPath: outputs.first))
  }
}
