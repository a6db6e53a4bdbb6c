import Foundation
import SPTheme
import Testing

/// Every case of the DTCG 2025.10 suite: each positive document is read without a problem, each
/// negative one is refused with at least one, read strictly (`TokenReadingOptions.strict`, every
/// deviation an error: the letter of the format). Read by default, a positive case gets no warning.
@Suite(.enabled(if: ConformanceSuite.isPresent, ConformanceSuite.skipReason))
struct ConformanceTests {
  @Test("format module", arguments: ConformanceSuite.cases("format"))
  func format(_ testCase: ConformanceSuite.Case) throws {
    let outcome = Result { () throws(TokenError) in
      try TokenTree.read(contentsOf: testCase.url, options: .strict)
    }
    check(outcome, testCase)
    if testCase.isPositive, let tree = try? TokenTree.read(contentsOf: testCase.url) {
      #expect(tree.warnings.isEmpty, "warned of a positive case: \(testCase.purpose)\n\(tree.warnings)")
    }
  }

  @Test("the suite is all there: 213 format cases and 30 resolver cases")
  func counts() {
    #expect(ConformanceSuite.cases("format").count == 213)
    #expect(ConformanceSuite.cases("resolver").count == 30)
  }

  func check<T>(_ outcome: Result<T, TokenError>, _ testCase: ConformanceSuite.Case) {
    switch outcome {
    case .success:
      #expect(testCase.isPositive, "accepted a negative case: \(testCase.purpose)")
    case .failure(let error):
      #expect(!testCase.isPositive, "refused a positive case: \(testCase.purpose)\n\(error)")
    }
  }
}

extension ConformanceTests {
  /// A resolver case passes when the document reads and every context resolves.
  @Test("resolver module", arguments: ConformanceSuite.cases("resolver"))
  func resolver(_ testCase: ConformanceSuite.Case) throws {
    let outcome = Result { () throws(TokenError) in
      let resolver = try TokenResolver.read(contentsOf: testCase.url, options: .strict)
      let problems = resolver.check()
      if !problems.isEmpty { throw TokenError(problems) }
      return resolver
    }
    check(outcome, testCase)
  }
}

/// #25: the suite's skip message says why it is skipped.
@Suite("#25 The conformance suite's skip message")
struct ConformanceSkipMessageTests {
  @Test("#25 the skip message reads as the reason: the suite is missing, not that it is there")
  func readsForwards() {
    let reason = ConformanceSuite.skipReason.rawValue
    #expect(reason.contains("is not beside the package"))
    #expect(!reason.hasSuffix("is beside the package"))
  }
}
