import Foundation
import SPTheme

/// What every block reads about the place it is drawn in: the reader's settings and the
/// column the host gives it. A block's own state (the overview's range, phase and scrub) is a
/// separate value, so a renderer that hosts several blocks passes one environment to all.
///
/// Named so that it sits beside SwiftUI's `Environment` in one file without qualification.
public struct BlockEnvironment: Hashable, Sendable {
  public var dynamicTypeSize: DynamicTypeStep
  /// Width of the column the host gives the block, in points.
  public var width: Double
  public var reduceMotion: Bool
  public var locale: Locale
  public var timeZone: TimeZone

  /// The seed's defaults: large text, an iPhone 15 column (390 − 2 × 20), en_US, UTC.
  public init(
    dynamicTypeSize: DynamicTypeStep = .large, width: Double = 350, reduceMotion: Bool = false,
    locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC")!
  ) {
    self.dynamicTypeSize = dynamicTypeSize
    self.width = width
    self.reduceMotion = reduceMotion
    self.locale = locale
    self.timeZone = timeZone
  }
}
