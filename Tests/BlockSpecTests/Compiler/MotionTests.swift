import BlockSpec
import SPTheme
import Testing

@Suite("Motion")
struct MotionTests {
  func transitions(_ tree: LayoutTree, _ id: String) -> [NodeTransition] {
    tree.node(id: id)?.transitions ?? []
  }

  @Test("O-MO-1 the line draws in and morphs, the plate slides, every figure rolls")
  func effects() {
    let tree = Scenario.loaded.compile()
    #expect(transitions(tree, "chart").map(\.effect) == [.drawIn, .morph])
    #expect(transitions(tree, "chart").map(\.event) == [.appear, .rangeChange])
    #expect(transitions(tree, "range").map(\.effect) == [.slide])
    let figures =
      ["headline.value", "headline.change.text"]
      + tree.allNodes.map(\.id).filter {
        $0.hasPrefix("tiles.") && ($0.hasSuffix(".value") || $0.hasSuffix(".change"))
      }
    #expect(figures.count == 2 + 8)
    for id in figures {
      #expect(tree.node(id: id)?.text?.numericRoll == true, "\(id)")
      #expect(transitions(tree, id).map(\.effect) == [.numericRoll], "\(id)")
    }
  }

  @Test("O-MO-2 range, phase and tile values move with smooth; the headline value and Try again with snappy")
  func tokens() {
    let tree = Scenario.loaded.compile()
    #expect(transitions(tree, "chart").allSatisfy { $0.motion.token == "motion.smooth" })
    #expect(transitions(tree, "range").first?.motion.token == "motion.smooth")
    #expect(transitions(tree, "card.content").first?.motion.token == "motion.smooth")
    #expect(transitions(tree, "tiles.orders.value").first?.motion.token == "motion.smooth")
    #expect(transitions(tree, "headline.value").first?.motion.token == "motion.snappy")
    let error = Scenario.errorRunning.compile()
    #expect(transitions(error, "error.retry").first?.motion.token == "motion.snappy")
    let failed = Scenario.errorFailed.compile()
    #expect(transitions(failed, "error.retryFailure").map(\.event) == [.appear])
    #expect(transitions(failed, "error.retryFailure").first?.motion.token == "motion.snappy")
    // The resolved curve travels with the token: snappy is a spring with bounce 0.15.
    let snappy = transitions(tree, "headline.value").first?.motion
    #expect(snappy?.kind == .spring && snappy?.bounce == 0.15 && snappy?.spring?.stiffness == 157.914)
    #expect(transitions(tree, "headline.change.text").first?.motion.token == "motion.smooth")
  }

  @Test("O-MO-3 without Reduce Motion every transition names its fade for a live switch; the pulse has none")
  func fallbacks() {
    for scenario in Scenario.all {
      for node in scenario.compile().allNodes {
        for transition in node.transitions {
          if transition.effect == .pulse {
            #expect(transition.reduceMotion == nil)
          } else {
            #expect(transition.reduceMotion?.effect == .crossFade, "\(node.id)")
            #expect(transition.reduceMotion?.motion.kind == .fade)
            #expect(transition.reduceMotion?.motion.token == transition.motion.token)
          }
        }
      }
    }
  }

  @Test("O-MO-3 Reduce Motion: no draw-in, no morph spring, only short fades, ghosts hold still")
  func reduceMotion() {
    for scenario in Scenario.all {
      let tree = scenario.compile(reduceMotion: true)
      #expect(Invariants.reduceMotion(tree).isEmpty, "\(scenario): \(Invariants.reduceMotion(tree))")
      let moving = tree.allNodes.filter { !$0.transitions.isEmpty }
      #expect(!moving.isEmpty)
      for transition in moving.flatMap(\.transitions) {
        #expect(transition.motion.duration == CompilerFixtures.theme.motion(.smooth).reduceMotionFadeDuration)
        #expect(transition.motion.isReduceMotionFallback)
      }
      #expect(tree.allNodes.filter { $0.kind == .ghost }.allSatisfy { $0.transitions.isEmpty })
    }
    #expect(
      Scenario.loading.compile().node(id: "chart.ghost")?.transitions.first?.motion.token == "motion.standard"
    )
    let loaded = Scenario.loaded.compile(reduceMotion: true)
    #expect(loaded.node(id: "chart")?.transitions.map(\.effect) == [.crossFade, .crossFade])
    #expect(
      Scenario.loading.compile().allNodes.filter { $0.kind == .ghost }.allSatisfy {
        $0.transitions.map(\.effect) == [.pulse]
      })
  }
}
