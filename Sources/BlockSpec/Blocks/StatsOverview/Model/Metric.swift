/// A tile's figure: "Orders 1,172 +4.1%".
public struct Metric: Hashable, Sendable, Identifiable {
  /// Stable identity; defaults to the label.
  public var id: String
  public var label: String
  public var value: Double
  public var format: Format
  /// The change as a fraction (0.041 reads +4.1%), or nil when unknown.
  public var change: Double?
  /// False for figures that are good news when they fall, like a refund rate.
  public var increaseIsGood: Bool

  public init(
    id: String? = nil, label: String, value: Double, format: Format, change: Double? = nil,
    increaseIsGood: Bool = true
  ) {
    self.id = id ?? label
    self.label = label
    self.value = value
    self.format = format
    self.change = change
    self.increaseIsGood = increaseIsGood
  }
}
