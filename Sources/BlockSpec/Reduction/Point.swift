import Foundation

/// One reading: a date and a value.
public struct Point: Hashable, Sendable {
  public var date: Date
  public var value: Double

  public init(date: Date, value: Double) {
    self.date = date
    self.value = value
  }
}
