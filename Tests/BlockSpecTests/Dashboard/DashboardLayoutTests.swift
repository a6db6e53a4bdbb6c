import BlockSpec
import Foundation
import SPTheme
import Testing

@Suite("Dashboard layout: every section whole at every size and width")
struct DashboardLayoutTests {
  typealias F = DashboardFixtures

  @Test(
    "D-6 D-10 every section keeps its shape, touch targets are 44 × 44, at 320 and 390 pt and all twelve sizes",
    arguments: DynamicTypeStep.allCases)
  func wholeEverywhere(_ size: DynamicTypeStep) {
    for width in [320.0, 390.0] {
      let environment = BlockEnvironment(dynamicTypeSize: size, width: width)
      let tree = F.compile(environment: environment)
      let violations = tree.frames().audit(tree).filter { !Self.unavoidable($0, in: tree) }
      #expect(violations == [], "\(size) at \(width)")
    }
  }

  /// A word wider than a whole card's column ("Conversion" in a metric's label at accessibility5
  /// in 320 pt) breaks, as any iOS text does; no shape of the screen can keep it whole
  /// (docs/layout.md, "Limits", the overview's tiles alike). Exempt exactly those words.
  static func unavoidable(_ violation: LayoutViolation, in tree: LayoutTree) -> Bool {
    guard violation.kind == .wordBroken, let node = tree.node(id: violation.id),
      case .text(let text) = node.content,
      let scroll = tree.node(id: "scroll")?.scroll
    else { return false }
    let column = tree.environment.width - 4 * scroll.padding.value
    return !WidthRules.wordsFit(text.string, font: text.font, width: column)
  }

  @Test("D-6 the swipe actions are reachable: each at least 44 pt wide, as tall as its row, inside it")
  func actionsReachable() throws {
    for size in [DynamicTypeStep.large, .accessibility5] {
      let id = F.sample.activity[0].id
      let tree = F.compile(
        environment: BlockEnvironment(dynamicTypeSize: size, width: 320),
        state: DashboardState(openRow: .init(id: id, reveal: .actions)))
      let frames = tree.frames()
      let node = try #require(tree.node(id: "activity." + id))
      let row = try #require(node.swipeRow)
      let frame = try #require(frames["activity." + id]?.frame)
      #expect(frame.height >= 44)
      #expect(row.actions.allSatisfy { $0.width >= 44 })
      #expect(row.actions.map(\.revealedWidth).reduce(0, +) <= frame.width)
      #expect(row.reveal == 148)
    }
  }
}
