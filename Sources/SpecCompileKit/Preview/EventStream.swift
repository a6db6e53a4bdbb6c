import Foundation

/// Server-Sent Events as the preview's server writes them (the HTML Living Standard's
/// `text/event-stream`): the response head that opens the stream, events, and a comment line
/// that keeps an idle connection from looking dead.
enum EventStream {
  /// How long a browser waits before reconnecting when the stream drops, in milliseconds.
  static let retryMilliseconds = 500

  /// The stream's response head and its first line, the retry delay.
  static var head: Data {
    Data(
      ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
        + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\nretry: \(retryMilliseconds)\n\n")
        .utf8)
  }

  /// One event: `event: name`, then each line of `data` as a `data:` line, then a blank line.
  static func event(_ name: String, data: String) -> Data {
    var text = "event: \(name)\n"
    for line in data.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
    return Data((text + "\n").utf8)
  }

  /// A comment line, which browsers ignore.
  static let heartbeat = Data(": keep-alive\n\n".utf8)
}
