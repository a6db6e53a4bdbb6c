import SPTheme

/// Rounding applied to computed geometry before it enters the tree, so the JSON shows the
/// numbers a designer would write (`0.374`, not `0.37400000000000005`) and stays stable across
/// platforms and compilers.
///
/// - Points (sizes, leadings, tracking, spacing, motion durations and spring constants): 1/1000.
/// - Unit fractions (scale factors, width fractions): 1/1 000 000.
/// - Chart x positions (drawn points, axis labels, the selection, the data table): 1/10 000,
///   0.04 pt on a 400-point plot, so each drawn point's `x` takes two bytes fewer
///   (docs/performance.md, "Series reduction").
/// - Data values (readings, the y domain's bounds) are the overview's own and are not rounded.
enum Precision {
  static func points(_ value: Double) -> Double { round(value, scale: 1_000) }

  static func fraction(_ value: Double) -> Double { round(value, scale: 1_000_000) }

  static func chartPosition(_ value: Double) -> Double { round(value, scale: 10_000) }

  private static func round(_ value: Double, scale: Double) -> Double {
    // Not finite: kept, for the tree writer to count (`LayoutTree.checkedJSONData`), rather
    // than hidden as 0 here.
    guard value.isFinite else { return value }
    // A value so large that scaling it overflows is already coarser than the grid: kept as it
    // is, so rounding never turns a finite number into one JSON cannot hold.
    let scaled = value * scale
    guard scaled.isFinite else { return value }
    let rounded = scaled.rounded() / scale
    return rounded == 0 ? 0 : rounded  // no negative zero
  }

  static func font(_ font: ResolvedFont) -> ResolvedFont {
    var font = font
    font.size = points(font.size)
    font.baseSize = points(font.baseSize)
    font.leading = points(font.leading)
    font.tracking = points(font.tracking)
    return font
  }

  static func motion(_ motion: ResolvedMotion) -> ResolvedMotion {
    var motion = motion
    motion.duration = points(motion.duration)
    motion.bounce = motion.bounce.map(points)
    motion.controlPoints = motion.controlPoints?.map(points)
    if var spring = motion.spring {
      spring.mass = points(spring.mass)
      spring.stiffness = points(spring.stiffness)
      spring.damping = points(spring.damping)
      spring.dampingRatio = points(spring.dampingRatio)
      spring.settlingDuration = points(spring.settlingDuration)
      motion.spring = spring
    }
    return motion
  }
}
