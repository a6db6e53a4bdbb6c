import BlockSpec
import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `spec-compile preview` (#26): its request parsing, Host policy, file watching, query, routes
/// and the server over loopback, in-process. The page in a browser is Scripts/check-preview.py;
/// the soak of 1,000 requests is Scripts/check-preview-server.py (both run by .ci/run).
@Suite("Preview (#26)")
struct PreviewTests {
  static func head(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test(
    "#26.4 a GET head parses: path, decoded query, headers by lower-cased name",
    arguments: ["\r\n", "\n"])
  func parsesGet(newline: String) throws {
    let text = [
      "GET /api/tree?doc=1&flag.error-message=Off+line%21 HTTP/1.1", "Host: 127.0.0.1:8040", "X-A: b", "", "",
    ]
    .joined(separator: newline)
    guard case .complete(let request) = HTTPRequest.parse(Self.head(text)) else {
      Issue.record("not parsed")
      return
    }
    #expect(request.path == "/api/tree")
    #expect(request.query == ["doc": "1", "flag.error-message": "Off line!"])
    #expect(request.headers["host"] == "127.0.0.1:8040")
    #expect(request.headers["x-a"] == "b")
  }

  @Test(
    "#26.4 the server refuses what it does not take, with the status that says why",
    arguments: [
      ("POST / HTTP/1.1\r\nHost: localhost\r\n\r\n", HTTPResponse.Status.methodNotAllowed),
      ("GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\n\r\nabc", .payloadTooLarge),
      ("GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n", .payloadTooLarge),
      ("GARBAGE\r\n\r\n", .badRequest),
      ("GET relative HTTP/1.1\r\n\r\n", .badRequest),
      ("GET / HTTP/2\r\n\r\n", .badRequest),
      ("GET / HTTP/1.1\r\nX-Pad: \(String(repeating: "a", count: 9000))\r\n\r\n", .headerTooLarge),
    ])
  func refuses(text: String, status: HTTPResponse.Status) {
    guard case .refused(let refused, _) = HTTPRequest.parse(Self.head(text)) else {
      Issue.record("not refused: \(text.prefix(40))")
      return
    }
    #expect(refused == status)
  }

  @Test("#26.4 a head longer than the limit is refused before its end arrives; a short one waits")
  func bounded() {
    #expect(HTTPRequest.parse(Self.head("GET / HTTP/1.1\r\nHost: local")) == .incomplete)
    let endless = Self.head(
      "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: HTTPRequest.maximumHeadBytes))
    guard case .refused(.headerTooLarge, _) = HTTPRequest.parse(endless) else {
      Issue.record("an endless head was not refused")
      return
    }
  }

  @Test(
    "#26.4 only Host 127.0.0.1 or localhost, with or without the server's port (DNS rebinding)",
    arguments: [
      ("127.0.0.1", true), ("localhost", true), ("127.0.0.1:8040", true), ("LOCALHOST:8040", true),
      ("localhost:8041", false), ("evil.example", false), ("evil.example:8040", false),
      ("127.0.0.1.nip.io", false), ("", false), ("[::1]:8040", false),
    ])
  func hosts(host: String, allowed: Bool) {
    #expect(HostPolicy.allows(host, port: 8040) == allowed)
    #expect(!HostPolicy.allows(nil, port: 8040))
  }

  @Test("#26.3 the watcher reports an edit, a replacement by rename, a removal and a return, once each")
  func watcher() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write("{}", to: "a.json")
    var watcher = FileWatcher(paths: [path])
    #expect(watcher.changes() == [])
    _ = try directory.write("{\"x\": 1}", to: "a.json")
    #expect(watcher.changes() == [path])
    #expect(watcher.changes() == [])
    let other = try directory.write("{\"y\": 2}", to: "b.json")
    #expect(rename(other, path) == 0)
    #expect(watcher.changes() == [path])
    try FileManager.default.removeItem(atPath: path)
    #expect(watcher.changes() == [path])
    _ = try directory.write("{}", to: "a.json")
    #expect(watcher.changes() == [path])
  }

  @Test("#26.1 a query sets the environment and the block's state flags; a bad value is the command's line")
  func query() throws {
    let parsed = try PreviewQuery.parse(
      [
        "doc": "0", "theme": "2", "size": "accessibility3", "width": "320", "reduceMotion": "1",
        "locale": "fr_FR",
        "input.appearance": "dark", "flag.range": "1Y", "flag.no-retry": "on",
      ], defaultTheme: 0
    ).get()
    #expect(parsed.theme == 2)
    #expect(parsed.environment.dynamicTypeSize == .accessibility3)
    #expect(parsed.environment.width == 320)
    #expect(parsed.environment.reduceMotion)
    #expect(parsed.environment.locale.identifier == "fr_FR")
    #expect(parsed.input == ["appearance": "dark"])
    #expect(parsed.flags == StateFlagValues(values: ["range": "1Y"], toggles: ["no-retry"]))
    guard case .failure(let failure) = PreviewQuery.parse(["width": "-5"], defaultTheme: 0) else {
      Issue.record("a bad width was taken")
      return
    }
    #expect(
      failure.problems == [
        "--width <points>: '-5' is not a width in points (a number above 0, at most 10000)"
      ])
  }

  @Test("#26.1 the page's controls are each block's stateFlags, and a tree is the command's bytes")
  func routes() throws {
    let session = PreviewSession(
      documents: BlockRegistry.names.map { .sample(block: $0, today: SampleOptions().today, seed: 42) },
      themes: [.shipped("dark")], input: [:])
    let routes = PreviewRoutes(session: session)
    let config = routes.config()
    guard case .object(let members) = config, case .array(let documents)? = members["documents"] else {
      Issue.record("no documents")
      return
    }
    for (index, block) in BlockRegistry.blocks.enumerated() {
      guard case .object(let document) = documents[index], case .array(let flags)? = document["flags"] else {
        Issue.record("no flags for \(block.name)")
        continue
      }
      let names = flags.compactMap { flag -> String? in
        if case .object(let object) = flag, case .string(let name)? = object["name"] { return name }
        return nil
      }
      #expect(names == block.stateFlags.map(\.name))
    }
    #expect(session.themes.map(\.label) == Theme.shippedNames)
    #expect(session.themes[session.initialTheme].label == "dark")

    let request = HTTPRequest(
      method: "GET", target: "", path: "/api/tree", query: ["doc": "0", "width": "320", "flag.range": "1Y"],
      headers: [:])
    guard case .response(let response) = routes.reply(to: request) else {
      Issue.record("no response")
      return
    }
    let text = String(decoding: response.body, as: UTF8.self)
    var environment = BlockEnvironment()
    environment.width = 320
    let expected = try AnyBlockDocument(sampleOf: BlockRegistry.defaultBlock).compile(
      theme: Theme.shipped(named: "dark"), environment: environment,
      flags: StateFlagValues(values: ["range": "1Y"])
    ).get()
    #expect(text.contains("\"tree\":" + String(decoding: expected.jsonData(), as: UTF8.self) + "}"))

    for path in ["/etc/passwd", "/../Package.swift", "/Package.swift", "/api"] {
      guard
        case .response(let refused) = routes.reply(
          to: HTTPRequest(method: "GET", target: path, path: path, query: [:], headers: [:]))
      else {
        Issue.record("\(path) answered with a stream")
        continue
      }
      #expect(refused.status == .notFound, "\(path)")
    }
  }

  @Test("#26.3 a document that stops parsing gives the command's lines, and reads again when fixed")
  func reload() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let good = try String(contentsOfFile: "docs/examples/overview.json", encoding: .utf8)
    let path = try directory.write(good, to: "overview.json")
    let session = PreviewSession(documents: [.file(path)], themes: [], input: [:])
    guard case .compiled = session.compile(PreviewQuery()) else {
      Issue.record("the document did not compile")
      return
    }
    _ = try directory.write("{\"label\": ", to: "overview.json")
    let lines = session.reload(changed: [path])
    #expect(lines.first == "preview: reloaded \(path) (reload 1)")
    guard case .problems(let problems) = session.compile(PreviewQuery()) else {
      Issue.record("broken JSON compiled")
      return
    }
    #expect(problems == ["\(path): label: expected a JSON value, found the end of the input"])
    #expect(lines.dropFirst().elementsEqual(problems))
    _ = try directory.write(good, to: "overview.json")
    _ = session.reload(changed: [path])
    guard case .compiled = session.compile(PreviewQuery()) else {
      Issue.record("the fixed document did not compile")
      return
    }
  }

  @Test("#26.3 a resolver's every source file is watched")
  func resolverFiles() {
    let resolver = "docs/examples/tokens/harbor.resolver.json"
    let session = PreviewSession(documents: [], themes: [.file(resolver)], input: [:])
    let watched = Set(session.watchedPaths.map { URL(fileURLWithPath: $0).lastPathComponent })
    #expect(
      watched.isSuperset(of: [
        "harbor.resolver.json", "primitives.json", "light.json", "dark.json", "high-contrast.json",
        "roles.json",
      ]))
    #expect(session.themes.last?.modifiers.map(\.name) == ["appearance", "contrast"])
  }

  @Test(
    "#26.2 preview parses like every command: files, --sample, themes, --port; mistakes are usage errors",
    arguments: [
      (
        ["preview", "a.json", "--sample", "--block", "dashboard", "--theme", "dark,b.json", "--port", "0"],
        nil
      ),
      (
        ["preview"],
        "spec-compile: preview: missing the documents to preview (one or more files, or --sample)"
      ),
      (
        ["preview", "--sample", "--port", "99999"],
        "spec-compile: preview: --port <n>: '99999' is not a port (a whole number from 0 to 65535)"
      ),
      (
        ["preview", "-"],
        "spec-compile: preview: reads files only: standard input cannot be read again when it changes"
      ),
      (["preview", "--sample", "--bogus"], "spec-compile: preview: unknown option '--bogus'"),
      (
        ["preview", "--sample", "--theme", "drak"],
        "spec-compile: preview: --theme <name|path,...>: 'drak' is not a shipped theme (brand, dark, dark-high-contrast, light, light-high-contrast) (did you mean 'dark'?); give a theme file by its path, e.g. ./drak.json"
      ),
    ] as [([String], String?)])
  func parsing(arguments: [String], problem: String?) {
    switch Invocation.parse(arguments, standardInputIsTerminal: true) {
    case .success(.preview(let request)):
      #expect(problem == nil)
      #expect(request.documents.count == 2)
      #expect(request.themes == [.shipped("dark"), .file("b.json")])
      #expect(request.port == 0)
    case .success(let other): Issue.record("parsed as \(other)")
    case .failure(let failure):
      #expect(failure.exitCode == .usage)
      #expect(failure.problems.map { "spec-compile: \($0)" }.first == problem)
    }
  }

  // MARK: - Over loopback, in-process

  /// A client socket connected to the server, reading without blocking.
  struct Client {
    let fd: Int32

    init(port: UInt16) {
      #if canImport(Glibc) || canImport(Musl)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
      #endif
      var address = sockaddr_in()
      #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
      #endif
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      #if canImport(Darwin)
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      #endif
    }

    func send(_ text: String) {
      let bytes = Array(text.utf8)
      #if canImport(Darwin)
        let noSignal: Int32 = 0  // SO_NOSIGPIPE is the socket's on Apple platforms
      #else
        let noSignal = Int32(MSG_NOSIGNAL)
      #endif
      _ = bytes.withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, noSignal) }
    }

    /// Serves and reads until the server closes, or until `until` is in what was read.
    func read(serving server: HTTPServer, until marker: String? = nil) -> String {
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      for _ in 0..<400 {
        server.serve(waitingAtMost: 5)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count == 0 { break }
        if count > 0 { received += buffer[..<count] }
        if let marker, String(decoding: received, as: UTF8.self).contains(marker) { break }
      }
      return String(decoding: received, as: UTF8.self)
    }

    func close() { _ = Foundation.close(fd) }
  }

  @Test(
    "#26.4 over loopback: routes answer, other hosts and paths are refused, a dropped stream costs nothing")
  func loopback() throws {
    let session = PreviewSession(
      documents: [.sample(block: BlockRegistry.defaultBlock.name, today: SampleOptions().today, seed: 42)],
      themes: [], input: [:])
    let routes = PreviewRoutes(session: session)
    let server = try HTTPServer(port: 0, handler: routes)
    defer { server.stop() }
    // No SIGPIPE handling here: ignoring it would be inherited by every process later tests start.
    func get(_ path: String, host: String = "127.0.0.1") -> String {
      let client = Client(port: server.port)
      defer { client.close() }
      client.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\r\n")
      return client.read(serving: server)
    }
    #expect(get("/").hasPrefix("HTTP/1.1 200 OK"))
    #expect(get("/api/tree").contains("\"tree\":{"))
    #expect(get("/", host: "evil.example").hasPrefix("HTTP/1.1 403 Forbidden"))
    #expect(get("/etc/passwd").hasPrefix("HTTP/1.1 404 Not Found"))
    let big = Client(port: server.port)
    big.send("GET / HTTP/1.1\r\nX-Pad: \(String(repeating: "a", count: 20000))\r\n\r\n")
    #expect(big.read(serving: server).hasPrefix("HTTP/1.1 431 "))
    big.close()

    // Streams: one opened and dropped mid-stream, one kept; a broadcast reaches the kept one.
    let dropped = Client(port: server.port)
    dropped.send("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n")
    #expect(dropped.read(serving: server, until: "retry:").contains("text/event-stream"))
    let kept = Client(port: server.port)
    kept.send("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n")
    #expect(kept.read(serving: server, until: "retry:").contains("retry: 500"))
    #expect(server.streamCount == 2)
    dropped.close()
    for _ in 0..<3 { server.broadcast(routes.reloadEvent()) }
    #expect(
      kept.read(serving: server, until: "event: reload").contains("event: reload\ndata: {\"generation\":0}"))
    #expect(server.streamCount == 1)
    #expect(get("/api/config").hasPrefix("HTTP/1.1 200 OK"))
    kept.close()
    _ = get("/")
    #expect(server.streamCount == 0)
  }

  @Test("#26.4 connections past the limit are answered 503 and closed; the server serves on")
  func connectionLimit() throws {
    let session = PreviewSession(documents: [], themes: [], input: [:])
    var limits = HTTPServer.Limits()
    limits.connections = 2
    let server = try HTTPServer(port: 0, handler: PreviewRoutes(session: session), limits: limits)
    defer { server.stop() }
    let idle = [Client(port: server.port), Client(port: server.port)]
    server.serve(waitingAtMost: 5)
    let third = Client(port: server.port)
    #expect(third.read(serving: server).hasPrefix("HTTP/1.1 503 "))
    third.close()
    idle.forEach { $0.close() }
    let next = Client(port: server.port)
    defer { next.close() }
    for _ in 0..<5 { server.serve(waitingAtMost: 5) }
    next.send("GET /nope HTTP/1.1\r\nHost: localhost\r\n\r\n")
    #expect(next.read(serving: server).hasPrefix("HTTP/1.1 404 "))
  }
}
