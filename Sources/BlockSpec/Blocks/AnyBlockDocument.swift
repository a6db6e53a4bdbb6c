import Foundation
import SPTheme

/// A document of a block known only at run time (a file that names its block), with what can be
/// done to it without knowing its type: compile it with state given as flags, encode it.
public struct AnyBlockDocument: Sendable {
  /// The block the document belongs to.
  public let block: any BlockDefinition.Type
  /// The typed document, as `block.Document`.
  public let document: any Sendable
  private let compileWithFlags:
    @Sendable (Theme, BlockEnvironment, StateFlagValues) -> Result<LayoutTree, StateFlagError>
  private let notesForFlags: @Sendable (StateFlagValues, LayoutTree) -> [String]
  private let encodeDocument: @Sendable () -> Data
  private let auditDocument:
    @Sendable (_ file: String, [AuditMatrix.NamedTheme], _ widths: [Double], [Locale], Set<String>?) ->
      DocumentAudit

  public init<Block: BlockDefinition>(_ block: Block.Type, _ document: Block.Document) {
    self.block = block
    self.document = document
    compileWithFlags = { theme, environment, flags in
      block.state(from: flags).flatMap { state in
        let tree = block.compile(document, theme: theme, environment: environment, state: state)
        let problems = block.problems(with: state, for: document, compiled: tree)
        return problems.isEmpty ? .success(tree) : .failure(StateFlagError(problems: problems))
      }
    }
    notesForFlags = { flags, tree in
      guard case .success(let state) = block.state(from: flags) else { return [] }
      return block.notes(with: state, for: document, compiled: tree)
    }
    encodeDocument = { block.encode(document) }
    auditDocument = { file, themes, widths, locales, symbols in
      block.audit(
        document, file: file, themes: themes, widths: widths, locales: locales, drawableSymbols: symbols)
    }
  }

  /// The sample document of `block`.
  public init(sampleOf block: any BlockDefinition.Type, _ options: SampleOptions = SampleOptions()) {
    self = Self.sample(of: block, options)
  }

  private static func sample<Block: BlockDefinition>(of block: Block.Type, _ options: SampleOptions) -> Self {
    AnyBlockDocument(block, block.sample(options))
  }

  /// Compiles the document with the state `flags` ask for; fails with every problem in the
  /// flags, or in how they fit the document (a scrub index naming no reading).
  public func compile(
    theme: Theme, environment: BlockEnvironment = BlockEnvironment(), flags: StateFlagValues = .init()
  )
    -> Result<LayoutTree, StateFlagError>
  {
    compileWithFlags(theme, environment, flags)
  }

  /// `BlockDefinition.notes`: what to say on standard error about `tree`, compiled from this
  /// document with the state `flags` ask for.
  public func notes(flags: StateFlagValues = .init(), compiled tree: LayoutTree) -> [String] {
    notesForFlags(flags, tree)
  }

  /// `BlockDefinition.audit`: the document over the whole matrix, findings grouped;
  /// `drawableSymbols`: the SF Symbols the renderer in question draws (nil: not checked).
  public func audit(
    file: String, themes: [AuditMatrix.NamedTheme], widths: [Double] = AuditMatrix.defaultWidths,
    locales: [Locale] = [Locale(identifier: "en_US")], drawableSymbols: Set<String>? = nil
  ) -> DocumentAudit {
    auditDocument(file, themes, widths, locales, drawableSymbols)
  }

  /// The document's canonical JSON (`BlockDefinition.encode`).
  public func encodedJSON() -> Data { encodeDocument() }
}
