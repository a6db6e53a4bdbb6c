import BlockSpec

/// `spec-compile blocks`: every registered block, its name first on its line (so
/// `spec-compile blocks | cut -d' ' -f1` lists the names), what it is, and its state flags.
enum BlocksCommand {
  static func listing() -> String {
    BlockRegistry.blocks.map { block in
      var text = block.name + "  " + block.summary + "\n"
      let flags = block.stateFlags.map(\.usage)
      text += "  state flags: " + (flags.isEmpty ? "none" : flags.joined(separator: ", ")) + "\n"
      return text
    }.joined()
  }
}
