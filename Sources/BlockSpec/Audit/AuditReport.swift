import Foundation
import SPTheme

/// What an audit of one document found, each finding once with every environment that shows
/// it, the smallest of them named, and the command that reproduces it.
public struct DocumentAudit: Hashable, Sendable {
  /// The document as given on the command line.
  public var file: String
  /// The block it compiles to: `statsOverview`.
  public var block: String
  /// How many trees were compiled, laid out and audited.
  public var treeCount: Int
  public var groups: [FindingGroup]

  public init(file: String, block: String, treeCount: Int, groups: [FindingGroup]) {
    self.file = file
    self.block = block
    self.treeCount = treeCount
    self.groups = groups
  }
}

/// One finding and where it shows.
public struct FindingGroup: Hashable, Sendable {
  public var finding: AuditFinding
  /// Every node that shows it: one for a layout finding, every node painted with the same pair
  /// of colours for a contrast finding (one colour pair is one thing to fix).
  public var nodes: [String]
  /// How many trees show it.
  public var occurrences: Int
  /// The environments that show it, one dimension at a time.
  public var span: AuditSpan
  /// The first environment that shows it: the smallest Dynamic Type size, then the narrowest
  /// width, the first theme, Reduce Motion off, the first locale and state.
  public var example: AuditExample
  /// Where in the document the finding's content comes from (`metrics[2].label`), when the
  /// block can say.
  public var documentPath: String?

  public init(
    finding: AuditFinding, nodes: [String], occurrences: Int, span: AuditSpan, example: AuditExample,
    documentPath: String?
  ) {
    self.finding = finding
    self.nodes = nodes
    self.occurrences = occurrences
    self.span = span
    self.example = example
    self.documentPath = documentPath
  }
}

/// The values of each matrix dimension at which a finding shows, and the values tested.
public struct AuditSpan: Hashable, Sendable {
  public var themes: [String]
  public var sizes: [DynamicTypeStep]
  public var widths: [Double]
  public var reduceMotion: [Bool]
  public var locales: [String]
  public var states: [String]

  /// The tested values, to say "every" when a finding shows at all of them.
  public var tested: Tested

  public struct Tested: Hashable, Sendable {
    public var themes: [String]
    public var sizes: [DynamicTypeStep]
    public var widths: [Double]
    public var locales: [String]
    public var states: [String]
  }

  /// "from accessibility3 at 320 pt in every theme": the smallest size that shows it (or the
  /// sizes, when they are not every size from there up), the widths, the themes, then Reduce
  /// Motion, locales and states where they narrow it down.
  public var description: String {
    var parts: [String] = []
    parts.append(describeSizes())
    if widths.count == tested.widths.count {
      parts.append("at every width")
    } else {
      parts.append("at " + Self.list(widths.map(Self.points)) + " pt")
    }
    if tested.themes.count == 1 {
      parts.append("in theme \(themes[0])")
    } else {
      parts.append(themes.count == tested.themes.count ? "in every theme" : "in " + Self.list(themes))
    }
    if reduceMotion == [true] { parts.append("with Reduce Motion on") }
    if reduceMotion == [false] { parts.append("with Reduce Motion off") }
    if tested.locales.count > 1, locales.count < tested.locales.count {
      parts.append("in " + Self.list(locales))
    }
    if tested.states.count > 1 {
      parts.append(
        states.count == tested.states.count ? "in every state" : "when " + Self.list(states))
    }
    return parts.joined(separator: " ")
  }

  private func describeSizes() -> String {
    let all = tested.sizes
    if sizes.count == all.count { return "at every Dynamic Type size" }
    if sizes.count == 1 { return "at \(sizes[0].rawValue)" }
    // Every tested size up to the largest showing one: "up to X" (large text needs less contrast).
    if let last = sizes.last, let end = all.firstIndex(of: last), Array(all[...end]) == sizes {
      return "up to \(last.rawValue)"
    }
    // Every tested size from the smallest showing one up to the largest: "from X".
    if let first = sizes.first, let start = all.firstIndex(of: first), Array(all[start...]) == sizes {
      return "from \(first.rawValue)"
    }
    return "at " + Self.list(sizes.map(\.rawValue))
  }

  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    case 2: "\(items[0]) and \(items[1])"
    default: items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
  }

  static func points(_ width: Double) -> String {
    width.rounded() == width && abs(width) < 1e15 ? String(Int(width)) : String(width)
  }
}

/// One environment, spelled as the command line spells it.
public struct AuditExample: Hashable, Sendable {
  public var theme: String
  public var dynamicTypeSize: DynamicTypeStep
  public var width: Double
  public var reduceMotion: Bool
  public var locale: String
  public var state: String
  /// The state's flags: `--phase error`.
  public var stateFlags: [String]

