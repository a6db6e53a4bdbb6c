/// The stat tile's own measures, a component group (`tile.*`) of every theme: the seed's
/// numbers where the space and radius scales have no step for them.
public struct TileTokens: Hashable, Sendable {
  /// `tile.cornerRadius`: the tile's corners, clipping its sparkline (22 pt).
  public var cornerRadius: Double
  /// `tile.spacing`: between the title, the value and the change line (6 pt).
  public var spacing: Double
  /// `tile.gutter`: between tiles in a grid, across and down (14 pt).
  public var gutter: Double
  /// `tile.screenPadding`: around a screen of tiles, and between its title and its grid (20 pt).
  public var screenPadding: Double

  public init(cornerRadius: Double = 22, spacing: Double = 6, gutter: Double = 14, screenPadding: Double = 20)
  {
    self.cornerRadius = cornerRadius
    self.spacing = spacing
    self.gutter = gutter
    self.screenPadding = screenPadding
  }

  /// The token paths, in the order of `values`.
  public static let tokens = ["tile.cornerRadius", "tile.spacing", "tile.gutter", "tile.screenPadding"]
}
