import Foundation

/// Reads a resolver document (Resolver Module 2025.10) into sets, modifiers and a resolution
/// order, enforcing the module's rules: the version, the properties each object may have,
/// sources, at least two contexts, a default among them, names unique in the resolution order,
/// inline items with their `type` and `name`, and the pointers a reference object may hold
/// (never into `resolutionOrder`, never to a modifier from a set or a modifier, never in a loop).
/// File sources are read relative to the resolver document, each file once.
struct ResolverDocumentReader {
  let file: String
  let baseURL: URL?
  /// Files given as text rather than read from disk, by the path a source names (the shipped
  /// themes' resolver, embedded in the library).
  let embeddedFiles: [String: Data]?
  let options: TokenReadingOptions
  var problems: [TokenProblem] = []
  /// The text of every file read, by the name problems give it, to place problems in it.
  var texts: [String: Data] = [:]
  private var fileCache: [URL: JSONValue?] = [:]
  private var root: [String: JSONValue] = [:]
  private var setsInProgress: Set<String> = []
  private var expandedSets: [String: [TokenSource]] = [:]

  init(file: String, baseURL: URL?, embeddedFiles: [String: Data]? = nil, options: TokenReadingOptions) {
    self.file = file
    self.baseURL = baseURL
    self.embeddedFiles = embeddedFiles
    self.options = options
  }

  private mutating func fail(_ pointer: JSONPointer, expected: String, found: String) {
    problems.append(
      TokenProblem(
        .invalidResolver, file: file, pointer: pointer.description, expected: expected, found: found))
  }

  static let rootProperties: Set<String> = [
    "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs",
    "$extensions",
  ]
  static let setProperties: Set<String> = ["sources", "description", "$extensions"]
  static let modifierProperties: Set<String> = ["contexts", "description", "default", "$extensions"]

  struct Document {
    var name: String?
    var description: String?
    var modifiers: [String: ResolverModifierSources]
    var order: [ResolutionStep]
    var themeNames: [String: [String: String]]
    /// The sets neither `resolutionOrder` nor a modifier uses, by name, with their sources.
    var unusedSets: [String: [TokenSource]] = [:]
  }

  mutating func read(_ json: JSONValue) -> Document? {
    guard let object = json.object else {
      fail(JSONPointer(), expected: "a resolver document (a JSON object)", found: json.summary)
      return nil
    }
    root = object
    for key in object.keys.sorted() where !Self.rootProperties.contains(key) {
      fail(
        JSONPointer([key]),
        expected: "a root property (\(Self.rootProperties.sorted().joined(separator: ", ")))",
        found: "\"\(key)\"")
    }
    if let version = object["version"] {
      if version.string != "2025.10" {
        fail(JSONPointer(["version"]), expected: "\"2025.10\"", found: version.summary)
      }
    } else {
      fail(JSONPointer(["version"]), expected: "a version, \"2025.10\"", found: "nothing")
    }
    for key in ["name", "description", "$schema"] {
      if let value = object[key], value.string == nil {
        fail(JSONPointer([key]), expected: "a string", found: value.summary)
      }
    }
    checkExtensions(object, at: JSONPointer())
    if let sets = object["sets"], sets.object == nil {
      fail(JSONPointer(["sets"]), expected: "an object of sets by name", found: sets.summary)
    }
    var modifiers: [String: ResolverModifierSources] = [:]
    if let declared = object["modifiers"] {
      if let members = declared.object {
        for (name, modifier) in members.sorted(by: { $0.key < $1.key }) {
          if let read = readModifier(modifier, name: name, at: JSONPointer(["modifiers", name])) {
            modifiers[name] = read
          }
        }
      } else {
        fail(JSONPointer(["modifiers"]), expected: "an object of modifiers by name", found: declared.summary)
      }
    }
    var order: [ResolutionStep] = []
    var names: [String: JSONPointer] = [:]
    if let items = object["resolutionOrder"]?.array, !items.isEmpty {
      for (position, item) in items.enumerated() {
        let pointer = JSONPointer(["resolutionOrder", String(position)])
        guard let (step, name) = readStep(item, at: pointer, modifiers: &modifiers) else { continue }
        if names[name] != nil {
          fail(pointer, expected: "names unique in resolutionOrder", found: "\"\(name)\" a second time")
        }
        names[name] = pointer
        order.append(step)
      }
    } else {
      fail(
        JSONPointer(["resolutionOrder"]), expected: "a non-empty array of sets and modifiers",
        found: object["resolutionOrder"]?.summary ?? "nothing")
    }
    // Every set is checked, whether the order uses it or not; one the order and the modifiers
    // never reach (not expanded by now) is a warning of its own.
    var unusedSets: [String: [TokenSource]] = [:]
    if let sets = object["sets"]?.object {
      let used = Set(expandedSets.keys)
      for name in sets.keys.sorted() {
        let sources = expandSet(name, at: JSONPointer(["sets", name]))
        if !used.contains(name), let sources {
          unusedSets[name] = sources
          problems.append(
            TokenProblem(
              .unusedSet, .invalidResolver, file: file, pointer: JSONPointer(["sets", name]).description,
              expected: "a set that resolutionOrder includes (its tokens are in no resolved tree)",
              found: "\"\(name)\", which no resolutionOrder entry or modifier uses"))
        }
      }
    }
    var themeNames: [String: [String: String]] = [:]
    if let named = object["$extensions"]?.object?["com.spblocks.theme"]?.object?["themes"]?.object {
      for (name, input) in named {
        themeNames[name] = input.object?.compactMapValues(\.string) ?? [:]
      }
    }
    return Document(
      name: object["name"]?.string, description: object["description"]?.string, modifiers: modifiers,
      order: order, themeNames: themeNames, unusedSets: unusedSets)
  }

