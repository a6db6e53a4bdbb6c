import JSONDocuments

/// What the tile format accepts beyond its shape: a title, value and symbol that each show a
/// character (`VisibleText`, the overview's rule for its labels: spaces, controls, zero-width
/// and other invisible characters alone do not count), since the tile is one accessibility
/// element labelled with its title and read with its value. Accepted as they are: any trend,
/// empty or all missing (no sparkline), and texts of any length or script.
extension SparklineTile {
  /// Checks a tile built in code the same way `decode` checks a document.
  public func validate(source: String = "tile") throws(DocumentError) {
    let problems = self.problems()
    if !problems.isEmpty { throw DocumentError(source: source, problems: problems) }
  }

  /// Every problem, in document order, with paths as in the JSON form.
  public func problems() -> [DocumentError.Problem] {
    invisibleTexts().map {
      .init(kind: .invisibleLabel, path: $0.path.description, expected: $0.expected, found: $0.found)
    }
  }

  /// The texts that show nothing, each at its member, as the reader and `problems()` report them.
  func invisibleTexts() -> [(path: JSONPath, expected: String, found: String)] {
    var found: [(path: JSONPath, expected: String, found: String)] = []
    for (text, key, what) in [
      (title, "title", "a title"), (value, "value", "a value"),
      (systemImage, "systemImage", "an SF Symbol name"),
    ] where !VisibleText.hasVisibleCharacter(text) {
      found.append((JSONPath() + key, "\(what) with a visible character", MessageText.quoted(text)))
    }
    return found
  }
}
