import BlockSpec
import Foundation
import SPTheme
import SpecCompileKit
import Testing

/// The command half of `docs/errors.md`: each entry run as a process, with its exit status and
/// the exact lines on standard error. Standard output stays empty on every failure.
/// `CommandCatalogueDocsTests` checks the page against these entries, both ways.
@Suite("Error catalogue: the command")
struct CommandCatalogueTests {
  /// A file an entry needs in its directory besides the fixtures.
  enum File: Sendable {
    case text(String)
    /// A sparse file of this many bytes (`TemporaryDirectory.sparse`).
    case sparse(UInt64)
    /// The text, then zeros to this many bytes in all.
    case sparseAfter(String, UInt64)
  }

  struct Entry: Sendable, CustomTestStringConvertible {
    var id: String
    /// Arguments, run in the test's directory, which holds `ok.json` (a valid overview),
    /// `bad.json` (a label that is a number), `blue.json` (a theme with a bad colour),
    /// `empty.json` and the entry's own `files`.
    var arguments: [String]
    var status: ExitCode
    var lines: [String]
    var input: SpecCompileExecutable.Input = .none
    var files: [String: File] = [:]
    /// A shell line run before the command (`exec > /dev/full`).
    var shell: String? = nil
    /// A whole shell script instead, `$0` being the command, for input from a pipeline.
    var script: String? = nil
    /// A path the entry depends on (`/dev/full`); where it is absent the entry is not run.
    var needs: String? = nil
    var testDescription: String { id }
  }

  /// An overview whose 300 points run newest first: one problem a point but the first.
  static let reversed: String = {
    let points = (0..<300).map { index in
      #"{"date": "2026-01-01T00:\#(String(format: "%02d:%02d", 59 - index / 60, 59 - index % 60))Z", "value": 1}"#
    }
    return
      #"{"label": "R", "format": "number", "periods": {"1M": {"points": [\#(points.joined(separator: ", "))]}}}"#
  }()

