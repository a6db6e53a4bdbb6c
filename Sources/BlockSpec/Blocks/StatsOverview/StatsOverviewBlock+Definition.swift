import Foundation
import SPTheme

/// The stats overview as a member of the block family: the first block, and the one a
/// document without a `block` member is.
extension StatsOverviewBlock: BlockDefinition {
  public static let summary =
    "A metric's headline, chart and range control on a card, with two to four metric tiles (the default)."
  public static let documentSchema = "docs/schema/overview.schema.json"
  public static let documentNoun = Overview.inputNoun
  public static let defaultState = StatsOverviewState()

  public static func read(_ document: ParsedDocument, source: String) throws(DocumentError) -> Overview {
    try Overview.read(document.value, source: source)
  }

  /// Documents in the plain shape have their point arrays read straight from the bytes
  /// (`FastOverviewDecoder`).
  public static func quickRead(_ bytes: [UInt8]) -> Overview? {
    if case .overview(let overview)? = FastOverviewDecoder.decode(bytes) { return overview }
    return nil
  }

  /// The quick way, which reports the problems of meaning it finds (dates out of order…) itself.
  public static func quickRead(_ bytes: [UInt8], source: String) throws(DocumentError) -> Overview? {
    try FastOverviewDecoder.decode(bytes, source: source)
  }

  public static func encode(_ overview: Overview) -> Data { overview.encodedJSON() }

  /// The shop from the preview (`Overview.sample`).
  public static func sample(_ options: SampleOptions) -> Overview {
    Overview.sample(today: options.today, seed: options.seed, timeZone: options.timeZone)
  }

  public static func compile(
    _ overview: Overview, theme: Theme, environment: BlockEnvironment, state: StatsOverviewState
  ) -> LayoutTree {
    compile(Optional(overview), theme: theme, environment: environment, state: state)
  }
}