  /// The `spec-compile` command line that compiles this environment's tree for `file`, as a
  /// text tree with its frames laid out, so a designer can look at it.
  public func command(for file: String, defaultLocale: String = "en_US") -> String {
    var words = ["spec-compile", file, "--theme", theme, "--dynamic-type", dynamicTypeSize.rawValue]
    words += ["--width", AuditSpan.points(width)]
    if reduceMotion { words.append("--reduce-motion") }
    if locale != defaultLocale { words += ["--locale", locale] }
    words += stateFlags
    words += ["--format", "tree"]
    return words.map(ShellWord.quoted).joined(separator: " ")
  }
}

/// Quoting for a POSIX shell: words of safe characters stay bare, others go in single quotes.
enum ShellWord {
  static func quoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy {
      ($0.isASCII && (CharacterSet.alphanumerics.contains($0))) || "-_./=:,@%+".unicodeScalars.contains($0)
    }
    if safe, !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension AuditMatrix {
  /// Groups each case's findings into one group per finding: (kind, rule, node, other) for the
  /// layout and completeness, (rule, colour pair) for contrast, whatever nodes share the pair.
  /// Groups come in the order of `AuditFinding`'s comparison. A contrast finding's measured
  /// ratio can differ between themes; the group keeps the example's.
  public func group(
    _ results: [[AuditFinding]], documentPath: (AuditFinding) -> String? = { _ in nil }
  ) -> [FindingGroup] {
    struct Key: Hashable {
      var kind: AuditFinding.Kind
      var rule: String
      var node: String
      var other: String?
    }
    func key(_ finding: AuditFinding) -> Key {
      let node = finding.kind == .contrastTooLow || finding.kind == .textOverGraphic ? "" : finding.node
      return Key(kind: finding.kind, rule: finding.rule, node: node, other: finding.other)
    }
    var byKey: [Key: (finding: AuditFinding, cases: [Case], nodes: [String])] = [:]
    for (index, findings) in results.enumerated() where !findings.isEmpty {
      let item = self.case(at: index)
      var seen: Set<Key> = []
      for finding in findings {
        let key = key(finding)
        var entry = byKey[key] ?? (finding, [], [])
        if seen.insert(key).inserted { entry.cases.append(item) }
        if !entry.nodes.contains(finding.node) { entry.nodes.append(finding.node) }
        byKey[key] = entry
      }
    }
    let tested = AuditSpan.Tested(
      themes: themes.map(\.name), sizes: sizes, widths: widths, locales: locales.map(\.identifier),
      states: states.map(\.name))
    var groups: [FindingGroup] = []
    for (_, entry) in byKey {
      let first = entry.cases.min { a, b in
        (a.size, a.width, a.theme, a.reduceMotion ? 1 : 0, a.locale, a.state)
          < (b.size, b.width, b.theme, b.reduceMotion ? 1 : 0, b.locale, b.state)
      }!
      // The finding as the example case found it (its own ratio, for contrast).
      let index = indexOf(first)
      let finding = results[index].first { key($0) == key(entry.finding) } ?? entry.finding
      func present<T: Hashable>(_ values: [T], _ coordinate: (Case) -> Int) -> [T] {
        let seen = Set(entry.cases.map(coordinate))
        return values.indices.filter(seen.contains).map { values[$0] }
      }
      let motions = Set(entry.cases.map(\.reduceMotion))
      let span = AuditSpan(
        themes: present(themes.map(\.name), \.theme), sizes: present(sizes, \.size),
        widths: present(widths, \.width), reduceMotion: [false, true].filter(motions.contains),
        locales: present(locales.map(\.identifier), \.locale), states: present(states.map(\.name), \.state),
        tested: tested)
      let example = AuditExample(
        theme: themes[first.theme].name, dynamicTypeSize: sizes[first.size], width: widths[first.width],
        reduceMotion: first.reduceMotion, locale: locales[first.locale].identifier,
        state: states[first.state].name, stateFlags: states[first.state].flags)
      groups.append(
        FindingGroup(
          finding: finding, nodes: entry.nodes.sorted(), occurrences: entry.cases.count, span: span,
          example: example,
          documentPath: documentPath(finding)))
    }
    return groups.sorted { $0.finding < $1.finding }
  }

  /// The index `run` gave `item`.
  func indexOf(_ item: Case) -> Int {
    let motion = reduceMotion.firstIndex(of: item.reduceMotion) ?? 0
    var index = item.theme
    index = index * sizes.count + item.size
    index = index * widths.count + item.width
    index = index * reduceMotion.count + motion
    index = index * locales.count + item.locale
    index = index * states.count + item.state
    return index
  }
}
