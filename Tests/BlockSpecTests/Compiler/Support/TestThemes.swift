import SPTheme

/// The themes the matrix runs over.
enum TestThemes {
  static let all: [Theme] = [Fixtures.theme]
}
