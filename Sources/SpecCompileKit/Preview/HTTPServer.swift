import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A small HTTP/1.1 server on POSIX sockets for `spec-compile preview`: it listens on
/// 127.0.0.1 only, answers GET through an `HTTPHandler` (its own routes, never the file system),
/// and keeps Server-Sent Events streams open for `broadcast`. It knows nothing about blocks.
///
/// One thread, one `poll` loop, non-blocking sockets: the caller runs `serve(waitingAtMost:)`
/// in its own loop and does its other work (watching files) between calls. Every resource is
/// bounded: connections (`Limits.connections`, more are answered 503 and closed), the request
/// head (`HTTPRequest.maximumHeadBytes`, 431), the time a request may take to arrive, and the
/// output waiting for a slow reader. A client that goes away mid-stream is closed and forgotten;
/// writes never raise SIGPIPE (`MSG_NOSIGNAL`, `SO_NOSIGPIPE`).
final class HTTPServer {
  struct Limits: Sendable {
    /// Open connections at once, event streams included.
    var connections = 64
    /// Seconds a connection may take to send its whole request head.
    var requestSeconds = 10.0
    /// Seconds a connection may stay open for one answer (not an event stream), however slowly
    /// its client reads.
    var answerSeconds = 60.0
    /// Bytes of output that may wait for a reader that does not read; past it, the connection is closed.
    var pendingOutputBytes = 32 << 20
  }

  /// Why the server could not start.
  struct StartFailure: Error, Sendable {
    var message: String
  }

  /// The port it listens on (the one the system chose, for port 0).
  let port: UInt16
  let limits: Limits
  private let listener: Int32
  private let handler: any HTTPHandler
  private var connections: [Int32: Connection] = [:]

  private final class Connection {
    let fd: Int32
    var input: [UInt8] = []
    var output: [UInt8] = []
    var sent = 0
    var isStream = false
    /// The response is queued: close once it is written (after letting the client finish sending).
    var closesAfterOutput = false
    /// Output written and our side shut: read what the client still sends until this time.
    var drainingUntil: Double?
    /// The client shut its side while its answer is still being written: stop polling for input
    /// (a socket at its end stays readable, which would spin the loop).
    var peerClosed = false
    let opened: Double

    init(fd: Int32, opened: Double) {
      self.fd = fd
      self.opened = opened
    }

    var hasPendingOutput: Bool { sent < output.count }
  }

