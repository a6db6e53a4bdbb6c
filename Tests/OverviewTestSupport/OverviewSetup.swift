import BlockSpec
import Foundation
import SPTheme

/// Test support shared by the test targets. A whole compile case in one value: the environment every block reads and the overview's own
/// state, with the fields of both at hand, so a test names its case in one expression
/// (`OverviewSetup(width: 320, selectedRange: .year)`).
public struct OverviewSetup: Hashable, Sendable {
  public var environment: BlockEnvironment
  public var state: StatsOverviewState

  public init(
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

  public var dynamicTypeSize: DynamicTypeStep {
    get { environment.dynamicTypeSize }
    set { environment.dynamicTypeSize = newValue }
  }
  public var width: Double {
    get { environment.width }
    set { environment.width = newValue }
  }
  public var reduceMotion: Bool {
    get { environment.reduceMotion }
    set { environment.reduceMotion = newValue }
  }
  public var locale: Locale {
    get { environment.locale }
    set { environment.locale = newValue }
  }
  public var timeZone: TimeZone {
    get { environment.timeZone }
    set { environment.timeZone = newValue }
  }
  public var ranges: [TimeRange] {
    get { state.ranges }
    set { state.ranges = newValue }
  }
  public var selectedRange: TimeRange? {
    get { state.selectedRange }
    set { state.selectedRange = newValue }
  }
  public var phase: Phase {
    get { state.phase }
    set { state.phase = newValue }
  }
  public var scrubIndex: Int? {
    get { state.scrubIndex }
    set { state.scrubIndex = newValue }
  }
  public var actions: HostActions {
    get { state.actions }
    set { state.actions = newValue }
  }
}

extension StatsOverviewBlock {
  /// The compile of a whole test case.
  public static func compile(_ overview: Overview?, theme: Theme, environment setup: OverviewSetup) -> LayoutTree {
    compile(overview, theme: theme, environment: setup.environment, state: setup.state)
  }
}
