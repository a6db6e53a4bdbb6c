import JSONDocuments

/// The quick way through `Overview.decode` for documents in the plain shape: the point arrays
/// are read straight from the bytes (`OverviewSkeleton`), the small rest by the full reader,
/// and the joined overview is validated by the same `problems()` as always.
///
/// It never reports a problem of its own. Whenever any step has the least doubt (an unusual
/// spelling, a problem of shape or meaning anywhere) it returns nil, and the caller reads the
/// whole document the full way, so messages, paths and positions are exactly the full
/// reader's. For a document both accept, the two give equal overviews (tested on generated and
/// mutated documents in `Tests/BlockSpecTests/FastPath`).
enum FastOverviewDecoder {
  static func decode(_ bytes: [UInt8]) -> Overview? {
    guard let skeleton = OverviewSkeleton.split(bytes),
      case .success(let document) = JSONParser.parse(skeleton.bytes)
    else { return nil }
    var reader = DocumentReader()
    guard var overview = reader.overview(document, at: JSONPath()), reader.problems.isEmpty
    else { return nil }
    for series in skeleton.series {
      // The reader accepted the skeleton, so each key is a range with a period.
      guard let range = TimeRange(rawValue: series.periodKey), overview.periods[range] != nil
      else { return nil }
      switch series.field {
      case .points: overview.periods[range]?.points = series.points
      case .previousPoints: overview.periods[range]?.previousPoints = series.points
      }
    }
    guard overview.problems().isEmpty else { return nil }
    return overview
  }
}
