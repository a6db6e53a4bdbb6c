import BlockSpec
import Foundation
import Testing

@Suite("scratch") struct DashboardPrint {
  @Test func printSample() throws {
    let tree = DashboardFixtures.compile()
    try tree.textTree.write(toFile: "/tmp/dash-sample.txt", atomically: true, encoding: .utf8)
    try tree.jsonData(pretty: true).write(to: URL(fileURLWithPath: "/tmp/dash-sample.json"))
    let audit = tree.frames().audit(tree)
    try audit.map(\.description).joined(separator: "\n").write(toFile: "/tmp/dash-audit.txt", atomically: true, encoding: .utf8)
  }
}
