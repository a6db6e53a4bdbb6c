import BlockSpec
import Foundation
import JSONDocuments
import SPTheme

/// The preview's routes, and only these (nothing maps to the file system):
///
/// | route | answer |
/// |---|---|
/// | `/` | the page (`PreviewPage`) |
/// | `/renderer.js` | the web reference renderer, as embedded in the command |
/// | `/api/config` | the documents, themes, sizes, widths, locales and each document's state flags |
/// | `/api/tree?…` | the tree for one choice of controls (`PreviewQuery`), or its problems |
/// | `/api/matrix?axis=sizes\|themes\|widths&…` | the cells of a matrix view, with the audit's findings |
/// | `/events` | the Server-Sent Events stream of reloads |
final class PreviewRoutes: HTTPHandler {
  let session: PreviewSession

  init(session: PreviewSession) { self.session = session }

  /// Locales the page offers (any other can be typed into the URL).
  static let locales = ["en_US", "en_GB", "fr_FR", "de_DE", "es_ES", "ja_JP", "pt_BR", "ar_EG"]

  func reply(to request: HTTPRequest) -> HTTPReply {
    switch request.path {
    case "/", "/index.html":
      return .response(
        HTTPResponse(contentType: "text/html; charset=utf-8", body: Data(PreviewPage.html.utf8)))
    case "/renderer.js":
      return .response(
        HTTPResponse(contentType: "text/javascript; charset=utf-8", body: Data(EmbeddedRenderer.source.utf8)))
    case "/api/config":
      return json(config().jsonText(pretty: false))
    case "/api/tree":
      return timed { tree(request.query) }
    case "/api/matrix":
      return timed { matrix(request.query) }
    case "/events":
      return .eventStream
    default:
      return .response(
        .refusal(.notFound, "one of /, /renderer.js, /api/config, /api/tree, /api/matrix, /events"))
    }
  }

  /// `answer`'s reply with the time it took (compile, audit and encode) as its `Server-Timing`.
  private func timed(_ answer: () -> HTTPReply) -> HTTPReply {
    let started = ContinuousClock.now
    guard case .response(var response) = answer() else { return answer() }
    let elapsed = ContinuousClock.now - started
    response.serverMilliseconds =
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    return .response(response)
  }

  private func json(_ text: String) -> HTTPReply {
    .response(HTTPResponse(contentType: "application/json; charset=utf-8", body: Data(text.utf8)))
  }

  /// The reload event every open page receives.
  func reloadEvent() -> Data {
    EventStream.event("reload", data: "{\"generation\":\(session.generation)}")
  }

  func config() -> JSONValue {
    let documents: [JSONValue] = session.documents.indices.map { index in
      let block = session.block(of: index)
      let flags: [JSONValue] = (block?.stateFlags ?? []).map { flag in
        var object: [String: JSONValue] = [
          "name": .string(flag.name), "help": .string(flag.help),
          "values": .array(flag.values.map { .string($0) }),
        ]
        switch flag.kind {
        case .toggle: object["kind"] = .string("toggle")
        case .value(let placeholder):
          object["kind"] = .string("value")
          object["placeholder"] = .string(placeholder)
        }
        if let text = flag.defaultText { object["default"] = .string(text) }
        return .object(object)
      }
      return .object([
        "label": .string(session.documents[index].label), "block": block.map { .string($0.name) } ?? .null,
        "flags": .array(flags),
      ])
    }
    let themes: [JSONValue] = session.themes.map { theme in
      .object([
        "label": .string(theme.label),
        "modifiers": .array(
          theme.modifiers.map { modifier in
            .object([
              "name": .string(modifier.name), "contexts": .array(modifier.contexts.map { .string($0) }),
              "default": modifier.defaultContext.map { .string($0) } ?? .null,
            ])
          }),
      ])
    }
    let defaults = BlockEnvironment()
    var members: [String: JSONValue] = [:]
    members["documents"] = .array(documents)
    members["themes"] = .array(themes)
    members["theme"] = .number(Double(session.initialTheme))
    members["input"] = .object(session.initialInput.mapValues { JSONValue.string($0) })
    members["sizes"] = .array(DynamicTypeStep.allCases.map { JSONValue.string($0.rawValue) })
    members["size"] = .string(defaults.dynamicTypeSize.rawValue)
    members["widths"] = .array(AuditMatrix.defaultWidths.map { JSONValue.number($0) })
    members["width"] = .number(defaults.width)
    members["locales"] = .array(Self.locales.map { JSONValue.string($0) })
    members["locale"] = .string(defaults.locale.identifier)
    members["generation"] = .number(Double(session.generation))
    members["axes"] = .array(PreviewSession.MatrixAxis.allCases.map { JSONValue.string($0.rawValue) })
    members["pollMilliseconds"] = .number(Double(FileWatcher.intervalMilliseconds))
    return .object(members)
  }

  private func query(_ parameters: [String: String]) -> Result<PreviewQuery, CommandFailure> {
    PreviewQuery.parse(parameters, defaultTheme: session.initialTheme)
  }

  /// `{"generation":…,"background":"#…","tree":…}` (the tree as `spec-compile` prints it), or
  /// `{"generation":…,"problems":[…]}` with each line as the command prints it.
  private func tree(_ parameters: [String: String]) -> HTTPReply {
    var text = "{\"generation\":\(session.generation),"
    switch query(parameters) {
    case .failure(let failure): text += problemsMember(failure.problems)
    case .success(let query):
      text += outcomeMembers(session.compile(query))
    }
    return json(text + "}")
  }

  private func matrix(_ parameters: [String: String]) -> HTTPReply {
    guard let axisName = parameters["axis"], let axis = PreviewSession.MatrixAxis(rawValue: axisName) else {
      return json(
        "{\"generation\":\(session.generation),"
          + problemsMember(["preview: axis: expected one of sizes, themes, widths"]) + "}")
    }
    var text = "{\"generation\":\(session.generation),"
    switch query(parameters) {
    case .failure(let failure): text += problemsMember(failure.problems)
    case .success(let query):
      text += "\"cells\":["
      for (offset, cell) in session.matrix(axis, query).enumerated() {
        if offset > 0 { text += "," }
        text += "{\"label\":\(JSONText.quoted(cell.label)),"
        let findings: [JSONValue] = cell.findings.map { finding in
          .object([
            "node": .string(finding.node), "rule": .string(finding.rule),
            "kind": .string(finding.kind.rawValue),
            "summary": .string(finding.kind.summary), "other": finding.other.map { .string($0) } ?? .null,
            "detail": finding.detail.map { .string($0) } ?? .null,
          ])
        }
        text += "\"findings\":\(JSONValue.array(findings).jsonText(pretty: false)),"
        text += outcomeMembers(cell.outcome) + "}"
      }
      text += "]"
    }
    return json(text + "}")
  }

  private func outcomeMembers(_ outcome: PreviewSession.Outcome) -> String {
    switch outcome {
    case .problems(let problems): return problemsMember(problems)
    case .compiled(let tree, let theme, _):
      return "\"background\":\(JSONText.quoted(theme.color(.bg).hex)),\"tree\":"
        + String(decoding: tree.jsonData(), as: UTF8.self)
    }
  }

  /// Problems as the command prints them: `spec-compile: overview.json: …`.
  private func problemsMember(_ problems: [String]) -> String {
    let lines = problems.map { JSONValue.string("\(HelpText.program): \(MessageText.oneLine($0))") }
    return "\"problems\":" + JSONValue.array(lines).jsonText(pretty: false)
  }
}
