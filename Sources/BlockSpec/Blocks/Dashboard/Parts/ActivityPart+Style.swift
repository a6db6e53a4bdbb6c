import Foundation
import SPTheme

extension ActivityPart {
  /// What every row of the card shares, resolved once per card rather than once per row: its
  /// fonts, colours, spacings, motions and the figure writer for the chart's format. Each is a
  /// theme lookup (a colour's hex is spelled, a font resolved and rounded, a motion resolved),
  /// and a row asked for about twenty of them: a fifth of a row's work, the same every time.
  struct RowStyle {
    let titleFont: ResolvedFont
    let detailFont: ResolvedFont
    let dateFont: ResolvedFont
    /// The symbol's font, which is also the amount's face without tabular digits.
    let iconFont: ResolvedFont
    let amountFont: ResolvedFont
    let actionFont: ResolvedFont
    let textPrimary: ColorValue
    let textSecondary: ColorValue
    let textTertiary: ColorValue
    let surface: ColorValue
    let danger: ColorValue
    let tint: ColorValue
    /// `space.xs` between the texts (and the stacked row's parts), `space.md` between the
    /// symbol, the texts and the amount.
    let textSpacing: TokenLength
    let lineSpacing: TokenLength
    /// `space.md` and `space.sm` in points, as the fit test and the spacer use them.
    let gap: Double
    let smallGap: Double
    let amountTransitions: [NodeTransition]
    let removal: [NodeTransition]
    let settle: ResolvedMotion
    let geometry: SwipeGeometry
    /// The chart's format, which a row without a format of its own uses.
    let chartFormat: Format
    let chartFigures: FigureWriter
    let reduceMotion: Bool

    init(_ screen: DashboardScreen) {
      let context = screen.context
      titleFont = context.font(.body, weight: .medium)
      detailFont = context.font(.subhead)
      dateFont = context.font(.caption)
      iconFont = context.font(.body)
      amountFont = context.font(.body, monospacedDigits: true)
      actionFont = context.font(.caption, weight: .semibold, clamp: .upTo(.accessibility1))
      textPrimary = context.color(.textPrimary)
      textSecondary = context.color(.textSecondary)
      textTertiary = context.color(.textTertiary)
      surface = context.color(.surface)
      danger = context.color(.danger)
      tint = screen.tint
      textSpacing = context.space(.xs)
      lineSpacing = context.space(.md)
      gap = context.theme.space(.md)
      smallGap = context.theme.space(.sm)
      amountTransitions = DashboardMotion.roll(in: context)
      removal = DashboardMotion.removal(in: context)
      reduceMotion = context.reduceMotion
      settle = DashboardMotion.designed("swipeRelease", DashboardMotion.release, reduceMotion: reduceMotion)
      geometry = SwipeGeometry(rowWidth: screen.cardInnerWidth)
      chartFormat = screen.model.chart.format
      chartFigures = FigureWriter(chartFormat, locale: screen.locale)
    }

    /// `amount` in the row's format, or the chart's.
    func figure(_ amount: Double, format: Format?, screen: DashboardScreen) -> String {
      guard let format, format != chartFormat else { return chartFigures.text(amount) }
      return screen.figure(amount, format)
    }
  }
}
