/// Spacing steps. `md` is the shared gutter (12), `lg` the card padding (16).
public enum SpaceStep: String, CaseIterable, Codable, Sendable {
  case xs, sm, md, lg, xl, xxl
}

/// Corner radius steps.
public enum RadiusStep: String, CaseIterable, Codable, Sendable {
  case sm, md, lg
}

/// Motion roles named by the seeds.
public enum MotionRole: String, CaseIterable, Codable, Sendable {
  case smooth, snappy, standard, hero
}

/// Surface elevation levels.
public enum ElevationLevel: String, CaseIterable, Codable, Sendable {
  case e1, e2
}
