#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif
#if !canImport(Testing) && !canImport(XCTest)
  import Foundation
#endif

/// Sends a failure to whichever test framework is running the assertion.
///
/// The two frameworks do not see each other's failures (an `XCTFail` inside a Swift Testing test
/// would be lost, and the reverse), so the running one is asked for: Swift Testing sets
/// `Test.current` for the test's task and its child tasks; otherwise the caller is an XCTest.
/// Both modules ship with the Swift toolchain on Linux and with Xcode; the imports are guarded so
/// that the library still builds where one is missing (the failure then goes to standard error).
package enum TestFramework: Sendable {
  case swiftTesting
  case xcTest

  /// The framework running the current task.
  package static var running: TestFramework {
    #if canImport(Testing)
      if Test.current != nil { return .swiftTesting }
    #endif
    return .xcTest
  }

  static func record(_ failure: SnapshotFailure, filePath: StaticString, line: UInt) {
    switch running {
    case .swiftTesting:
      #if canImport(Testing)
        Issue.record(
          Comment(rawValue: failure.message),
          sourceLocation: SourceLocation(
            fileID: failure.location.fileID, filePath: failure.location.filePath,
            line: failure.location.line, column: failure.location.column))
      #endif
    case .xcTest:
      #if canImport(XCTest)
        XCTFail(failure.message, file: filePath, line: line)
      #else
        FileHandle.standardError.write(
          Data("\(failure.location.filePath):\(line): \(failure.message)\n".utf8))
      #endif
    }
  }
}
