import Foundation

/// Every node of a tree with the frame the layout pass gave it, for renderers that have no layout
/// engine of their own and for the tests that prove O-DT-2 and O-DT-5.
public struct TreeFrames: Hashable, Sendable {
  /// The column width the block was laid out in.
  public var width: Double
  /// The block's height at that width.
  public var height: Double
  /// By node id (ids are unique within a tree).
  public var nodes: [String: NodeFrame]

  public init(width: Double, height: Double, nodes: [String: NodeFrame]) {
    self.width = width
    self.height = height
    self.nodes = nodes
  }

  public subscript(id: String) -> NodeFrame? { nodes[id] }
}

/// One node's place, and for text how it was set.
public struct NodeFrame: Hashable, Sendable {
  public var frame: Frame
  /// For `text`, `segment` and `button`: the lines and scale its text was set at.
  public var text: TextFit?
  /// For `chart`: the axis labels' frames, in the tree's order, beneath the plot.
  public var axisLabels: [Frame]

  public init(frame: Frame, text: TextFit? = nil, axisLabels: [Frame] = []) {
    self.frame = frame
    self.text = text
    self.axisLabels = axisLabels
  }
}

extension LayoutTree {
  /// Lays the tree out in `width` points (the width it was compiled for when nil), measuring text
  /// with `measurer`. A pure function: the same tree, width and measurer give the same frames.
  public func frames(
    width: Double? = nil, measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> TreeFrames {
    root.frames(width: width ?? environment.width, measuredBy: measurer)
  }
}

extension LayoutNode {
  /// Lays this node and everything under it out in `width` points, its top-leading corner at the
  /// origin: a part of a tree (a tile, the card) laid out on its own.
  public func frames(
    width: Double, measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> TreeFrames {
    let safe = width.isFinite ? max(0, width) : 0
    return LayoutPass(measurer: measurer).frames(of: self, width: safe)
  }
}