  private mutating func checkExtensions(_ object: [String: JSONValue], at pointer: JSONPointer) {
    if let extensions = object["$extensions"], extensions.object == nil {
      fail(pointer.appending("$extensions"), expected: "an object keyed by vendor", found: extensions.summary)
    }
  }

  private mutating func checkProperties(
    _ object: [String: JSONValue], allowed: Set<String>, at pointer: JSONPointer, what: String
  ) {
    for key in object.keys.sorted() where !allowed.contains(key) {
      fail(
        pointer.appending(key),
        expected: "a property of \(what) (\(allowed.sorted().joined(separator: ", ")))",
        found: "\"\(key)\"")
    }
    if let description = object["description"], description.string == nil {
      fail(pointer.appending("description"), expected: "a string", found: description.summary)
    }
    checkExtensions(object, at: pointer)
  }

  // MARK: - resolutionOrder

  private mutating func readStep(
    _ item: JSONValue, at pointer: JSONPointer, modifiers: inout [String: ResolverModifierSources]
  ) -> (ResolutionStep, String)? {
    guard let object = item.object else {
      fail(pointer, expected: "a reference object or an inline set or modifier", found: item.summary)
      return nil
    }
    if let reference = object["$ref"] {
      guard let text = reference.string, case .success(let target) = JSONPointer.parse(reference: text) else {
        fail(
          pointer.appending("$ref"), expected: "a pointer \"#/sets/…\" or \"#/modifiers/…\"",
          found: reference.summary)
        return nil
      }
      let segments = target.segments
      if segments.count == 2, segments[0] == "sets" {
        guard let sources = expandSet(segments[1], at: pointer.appending("$ref")) else { return nil }
        return (.set(ResolverSet(name: segments[1], sources: sources)), segments[1])
      }
      if segments.count == 2, segments[0] == "modifiers" {
        guard modifiers[segments[1]] != nil else {
          fail(pointer.appending("$ref"), expected: "a modifier declared in modifiers", found: "\"\(text)\"")
          return nil
        }
        return (.modifier(segments[1]), segments[1])
      }
      fail(
        pointer.appending("$ref"),
        expected:
          "a pointer to a set or a modifier (\"#/sets/name\", \"#/modifiers/name\"), never into resolutionOrder",
        found: "\"\(text)\"")
      return nil
    }
    guard let name = object["name"]?.string, !name.isEmpty else {
      fail(
        pointer.appending("name"), expected: "an inline set or modifier's name",
        found: object["name"]?.summary ?? "nothing")
      return nil
    }
    switch object["type"]?.string {
    case "set":
      var rest = object
      rest["type"] = nil
      rest["name"] = nil
      checkProperties(rest, allowed: Self.setProperties, at: pointer, what: "a set")
      guard let sources = readSources(rest["sources"], at: pointer.appending("sources"), inSet: true) else {
        return nil
      }
      return (.set(ResolverSet(name: name, sources: sources)), name)
    case "modifier":
      var rest = object
      rest["type"] = nil
      rest["name"] = nil
      if modifiers[name] != nil {
        fail(pointer.appending("name"), expected: "a name no declared modifier has", found: "\"\(name)\"")
        return nil
      }
      guard let modifier = readModifier(.object(rest), name: name, at: pointer) else { return nil }
      modifiers[name] = modifier
      return (.modifier(name), name)
    default:
      fail(
        pointer.appending("type"), expected: "\"set\" or \"modifier\" on an inline item",
        found: object["type"]?.summary ?? "nothing")
      return nil
    }
  }

