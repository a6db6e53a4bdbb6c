import Foundation
import SPTheme

/// The dashboard as a member of the block family: `"block": "dashboard"` documents,
/// `spec-compile --block dashboard` and its state flags.
extension DashboardBlock: BlockDefinition {
  public static let summary =
    "A whole screen: a greeting collapsing into the navigation bar, a chart over several ranges, "
    + "swipeable activity rows and pull to refresh."
  public static let documentSchema = "docs/schema/dashboard.schema.json"
  public static let documentNoun = "a dashboard document"
  public static let defaultState = DashboardState()

  public static func read(_ document: ParsedDocument, source: String) throws(DocumentError) -> DashboardModel
  {
    try DashboardModel.read(document.value, source: source)
  }

  public static func encode(_ model: DashboardModel) -> Data { model.encodedJSON() }

  /// The screen of the preview (`DashboardModel.sample`).
  public static func sample(_ options: SampleOptions) -> DashboardModel {
    DashboardModel.sample(today: options.today, seed: options.seed, timeZone: options.timeZone)
  }
}
