import BlockSpec
import SPTheme
import Testing

/// The issue's matrix: shipped themes × twelve Dynamic Type sizes × four widths × phases × long
/// figures, each compiled, laid out with the default measurer and audited.
@Suite("Layout over the full matrix")
struct LayoutMatrixTests {
  static let widths: [Double] = [320, 375, 390, 430]

  @Test("themes that share typography and spacing lay out identically", arguments: LayoutCase.all)
  func themesThatShareTypeShareFrames(_ layoutCase: LayoutCase) {
    #expect(ShippedThemes.all.count == Theme.shippedNames.count)
    for theme in ShippedThemes.all {
      guard
        let twin = ShippedThemes.layoutDistinct.first(where: {
          $0.type == theme.type && $0.spaces == theme.spaces
        })
      else {
        Issue.record("\(theme.name) has no layout twin")
        continue
      }
      for size in [DynamicTypeStep.large, .accessibility5] {
        let frames = layoutCase.compile(theme: theme, size: size, width: 320).frames()
        #expect(frames == layoutCase.compile(theme: twin, size: size, width: 320).frames(), "\(theme.name)")
      }
    }
  }

  @Test(
    "O-DT-2 O-DT-5 no text truncates, no frame leaves its parent or overlaps a sibling, touch targets are 44 pt",
    arguments: LayoutCase.all)
  func rowsKeepTheirShape(_ layoutCase: LayoutCase) {
    for theme in ShippedThemes.layoutDistinct {
      for size in DynamicTypeStep.allCases {
        for width in Self.widths {
          let tree = layoutCase.compile(theme: theme, size: size, width: width)
          let frames = tree.frames()
          let violations = frames.audit(tree).filter { !Self.unavoidable($0, in: tree) }
          #expect(
            violations.isEmpty,
            "\(theme.name) \(size) \(Int(width)): \(violations.prefix(4).map(\.description))")
          #expect(frames["block"]?.frame.width == width)
        }
      }
    }
  }

  @Test(
    "O-DT-2 the headline figure's factor is what the period's widest figure needs less headroom, at least one half",
    arguments: LayoutCase.all)
  func headlineFactor(_ layoutCase: LayoutCase) throws {
    let measurer = InterTextMeasurer()
    for theme in ShippedThemes.layoutDistinct {
      for size in DynamicTypeStep.allCases {
        for width in Self.widths {
          let tree = layoutCase.compile(theme: theme, size: size, width: width)
          guard tree.state == .loaded || tree.state == .scrubbing,
            let overview = layoutCase.overview, let range = tree.range,
            let value = tree.node(id: "headline.value")?.text,
            let factor = value.minimumScaleFactor
          else { continue }
          let figures = (overview.periods[range]?.points ?? []).map {
            overview.format.formatted($0.value, locale: layoutCase.locale)
          }
          let room = width - 2 * theme.space(.lg)
          func widest(at scale: Double) -> Double {
            (figures + [value.string]).map { measurer.width(of: $0, font: value.font.scaled(by: scale)) }
              .max() ?? 0
          }
          #expect(factor >= WidthRules.scaleFloor)
          #expect(widest(at: factor) <= room + 0.001, "\(size) \(Int(width)): \(factor)")
          // No lower than the need less its headroom: a little above that, the widest figure no
          // longer fits (or it fits at full size).
          let need = factor / WidthRules.headroom + 0.02
          #expect(factor == WidthRules.scaleFloor || need >= 1 || widest(at: need) > room)
        }
      }
    }
  }

  /// A word wider than the whole card cannot be kept whole by any shape of the block: it breaks,
  /// as it would in any iOS text (docs/layout.md, "Limits").
  static func unavoidable(_ violation: LayoutViolation, in tree: LayoutTree) -> Bool {
    guard violation.kind == .wordBroken, let node = tree.node(id: violation.id),
      case .text(let text) = node.content,
      let card = tree.node(id: "card"), case .card(let style) = card.content
    else { return false }
    let column = tree.environment.width - 2 * style.padding.value
    return !WidthRules.wordsFit(text.string, font: text.font, width: column)
  }
}