  // MARK: - Sets and modifiers

  /// A declared set's sources with its `$ref`s to other sets expanded; a loop is an error.
  private mutating func expandSet(_ name: String, at pointer: JSONPointer) -> [TokenSource]? {
    if let done = expandedSets[name] { return done }
    let setPointer = JSONPointer(["sets", name])
    guard let set = root["sets"]?.object?[name] else {
      fail(pointer, expected: "a set declared in sets", found: "\"#/sets/\(name)\"")
      return nil
    }
    if setsInProgress.contains(name) {
      fail(pointer, expected: "sets that do not include themselves", found: "a loop through \"\(name)\"")
      return nil
    }
    guard let object = set.object else {
      fail(setPointer, expected: "a set (an object with sources)", found: set.summary)
      return nil
    }
    setsInProgress.insert(name)
    defer { setsInProgress.remove(name) }
    checkProperties(object, allowed: Self.setProperties, at: setPointer, what: "a set")
    guard let sources = readSources(object["sources"], at: setPointer.appending("sources"), inSet: true)
    else {
      return nil
    }
    expandedSets[name] = sources
    return sources
  }

  private mutating func readModifier(
    _ value: JSONValue, name: String, at pointer: JSONPointer
  ) -> ResolverModifierSources? {
    guard let object = value.object else {
      fail(pointer, expected: "a modifier (an object with contexts)", found: value.summary)
      return nil
    }
    checkProperties(object, allowed: Self.modifierProperties, at: pointer, what: "a modifier")
    guard let contexts = object["contexts"]?.object else {
      fail(
        pointer.appending("contexts"), expected: "an object of contexts by name",
        found: object["contexts"]?.summary ?? "nothing")
      return nil
    }
    if contexts.count < 2 {
      fail(
        pointer.appending("contexts"), expected: "at least two contexts (one is a set)",
        found: "\(contexts.count)")
      return nil
    }
    var sources: [String: [TokenSource]] = [:]
    for (context, list) in contexts.sorted(by: { $0.key < $1.key }) {
      if let read = readSources(list, at: pointer.appending("contexts").appending(context), inSet: false) {
        sources[context] = read
      }
    }
    var defaultContext: String?
    if let value = object["default"] {
      if let text = value.string, contexts[text] != nil {
        defaultContext = text
      } else {
        fail(
          pointer.appending("default"),
          expected: "one of the contexts (\(contexts.keys.sorted().joined(separator: ", ")))",
          found: value.summary)
      }
    }
    guard sources.count == contexts.count else { return nil }
    return ResolverModifierSources(
      modifier: ResolverModifier(
        name: name, contexts: contexts.keys.sorted(), defaultContext: defaultContext,
        description: object["description"]?.string),
      contexts: sources)
  }

  /// A `sources` array: inline token documents and reference objects (a file, a part of one,
  /// or a set of this document).
  private mutating func readSources(_ value: JSONValue?, at pointer: JSONPointer, inSet: Bool)
    -> [TokenSource]?
  {
    guard let items = value?.array else {
      fail(pointer, expected: "an array of token sources", found: value?.summary ?? "nothing")
      return nil
    }
    var sources: [TokenSource] = []
    var ok = true
    for (position, item) in items.enumerated() {
      let itemPointer = pointer.appending(position)
      guard let object = item.object else {
        fail(itemPointer, expected: "a token document or a reference object", found: item.summary)
        ok = false
        continue
      }
      guard let reference = object["$ref"] else {
        sources.append(TokenSource(json: item, origin: SourceOrigin(file: file, pointer: itemPointer)))
        continue
      }
      guard let text = reference.string else {
        fail(itemPointer.appending("$ref"), expected: "a reference string", found: reference.summary)
        ok = false
        continue
      }
      guard let expanded = readReference(text, overrides: object, at: itemPointer.appending("$ref")) else {
        ok = false
        continue
      }
      sources += expanded
    }
    return ok ? sources : nil
  }

