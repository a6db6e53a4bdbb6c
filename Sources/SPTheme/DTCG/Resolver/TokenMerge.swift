/// The Resolver module's merge (§ Ordering): sources are laid over one another in order, groups
/// merged member by member, a token (an object with `$value` or `$ref`) replaced whole by a later
/// one. Each member records the source it came from, so a problem in the merged document can
/// name the file and place it was written in.
struct TokenMerge {
  var root: [String: JSONValue] = [:]
  /// The source of each member the merge set, by its pointer in the merged document.
  var origins: [String: SourceOrigin] = [:]

  mutating func lay(_ source: TokenSource) {
    guard let object = source.json.object else { return }
    Self.merge(object, into: &root, at: JSONPointer(), origin: source.origin, origins: &origins)
  }

  private static func isToken(_ object: [String: JSONValue]) -> Bool {
    object["$value"] != nil || object["$ref"] != nil
  }

  private static func merge(
    _ overlay: [String: JSONValue], into base: inout [String: JSONValue], at pointer: JSONPointer,
    origin: SourceOrigin, origins: inout [String: SourceOrigin]
  ) {
    for (key, value) in overlay {
      let memberPointer = pointer.appending(key)
      if let overlayGroup = value.object, !isToken(overlayGroup), case .object(var baseGroup)? = base[key],
        !isToken(baseGroup)
      {
        base[key] = .null  // let go of the old copy so the merge below does not copy on write
        merge(overlayGroup, into: &baseGroup, at: memberPointer, origin: origin, origins: &origins)
        base[key] = .object(baseGroup)
      } else {
        base[key] = value
        origins[memberPointer.description] = SourceOrigin(
          file: origin.file, pointer: JSONPointer(origin.pointer.segments + memberPointer.segments))
      }
    }
  }

  /// A problem found in the merged document, moved to the source that wrote the member it is in.
  func traced(_ problem: TokenProblem) -> TokenProblem {
    var segments = JSONLocator.pointer(problem.pointer) ?? []
    var suffix: [String] = []
    while true {
      if let origin = origins[JSONPointer(segments).description] {
        var moved = problem
        moved.file = origin.file
        moved.pointer = JSONPointer(origin.pointer.segments + suffix).description
        return moved
      }
      guard let last = segments.popLast() else { return problem }
      suffix.insert(last, at: 0)
    }
  }
}
