import BlockSpec
import Foundation
import SPTheme

/// The library calls the command makes, in one place: compile, then encode in the asked format.
enum Engine {
  static func compile(
    _ overview: Overview?, theme: Theme, environment: BlockEnvironment, state: StatsOverviewState
  ) -> LayoutTree {
    StatsOverviewBlock.compile(overview, theme: theme, environment: environment, state: state)
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
