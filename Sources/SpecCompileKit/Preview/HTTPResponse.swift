import Foundation

/// A whole response: status, type and body, written with its length and closed after, so a
/// connection serves one request (HTTP/1.1 allows `Connection: close`; the page's fetches are
/// on loopback, where a new connection costs little).
struct HTTPResponse: Hashable, Sendable {
  enum Status: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case payloadTooLarge = 413
    case headerTooLarge = 431
    case serviceUnavailable = 503

    var reason: String {
      switch self {
      case .ok: "OK"
      case .badRequest: "Bad Request"
      case .forbidden: "Forbidden"
      case .notFound: "Not Found"
      case .methodNotAllowed: "Method Not Allowed"
      case .payloadTooLarge: "Payload Too Large"
      case .headerTooLarge: "Request Header Fields Too Large"
      case .serviceUnavailable: "Service Unavailable"
      }
    }
  }

  var status: Status
  var contentType: String
  var body: Data
  /// The time the server spent on the answer, in milliseconds, sent as `Server-Timing` so a
  /// browser (and the preview's test) can tell the server's share of a redraw from its own.
  var serverMilliseconds: Double?

  init(_ status: Status = .ok, contentType: String, body: Data) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  /// A plain-text refusal that says what the server expected.
  static func refusal(_ status: Status, _ text: String) -> HTTPResponse {
    HTTPResponse(
      status, contentType: "text/plain; charset=utf-8", body: Data("\(status.reason): \(text)\n".utf8))
  }

  /// The bytes on the wire. Nothing is cached (every answer reflects the files now), and the
  /// browser is told not to guess types or frame the page elsewhere.
  var bytes: Data {
    var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
    head += "Content-Type: \(contentType)\r\n"
    head += "Content-Length: \(body.count)\r\n"
    head += "Cache-Control: no-store\r\n"
    head += "X-Content-Type-Options: nosniff\r\n"
    head += "X-Frame-Options: DENY\r\n"
    if let serverMilliseconds {
      head += "Server-Timing: compile;dur=\(String(format: "%.3f", serverMilliseconds))\r\n"
    }
    head += "Connection: close\r\n\r\n"
    return Data(head.utf8) + body
  }
}

/// What a route answers: a whole response, or the one event stream.
enum HTTPReply: Sendable {
  case response(HTTPResponse)
  /// Server-Sent Events: the connection stays open and receives every `broadcast`.
  case eventStream
}

/// The routes behind the server: it knows sockets, the handler knows what to answer.
protocol HTTPHandler: AnyObject {
  func reply(to request: HTTPRequest) -> HTTPReply
}
