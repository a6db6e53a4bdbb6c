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
      let violations = tree.frames().audit(tree)
      #expect(violations == [], "\(size) at \(width)")
    }
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
