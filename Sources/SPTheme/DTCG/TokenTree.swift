import Foundation

/// A Design Tokens Format Module 2025.10 document, read and resolved: every token with its type,
/// its resolved and checked value, and its metadata.
///
/// ```swift
/// let tree = try TokenTree.read(data: data, file: "tokens.json")
/// tree["color.accent"]?.value      // .color(TokenColor(...))
/// ```
///
/// Reading collects every problem before it throws: names, properties, types, references
/// (dangling, cyclic, mismatched), group `$extends`, and each value against its type.
public struct TokenTree: Hashable, Sendable {
  /// Every token, sorted by dotted name.
  public var tokens: [DesignToken]
  /// The file the tree was read from (or the resolver document it was resolved from).
  public var file: String
  /// Every group's `$extensions`, by dotted group path; the document root's is "".
  public var groupExtensions: [String: [String: JSONValue]]
  /// The deviations the read took, as warnings, in document order (docs/tokens.md, "Problem
  /// codes"); empty for a file that keeps to the format. Not part of the tree's equality.
  public var warnings: [TokenProblem] = []
  private var index: [String: Int]

  public static func == (left: TokenTree, right: TokenTree) -> Bool {
    left.tokens == right.tokens && left.file == right.file && left.groupExtensions == right.groupExtensions
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(tokens)
    hasher.combine(file)
    hasher.combine(groupExtensions)
  }

  /// A tree of `tokens`, which the reader hands over sorted by name, with their positions by
  /// name when it has them.
  init(
    sortedTokens tokens: [DesignToken], index: [String: Int]? = nil, file: String,
    groupExtensions: [String: [String: JSONValue]] = [:]
  ) {
    assert(zip(tokens, tokens.dropFirst()).allSatisfy { $0.name < $1.name })
    self.groupExtensions = groupExtensions
    self.tokens = tokens
    self.file = file
    if let index {
      self.index = index
    } else {
      var index: [String: Int] = [:]
      index.reserveCapacity(tokens.count)
      for position in tokens.indices { index[tokens[position].name] = position }
      self.index = index
    }
  }

  /// The token at a dotted path (`color.accent`), or nil.
  public subscript(name: String) -> DesignToken? { index[name].map { tokens[$0] } }

  /// Reads one token document's bytes; `file` names it in problems.
  public static func read(
    data: Data, file: String, options: TokenReadingOptions = .init()
  ) throws(TokenError) -> TokenTree {
    if data.count > options.limits.maximumBytes {
      throw TokenError([
        TokenProblem(
          .tooLarge, file: file, pointer: "",
          expected: "a document of at most \(options.limits.maximumBytes) bytes", found: "\(data.count) bytes"
        )
      ])
    }
    let root: TokenNode
    let (parsed, valueCount) = TokenDocumentJSON.parseNodes(data)
    switch parsed {
    case .failure(let complaint):
      throw TokenError([
        TokenProblem(.invalidJSON, file: file, pointer: "", expected: "a JSON object", found: complaint.text)
      ])
    case .success(let node): root = node
    }
    var reader = TokenDocumentReader(file: file, options: options)
    reader.reserveCapacity(valueCount)
    let tree = reader.read(root)
    return try settled(tree, problems: reader.problems, options: options, texts: [file: data])
  }

  /// The tree with its warnings, or every problem thrown when any is an error under `options`
  /// (which may refuse deviations). Problems are located only when there are any.
  static func settled(
    _ tree: TokenTree?, problems: [TokenProblem], options: TokenReadingOptions, texts: [String: Data]
  ) throws(TokenError) -> TokenTree {
    if problems.isEmpty, let tree { return tree }
    let applied = problems.map { $0.applying(options) }
    let placed = JSONLocator.placed(applied, in: texts)
    guard let tree, !applied.contains(where: { $0.severity == .error }) else { throw TokenError(placed) }
    var warned = tree
    warned.warnings = TokenProblem.ordered(placed)
    return warned
  }

  /// Reads a token document from disk.
  public static func read(
    contentsOf url: URL, options: TokenReadingOptions = .init()
  ) throws(TokenError) -> TokenTree {
    let data = try TokenFiles.read(
      url, named: url.lastPathComponent, from: url.lastPathComponent, pointer: "",
      limit: options.limits.maximumBytes)
    return try read(data: data, file: url.lastPathComponent, options: options)
  }
}

