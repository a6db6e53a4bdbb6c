import Foundation
import SPTheme
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// `--output`: the file is the whole new output or what was there before, and no temporary
/// file is ever left behind.
@Suite("The executable's --output file")
struct ExecutableOutputFileTests {
  private let oldContents = "the previous tree\n"

  @Test("--output writes the file, nothing on standard output, no temporary file")
  func writes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try SpecCompileExecutable.run(["--sample", "--output", "tree.json"], in: directory.url)
    #expect(run.status == 0 && run.standardOutput.isEmpty && run.standardError.isEmpty)
    let written = try Data(contentsOf: directory.url.appendingPathComponent("tree.json"))
    #expect(
      written == LibraryReference.output(LibraryReference.sample(), theme: try Theme.shipped(named: "light")))
    #expect(try directory.contents() == ["tree.json"])
  }

  @Test("--output replaces an existing file whole")
  func replaces() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(String(repeating: "x", count: 100_000), to: "tree.txt")
    let run = try SpecCompileExecutable.run(["--sample", "--format", "tree", "--output", path])
    #expect(run.status == 0)
    let expected = LibraryReference.output(
      LibraryReference.sample(), theme: try Theme.shipped(named: "light"), tree: true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == expected)
    #expect(try directory.contents() == ["tree.txt"])
  }

  @Test("a failed compile leaves an existing --output file untouched")
  func failedCompile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let target = try directory.write(oldContents, to: "tree.json")
    _ = try directory.write("{", to: "broken.json")
    let run = try SpecCompileExecutable.run(["broken.json", "--output", "tree.json"], in: directory.url)
    #expect(run.status == 65)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == oldContents)
    #expect(try directory.contents() == ["broken.json", "tree.json"])
  }

  @Test(
    "#13.5 an output path that cannot be created exits 73 naming the file and why",
    arguments: [
      ("absent/tree.json", "the directory 'absent' does not exist"),
      ("file.txt/tree.json", "'file.txt' is not a directory"),
      ("folder", "it is a directory"),
      (String(repeating: "n", count: 251) + ".json", "the name is too long for the system"),
    ])
  func cannotCreate(target: String, reason: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(oldContents, to: "file.txt")
    try FileManager.default.createDirectory(
      atPath: directory.file("folder"), withIntermediateDirectories: false)
    let before = try directory.contents()
    let run = try SpecCompileExecutable.run(["--sample", "--output", target], in: directory.url)
    #expect(run.status == 73)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.errorLines == [
        "spec-compile: \(target): cannot write the output file: \(reason); nothing was written"
      ])
    #expect(try directory.contents() == before)
  }

  @Test(
    "#13.6 --output /proc/version names the directory that allows no new file, not a missing file",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/version"), "needs /proc"))
  func procFile() throws {
    let run = try SpecCompileExecutable.run(["--sample", "--output", "/proc/version"])
    #expect(run.status == 73)
    #expect(
      run.errorLines == [
        "spec-compile: /proc/version: cannot write the output file: the directory '/proc' does not allow new files; "
          + "the existing file is unchanged"
      ])
  }

  @Test(
    "#13.5 an output named with the 255 bytes a name may have is written: its temporary file's name is cut to fit"
  )
  func longestName() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let name = String(repeating: "n", count: 250) + ".json"
    let run = try SpecCompileExecutable.run(["--sample", "--output", name], in: directory.url)
    #expect(run.status == 0, "\(run.errorLines)")
    #expect(try directory.contents() == [name])
  }

  @Test(
    "a directory without write permission exits 73 and leaves the file as it was",
    .enabled(if: geteuid() != 0, "permissions do not bind root"))
  func unwritableDirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let target = try directory.write(oldContents, to: "tree.json")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
    let run = try SpecCompileExecutable.run(["--sample", "--output", target])
    #expect(run.status == 73)
    #expect(
      run.errorLines == [
        "spec-compile: \(target): cannot write the output file: no permission to create files in the directory "
          + "'\(directory.path)'; the existing file is unchanged"
      ])
    #expect(try String(contentsOfFile: target, encoding: .utf8) == oldContents)
    #expect(try directory.contents() == ["tree.json"])
  }

  /// The disk "fills" part-way through the write: a file-size limit of 2 KB (`ulimit -f 4`, in
  /// 512-byte blocks) against a tree of about 30 KB, with SIGXFSZ ignored so the write fails
  /// with EFBIG instead of killing the process.
  @Test("a write that fails mid-way exits 73, removes its temporary file and keeps the old file")
  func failureMidWay() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let target = try directory.write(oldContents, to: "tree.json")
    let run = try SpecCompileExecutable.run(
      ["--sample", "--output", target], shell: "ulimit -f 4 && trap '' XFSZ")
    #expect(run.status == 73)
    #expect(
      run.errorLines == [
        "spec-compile: \(target): cannot write the output file: the output is larger than the size limit for files; "
          + "the existing file is unchanged"
      ])
    #expect(try String(contentsOfFile: target, encoding: .utf8) == oldContents)
    #expect(try directory.contents() == ["tree.json"])
  }
}
