import BlockSpec
import Foundation
import SPTheme

/// `spec-compile preview FILE… [--theme T,…] [--port N]`: serves a live page of the documents
/// on 127.0.0.1 (docs/preview.md). Parsing is here, like every command's; the server
/// (`HTTPServer`), the watcher (`FileWatcher`), the routes and the page are in `Preview/`.
enum PreviewCommand {
  struct Request: Hashable, Sendable {
    var documents: [PreviewSession.DocumentSource]
    var themes: [ThemeReference]
    var input: [String: String]
    var port: UInt16
  }

  /// The port served when `--port` is absent.
  static let defaultPort: UInt16 = 8040

  static let port = OptionSpec(
    "port", .value(placeholder: "n"),
    help: "The port on 127.0.0.1 to serve on; 0 picks a free one (the URL printed says which).",
    default: String(defaultPort))
  static let themes = OptionSpec(
    "theme", .value(placeholder: "name|path,..."),
    help:
      "Theme files (and resolver documents) to offer beside every shipped theme, comma-separated; the first is shown first.",
    default: CompileOptions.defaultTheme)
  static let options = [
    .help, CompileOptions.sample, CompileOptions.block, CompileOptions.today, CompileOptions.seed, themes,
    CompileOptions.themeInput, port,
  ]

  static func parse(_ arguments: [String]) -> Result<Invocation, CommandFailure> {
    let scanned = ArgumentScanner.scan(arguments, options: options)
    if scanned.has(.help) { return .success(.help(HelpText.subcommand(.preview))) }
    var problems = scanned.problems.map { "preview: \($0)" }
    var documents = scanned.positionals.map { PreviewSession.DocumentSource.file($0) }
    if documents.contains(.file("-")) {
      problems.append("preview: reads files only: standard input cannot be read again when it changes")
    }
    // The sample's options are the main command's, read by its own reader.
    let sampleNames = [
      CompileOptions.sample, CompileOptions.block, CompileOptions.today, CompileOptions.seed,
    ].map(
      \.name)
    var sampleArguments = ScannedArguments()
    sampleArguments.flags = scanned.flags.filter(sampleNames.contains)
    sampleArguments.values = scanned.values.filter { sampleNames.contains($0.key) }
    if !sampleArguments.flags.isEmpty || !sampleArguments.values.isEmpty {
      switch CompileOptions.request(from: sampleArguments, standardInputIsTerminal: true) {
      case .success(let request):
        if case .sample(let block, let today, let seed) = request.input {
          documents.append(.sample(block: block, today: today, seed: seed))
        }
      case .failure(let failure): problems += failure.problems.map { "preview: \($0)" }
      }
    }
    if documents.isEmpty, problems.isEmpty {
      problems.append("preview: missing the documents to preview (one or more files, or --sample)")
    }
    let themeReferences = (scanned.value(of: themes) ?? "").split(separator: ",").map {
      CompileOptions.parseTheme($0.trimmingCharacters(in: .whitespaces))
    }
    // A bare word that is no shipped theme and no file is a mistyped name: said now, as the
    // main command says it (E-C-4), not as a file the page cannot read.
    for case .shipped(let name) in themeReferences
    where !Theme.shippedNames.contains(name) && !FileManager.default.fileExists(atPath: name) {
      do throws(CommandFailure) {
        _ = try ThemeSource.load(.shipped(name), subject: "preview: \(themes.usage)")
      } catch {
        problems += error.problems
      }
    }
    var input: [String: String] = [:]
    if let text = scanned.value(of: CompileOptions.themeInput) {
      switch CompileOptions.resolvedTheme(
        themeReferences.first ?? .shipped(CompileOptions.defaultTheme), input: text)
      {
      case .success(.resolved(_, let choices)): input = choices
      case .success: break
      case .failure(let problem): problems.append("preview: " + problem.message)
      }
    }
    var chosenPort = defaultPort
    if let text = scanned.value(of: port) {
      if let value = ValueParser.natural(text, as: UInt16.self) {
        chosenPort = value
      } else {
        problems.append(
          "preview: \(port.usage): \(ValueParser.quoted(text)) is not a port (a whole number from 0 to 65535)"
        )
      }
    }
    guard problems.isEmpty else { return .failure(CommandFailure(.usage, problems)) }
    return .success(
      .preview(Request(documents: documents, themes: themeReferences, input: input, port: chosenPort)))
  }

  /// Serves until SIGINT or SIGTERM: prints the URL, then a line per reload (and the problems
  /// of a file that stops reading), all on standard error. Returns once every socket is closed.
  static func run(_ request: Request, console: some Console) throws(CommandFailure) {
    let session = PreviewSession(documents: request.documents, themes: request.themes, input: request.input)
    let routes = PreviewRoutes(session: session)
    let server: HTTPServer
    do {
      server = try HTTPServer(port: request.port, handler: routes)
    } catch {
      throw CommandFailure(.ioError, "preview: \(error.message)")
    }
    defer { server.stop() }
    StopSignal.install()
    defer { StopSignal.uninstall() }
    let say = { (line: String) in console.writeStandardErrorLine("\(HelpText.program): \(line)") }
    say("preview: serving http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")
    for (index, _) in request.documents.enumerated() {
      if case .failure(let failure) = session.document(index) { failure.problems.forEach(say) }
    }
    var watcher = FileWatcher(paths: session.watchedPaths)
    let interval = Double(FileWatcher.intervalMilliseconds) / 1000
    let heartbeat = 15.0
    var lastLook = Date()
    var lastBeat = Date()
    while !StopSignal.isRequested {
      server.serve(waitingAtMost: Int32(FileWatcher.intervalMilliseconds / 5))
      let now = Date()
      if now.timeIntervalSince(lastLook) >= interval {
        lastLook = now
        let changed = watcher.changes()
        if !changed.isEmpty {
          session.reload(changed: changed).forEach(say)
          // A resolver that now names other files is watched on those.
          watcher.watch(session.watchedPaths)
          server.broadcast(routes.reloadEvent())
        }
      }
      if now.timeIntervalSince(lastBeat) >= heartbeat {
        lastBeat = now
        server.broadcast(EventStream.heartbeat)
      }
    }
    say("preview: stopped")
  }
}
