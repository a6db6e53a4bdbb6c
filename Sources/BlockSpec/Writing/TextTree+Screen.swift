/// The screen kinds' fields on a text tree line (schema 2.1).
extension TextTreeFormat {
  static func screenContent(_ content: LayoutNode.Content) -> [String] {
    switch content {
    case .navigationBar(let bar):
      let collapse = bar.collapse
      return [
        quoted(bar.title), "font=\(font(bar.font))", "color=\(color(bar.color))",
        "bg=\(color(bar.background))",
        "separator=\(color(bar.separator))", "h=\(number(bar.height))",
        "collapse=\(collapse.source)@\(number(collapse.start))...\(number(collapse.end))"
          + " progress=\(number(collapse.progress))",
        bar.ownsStack ? "ownsStack" : "hostStack",
      ]
    case .scroll(let scroll):
      return [
        "bg=\(color(scroll.background))", "padding=\(length(scroll.padding))",
        "spacing=\(length(scroll.spacing))", "offset=\(number(scroll.offset))",
      ]
    case .refresh(let refresh):
      let triggers = refresh.triggers.map { "\($0.platform)\($0.minimumVersion):\($0.fires.rawValue)" }
      return [
        refresh.phase.rawValue, "pull=\(number(refresh.distance))/\(number(refresh.threshold))",
        "progress=\(number(refresh.progress))", "d=\(number(refresh.diameter))",
        "line=\(number(refresh.lineWidth))", "track=\(color(refresh.track))", "tint=\(color(refresh.tint))",
        "inset=\(number(refresh.inset))", "done=\(refresh.finishedSymbol)",
        "fires=" + triggers.joined(separator: ","),
      ]
    case .swipeRow(let row):
      var parts = [
        "bg=\(color(row.background))", "reveal=\(number(row.reveal))(\(number(row.revealFraction)))",
        "full@\(number(row.fullSwipeFraction))", "release=\(row.release.rawValue)",
        "claim=\(number(row.claimDistance))pt×\(number(row.horizontalDominance))",
        "settle=\(row.settle.token)(\(row.settle.kind.rawValue) \(number(row.settle.duration))s)",
        "minHeight=\(number(row.minHeight))",
      ]
      if row.open { parts.append("open") }
      if row.fullSwipe { parts.append("fullSwipe") }
      for action in row.actions {
        parts.append(
          "[\(action.action.id.rawValue) \(quoted(action.title)) \(action.symbol) bg=\(color(action.background))"
            + " fg=\(color(action.foreground)) w=\(number(action.width))→\(number(action.revealedWidth))]")
      }
      return parts
    case .divider(let divider):
      return [
        "color=\(color(divider.color))", "t=\(number(divider.thickness))", "inset=\(number(divider.inset))",
      ]
    default:
      return []
    }
  }
}
