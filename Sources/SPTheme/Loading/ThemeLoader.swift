import Foundation

/// Where a theme file lives, for `$extends` and for loop detection.
enum ThemeSource: Hashable, Sendable {
  /// A shipped theme: a named input of the embedded resolver (`Themes/tokens/`).
  case shipped(String)
  /// A file on disk.
  case file(URL)

  var fileName: String {
    switch self {
    case .shipped(let name): "\(name).json"
    case .file(let url): url.lastPathComponent
    }
  }
}

/// Loads a theme and its `$extends` chain: parse every file, merge child over parent, resolve
/// aliases, validate, build. Every step collects its problems before the load gives up.
enum ThemeLoader {
  static func load(data: Data, fileName: String, source: ThemeSource?) -> Result<Theme, ThemeError> {
    let (document, parseErrors) = TokenDocument.parse(data, file: fileName)
    return load(document, fileName: fileName, source: source, errors: parseErrors)
  }

  /// A theme document already read (from a file's text, or made in memory from a token tree's
  /// roles, `Theme(tokens:name:)`), with the problems reading it found.
  static func load(
    _ document: TokenDocument?, fileName: String, source: ThemeSource?, errors parseErrors: [ThemeError]
  ) -> Result<Theme, ThemeError> {
    var errors = parseErrors
    guard let document else { return .failure(ThemeError.combining(errors)!) }

    var chain = [document]
    var seen: [ThemeSource] = source.map { [$0] } ?? []
    var current = (document: document, source: source)
    while let parentName = current.document.extends {
      let parentSource: ThemeSource
      switch locateParent(parentName, of: current.document, at: current.source, root: source) {
      case .failure(let error):
        errors.append(error)
        return .failure(ThemeError.combining(errors)!)
      case .success(let found): parentSource = found
      }
      guard chain.count <= Theme.maximumInheritanceDepth else {
        errors.append(
          ThemeError(
            .outOfRange, file: current.document.file, path: "$extends",
            expected: "a chain of at most \(Theme.maximumInheritanceDepth) themes above this one",
            found: "\"\(parentName)\", one more"))
        return .failure(ThemeError.combining(errors)!)
      }
      if seen.contains(parentSource) {
        let names = (seen + [parentSource]).map(\.fileName).joined(separator: " → ")
        errors.append(
          ThemeError(
            .inheritanceLoop, file: current.document.file, path: "$extends",
            expected: "a chain of $extends that ends at a theme extending nothing", found: names))
        return .failure(ThemeError.combining(errors)!)
      }
      seen.append(parentSource)
      let parent: TokenDocument
      switch parentSource {
      case .shipped(let name):
        // The input's merged document, made once (ShippedThemes).
        switch ShippedThemes.document(named: name)! {
        case .failure(let error):
          errors.append(error)
          return .failure(ThemeError.combining(errors)!)
        case .success(let document): parent = document
        }
      case .file(let url):
        let parentData: Data
        switch ThemeFileReader.read(
          url, name: parentSource.fileName, reportedIn: current.document.file, at: "$extends")
        {
        case .failure(let error):
          errors.append(error)
          return .failure(ThemeError.combining(errors)!)
        case .success(let data): parentData = data
        }
        let (document, parentErrors) = TokenDocument.parse(parentData, file: parentSource.fileName)
        errors += parentErrors
        guard let document else { return .failure(ThemeError.combining(errors)!) }
        parent = document
      }
      chain.insert(parent, at: 0)
      current = (parent, parentSource)
    }

    let set = TokenSet(chain: chain)
    let (resolved, aliasErrors, unresolved) = set.resolved()
    errors += aliasErrors
    let name = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
    var builder = ThemeBuilder(
      name: name, file: fileName, tokens: resolved,
      unresolved: unresolved,
      rootExtensions: set.rootExtensions, groupExtensions: set.groupExtensions,
      extensionFiles: set.extensionFiles)
    let theme = builder.build()
    // A bad value reached through an alias is the written token's problem: report it there
    // once, not again at each alias (possibly in a parent file the user did not write).
    let placed = Set(builder.errors.map { "\($0.kind) \($0.path) \($0.found)" })
    errors += builder.errors.filter { error in
      guard let origin = resolved[error.path]?.origin else { return true }
      return !placed.contains("\(error.kind) \(origin) \(error.found)")
    }
    if let error = ThemeError.combining(errors) { return .failure(error) }
    guard let theme else {
      // Unreachable: every path that leaves the theme unbuilt records why. Kept as an error,
      // not a trap, because the input is a user's file.
      return .failure(
        ThemeError(
          .missingToken, file: fileName, path: "", expected: "a complete theme", found: "an incomplete one"))
    }
    return .success(theme)
  }