/// What a read admits beyond the letter of the format, and how much input.
public struct TokenReadingOptions: Hashable, Sendable {
  /// Accept a colour written as a CSS hex string (`"#0A84FF"`), as files before 2025.10 (and
  /// this package's own theme files) do, without a warning. Off by default: 2025.10 writes
  /// colours as objects, so a hex string is then read with the `hex-string` warning (and
  /// refused when that deviation is, as the conformance suite's strict read refuses it).
  public var allowsHexColorStrings = false
  public var limits = TokenTree.Limits()
  /// The deviations read as errors rather than warnings; none by default, every one with
  /// `strict` (`--strict`; `--refuse CODE,…` picks some).
  public var refused: Set<TokenProblem.Deviation> = []

  public init(
    allowsHexColorStrings: Bool = false, limits: TokenTree.Limits = .init(),
    refused: Set<TokenProblem.Deviation> = []
  ) {
    self.allowsHexColorStrings = allowsHexColorStrings
    self.limits = limits
    self.refused = refused
  }

  /// The letter of the format: every deviation refused.
  public static var strict: TokenReadingOptions {
    TokenReadingOptions(refused: Set(TokenProblem.Deviation.allCases))
  }
}

extension TokenTree {
  /// The most a read takes in. Every stage is linear in its input; these bound the input (and
  /// the tokens `$extends` may copy) so a hostile file costs at most a bounded time.
  public struct Limits: Hashable, Sendable {
    /// 64 MiB: Style Dictionary's largest benchmark (30,000 tokens) is about 3 MiB.
    public var maximumBytes = 64 << 20
    /// Groups and values nested at most this deep (a real file needs about eight).
    public var maximumNesting = 64
    /// Tokens after group `$extends` copies them; bounds what a chain of extensions can multiply.
    public var maximumTokens = 1_000_000
    /// Groups extending groups extending …, at most this many in a chain.
    public var maximumExtendsDepth = 64
    /// The copies group `$extends` may make: at most this many, or `copiesPerWrittenToken` for
    /// each token the document writes when that is more (and never past `maximumTokens`). A
    /// document whose extensions would make more is refused before anything is copied, so the
    /// work stays linear in the document.
    public var maximumExtendsCopies = 100_000
    public static let copiesPerWrittenToken = 16
    /// A resolver's token sources hold at most this many JSON values in all (objects, arrays,
    /// members, scalars), and are at most `maximumResolverSources`: each inline document once,
    /// each part of a file once however often it is named (again when named with overriding
    /// keys). Sets are kept by name and each source is laid once per resolution, so sets that
    /// include the next set twice cost nothing more; this bounds what one resolution lays.
    public var maximumResolverSources = 100_000
    public var maximumResolverValues = 16_000_000
    /// The bytes one resolver may read from files in all (the resolver document itself
    /// included), each file at most `maximumBytes`: 128 MiB, twice the largest single file.
    public var maximumResolverBytes = 128 << 20

    /// The tokens a document that writes `written` tokens may hold after `$extends`.
    func allowedTokens(writing written: Int) -> Int {
      let copies = max(maximumExtendsCopies, written * Self.copiesPerWrittenToken)
      return min(maximumTokens, written + copies)
    }

    public init() {}
  }
}

/// Reading files a document names, with the problem a missing one makes.
enum TokenFiles {
  /// The bytes of a document named by URL: a regular file of at most `limit` bytes, its size
  /// known before it is read (`RegularFileReader`).
  static func read(_ url: URL, named name: String, from file: String, pointer: String, limit: Int)
    throws(TokenError) -> Data
  {
    switch RegularFileReader.read(url.path, limit: limit) {
    case .success(let data): return data
    case .failure(.tooLarge(let size)):
      throw TokenError([
        TokenProblem(
          .tooLarge, file: file, pointer: pointer, expected: "a document of at most \(limit) bytes",
          found: "\(size) bytes")
      ])
    case .failure(let problem):
      throw TokenError([
        TokenProblem(
          .unreadableFile, file: file, pointer: pointer, expected: "a readable regular file at \(url.path)",
          found: "\"\(name)\", \(problem.text)")
      ])
    }
  }
}
