import Foundation

/// One HTTP/1.1 request head as `spec-compile preview`'s server reads it: a request line and
/// headers, no body (the server takes GET only). Parsing is a pure function of the bytes read so
/// far, so it is tested without a socket.
struct HTTPRequest: Hashable, Sendable {
  var method: String
  /// The request target as sent: `/api/tree?theme=1`.
  var target: String
  /// The target's path, percent-decoded: `/api/tree`.
  var path: String
  /// The query's parameters, `+` and percent-decoded; a name given twice keeps its first value.
  var query: [String: String]
  /// Each header by its lower-cased name; a header given twice keeps its first value.
  var headers: [String: String]

  /// The largest request head taken, in bytes (request line and headers): far above what a
  /// browser sends to these routes, small enough that a flood cannot grow a connection's buffer.
  static let maximumHeadBytes = 8192

  /// What the bytes read so far amount to.
  enum Parse: Equatable, Sendable {
    /// Not yet a whole head: read more.
    case incomplete
    case complete(HTTPRequest)
    /// Not a request this server takes: answer with this status and close.
    case refused(HTTPResponse.Status, String)
  }

  static func parse(_ bytes: [UInt8]) -> Parse {
    guard let end = headEnd(bytes) else {
      return bytes.count > maximumHeadBytes
        ? .refused(.headerTooLarge, "a request head of at most \(maximumHeadBytes) bytes") : .incomplete
    }
    if end > maximumHeadBytes {
      return .refused(.headerTooLarge, "a request head of at most \(maximumHeadBytes) bytes")
    }
    // Split by bytes: in a Swift string "\r\n" is one character.
    var lines: [String] = []
    for raw in bytes[..<end].split(separator: 10, omittingEmptySubsequences: false) {
      guard let line = String(validating: raw.last == 13 ? raw.dropLast() : raw, as: UTF8.self) else {
        return .refused(.badRequest, "a request head in UTF-8")
      }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let requestLine = lines.first else { return .refused(.badRequest, "a request line") }
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0", parts[1].hasPrefix("/") else {
      return .refused(.badRequest, "a request line 'GET /path HTTP/1.1'")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon > line.startIndex else {
        return .refused(.badRequest, "header lines 'Name: value'")
      }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if headers[name] == nil { headers[name] = value }
    }
    let method = String(parts[0])
    guard method == "GET" else { return .refused(.methodNotAllowed, "GET (the only method served)") }
    // GET carries no body here: one announced is refused rather than left unread on the socket.
    if let length = headers["content-length"], length != "0" {
      return .refused(.payloadTooLarge, "a request without a body")
    }
    if headers["transfer-encoding"] != nil { return .refused(.payloadTooLarge, "a request without a body") }
    let target = String(parts[1])
    let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let path = String(pathPart[0]).removingPercentEncoding else {
      return .refused(.badRequest, "a percent-encoded path")
    }
    let query = pathPart.count > 1 ? parseQuery(pathPart[1]) : [:]
    return .complete(HTTPRequest(method: method, target: target, path: path, query: query, headers: headers))
  }

  /// The index just past the blank line that ends the head (`\r\n\r\n`, or `\n\n` from a
  /// lenient client), or nil when it has not arrived.
  private static func headEnd(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      if bytes[index] == 10 {
        if index + 1 < bytes.count, bytes[index + 1] == 10 { return index + 2 }
        if index + 2 < bytes.count, bytes[index + 1] == 13, bytes[index + 2] == 10 { return index + 3 }
      }
      index += 1
    }
    return nil
  }

  /// `a=1&b=x%20y&c=+z`: each pair decoded; a pair that does not decode is left out.
  static func parseQuery(_ text: Substring) -> [String: String] {
    var query: [String: String] = [:]
    for pair in text.split(separator: "&") {
      let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let decode = { (part: Substring) in
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
      }
      guard let name = decode(halves[0]), let value = decode(halves.count > 1 ? halves[1] : "") else {
        continue
      }
      if query[name] == nil { query[name] = value }
    }
    return query
  }
}

/// Which `Host` headers the server answers: the loopback names it listens under, with or
/// without its port. Any other name is refused, so a page on another site whose name an
/// attacker points at 127.0.0.1 (DNS rebinding) cannot read the preview.
enum HostPolicy {
  static let names = ["127.0.0.1", "localhost"]

  static func allows(_ host: String?, port: UInt16) -> Bool {
    guard let host = host?.lowercased() else { return false }
    return names.contains { host == $0 || host == "\($0):\(port)" }
  }
}
