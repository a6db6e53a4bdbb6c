import BlockSpec
import Foundation
import SPTheme

/// A whole compile case in one value: the environment every block reads and the overview's own
/// state, with the fields of both at hand, so a test names its case in one expression
/// (`OverviewSetup(width: 320, selectedRange: .year)`).
struct OverviewSetup: Hashable, Sendable {
  var environment: BlockEnvironment
  var state: StatsOverviewState

  init(
    dynamicTypeSize: DynamicTypeStep = .large, width: Double = 350, reduceMotion: Bool = false,
    locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    ranges: [TimeRange] = TimeRange.allCases, selectedRange: TimeRange? = nil, phase: Phase = .loaded,
    scrubIndex: Int? = nil, actions: HostActions = .all
  ) {
    environment = BlockEnvironment(
      dynamicTypeSize: dynamicTypeSize, width: width, reduceMotion: reduceMotion, locale: locale,
      timeZone: timeZone)
    state = StatsOverviewState(
      ranges: ranges, selectedRange: selectedRange, phase: phase, scrubIndex: scrubIndex, actions: actions)
  }

  var dynamicTypeSize: DynamicTypeStep {
    get { environment.dynamicTypeSize }
    set { environment.dynamicTypeSize = newValue }
  }
  var width: Double {
    get { environment.width }
    set { environment.width = newValue }
  }
  var reduceMotion: Bool {
    get { environment.reduceMotion }
    set { environment.reduceMotion = newValue }
  }
  var locale: Locale {
    get { environment.locale }
    set { environment.locale = newValue }
  }
  var timeZone: TimeZone {
    get { environment.timeZone }
    set { environment.timeZone = newValue }
  }
  var ranges: [TimeRange] {
    get { state.ranges }
    set { state.ranges = newValue }
  }
  var selectedRange: TimeRange? {
    get { state.selectedRange }
    set { state.selectedRange = newValue }
  }
  var phase: Phase {
    get { state.phase }
    set { state.phase = newValue }
  }
  var scrubIndex: Int? {
    get { state.scrubIndex }
    set { state.scrubIndex = newValue }
  }
  var actions: HostActions {
    get { state.actions }
    set { state.actions = newValue }
  }
}

extension StatsOverviewBlock {
  /// The compile of a whole test case.
  static func compile(_ overview: Overview?, theme: Theme, environment setup: OverviewSetup) -> LayoutTree {
    compile(overview, theme: theme, environment: setup.environment, state: setup.state)
  }
}