  private mutating func readReference(
    _ text: String, overrides: [String: JSONValue], at pointer: JSONPointer
  ) -> [TokenSource]? {
    if text.hasPrefix("#") {
      guard case .success(let target) = JSONPointer.parse(reference: text) else {
        fail(pointer, expected: "a JSON Pointer (#/sets/name)", found: "\"\(text)\"")
        return nil
      }
      let segments = target.segments
      if segments.first == "modifiers" {
        fail(
          pointer, expected: "a set or a token file; only resolutionOrder may name a modifier",
          found: "\"\(text)\"")
        return nil
      }
      if segments.first == "resolutionOrder" {
        fail(pointer, expected: "no pointer into resolutionOrder", found: "\"\(text)\"")
        return nil
      }
      if segments.count == 2, segments[0] == "sets" { return expandSet(segments[1], at: pointer) }
      fail(pointer, expected: "a pointer to a set (#/sets/name)", found: "\"\(text)\"")
      return nil
    }
    // A file, relative to this document, perhaps with a fragment naming a part of it.
    let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    let base = baseURL ?? (embeddedFiles == nil ? nil : URL(fileURLWithPath: "/"))
    guard let base, !path.isEmpty, !path.contains("://") else {
      fail(
        pointer,
        expected: base == nil
          ? "inline tokens (a resolver read from text cannot open files)"
          : "a file path relative to the resolver",
        found: "\"\(text)\"")
      return nil
    }
    let url = base.appendingPathComponent(path).standardizedFileURL
    guard var json = loadFile(url, named: path, at: pointer) else { return nil }
    var sourcePointer = JSONPointer()
    if parts.count == 2 {
      guard case .success(let fragment) = JSONPointer.parse(reference: "#" + parts[1]) else {
        fail(pointer, expected: "a fragment that is a JSON Pointer (file.json#/a/b)", found: "\"\(text)\"")
        return nil
      }
      for segment in fragment.segments {
        guard let next = json.object?[segment] else {
          fail(pointer, expected: "a fragment naming a part of \(path)", found: "\"\(text)\"")
          return nil
        }
        json = next
      }
      sourcePointer = fragment
    }
    if overrides.count > 1, case .object(var members) = json {
      // Keys beside `$ref` override the referenced object's, shallowly (§ Extending).
      for (key, value) in overrides where key != "$ref" { members[key] = value }
      json = .object(members)
    }
    return [TokenSource(json: json, origin: SourceOrigin(file: path, pointer: sourcePointer))]
  }

  private mutating func loadFile(_ url: URL, named name: String, at pointer: JSONPointer) -> JSONValue? {
    if let cached = fileCache[url] { return cached }
    fileCache[url] = .some(nil)
    let data: Data
    if let embeddedFiles {
      guard let text = embeddedFiles[name] else {
        problems.append(
          TokenProblem(
            .unreadableFile, file: file, pointer: pointer.description,
            expected: "one of the embedded files (\(embeddedFiles.keys.sorted().joined(separator: ", ")))",
            found: "\"\(name)\""))
        return nil
      }
      data = text
    } else {
      do throws(TokenError) {
        data = try TokenFiles.read(url, named: name, from: file, pointer: pointer.description)
      } catch {
        problems += error.problems
        return nil
      }
    }
    if data.count > options.limits.maximumBytes {
      problems.append(
        TokenProblem(
          .tooLarge, file: name, pointer: "",
          expected: "a file of at most \(options.limits.maximumBytes) bytes",
          found: "\(data.count) bytes"))
      return nil
    }
    texts[name] = data
    switch TokenDocumentJSON.parse(data) {
    case .failure(let complaint):
      problems.append(
        TokenProblem(.invalidJSON, file: name, pointer: "", expected: "a JSON object", found: complaint.text))
      return nil
    case .success(let json):
      fileCache[url] = json
      return json
    }
  }
}
