import Foundation
import SPTheme

/// Loads `json` as a theme file named `file` and returns the error it raises, or nil.
func loadError(_ json: String, file: String = "t.json") -> ThemeError? {
  do {
    _ = try Theme.load(data: Data(json.utf8), fileName: file)
    return nil
  } catch {
    return error
  }
}

/// A fresh directory of theme files for tests that need `$extends` between files on disk.
func themeDirectory(_ files: [String: String]) throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "spthemetests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for (name, text) in files {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }
  return directory
}
