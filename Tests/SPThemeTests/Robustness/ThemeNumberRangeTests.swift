import Foundation
import SPTheme
import Testing

/// Every number a theme gives has a documented range, checked at load (docs/themes.md,
/// "Ranges"), so no accepted theme can put a number JSON cannot hold, or a duration the tree
/// rounds to 0, into a layout tree.
@Suite("Theme number ranges")
struct ThemeNumberRangeTests {
  /// A `motion.smooth` token over light with this duration, fade and bounce.
  static func motion(duration: String, fade: String = #"{"value": 200, "unit": "ms"}"#, bounce: String = "0")
    -> String
  {
    #"{"$extends": "light", "motion": {"smooth": {"$value": {"duration": \#(duration), "timingFunction": [0.2, 0, 0, 1]}, "$extensions": {"com.spblocks.theme": {"spring": {"bounce": \#(bounce)}, "reduceMotion": {"duration": \#(fade)}}}}}}"#
  }

  static let refused: [(name: String, json: String, message: String)] = [
    (
      "a duration of 1e306 s (the tree said null 14 times)",
      motion(duration: #"{"value": 1e306, "unit": "s"}"#),
      "t.json: motion.smooth.$value.duration.value: value out of range: expected a duration from 10 ms to 10 s, found 1e+306 s"
    ),
    (
      "a duration of 0.4 ms (the tree said 0)",
      motion(duration: #"{"value": 0.4, "unit": "ms"}"#),
      "t.json: motion.smooth.$value.duration.value: value out of range: expected a duration from 10 ms to 10 s, found 0.4 ms"
    ),
    (
      "a spring of 1e-149 ms (the tree said stiffness null)",
      motion(duration: #"{"value": 1e-149, "unit": "ms"}"#),
      "t.json: motion.smooth.$value.duration.value: value out of range: expected a duration from 10 ms to 10 s, found 1e-149 ms"
    ),
    (
      "a duration just over 10 s",
      motion(duration: #"{"value": 10001, "unit": "ms"}"#),
      "t.json: motion.smooth.$value.duration.value: value out of range: expected a duration from 10 ms to 10 s, found 10001 ms"
    ),
    (
      "a Reduce Motion fade of 1 ms",
      motion(duration: #"{"value": 500, "unit": "ms"}"#, fade: #"{"value": 1, "unit": "ms"}"#),
      "t.json: motion.smooth.$extensions.com.spblocks.theme.reduceMotion.duration.value: value out of range: expected a duration from 10 ms to 10 s, found 1 ms"
    ),
    (
      "a bounce of 0.95 (a settling time of minutes)",
      motion(duration: #"{"value": 500, "unit": "ms"}"#, bounce: "0.95"),
      "t.json: motion.smooth.$extensions.com.spblocks.theme.spring.bounce: value out of range: expected a bounce from -0.9 to 0.9, found 0.95"
    ),
    (
      "a palette duration of 0",
      #"{"$extends": "light", "motion": {"palette": {"quick": {"$type": "duration", "$value": {"value": 0, "unit": "ms"}}}}}"#,
      "t.json: motion.palette.quick.$value.value: value out of range: expected a duration from 10 ms to 10 s, found 0 ms"
    ),
    (
      "a palette number of 1e300",
      #"{"$extends": "light", "space": {"palette": {"ratio": {"$type": "number", "$value": 1e300}}}}"#,
      "t.json: space.palette.ratio: value out of range: expected a number from -1000000 to 1000000, found 1e+300"
    ),
  ]

  @Test("#13.2 a theme number outside its range is refused at load", arguments: refused.indices)
  func refusedAtLoad(_ index: Int) throws {
    let entry = Self.refused[index]
    let error = try #require(loadError(entry.json), "\(entry.name) loaded")
    #expect(error.message == entry.message, "\(entry.name)")
    #expect(error.problems.count == 1)
  }

  @Test(
    "#13.2 the ends of the duration and bounce ranges load, and every spring constant is finite and above the tree's rounding"
  )
  func rangeEnds() throws {
    for duration in ["10", "10000"] {
      for bounce in ["-0.9", "0", "0.9"] {
        let json = Self.motion(
          duration: #"{"value": \#(duration), "unit": "ms"}"#,
          fade: #"{"value": \#(duration), "unit": "ms"}"#,
          bounce: bounce)
        let theme = try Theme.load(data: Data(json.utf8), fileName: "t.json")
        let motion = theme.motion(.smooth)
        let spring = try #require(motion.curve.springParameters)
        for (name, value) in [
          ("duration", motion.curve.duration), ("fade", motion.reduceMotionFadeDuration),
          ("stiffness", spring.stiffness), ("damping", spring.damping), ("dampingRatio", spring.dampingRatio),
          ("settlingDuration", spring.settlingDuration),
        ] {
          // The tree rounds these to 1/1000: each must stay finite and above 0 when rounded.
          #expect(
            value.isFinite && (value * 1_000).rounded() > 0,
            "\(name) \(value) at \(duration) ms, bounce \(bounce)")
        }
      }
    }
  }
}
