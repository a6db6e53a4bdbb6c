#!/usr/bin/env python3
"""The HTTP server of `spec-compile preview` over real sockets (docs/preview.md, issue #26).

Starts `spec-compile preview --sample --port 0` and checks, on loopback:

- it answers its routes and refuses everything else: a Host other than 127.0.0.1/localhost(:port)
  (403, DNS rebinding), other paths (404, never a file), other methods (405), a request head
  over 8 KiB (431), a request with a body (413), a malformed request line (400);
- it keeps serving after a client drops an event stream mid-stream, and after a client that
  sends half a request and goes away;
- a soak of 1,000 requests leaves its memory (VmRSS from /proc/PID/status) and its open
  descriptors (/proc/PID/fd) where they were after a warm-up;
- SIGINT stops it with status 0 and no process left.

    python3 Scripts/check-preview-server.py --spec-compile .build/debug/spec-compile
"""
import argparse
import os
import pathlib
import re
import signal
import socket
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def start(binary, *arguments):
    process = subprocess.Popen([binary, "preview", *arguments, "--port", "0"], stderr=subprocess.PIPE,
                               stdout=subprocess.DEVNULL, text=True)
    line = process.stderr.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        sys.exit(f"preview did not print its URL: {line!r}")
    return process, int(match.group(1))


def exchange(port, raw, timeout=5.0):
    """Sends `raw` bytes and reads the whole answer (the server closes after it)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(raw)
        chunks = []
        while True:
            try:
                data = s.recv(65536)
            except ConnectionResetError:
                break
            if not data:
                break
            chunks.append(data)
    return b"".join(chunks)


def get(port, path, host=None):
    host = host if host is not None else f"127.0.0.1:{port}"
    return exchange(port, f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())


def status(answer):
    match = re.match(rb"HTTP/1\.1 (\d{3}) ", answer)
    return int(match.group(1)) if match else None


def resources(pid):
    rss = int(re.search(r"VmRSS:\s+(\d+) kB", pathlib.Path(f"/proc/{pid}/status").read_text()).group(1))
    fds = len(os.listdir(f"/proc/{pid}/fd"))
    return rss, fds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--spec-compile", default=str(ROOT / ".build" / "debug" / "spec-compile"))
    parser.add_argument("--soak", type=int, default=1000)
    args = parser.parse_args()
    failures = []

    def check(condition, what):
        print(("ok   " if condition else "FAIL ") + what)
        if not condition:
            failures.append(what)

    process, port = start(args.spec_compile, "--sample")
    try:
        check(status(get(port, "/")) == 200, "GET / is the page (200)")
        check(status(get(port, "/api/config")) == 200, "GET /api/config (200)")
        check(status(get(port, "/", host=f"localhost:{port}")) == 200, "Host localhost:PORT is served")
        check(status(get(port, "/", host="localhost")) == 200, "Host localhost is served")
        for host in ["evil.example", f"evil.example:{port}", "127.0.0.1.nip.io", f"localhost:{port + 1}", ""]:
            check(status(get(port, "/", host=host)) == 403, f"Host {host!r} is refused (403)")
        check(status(exchange(port, b"GET / HTTP/1.1\r\n\r\n")) == 403, "no Host header is refused (403)")
        for path in ["/etc/passwd", "/../../etc/passwd", "/%2e%2e/Package.swift", "/Package.swift", "/api",
                     "/renderer.js/../Package.swift"]:
            check(status(get(port, path)) == 404, f"GET {path} is not found (404), never a file")
        check(status(exchange(port, f"POST / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())) == 405,
              "POST is refused (405)")
        check(status(exchange(port, f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 5\r\n\r\nhello".encode())) == 413,
              "a request with a body is refused (413)")
        big = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Pad: {'a' * 20000}\r\n\r\n".encode()
        check(status(exchange(port, big)) == 431, "a 20 KB request head is refused (431)")
        check(status(exchange(port, b"GARBAGE\r\n\r\n")) == 400, "a malformed request line is refused (400)")

        # An event stream dropped mid-stream, then half a request dropped: the server serves on.
        for _ in range(5):
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            head = s.recv(4096)
            check(b"text/event-stream" in head, "GET /events opens an event stream")
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            s.close()  # a reset, mid-stream
            h = socket.create_connection(("127.0.0.1", port), timeout=5)
            h.sendall(b"GET /api/tr")
            h.close()
        time.sleep(0.3)
        check(status(get(port, "/api/tree")) == 200, "serving after clients dropped mid-stream and mid-request")
        check(process.poll() is None, "the process is still running")

        # Soak: 1,000 requests, memory and descriptors measured after a warm-up.
        paths = ["/", "/api/config", "/api/tree?size=accessibility3&width=320", "/nope", "/renderer.js"]
        for index in range(100):
            get(port, paths[index % len(paths)])
        time.sleep(0.3)
        rss_before, fds_before = resources(process.pid)
        started = time.monotonic()
        ok = 0
        for index in range(args.soak):
            answer = get(port, paths[index % len(paths)])
            ok += status(answer) in (200, 404)
        elapsed = time.monotonic() - started
        time.sleep(0.3)
        rss_after, fds_after = resources(process.pid)
        check(ok == args.soak, f"{args.soak} requests answered ({ok}) in {elapsed:.1f} s")
        check(fds_after == fds_before, f"open descriptors: {fds_before} before, {fds_after} after")
        # The allocator may keep a few pages; growth per request would be hundreds of KB here.
        check(rss_after - rss_before <= 1024, f"memory (VmRSS): {rss_before} kB before, {rss_after} kB after")
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
        try:
            code = process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            code = process.wait()
    check(code == 0, f"SIGINT stops it with status 0 (was {code})")
    tail = process.stderr.read()
    check("preview: stopped" in tail, "it says it stopped")
    if failures:
        sys.exit(f"{len(failures)} check(s) failed")
    print("preview server: all checks passed")


if __name__ == "__main__":
    main()
