import SPTheme

/// The node kinds of a block that is a whole screen (schema 2.1): its navigation bar, the
/// scrolling column with pull to refresh, swipeable rows and the dividers between them, and
/// the card's elevation; members in any order.
extension TreeJSONReader {
  mutating func readNavigationBar() throws(NotFast) -> LayoutNode.NavigationBar {
    var title: String?
    var font: ResolvedFont?
    var color: ColorValue?
    var background: ColorValue?
    var separator: ColorValue?
    var collapse: LayoutNode.NavigationBar.Collapse?
    var ownsStack: Bool?
    var height: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "title") {
        try read(&title)
      } else if matches(key, "font") {
        try claim(&font) { () throws(NotFast) in try readFont() }
      } else if matches(key, "color") {
        try claim(&color) { () throws(NotFast) in try readColor() }
      } else if matches(key, "background") {
        try claim(&background) { () throws(NotFast) in try readColor() }
      } else if matches(key, "separator") {
        try claim(&separator) { () throws(NotFast) in try readColor() }
      } else if matches(key, "collapse") {
        try claim(&collapse) { () throws(NotFast) in try readCollapse() }
      } else if matches(key, "ownsStack") {
        try read(&ownsStack)
      } else if matches(key, "height") {
        try read(&height)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.NavigationBar(
      title: try required(title), font: try required(font), color: try required(color),
      background: try required(background), separator: try required(separator),
      collapse: try required(collapse), ownsStack: try required(ownsStack), height: try required(height))
  }

  private mutating func readCollapse() throws(NotFast) -> LayoutNode.NavigationBar.Collapse {
    var source: String?
    var start: Double?
    var end: Double?
    var progress: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "source") {
        try read(&source)
      } else if matches(key, "start") {
        try read(&start)
      } else if matches(key, "end") {
        try read(&end)
      } else if matches(key, "progress") {
        try read(&progress)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.NavigationBar.Collapse(
      source: try required(source), start: try required(start), end: try required(end),
      progress: try required(progress))
  }

  mutating func readScroll() throws(NotFast) -> LayoutNode.Scroll {
    var background: ColorValue?
    var padding: TokenLength?
    var spacing: TokenLength?
    var offset: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "background") {
        try claim(&background) { () throws(NotFast) in try readColor() }
      } else if matches(key, "padding") {
        try claim(&padding) { () throws(NotFast) in try readLength() }
      } else if matches(key, "spacing") {
        try claim(&spacing) { () throws(NotFast) in try readLength() }
      } else if matches(key, "offset") {
        try read(&offset)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Scroll(
      background: try required(background), padding: try required(padding), spacing: try required(spacing),
      offset: try required(offset))
  }

  mutating func readRefresh() throws(NotFast) -> LayoutNode.Refresh {
    var phase: LayoutNode.Refresh.Phase?
    var distance: Double?
    var progress: Double?
    var threshold: Double?
    var diameter: Double?
    var lineWidth: Double?
    var track: ColorValue?
    var tint: ColorValue?
    var inset: Double?
    var finishedSymbol: String?
    var triggers: [LayoutNode.Refresh.Trigger]?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "phase") {
        try read(&phase)
      } else if matches(key, "distance") {
        try read(&distance)
      } else if matches(key, "progress") {
        try read(&progress)
      } else if matches(key, "threshold") {
        try read(&threshold)
      } else if matches(key, "diameter") {
        try read(&diameter)
      } else if matches(key, "lineWidth") {
        try read(&lineWidth)
      } else if matches(key, "track") {
        try claim(&track) { () throws(NotFast) in try readColor() }
      } else if matches(key, "tint") {
        try claim(&tint) { () throws(NotFast) in try readColor() }
      } else if matches(key, "inset") {
        try read(&inset)
      } else if matches(key, "finishedSymbol") {
        try read(&finishedSymbol)
      } else if matches(key, "triggers") {
        try claim(&triggers) { () throws(NotFast) in
          var triggers: [LayoutNode.Refresh.Trigger] = []
          var array = try beginArray()
          while try nextItem(in: &array) { triggers.append(try readTrigger()) }
          return triggers
        }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Refresh(
      phase: try required(phase), distance: try required(distance), progress: try required(progress),
      threshold: try required(threshold), diameter: try required(diameter),
      lineWidth: try required(lineWidth),
      track: try required(track), tint: try required(tint), inset: try required(inset),
      finishedSymbol: try required(finishedSymbol), triggers: try required(triggers))
  }

