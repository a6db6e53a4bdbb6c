import BlockSpecTesting
import Testing

#if canImport(XCTest)
  import XCTest
#endif

@Suite("Test framework detection")
struct TestFrameworkTests {
  @Test("inside a Swift Testing test, failures go to Swift Testing")
  func swiftTesting() {
    #expect(TestFramework.running == .swiftTesting)
  }

  @Test("a task started inside the test still counts as the test")
  func childTask() async {
    let running = await Task { TestFramework.running }.value
    #expect(running == .swiftTesting)
  }
}

#if canImport(XCTest)
  /// The library promises to work from XCTest too, so this one case is an XCTestCase on purpose:
  /// it proves the routing and that a committed reference passes under XCTest.
  final class XCTestSupportTests: XCTestCase {
    func testAnXCTestReportsToXCTest() {
      XCTAssertEqual(TestFramework.running, .xcTest)
    }

    func testAssertSnapshotFromXCTest() {
      assertSnapshot(of: "Pinned from an XCTestCase.", as: .text)
    }
  }
#endif