  /// Binds 127.0.0.1:`port` (0: any free port) and listens.
  init(port: UInt16, handler: any HTTPHandler, limits: Limits = Limits()) throws(StartFailure) {
    self.handler = handler
    self.limits = limits
    #if canImport(Glibc) || canImport(Musl)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw StartFailure(message: "cannot open a socket: \(Self.errorText())") }
    var yes: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    Self.configure(fd)
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1: loopback only
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 128) == 0 else {
      let text =
        errno == EADDRINUSE
        ? "the port is in use"
        : errno == EACCES ? "not allowed (a port below 1024 needs privileges)" : Self.errorText()
      close(fd)
      throw StartFailure(message: "cannot listen on 127.0.0.1:\(port): \(text)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    self.listener = fd
    self.port = UInt16(bigEndian: actual.sin_port)
  }

  deinit { stop() }

  /// Closes the listener and every connection. Idempotent.
  func stop() {
    for fd in connections.keys { close(fd) }
    connections.removeAll()
    if listenerOpen {
      close(listener)
      listenerOpen = false
    }
  }
  private var listenerOpen = true

  /// How many connections are open (event streams included).
  var connectionCount: Int { connections.count }
  /// How many event streams are open.
  var streamCount: Int { connections.values.filter(\.isStream).count }

  /// Queues `data` (an `EventStream` event) on every open event stream.
  func broadcast(_ data: Data) {
    for connection in connections.values where connection.isStream {
      connection.output += data
      if connection.output.count - connection.sent > limits.pendingOutputBytes { drop(connection) }
    }
  }

  /// Waits up to `milliseconds` for sockets to be ready, then accepts, reads, answers and writes
  /// what it can without blocking. Returns early when a signal interrupts the wait.
  func serve(waitingAtMost milliseconds: Int32) {
    guard listenerOpen else { return }
    var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
    for connection in connections.values {
      var events = connection.peerClosed ? Int16(0) : Int16(POLLIN)
      if connection.hasPendingOutput { events |= Int16(POLLOUT) }
      fds.append(pollfd(fd: connection.fd, events: events, revents: 0))
    }
    let ready = poll(&fds, nfds_t(fds.count), milliseconds)
    let now = Self.now()
    if ready > 0 {
      for entry in fds.dropFirst() where entry.revents != 0 {
        guard let connection = connections[entry.fd] else { continue }
        if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { read(connection, now: now) }
        if connections[entry.fd] != nil, entry.revents & Int16(POLLOUT) != 0 { write(connection, now: now) }
      }
      if fds[0].revents & Int16(POLLIN) != 0 { acceptAll(now: now) }
    }
    // Streams fed by `broadcast` since the last round, and deadlines.
    for connection in Array(connections.values) {
      if connection.hasPendingOutput { write(connection, now: now) }
      guard connections[connection.fd] != nil else { continue }
      if let until = connection.drainingUntil, now > until {
        drop(connection)
      } else if !connection.isStream, !connection.closesAfterOutput,
        now - connection.opened > limits.requestSeconds
      {
        drop(connection)
      } else if !connection.isStream, now - connection.opened > limits.answerSeconds {
        drop(connection)  // an answer its client will not read
      }
    }
  }

  private func acceptAll(now: Double) {
    while true {
      let fd = accept(listener, nil, nil)
      guard fd >= 0 else { return }
      Self.configure(fd)
      if connections.count >= limits.connections {
        // Full: say so in one write if the socket takes it, and close.
        let bytes = [UInt8](HTTPResponse.refusal(.serviceUnavailable, "fewer open connections").bytes)
        _ = bytes.withUnsafeBytes { Self.send(fd, $0.baseAddress!, $0.count) }
        close(fd)
        continue
      }
      connections[fd] = Connection(fd: fd, opened: now)
    }
  }

  private func read(_ connection: Connection, now: Double) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, 0) }
      if count == 0 {
        // The client closed its side: a stream or a drained connection is done; a request
        // still being answered is written first when the socket allows.
        if connection.isStream || connection.drainingUntil != nil || !connection.closesAfterOutput {
          drop(connection)
        } else {
          connection.peerClosed = true
        }
        return
      }
      if count < 0 {
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
        drop(connection)
        return
      }
      // Once answered (or streaming), what the client sends is read and dropped.
      guard !connection.closesAfterOutput, !connection.isStream else { continue }
      connection.input += buffer[..<count]
      switch HTTPRequest.parse(connection.input) {
      case .incomplete: continue
      case .refused(let status, let expected):
        respond(connection, HTTPResponse.refusal(status, "expected \(expected)"), now: now)
      case .complete(let request):
        guard HostPolicy.allows(request.headers["host"], port: port) else {
          respond(
            connection,
            HTTPResponse.refusal(
              .forbidden, "expected a Host header of 127.0.0.1 or localhost (with :\(port))"),
            now: now)
          return
        }
        switch handler.reply(to: request) {
        case .response(let response): respond(connection, response, now: now)
        case .eventStream:
          connection.isStream = true
          connection.input = []
          connection.output += EventStream.head
          write(connection, now: now)
        }
      }
    }
  }

  private func respond(_ connection: Connection, _ response: HTTPResponse, now: Double) {
    connection.input = []
    connection.closesAfterOutput = true
    connection.output += response.bytes
    write(connection, now: now)
  }

  private func write(_ connection: Connection, now: Double) {
    while connection.hasPendingOutput {
      let count = connection.output.withUnsafeBytes {
        Self.send(connection.fd, $0.baseAddress! + connection.sent, $0.count - connection.sent)
      }
      if count < 0 {
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
        drop(connection)  // EPIPE, ECONNRESET: the client went away
        return
      }
      connection.sent += count
    }
    connection.output = []
    connection.sent = 0
    if connection.closesAfterOutput, connection.peerClosed {
      drop(connection)
      return
    }
    if connection.closesAfterOutput, connection.drainingUntil == nil {
      // Shut our side and read what the client still sends, so closing does not reset the
      // connection (and lose the response) while its request is still arriving.
      shutdown(connection.fd, Int32(SHUT_WR))
      connection.drainingUntil = now + 1
    }
  }

  private func drop(_ connection: Connection) {
    close(connection.fd)
    connections[connection.fd] = nil
  }

  /// Non-blocking, close-on-exec, and (on Apple platforms) no SIGPIPE from writes.
  private static func configure(_ fd: Int32) {
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    #if canImport(Darwin)
      var yes: Int32 = 1
      _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  private static func send(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.send(fd, bytes, count, 0)
    #elseif canImport(Glibc)
      Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #else
      Musl.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
