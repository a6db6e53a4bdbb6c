import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// The compiler is a pure function (architecture rule 1): the same overview, theme and
/// environment give the same bytes on every run and on any number of threads at once. The
/// process half (two runs of the command) is in `SpecCompileTests`.
@Suite("Determinism")
struct DeterminismTests {
  /// A spread of work: the sample shop and random overviews, each in its own environment.
  struct Job: Sendable {
    var overview: Overview?
    var theme: Theme
    var environment: OverviewSetup
  }

  static let jobs: [Job] = {
    let today = Date(timeIntervalSince1970: 1_791_763_200)
    let utc = TimeZone(identifier: "UTC")!
    var jobs = Robust.themes.map {
      Job(overview: Overview.sample(today: today, timeZone: utc), theme: $0, environment: OverviewSetup())
    }
    jobs.append(Job(overview: nil, theme: Robust.themes[0], environment: OverviewSetup(reduceMotion: true)))
    for seed in UInt64(1000)..<1040 {
      jobs.append(
        Job(
          overview: RandomOverviews.overview(seed: seed),
          theme: Robust.themes[Int(seed % UInt64(Robust.themes.count))],
          environment: RandomOverviews.environment(seed: seed)))
    }
    return jobs
  }()

  static func bytes(_ job: Job) -> Data {
    StatsOverviewBlock.compile(job.overview, theme: job.theme, environment: job.environment).jsonData(
      pretty: true)
  }

  @Test("compiling the same inputs twice gives byte-identical JSON and text trees")
  func twice() {
    for (index, job) in Self.jobs.enumerated() {
      let first = StatsOverviewBlock.compile(job.overview, theme: job.theme, environment: job.environment)
      let second = StatsOverviewBlock.compile(job.overview, theme: job.theme, environment: job.environment)
      #expect(first.jsonData() == second.jsonData(), "job \(index)")
      #expect(first.textTree == second.textTree, "job \(index)")
    }
  }

  /// Every job compiled `copies` times from that many concurrent tasks; returns, per job, the
  /// distinct outputs seen.
  static func concurrentOutputs(copies: Int) async -> [Set<Data>] {
    await withTaskGroup(of: (Int, Data).self) { group in
      for copy in 0..<copies {
        for index in Self.jobs.indices {
          // Interleave jobs so that different inputs run side by side.
          let job = Self.jobs[(index + copy) % Self.jobs.count]
          let jobIndex = (index + copy) % Self.jobs.count
          group.addTask { (jobIndex, Self.bytes(job)) }
        }
      }
      var outputs = Array(repeating: Set<Data>(), count: Self.jobs.count)
      for await (index, data) in group { outputs[index].insert(data) }
      return outputs
    }
  }

  @Test(
    "compiling concurrently from many tasks gives the bytes a single thread gives", arguments: [1, 4, 16])
  func concurrent(copies: Int) async {
    let serial = Self.jobs.map(Self.bytes)
    let outputs = await Self.concurrentOutputs(copies: copies)
    for (index, seen) in outputs.enumerated() {
      #expect(seen == [serial[index]], "job \(index): \(seen.count) distinct outputs")
    }
  }

  @Test("loading and decoding concurrently gives equal values: the shipped themes and the examples")
  func concurrentLoading() async throws {
    let example = try Data(
      contentsOf: Self.repositoryRoot.appendingPathComponent("docs/examples/overview.json"))
    let expected = try Overview.decode(from: example, source: "overview.json")
    let themes = try Theme.shippedNames.map { try Theme.shipped(named: $0) }
    let brandText = Data(try #require(Theme.shippedSource(named: "brand")).utf8)
    let brand = try Theme.load(data: brandText, fileName: "brand.json")
    let results = await withTaskGroup(of: [Bool].self) { group in
      for _ in 0..<64 {
        group.addTask {
          let overview = try? Overview.decode(from: example, source: "overview.json")
          let loaded = Theme.shippedNames.compactMap { try? Theme.shipped(named: $0) }
          let file = try? Theme.load(data: brandText, fileName: "brand.json")
          return [overview == expected, loaded == themes, file == brand]
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 64)
    #expect(results.allSatisfy { $0 == [true, true, true] })
  }

  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
}