  private mutating func readTrigger() throws(NotFast) -> LayoutNode.Refresh.Trigger {
    var platform: String?
    var minimumVersion: Int?
    var fires: LayoutNode.Refresh.Trigger.Fires?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "platform") {
        try read(&platform)
      } else if matches(key, "minimumVersion") {
        try read(&minimumVersion)
      } else if matches(key, "fires") {
        try read(&fires)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Refresh.Trigger(
      platform: try required(platform), minimumVersion: try required(minimumVersion),
      fires: try required(fires))
  }

  mutating func readSwipeRow() throws(NotFast) -> LayoutNode.SwipeRow {
    var background: ColorValue?
    var actions: [LayoutNode.SwipeAction]?
    var reveal: Double?
    var revealFraction: Double?
    var fullSwipeFraction: Double?
    var fullSwipe: Bool?
    var open: Bool?
    var release: LayoutNode.SwipeRow.Release?
    var claimDistance: Double?
    var horizontalDominance: Double?
    var settle: ResolvedMotion?
    var minHeight: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "background") {
        try claim(&background) { () throws(NotFast) in try readColor() }
      } else if matches(key, "actions") {
        try claim(&actions) { () throws(NotFast) in
          var actions: [LayoutNode.SwipeAction] = []
          var array = try beginArray()
          while try nextItem(in: &array) { actions.append(try readSwipeAction()) }
          return actions
        }
      } else if matches(key, "reveal") {
        try read(&reveal)
      } else if matches(key, "revealFraction") {
        try read(&revealFraction)
      } else if matches(key, "fullSwipeFraction") {
        try read(&fullSwipeFraction)
      } else if matches(key, "fullSwipe") {
        try read(&fullSwipe)
      } else if matches(key, "open") {
        try read(&open)
      } else if matches(key, "release") {
        try read(&release)
      } else if matches(key, "claimDistance") {
        try read(&claimDistance)
      } else if matches(key, "horizontalDominance") {
        try read(&horizontalDominance)
      } else if matches(key, "settle") {
        try claim(&settle) { () throws(NotFast) in try readMotion() }
      } else if matches(key, "minHeight") {
        try read(&minHeight)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.SwipeRow(
      background: try required(background), actions: try required(actions), reveal: try required(reveal),
      revealFraction: try required(revealFraction), fullSwipeFraction: try required(fullSwipeFraction),
      fullSwipe: try required(fullSwipe), open: try required(open), release: try required(release),
      claimDistance: try required(claimDistance), horizontalDominance: try required(horizontalDominance),
      settle: try required(settle), minHeight: try required(minHeight))
  }

  private mutating func readSwipeAction() throws(NotFast) -> LayoutNode.SwipeAction {
    var action: Action?
    var title: String?
    var symbol: String?
    var font: ResolvedFont?
    var foreground: ColorValue?
    var background: ColorValue?
    var width: Double?
    var revealedWidth: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "action") {
        try claim(&action) { () throws(NotFast) in try readAction() }
      } else if matches(key, "title") {
        try read(&title)
      } else if matches(key, "symbol") {
        try read(&symbol)
      } else if matches(key, "font") {
        try claim(&font) { () throws(NotFast) in try readFont() }
      } else if matches(key, "foreground") {
        try claim(&foreground) { () throws(NotFast) in try readColor() }
      } else if matches(key, "background") {
        try claim(&background) { () throws(NotFast) in try readColor() }
      } else if matches(key, "width") {
        try read(&width)
      } else if matches(key, "revealedWidth") {
        try read(&revealedWidth)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.SwipeAction(
      action: try required(action), title: try required(title), symbol: try required(symbol),
      font: try required(font), foreground: try required(foreground), background: try required(background),
      width: try required(width), revealedWidth: try required(revealedWidth))
  }

  mutating func readDivider() throws(NotFast) -> LayoutNode.Divider {
    var color: ColorValue?
    var thickness: Double?
    var inset: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "color") {
        try claim(&color) { () throws(NotFast) in try readColor() }
      } else if matches(key, "thickness") {
        try read(&thickness)
      } else if matches(key, "inset") {
        try read(&inset)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Divider(
      color: try required(color), thickness: try required(thickness), inset: try required(inset))
  }

  mutating func readElevation() throws(NotFast) -> ElevationValue {
    var token: String?
    var color: String?
    var x: Double?
    var y: Double?
    var blur: Double?
    var spread: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "token") {
        try read(&token)
      } else if matches(key, "color") {
        try read(&color)
      } else if matches(key, "x") {
        try read(&x)
      } else if matches(key, "y") {
        try read(&y)
      } else if matches(key, "blur") {
        try read(&blur)
      } else if matches(key, "spread") {
        try read(&spread)
      } else {
        throw NotFast()
      }
    }
    return ElevationValue(
      token: try required(token), color: try required(color), x: try required(x), y: try required(y),
      blur: try required(blur), spread: try required(spread))
  }
}
