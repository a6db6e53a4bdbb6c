import BlockSpec
import Foundation
import SPTheme

/// The library calls the command makes, in one place: compile, then encode in the asked format.
enum Engine {
  /// Compiles `document` with the state its block reads from `flags`; a flag of another block,
  /// a bad value or one that does not fit the document (a scrub index naming no reading) is a
  /// usage error.
  static func compile(
    _ document: AnyBlockDocument, theme: Theme, environment: BlockEnvironment, flags: StateFlagValues
  ) throws(CommandFailure) -> LayoutTree {
    switch document.compile(theme: theme, environment: environment, flags: flags) {
    case .success(let tree): return tree
    case .failure(let error): throw CommandFailure(.usage, error.problems)
    }
  }

  /// The library's own bytes, ending in one newline as text files and terminal output do: the
  /// canonical JSON has none of its own (a JSON reader skips it), the text tree already has one.
  static func encode(_ tree: LayoutTree, format: CompileRequest.Format, pretty: Bool, frames: Bool) -> Data {
    switch format {
    case .json where frames: tree.jsonData(pretty: pretty, frames: tree.frames()) + Data("\n".utf8)
    case .json: tree.jsonData(pretty: pretty) + Data("\n".utf8)
    case .tree: Data(tree.textTree.utf8)
    case .html: HTMLPage.render(tree: tree, rangeTrees: [], background: "#FFFFFF")
    }
  }
}
