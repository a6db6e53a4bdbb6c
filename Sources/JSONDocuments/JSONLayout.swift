/// Where a JSON text breaks its lines. The spelling of values never changes with the layout,
/// only the whitespace between them, so every layout of a value reads back to the same value.
package struct JSONLayout: Hashable, Sendable {
  /// Whether members and items go on lines of their own, indented two spaces a level, with
  /// `": "` after a key.
  package var isIndented: Bool
  /// In an indented text, a container that holds only scalars and empty containers stays on
  /// one line when that line, indentation and a following comma included, is at most this many
  /// bytes: `[0, 0.48, 1]`, `{ "date": "2026-10-06", "value": 1437.39 }`. Zero opens every
  /// container.
  package var flatLineLimit: Int

  package init(isIndented: Bool, flatLineLimit: Int) {
    self.isIndented = isIndented
    self.flatLineLimit = flatLineLimit
  }

  /// No whitespace at all: what a program reads.
  package static let compact = JSONLayout(isIndented: false, flatLineLimit: 0)

  /// Every member and every item on a line of its own: the layout tree's pretty form, where a
  /// change to one value is a change to one line of a golden file's diff.
  package static let expanded = JSONLayout(isIndented: true, flatLineLimit: 0)

  /// For files people read and edit (block documents, token files): indented, but a point, a
  /// colour's components or a short series stays on one line when it fits in 110 columns, the
  /// width the package's Swift is held to (`.swift-format`), as Prettier keeps what fits.
  package static let readable = JSONLayout(isIndented: true, flatLineLimit: 110)
}
