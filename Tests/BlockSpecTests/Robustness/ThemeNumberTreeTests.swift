import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// Theme numbers reach the tree through the compiler's rounding (1/1000 for durations and
/// spring constants) and the tree writer. The loader's ranges (docs/themes.md, "Ranges") keep
/// every accepted theme's numbers finite and above the rounding; the writer refuses, rather
/// than spells as `null`, a number JSON cannot hold from a theme built in code.
@Suite("Theme numbers in the tree")
struct ThemeNumberTreeTests {
  static let sample = Overview.sample(today: Date(timeIntervalSince1970: 1_791_763_200))

  /// Every number under a motion's `duration` or `spring` in the tree's JSON.
  static func motionNumbers(_ value: Any, key: String = "", into found: inout [(String, Double)]) {
    switch value {
    case let object as [String: Any]:
      for (name, member) in object { motionNumbers(member, key: name, into: &found) }
    case let array as [Any]:
      for item in array { motionNumbers(item, key: key, into: &found) }
    case let number as NSNumber
    where ["duration", "stiffness", "damping", "dampingRatio", "settlingDuration"].contains(key):
      found.append((key, number.doubleValue))
    default: break
    }
  }

  @Test(
    "#13.2 motions at the ends of their ranges compile to trees whose durations and spring constants are all above 0"
  )
  func rangeEnds() throws {
    for (duration, bounce) in [("10", "-0.9"), ("10", "0.9"), ("10000", "-0.9"), ("10000", "0.9")] {
      let json =
        #"{"$extends": "light", "motion": {"smooth": {"$value": {"duration": {"value": \#(duration), "unit": "ms"}, "timingFunction": [0.2, 0, 0, 1]}, "$extensions": {"com.spblocks.theme": {"spring": {"bounce": \#(bounce)}, "reduceMotion": {"duration": {"value": \#(duration), "unit": "ms"}}}}}}}"#
      let theme = try Theme.load(data: Data(json.utf8), fileName: "m.json")
      for reduceMotion in [false, true] {
        let tree = StatsOverviewBlock.compile(
          Self.sample, theme: theme, environment: OverviewSetup(reduceMotion: reduceMotion))
        #expect(Robust.problems(in: tree) == [])
        let data = try tree.checkedJSONData()
        var numbers: [(String, Double)] = []
        Self.motionNumbers(try JSONSerialization.jsonObject(with: data), into: &numbers)
        #expect(!numbers.isEmpty)
        for (key, value) in numbers where value <= 0 {
          Issue.record("\(key) \(value) at \(duration) ms, bounce \(bounce), reduceMotion \(reduceMotion)")
        }
      }
    }
  }

  @Test(
    "#13.2 the tree writer never writes null: a non-finite number from a theme built in code is written as 0 and refused by checkedJSONData"
  )
  func writerGuard() throws {
    let light = try Theme.shipped(named: "light")
    var motions: [MotionRole: MotionToken] = [:]
    for role in MotionRole.allCases { motions[role] = light.motion(role) }
    motions[.smooth] = MotionToken(curve: .spring(duration: .infinity, bounce: 0))
    motions[.snappy] = MotionToken(curve: .spring(duration: .nan, bounce: 0))
    let theme = Theme(
      name: "code",
      colors: Dictionary(uniqueKeysWithValues: ColorRole.allCases.map { ($0, light.color($0)) }),
      type: light.type,
      spaces: Dictionary(uniqueKeysWithValues: SpaceStep.allCases.map { ($0, light.space($0)) }),
      radii: Dictionary(uniqueKeysWithValues: RadiusStep.allCases.map { ($0, light.radius($0)) }),
      motions: motions,
      elevations: Dictionary(uniqueKeysWithValues: ElevationLevel.allCases.map { ($0, light.elevation($0)) }))
    let tree = StatsOverviewBlock.compile(Self.sample, theme: theme, environment: OverviewSetup())
    for pretty in [false, true] {
      let text = String(decoding: tree.jsonData(pretty: pretty), as: UTF8.self)
      #expect(!text.contains("null"))
      #expect(throws: NonFiniteNumberError.self) { try tree.checkedJSONData(pretty: pretty) }
    }
    // The same tree without the code-built motions is written as it always was.
    let sound = StatsOverviewBlock.compile(Self.sample, theme: light, environment: OverviewSetup())
    #expect(try sound.checkedJSONData() == sound.jsonData())
  }
}
