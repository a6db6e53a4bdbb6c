import JSONDocuments

/// The quick way through `Overview.decode` for documents in the plain shape: the point arrays
/// are read straight from the bytes (`OverviewSkeleton`), the small rest by the full reader,
/// and the joined overview is validated by the same `problems(limit:)` as always.
///
/// It never reports a problem of its own. Whenever it has the least doubt about the shape (an
/// unusual spelling, a problem of syntax or shape anywhere) it returns nil, and the caller reads
/// the whole document the full way, so messages, paths and positions are exactly the full
/// reader's. Once it has read the shape, the overview is the one the full reader would build
/// (tested on generated and mutated documents in `Tests/BlockSpecTests/FastPath`), so the
/// problems of meaning it returns (dates out of order, say) are the ones the full way would
/// find, without parsing a large document a second time to find them.
enum FastOverviewDecoder {
  /// A document whose shape the fast path read: valid, or with these problems of meaning.
  enum Outcome {
    case overview(Overview)
    case invalid(ProblemList)
  }

  static func decode(_ bytes: [UInt8]) -> Outcome? {
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
    let problems = overview.problems(limit: DocumentError.listLimit)
    return problems.isEmpty ? .overview(overview) : .invalid(problems)
  }

  /// The overview the quick way read, nil when the full reader must read `bytes`, or the
  /// problems of meaning it found, as `Overview.decode` throws them.
  static func decode(_ bytes: [UInt8], source: String) throws(DocumentError) -> Overview? {
    switch decode(bytes) {
    case .overview(let overview)?: return overview
    case .invalid(let problems)?: throw DocumentError(source: source, problems)
    case nil: return nil
    }
  }
}
