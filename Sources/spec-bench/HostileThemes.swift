import Foundation

/// Theme files whose shape, not their content, is costly, each filled to the loader's size
/// limit (`Theme.maximumFileSize`): the shapes that once made loading quadratic (issue 13: 43,870
/// dangling aliases in a 1 MB file took 6 minutes) and their neighbours. Loading any of them
/// must stay linear in its size; the benchmark reports each against the 9,000-token theme.
enum HostileThemes {
  /// Largest file the loader reads.
  static let limit = 1 << 20

  /// Each shape's name and file.
  static func all() -> [(name: String, data: Data)] {
    [
      ("dangling aliases", fill { #""d\#($0)":{"$value":"{x}"}"# }),
      ("aliases naming a group", fill { #""d\#($0)":{"$value":"{color.palette}"}"# }),
      ("one long chain", fill { #""c\#($0)":{"$value":"{color.palette.c\#($0 + 1)}"}"# }),
      (
        "chains of 63",
        fill { index in
          let chain = index / 63
          let link = index % 63
          return link == 62
            ? #""c\#(chain)_\#(link)":{"$value":"{color.bg}"}"#
            : #""c\#(chain)_\#(link)":{"$value":"{color.palette.c\#(chain)_\#(link + 1)}"}"#
        }
      ),
      ("wide group", fill { #""w\#($0)":{"$value":"{color.bg}"}"# }),
      (
        "deep groups, untyped",
        fill(prefix: deepOpening, suffix: deepClosing, typed: false) {
          #""t\#($0)":{"$value":"{color.bg}"}"#
        }
      ),
      (
        "unknown tokens",
        fill(prefix: #"{"$extends":"light","color":{"#, suffix: "}}", typed: nil) {
          #""u\#($0)":{"$value":"{color.bg}"}"#
        }
      ),
      (
        "unknown properties",
        fill(
          prefix: #"{"$extends":"light","color":{"palette":{"t":{"$value":"{color.bg}""#, suffix: "}}}}",
          typed: nil, separator: ",", leading: true
        ) {
          #""$x\#($0)":1"#
        }
      ),
      ("bad values", fill { #""b\#($0)":{"$value":"blue"}"# }),
    ]
  }

  private static let deepOpening =
    #"{"$extends":"light","color":{"palette":{"# + (0..<55).map { #""g\#($0)":{"# }.joined()
  private static let deepClosing = String(repeating: "}", count: 55) + "}}}"

  /// `prefix`, then as many `entry(index)` as fit the limit with `suffix`, joined by commas.
  private static func fill(
    prefix: String = #"{"$extends":"light","color":{"palette":{"$type":"color","#, suffix: String = "}}}",
    typed: Bool? = true, separator: String = ",", leading: Bool = false, _ entry: (Int) -> String
  ) -> Data {
    var text = prefix
    var index = 0
    let room = limit - suffix.utf8.count
    while true {
      let next = (index > 0 || leading ? separator : "") + entry(index)
      if text.utf8.count + next.utf8.count > room { break }
      text += next
      index += 1
    }
    return Data((text + suffix).utf8)
  }
}
