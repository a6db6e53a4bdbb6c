import BlockSpec
import SPTheme

/// The reviewed matrix. The first eight loaded cases cover every pair of theme, text size, width
/// and Reduce Motion; each state then appears in contrasting environments. Invariants over every
/// combination live in the compiler's own tests; these files are for reading.
enum GoldenMatrix {
  static let offline = "The Internet connection appears to be offline."

  static let cases: [GoldenCase] = [
    // Loaded: the pairwise core.
    GoldenCase(
      "loaded", rules: ["O-ST-1", "O-ST-2", "O-ST-3", "O-ST-4", "O-ST-6", "O-ST-7", "O-ST-8", "O-DA-8"],
      theme: "light", size: .large, width: 390, pinsJSON: true),
    GoldenCase(
      "loaded", rules: ["O-ST-10", "O-MO-3", "O-DT-5"], theme: "dark", size: .large, width: 320,
      reduceMotion: true),
    GoldenCase("loaded", rules: ["O-DT-3", "O-DT-5"], theme: "light", size: .xxxLarge, width: 320),
    GoldenCase(
      "loaded", rules: ["O-DT-3", "O-MO-3"], theme: "dark", size: .xxxLarge, width: 390, reduceMotion: true),
    GoldenCase(
      "loaded", rules: ["O-DT-1", "O-DT-4", "O-MO-3"], theme: "light", size: .accessibility2, width: 390,
      reduceMotion: true),
    GoldenCase(
      "loaded", rules: ["O-DT-1", "O-DT-2", "O-DT-5"], theme: "dark", size: .accessibility2, width: 320),
    GoldenCase(
      "loaded", rules: ["O-DT-1", "O-DT-3", "O-DT-4"], theme: "dark", size: .accessibility5, width: 390),
    GoldenCase(
      "loaded", rules: ["O-DT-1", "O-DT-2", "O-DT-4", "O-DT-5", "O-MO-3"], theme: "light",
      size: .accessibility5,
      width: 320, reduceMotion: true),
    // Loaded variations: another range's date wording, tiles without a host action, no previous period.
    GoldenCase(
      "loaded-1Y", rules: ["O-DA-4", "O-DA-7", "O-AX-3"], theme: "dark", size: .large, width: 390,
      range: .year),
    GoldenCase(
      "loaded-staticTiles", rules: ["O-ST-9", "O-AX-4"], theme: "light", size: .large, width: 390,
      actions: .retry),
    GoldenCase(
      "loaded-noPrevious", rules: ["O-ST-6"], data: .withoutPrevious(.month), theme: "dark", size: .large,
      width: 320),

    // Loading: no overview yet.
    GoldenCase(
      "loading", rules: ["O-SS-1"], data: .none, theme: "light", size: .large, width: 390, phase: .loading),
    GoldenCase(
      "loading", rules: ["O-SS-1", "O-MO-3", "O-DT-1"], data: .none, theme: "dark", size: .accessibility5,
      width: 320, reduceMotion: true, phase: .loading),
    // Range loading: the selected range's period has not landed.
    GoldenCase(
      "rangeLoading-1Y", rules: ["O-SS-2"], data: .withoutPeriod(.year), theme: "light", size: .xxxLarge,
      width: 390, range: .year),
    // Empty range.
    GoldenCase(
      "empty-1W", rules: ["O-SS-3"], data: .emptyPeriod(.week), theme: "dark", size: .large, width: 390,
      range: .week),
    GoldenCase(
      "empty-1W", rules: ["O-SS-3", "O-MO-3"], data: .emptyPeriod(.week), theme: "light",
      size: .accessibility2,
      width: 320, reduceMotion: true, range: .week),

    // Error and the Try again cycle.
    GoldenCase(
      "error-idle", rules: ["O-SS-4", "O-SS-5"], theme: "light", size: .large, width: 390,
      phase: .failed(description: offline, retry: .idle)),
    GoldenCase(
      "error-noDescription", rules: ["O-SS-4"], theme: "dark", size: .xxxLarge, width: 320,
      phase: .failed(description: nil, retry: .idle)),
    GoldenCase(
      "error-running", rules: ["O-SS-5", "O-MO-2", "O-MO-3"], theme: "dark", size: .large, width: 390,
      reduceMotion: true, phase: .failed(description: offline, retry: .running)),
    GoldenCase(
      "error-succeeded", rules: ["O-SS-5", "O-HA-1"], theme: "light", size: .accessibility2, width: 390,
      phase: .failed(description: offline, retry: .succeeded)),
    GoldenCase(
      "error-retryFailed", rules: ["O-SS-5", "O-HA-1", "O-AX-4"], theme: "dark", size: .accessibility5,
      width: 320, phase: .failed(description: offline, retry: .failed(message: "Still offline.")),
      pinsJSON: true),
    GoldenCase(
      "error-noRetryAction", rules: ["O-SS-5"], theme: "light", size: .large, width: 320, reduceMotion: true,
      phase: .failed(description: offline, retry: .idle), actions: .selectMetric),

    // Scrubbing: daily readings (1M) and weekly readings (3M).
    GoldenCase(
      "scrubbed-daily-1M", rules: ["O-SS-6", "O-DA-4", "O-HA-1"], theme: "light", size: .large, width: 390,
      range: .month, scrubIndex: 17, pinsJSON: true),
    GoldenCase(
      "scrubbed-daily-1M", rules: ["O-SS-6", "O-MO-3"], theme: "dark", size: .accessibility2, width: 320,
      reduceMotion: true, range: .month, scrubIndex: 0),
    GoldenCase(
      "scrubbed-weekly-3M", rules: ["O-SS-6", "O-DA-4"], theme: "dark", size: .xxxLarge, width: 390,
      range: .quarter, scrubIndex: 5),
    GoldenCase(
      "scrubbed-weekly-3M", rules: ["O-SS-6", "O-DT-1"], theme: "light", size: .accessibility5, width: 320,
      reduceMotion: true, range: .quarter, scrubIndex: 12),
  ]
}
