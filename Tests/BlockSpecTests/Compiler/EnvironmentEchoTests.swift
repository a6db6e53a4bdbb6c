import BlockSpec
import Foundation
import OverviewTestSupport
import Testing

@Suite("The environment echoed in the tree")
struct EnvironmentEchoTests {
  @Test(
    "every spelling of UTC is written \"UTC\", so trees read the same on every Foundation",
    arguments: ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Universal", "Zulu"])
  func universalTime(identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let tree = CompilerFixtures.compile(CompilerFixtures.overview, OverviewSetup(timeZone: zone))
    #expect(tree.environment.timeZone == "UTC")
    #expect(tree.textTree.hasPrefix("statsOverview") && tree.textTree.contains("tz=UTC"))
  }

  @Test("other time zones keep their identifier")
  func otherZones() throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let tree = CompilerFixtures.compile(CompilerFixtures.overview, OverviewSetup(timeZone: zone))
    #expect(tree.environment.timeZone == "America/New_York")
  }
}
