/// Apple's text styles. Raw values are the token names used in theme files and in the tree
/// (`type.subhead`), which follow the seeds' spelling rather than UIKit's.
public enum TextStyle: String, CaseIterable, Codable, Sendable {
  case largeTitle
  case title
  case title2
  case title3
  case headline
  case body
  case callout
  case subhead
  case footnote
  case caption
  case caption2
}
