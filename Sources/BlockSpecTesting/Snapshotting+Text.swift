extension Snapshotting where Value == String {
  /// The string itself, stored as a `.txt` file.
  public static var text: Snapshotting<String> {
    Snapshotting(pathExtension: "txt") { $0 }
  }
}

extension Snapshotting where Value == [String] {
  /// One element a line, stored as a `.txt` file: the natural shape for lists a reviewer scans.
  public static var lines: Snapshotting<[String]> {
    Snapshotting<String>.text.pullback { $0.joined(separator: "\n") }
  }
}
