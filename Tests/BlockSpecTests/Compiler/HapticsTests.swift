import BlockSpec
import Testing

@Suite("Haptics")
struct HapticsTests {
  @Test("O-HA-1 a selection tick on each range change and on each scrubbed reading")
  func selection() {
    let tree = Scenario.loaded.compile()
    for id in ["range.1W", "range.1M", "range.3M", "range.1Y"] {
      #expect(tree.node(id: id)?.haptics == [Haptic(kind: .selection, trigger: .select)])
    }
    #expect(tree.node(id: "chart")?.haptics == [Haptic(kind: .selection, trigger: .scrub)])
  }

  @Test("O-HA-1 success when Try again works, error when it fails, nothing else")
  func retry() {
    let succeeded = Scenario.errorSucceeded.compile()
    #expect(succeeded.node(id: "error.retry")?.haptics == [Haptic(kind: .success, trigger: .enterState)])
    let failed = Scenario.errorFailed.compile()
    #expect(failed.node(id: "error.retry")?.haptics == [Haptic(kind: .error, trigger: .enterState)])
    #expect(Scenario.errorRunning.compile().allNodes.allSatisfy { $0.haptics.isEmpty })
    #expect(Scenario.errorIdle.compile().allNodes.allSatisfy { $0.haptics.isEmpty })
  }

  @Test("O-HA-1 haptics survive Reduce Motion")
  func reduceMotion() {
    #expect(Scenario.loaded.compile(reduceMotion: true).node(id: "chart")?.haptics.count == 1)
  }
}
