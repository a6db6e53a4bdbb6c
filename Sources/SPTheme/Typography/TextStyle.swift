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

extension TextStyle {
  /// The style whose size at the default Dynamic Type size (`large`) is nearest to `pointSize`;
  /// on a tie, the earlier style in `allCases` (the larger one).
  public static func nearest(toDefaultSize pointSize: Double) -> TextStyle {
    allCases.min { a, b in
      abs(DynamicTypeTable.metrics(a, at: .large).size - pointSize)
        < abs(DynamicTypeTable.metrics(b, at: .large).size - pointSize)
    }!
  }
}
