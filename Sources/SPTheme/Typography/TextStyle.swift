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
    var best = TextStyle.largeTitle
    var bestDistance = Double.infinity
    for style in ordered {
      let distance = abs(DynamicTypeTable.metrics(style, at: .large).size - pointSize)
      // Strictly nearer only, so a tie keeps the earlier style, as `min(by:)` did.
      if distance < bestDistance {
        best = style
        bestDistance = distance
      }
    }
    return best
  }

  /// `allCases` built once: the synthesised property builds a new array on every read.
  static let ordered: [TextStyle] = allCases

  /// Position in `allCases`, for the Dynamic Type table's rows.
  var ordinal: Int {
    switch self {
    case .largeTitle: 0
    case .title: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .body: 5
    case .callout: 6
    case .subhead: 7
    case .footnote: 8
    case .caption: 9
    case .caption2: 10
    }
  }

  /// The token name of the style, `type.subhead`, without building it on every font.
  var token: String {
    switch self {
    case .largeTitle: "type.largeTitle"
    case .title: "type.title"
    case .title2: "type.title2"
    case .title3: "type.title3"
    case .headline: "type.headline"
    case .body: "type.body"
    case .callout: "type.callout"
    case .subhead: "type.subhead"
    case .footnote: "type.footnote"
    case .caption: "type.caption"
    case .caption2: "type.caption2"
    }
  }
}
