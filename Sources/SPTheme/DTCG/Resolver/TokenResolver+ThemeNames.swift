/// Theme names for a resolver's inputs. A resolver may list named inputs under its root
/// `$extensions` (`com.spblocks.theme` → `themes` → name → input), as the shipped one does
/// (`dark` is `appearance=dark`); `--theme dark` is then one input by name, and a tree compiled
/// with that input is named `dark`, as it was before resolvers.
extension TokenResolver {
  /// The named inputs, by name; empty when the document lists none.
  public var namedInputs: [String: [String: String]] { themeNames }

  /// The name a theme resolved with `input` takes: the named input it equals (after defaults),
  /// else the document's file stem and the input, `tokens(appearance=dark,contrast=high)`.
  public func themeName(for input: [String: String]) -> String {
    let full = (try? validated(input)) ?? input
    for (name, named) in themeNames.sorted(by: { $0.key < $1.key }) {
      if let namedFull = try? validated(named), namedFull == full { return name }
    }
    let stem = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    let pairs = full.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    return pairs.isEmpty ? stem : "\(stem)(\(pairs))"
  }
}