  /// A theme with 150 aliases to nothing: one problem each.
  static let dangling: String = {
    let tokens = (0..<150).map { #""d\#($0)": {"$value": "{color.nope}"}"# }
    return
      #"{"$extends": "light", "color": {"palette": {"$type": "color", \#(tokens.joined(separator: ", "))}}}"#
  }()

  static let tooManyLines = "expected a date after 2026-01-01T00:"

  static let entries: [Entry] = [
    Entry(
      id: "E-C-1", arguments: ["ok.json", "--bogus"], status: .usage,
      lines: ["spec-compile: unknown option '--bogus'"]),
    Entry(
      id: "E-C-2", arguments: ["ok.json", "--theme"], status: .usage,
      lines: ["spec-compile: missing value for --theme <name|path>"]),
    Entry(
      id: "E-C-3", arguments: ["ok.json", "--width", "-5"], status: .usage,
      lines: [
        "spec-compile: --width <points>: '-5' is not a width in points (a number above 0, at most 10000)"
      ]),
    Entry(
      id: "E-C-4", arguments: ["ok.json", "--theme", "drak"], status: .usage,
      lines: [
        "spec-compile: --theme <name|path>: 'drak' is not a shipped theme (brand, dark, dark-high-contrast, light, light-high-contrast) (did you mean 'dark'?); give a theme file by its path, e.g. ./drak.json"
      ]),
    Entry(
      id: "E-C-5", arguments: ["bad.json"], status: .dataError,
      lines: ["spec-compile: bad.json: label: expected a label, found 3"]),
    Entry(
      id: "E-C-6", arguments: ["ok.json", "--theme", "./blue.json"], status: .dataError,
      lines: [
        #"spec-compile: blue.json: color.accent: bad colour: expected #RGB, #RRGGBB, #RRGGBBAA or an sRGB colour object, found "blue""#
      ]),
    Entry(
      id: "E-C-6", arguments: ["bad.json", "--theme", "./blue.json"], status: .dataError,
      lines: [
        "spec-compile: bad.json: label: expected a label, found 3",
        #"spec-compile: blue.json: color.accent: bad colour: expected #RGB, #RRGGBB, #RRGGBBAA or an sRGB colour object, found "blue""#,
      ]),
    Entry(
      id: "E-C-7", arguments: ["empty.json"], status: .dataError,
      lines: ["spec-compile: empty.json: expected a JSON value, found the end of the input"]),
    Entry(
      id: "E-C-7", arguments: ["-"], status: .dataError,
      lines: [
        "spec-compile: <stdin>: standard input is empty; pipe an overview in, name a file, or use --sample"
      ],
      input: .pipe(Data())),
    Entry(
      id: "E-C-8", arguments: ["absent.json"], status: .noInput,
      lines: ["spec-compile: absent.json: cannot read the overview file: no such file"]),
    Entry(
      id: "E-C-8", arguments: ["."], status: .noInput,
      lines: ["spec-compile: .: cannot read the overview file: it is a directory"]),
    Entry(
      id: "E-C-9", arguments: ["ok.json", "--output", "missing/out.json"], status: .cannotCreate,
      lines: [
        "spec-compile: missing/out.json: cannot write the output file: the directory 'missing' does not exist; nothing was written"
      ]),
    Entry(
      id: "E-C-9", arguments: ["ok.json", "--output", "/proc/version"], status: .cannotCreate,
      lines: [
        "spec-compile: /proc/version: cannot write the output file: the directory '/proc' does not allow new files; the existing file is unchanged"
      ],
      needs: "/proc/version"),
    Entry(
      id: "E-C-10", arguments: ["--sample"], status: .ioError,
      lines: ["spec-compile: standard output: cannot write: no space left on the device"],
      shell: "exec > /dev/full", needs: "/dev/full"),
    Entry(
      id: "E-C-11", arguments: ["huge.json"], status: .dataError,
      lines: [
        "spec-compile: huge.json: expected an overview of at most 16777216 bytes, found 200000000 bytes"
      ],
      files: ["huge.json": .sparse(200_000_000)]),
    Entry(
      // `yes` never ends: only a bounded read lets the command finish.
      id: "E-C-11", arguments: [], status: .dataError,
      lines: [
        "spec-compile: <stdin>: expected an overview of at most 16777216 bytes, found more than 16777216 bytes"
      ],
      script: #"yes '[1,' | "$0" -"#),
    Entry(
      id: "E-C-12", arguments: ["-"], status: .dataError,
      lines: [
        "spec-compile: <stdin>: " + String(repeating: "[0]", count: 64)
          + ": expected at most 64 nested arrays and objects, found '[' at line 1, column 65"
      ],
      input: .pipe(
        Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8))),
    Entry(
      id: "E-C-13", arguments: ["--sample", "--theme", "./huge.json"], status: .dataError,
      lines: [
        "spec-compile: ./huge.json: value out of range: expected a theme file of at most 1048576 bytes, found 200000000 bytes"
      ],
      files: ["huge.json": .sparse(200_000_000)]),
    Entry(
      id: "E-C-14", arguments: ["reversed.json"], status: .dataError,
      lines: (1...100).map { index in
        "spec-compile: reversed.json: periods.1M.points[\(index)].date: \(tooManyLines)"
          + "\(String(format: "%02d:%02d", 59 - (index - 1) / 60, 59 - (index - 1) % 60))Z (points run oldest first), "
          + "found \"2026-01-01T00:\(String(format: "%02d:%02d", 59 - index / 60, 59 - index % 60))Z\""
      } + ["spec-compile: reversed.json: and 199 more problems of the same kind: date out of order (199)"],
      files: ["reversed.json": .text(reversed)]),
    Entry(
      id: "E-C-14", arguments: ["check-theme", "./dangling.json"], status: .dataError,
      lines: (0..<150).map { "color.palette.d\($0)" }.sorted().prefix(100).map {
        #"spec-compile: dangling.json: \#($0): dangling alias: expected a token at color.nope, found "{color.nope}""#
      } + ["spec-compile: dangling.json: and 50 more problems of the same kind: dangling alias (50)"],
      files: ["dangling.json": .text(dangling)]),
    Entry(
      id: "E-C-15", arguments: ["preview"], status: .usage,
      lines: ["spec-compile: preview: missing the documents to preview (one or more files, or --sample)"]),
    Entry(
      id: "E-C-15", arguments: ["preview", "-", "--sample"], status: .usage,
      lines: ["spec-compile: preview: reads files only: standard input cannot be read again when it changes"]),
    Entry(
      id: "E-C-15", arguments: ["preview", "--sample", "--port", "99999"], status: .usage,
      lines: ["spec-compile: preview: --port <n>: '99999' is not a port (a whole number from 0 to 65535)"]),
    // The default port held by a listener first (if something else holds it, the same line).
    Entry(
      id: "E-C-16", arguments: [], status: .ioError,
      lines: ["spec-compile: preview: cannot listen on 127.0.0.1:8040: the port is in use"],
      script: """
        python3 -c 'import socket, subprocess, sys
        s = socket.socket()
        try:
            s.bind(("127.0.0.1", 8040)); s.listen()
        except OSError:
            pass
        sys.exit(subprocess.call([sys.argv[1], "preview", "--sample"]))' "$0"
        """),
    Entry(
      // #23.8: the tile refuses what the overview and the dashboard refuse.
      id: "E-C-17", arguments: ["tile.json"], status: .dataError,
      lines: [
        #"spec-compile: tile.json: title: expected a title with a visible character, found " ""#,
        #"spec-compile: tile.json: value: expected a value with a visible character, found """#,
        #"spec-compile: tile.json: systemImage: expected an SF Symbol name with a visible character, found "\u200B""#,
      ],
      files: [
        "tile.json": .text(
          #"{"block": "sparklineStatTile", "title": " ", "value": "", "trend": [1, 2], "systemImage": "\u200B"}"#
        )
      ]),
    Entry(
      // #23.9: an empty value never widens the audit to the default matrix.
      id: "E-C-18", arguments: ["audit", "ok.json", "--theme", ""], status: .usage,
      lines: ["spec-compile: audit: --theme <name|path>: the value is empty"]),
    Entry(
      id: "E-C-18", arguments: ["audit", "ok.json", "--width", "320,,375", "--output="], status: .usage,
      lines: [
        "spec-compile: audit: --output <file>: the value is empty",
        "spec-compile: audit: --width <points>: '320,,375' has an empty item; separate the values by single commas",
      ]),
    Entry(
      // #23.10: named by the block its first bytes name, before it is read.
      id: "E-C-19", arguments: ["big.json"], status: .dataError,
      lines: [
        "spec-compile: big.json: expected a dashboard document of at most 16777216 bytes, found 20000000 bytes"
      ],
      files: ["big.json": .sparseAfter(#"{"block": "dashboard", "greeting": ""#, 20_000_000)]),
    Entry(
      id: "E-C-19", arguments: ["audit", "big.json"], status: .dataError,
      lines: [
        "spec-compile: big.json: expected a dashboard document of at most 16777216 bytes, found 20000000 bytes"
      ],
      files: ["big.json": .sparseAfter(#"{"block": "dashboard", "greeting": ""#, 20_000_000)]),
    Entry(
      // #23.10: the message says how to give a value that starts with a dash.
      id: "E-C-20", arguments: ["--sample", "--phase", "error", "--error-message", "-1 retries left"],
      status: .usage,
      lines: [
        "spec-compile: missing value for --error-message <text>: '-1 retries left' starts with a dash, so it reads as an option; give it as --error-message='-1 retries left'"
      ]),
    Entry(
      // #23.10: a context named by spaces is kept as written, and shown as given.
      id: "E-C-21", arguments: ["check-theme", "./r.resolver.json", "--input", "brand=  "], status: .usage,
      lines: [
        #"spec-compile: r.resolver.json: /modifiers/brand/contexts: invalid input: expected a context of brand: " ", plain, found "  ""#
      ],
      files: [
        "r.resolver.json": .text(
          ##"{"version": "2025.10", "sets": {"base": {"sources": [{"color": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}]}}, "modifiers": {"brand": {"contexts": {" ": [], "plain": []}, "default": "plain"}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/brand"}]}"##
        )
      ]),
  ]

  @Test("E-C catalogue entries exit with the documented status and lines", arguments: entries)
  func entry(_ entry: Entry) throws {
    if let needs = entry.needs, !FileManager.default.fileExists(atPath: needs) { return }
    let directory = try Self.fixtures()
    defer { directory.remove() }
    for (name, file) in entry.files {
      switch file {
      case .text(let text): _ = try directory.write(text, to: name)
      case .sparse(let size): try directory.sparse(name, size: size)
      case .sparseAfter(let text, let size): try directory.sparse(name, size: size, after: text)
      }
    }
    let run = try SpecCompileExecutable.run(
      entry.arguments, input: entry.input, in: directory.url, shell: entry.shell, script: entry.script)
    #expect(run.status == entry.status.rawValue)
    #expect(run.errorLines == entry.lines)
    #expect(run.standardOutput.isEmpty)
  }

  @Test("a failed run leaves an existing --output file as it was, with no temporary files beside it")
  func noPartialOutput() throws {
    let directory = try Self.fixtures()
    defer { directory.remove() }
    let before = try directory.write("previous contents", to: "out.json")
    let beforeContents = try directory.contents()
    let run = try SpecCompileExecutable.run(["bad.json", "--output", "out.json"], in: directory.url)
    #expect(run.status == ExitCode.dataError.rawValue)
    #expect(try String(contentsOfFile: before, encoding: .utf8) == "previous contents")
    #expect(try directory.contents() == beforeContents)
  }

  static func fixtures() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let example = LibraryReference.repositoryRoot.appendingPathComponent("docs/examples/overview.json")
    try FileManager.default.copyItem(at: example, to: directory.url.appendingPathComponent("ok.json"))
    _ = try directory.write(#"{"label": 3, "format": "number", "periods": {}}"#, to: "bad.json")
    _ = try directory.write(
      #"{"$extends": "light", "color": {"accent": {"$value": "blue"}}}"#, to: "blue.json")
    _ = try directory.write("", to: "empty.json")
    return directory
  }
}
