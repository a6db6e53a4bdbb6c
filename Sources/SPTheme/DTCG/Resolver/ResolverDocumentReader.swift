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
  /// Each file read (by its real path; an embedded one by its name), nil when it failed.
  private var fileCache: [String: JSONValue?] = [:]
  private var textsByKey: [String: Data] = [:]
  /// Each file reference's size in JSON values (`TokenSource.weight`), by its text.
  private var referenceWeights: [String: Int] = [:]
  /// The sources and values every set and context took in so far (`admit`).
  private var sourceTotal = 0
  private var valueTotal = 0
  private var sourceBoundPassed = false
  /// The bytes read from files so far, the resolver document's own included.
  var bytesRead = 0
  private var rootRealPath: String?
  /// The cache key of the file `loadFile` last read (its real path, or its embedded name).
  private var loadedFileKey: String?
  private var root: [String: JSONValue] = [:]
  private var setsInProgress: Set<String> = []
  /// Every declared set read so far: its items, or nil when it is invalid.
  private var expandedSets: [String: [SourceItem]?] = [:]
  /// The id of each source (`TokenSource.id`) that more than one place may name: a file part
  /// without overrides, by its file and fragment.
  private var sourceIDs: [String: Int] = [:]
  private var nextSourceID = 0

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
    var sets: [String: [SourceItem]]
    /// The sets neither `resolutionOrder` nor a modifier uses, by name.
    var unusedSets: [String] = []
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
    var unusedSets: [String] = []
    if let sets = object["sets"]?.object {
      let used = Set(expandedSets.keys)
      for name in sets.keys.sorted() where !sourceBoundPassed {
        let valid = expandSet(name, at: JSONPointer(["sets", name]))
        if !used.contains(name), valid {
          unusedSets.append(name)
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
      order: order, themeNames: themeNames, sets: expandedSets.compactMapValues { $0 },
      unusedSets: unusedSets)
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
        guard expandSet(segments[1], at: pointer.appending("$ref")) else { return nil }
        return (.set(ResolverSet(name: segments[1], items: [.set(segments[1])])), segments[1])
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
      guard let items = readSources(rest["sources"], at: pointer.appending("sources"), inSet: true) else {
        return nil
      }
      return (.set(ResolverSet(name: name, items: items)), name)
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

  /// Reads a declared set once, its `$ref`s to other sets kept as references; false when it
  /// is invalid, missing, in a loop, or nested deeper than sets may be.
  private mutating func expandSet(_ name: String, at pointer: JSONPointer) -> Bool {
    if let done = expandedSets[name] { return done != nil }
    let setPointer = JSONPointer(["sets", name])
    guard let set = root["sets"]?.object?[name] else {
      fail(pointer, expected: "a set declared in sets", found: "\"#/sets/\(name)\"")
      return false
    }
    if setsInProgress.contains(name) {
      fail(pointer, expected: "sets that do not include themselves", found: "a loop through \"\(name)\"")
      return false
    }
    if setsInProgress.count >= options.limits.maximumNesting {
      problems.append(
        TokenProblem(
          .tooLarge, file: file, pointer: pointer.description,
          expected: "sets including sets at most \(options.limits.maximumNesting) deep",
          found: "a deeper chain at \"\(name)\""))
      return false
    }
    guard let object = set.object else {
      fail(setPointer, expected: "a set (an object with sources)", found: set.summary)
      expandedSets[name] = .some(nil)
      return false
    }
    setsInProgress.insert(name)
    defer { setsInProgress.remove(name) }
    checkProperties(object, allowed: Self.setProperties, at: setPointer, what: "a set")
    let items = readSources(object["sources"], at: setPointer.appending("sources"), inSet: true)
    expandedSets[name] = .some(items)
    return items != nil
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
    var sources: [String: [SourceItem]] = [:]
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
  /// or a set of this document, kept by name).
  private mutating func readSources(_ value: JSONValue?, at pointer: JSONPointer, inSet: Bool)
    -> [SourceItem]?
  {
    guard let items = value?.array else {
      fail(pointer, expected: "an array of token sources", found: value?.summary ?? "nothing")
      return nil
    }
    var sources: [SourceItem] = []
    var ok = true
    for (position, item) in items.enumerated() {
      if sourceBoundPassed { return nil }
      let itemPointer = pointer.appending(position)
      guard let object = item.object else {
        fail(itemPointer, expected: "a token document or a reference object", found: item.summary)
        ok = false
        continue
      }
      guard let reference = object["$ref"] else {
        guard let source = newSource(item, origin: SourceOrigin(file: file, pointer: itemPointer), key: nil)
        else { return nil }
        sources.append(.source(source))
        continue
      }
      guard let text = reference.string else {
        fail(itemPointer.appending("$ref"), expected: "a reference string", found: reference.summary)
        ok = false
        continue
      }
      guard let read = readReference(text, overrides: object, at: itemPointer.appending("$ref")) else {
        ok = false
        continue
      }
      sources.append(read)
    }
    return ok ? sources : nil
  }

  /// A source with its id: the one already given to `key` (a file part named again without
  /// overrides), or a new one, counted against the resolver's bounds
  /// (`TokenTree.Limits.maximumResolverSources`, `maximumResolverValues`); nil, with one problem
  /// for the whole document, past them.
  private mutating func newSource(_ json: JSONValue, origin: SourceOrigin, key: String?) -> TokenSource? {
    if let key, let id = sourceIDs[key], let weight = referenceWeights[key] {
      return TokenSource(json: json, origin: origin, weight: weight, id: id)
    }
    if sourceBoundPassed { return nil }
    let weight = json.valueCount
    sourceTotal += 1
    valueTotal += weight
    let limits = options.limits
    if sourceTotal > limits.maximumResolverSources || valueTotal > limits.maximumResolverValues {
      sourceBoundPassed = true
      problems.append(
        TokenProblem(
          .tooLarge, file: file, pointer: origin.file == file ? origin.pointer.description : "",
          expected:
            "token sources of at most \(limits.maximumResolverValues) JSON values in all (and \(limits.maximumResolverSources) sources), each file part counted once however often it is named",
          found: "more at this source, from \(origin.file)"))
      return nil
    }
    nextSourceID += 1
    if let key {
      sourceIDs[key] = nextSourceID
      referenceWeights[key] = weight
    }
    return TokenSource(json: json, origin: origin, weight: weight, id: nextSourceID)
  }

  private mutating func readReference(
    _ text: String, overrides: [String: JSONValue], at pointer: JSONPointer
  ) -> SourceItem? {
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
      if segments.count == 2, segments[0] == "sets" {
        return expandSet(segments[1], at: pointer) ? .set(segments[1]) : nil
      }
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
    guard var json = loadFile(path, base: base, at: pointer) else { return nil }
    let fileKey = loadedFileKey
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
    var key: String? = "\(fileKey ?? path)#\(sourcePointer.description)"
    if overrides.count > 1, case .object(var members) = json {
      // Keys beside `$ref` override the referenced object's, shallowly (§ Extending).
      for (key, value) in overrides where key != "$ref" { members[key] = value }
      json = .object(members)
      key = nil
    }
    guard let source = newSource(json, origin: SourceOrigin(file: path, pointer: sourcePointer), key: key)
    else { return nil }
    return .source(source)
  }

  /// A token file a source names, read once (by its real path), under the file-reference rule
  /// (`FileReferenceRule`) and the resolver's byte bounds.
  private mutating func loadFile(_ path: String, base: URL, at pointer: JSONPointer) -> JSONValue? {
    func refuse(_ kind: TokenProblem.Kind, expected: String, found: String) -> JSONValue? {
      problems.append(
        TokenProblem(kind, file: file, pointer: pointer.description, expected: expected, found: found))
      return nil
    }
    let rootText = embeddedFiles == nil ? base.path : "(the embedded files)"
    if let reason = FileReferenceRule.lexicalProblem(path) {
      return refuse(
        .unreadableFile, expected: FileReferenceRule.expectation(root: rootText),
        found: "\"\(path)\", \(reason)")
    }
    let data: Data
    let key: String
    if let embeddedFiles {
      key = path
      loadedFileKey = key
      if let cached = fileCache[key] {
        // The same file by another name (a link): its text under this name too, for places.
        if texts[path] == nil, let text = textsByKey[key] { texts[path] = text }
        return cached
      }
      guard let text = embeddedFiles[path] else {
        return refuse(
          .unreadableFile,
          expected: "one of the embedded files (\(embeddedFiles.keys.sorted().joined(separator: ", ")))",
          found: "\"\(path)\"")
      }
      data = text
      if data.count > options.limits.maximumBytes {
        return refuse(
          .tooLarge, expected: "a file of at most \(options.limits.maximumBytes) bytes",
          found: "\"\(path)\", \(data.count) bytes")
      }
    } else {
      let target = base.appendingPathComponent(path).standardizedFileURL.path
      guard let realTarget = FileReferenceRule.realPath(target) else {
        // Not there, or a loop of links: said in the reader's words.
        return refuse(
          .unreadableFile, expected: "a readable file at \(target)",
          found: "\"\(path)\", \(RegularFileReader.unresolvable(target).text)")
      }
      let realRoot = rootRealPath ?? FileReferenceRule.realPath(base.path) ?? base.path
      rootRealPath = realRoot
      guard FileReferenceRule.contains(root: realRoot, realTarget) else {
        return refuse(
          .unreadableFile, expected: FileReferenceRule.expectation(root: base.path),
          found: "\"\(path)\", which a symbolic link leads outside it")
      }
      key = realTarget
      loadedFileKey = key
      if let cached = fileCache[key] {
        // The same file by another name (a link): its text under this name too, for places.
        if texts[path] == nil, let text = textsByKey[key] { texts[path] = text }
        return cached
      }
      let remaining = options.limits.maximumResolverBytes - bytesRead
      switch RegularFileReader.read(realTarget, limit: min(options.limits.maximumBytes, max(0, remaining))) {
      case .success(let bytes): data = bytes
      case .failure(.tooLarge(let size)):
        fileCache[key] = .some(nil)
        if size > options.limits.maximumBytes {
          return refuse(
            .tooLarge, expected: "a file of at most \(options.limits.maximumBytes) bytes",
            found: "\"\(path)\", \(size) bytes")
        }
        return refuse(
          .tooLarge,
          expected:
            "files of at most \(options.limits.maximumResolverBytes) bytes in all for one resolver (\(bytesRead) read before this one)",
          found: "\"\(path)\", \(size) bytes more")
      case .failure(let problem):
        fileCache[key] = .some(nil)
        return refuse(
          .unreadableFile, expected: "a readable regular file at \(target)",
          found: "\"\(path)\", \(problem.text)")
      }
      bytesRead += data.count
    }
    fileCache[key] = .some(nil)
    texts[path] = data
    textsByKey[key] = data
    switch TokenDocumentJSON.parse(data) {
    case .failure(let complaint):
      problems.append(
        TokenProblem(.invalidJSON, file: path, pointer: "", expected: "a JSON object", found: complaint.text))
      return nil
    case .success(let json):
      fileCache[key] = json
      return json
    }
  }
}