  /// `$extends: "light"` names a shipped theme; `$extends: "base.json"` (or any path ending in
  /// `.json`) names a file beside the extending one.
  ///
  /// A file is held to the file-reference rule (`FileReferenceRule`): a relative path that
  /// stays, after symbolic links, inside the folder of `root` (the theme file the load started
  /// from) or below it.
  static func locateParent(
    _ name: String, of document: TokenDocument, at source: ThemeSource?, root: ThemeSource? = nil
  ) -> Result<ThemeSource, ThemeError> {
    if name.hasSuffix(".json") {
      guard case .file(let url) = source else {
        return .failure(
          ThemeError(
            .unknownTheme, file: document.file, path: "$extends",
            expected: "a shipped theme name (\(Theme.shippedNames.joined(separator: ", "))); "
              + "a file can only be extended from a theme loaded with Theme.load(contentsOf:)",
            found: "\"\(name)\""))
      }
      let folder = url.deletingLastPathComponent()
      let rootFolder: URL
      if case .file(let rootURL) = root {
        rootFolder = rootURL.deletingLastPathComponent()
      } else {
        rootFolder = folder
      }
      func refused(_ reason: String) -> Result<ThemeSource, ThemeError> {
        .failure(
          ThemeError(
            .unreadableFile, file: document.file, path: "$extends",
            expected: FileReferenceRule.expectation(root: rootFolder.standardizedFileURL.path),
            found: "\"\(name)\", \(reason)"))
      }
      if let reason = FileReferenceRule.lexicalProblem(
        name, depth: FileReferenceRule.depth(of: folder, below: rootFolder))
      {
        return refused(reason)
      }
      let target = folder.appendingPathComponent(name).standardizedFileURL
      if let realTarget = FileReferenceRule.realPath(target.path),
        let realRoot = FileReferenceRule.realPath(rootFolder.path),
        !FileReferenceRule.contains(root: realRoot, realTarget)
      {
        return refused("which a symbolic link leads outside it")
      }
      return .success(.file(target))
    }
    guard ShippedThemes.resolver.namedInputs[name] != nil else {
      return .failure(
        ThemeError(
          .unknownTheme, file: document.file, path: "$extends",
          expected:
            "a shipped theme (\(Theme.shippedNames.joined(separator: ", "))) or a .json file beside this one",
          found: "\"\(name)\""))
    }
    return .success(.shipped(name))
  }

}

extension Theme {
  /// The themes built into the library, sorted: `brand`, `dark`, `dark-high-contrast`, …: the
  /// named inputs of the shipped resolver document (`Themes/tokens/themes.resolver.json`).
  public static let shippedNames: [String] = ShippedThemes.names

  /// A shipped theme as one complete theme file: the resolver's sources for its input merged,
  /// aliases kept (keys sorted). A starting point for a theme of one's own; it loads as the
  /// shipped theme does.
  public static func shippedSource(named name: String) -> String? { ShippedThemes.source(named: name) }

  /// A theme built into the library, which works wherever the binary runs: the shipped
  /// resolver's input of that name, resolved once on first use.
  public static func shipped(named name: String) throws(ThemeError) -> Theme {
    guard let result = ShippedThemes.theme(named: name) else {
      throw ThemeError(
        .unknownTheme, file: "\(name).json", path: "",
        expected: "a shipped theme: \(shippedNames.joined(separator: ", "))",
        found: "\"\(name)\"")
    }
    return try result.get()
  }

  /// A theme file on disk. It may `$extends` a shipped theme by name or a sibling file by its
  /// file name (`"base.json"`).
  public static func load(contentsOf url: URL) throws(ThemeError) -> Theme {
    let name = url.lastPathComponent
    let data = try ThemeFileReader.read(url, name: name, reportedIn: name, at: "").get()
    return try load(data: data, fileName: name, location: url)
  }

  /// A theme file's text, read by the caller from `location` (so the file is read once), named
  /// `fileName` in errors. It may `$extends` shipped themes and files beside `location`.
  public static func load(data: Data, fileName: String, location: URL) throws(ThemeError) -> Theme {
    try ThemeLoader.load(data: data, fileName: fileName, source: .file(location.standardizedFileURL)).get()
  }

  /// A theme file's text, named `fileName` in errors. It may `$extends` shipped themes only.
  public static func load(data: Data, fileName: String) throws(ThemeError) -> Theme {
    try ThemeLoader.load(data: data, fileName: fileName, source: nil).get()
  }
}
