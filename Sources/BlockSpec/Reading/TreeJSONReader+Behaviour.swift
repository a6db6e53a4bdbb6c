import SPTheme

/// What a node does and says: accessibility (with the chart descriptor), its action, haptics
/// and transitions, members in any order.
extension TreeJSONReader {
  mutating func readAccessibility() throws(NotFast) -> Accessibility {
    var label: String?
    var value: String?
    var hint: String?
    var traits: [Accessibility.Trait]?
    var hidden: Bool?
    var element: Accessibility.Element?
    var chart: ChartDescriptor?
    var announcement: String?
    var customActions: [CustomAction]?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "label") {
        try read(&label)
      } else if matches(key, "value") {
        try read(&value)
      } else if matches(key, "hidden") {
        try read(&hidden)
      } else if matches(key, "traits") {
        try claim(&traits) { () throws(NotFast) in
          var traits: [Accessibility.Trait] = []
          var array = try beginArray()
          while try nextItem(in: &array) { traits.append(try readRaw()) }
          return traits
        }
      } else if matches(key, "hint") {
        try read(&hint)
      } else if matches(key, "element") {
        try read(&element)
      } else if matches(key, "chart") {
        try claim(&chart) { () throws(NotFast) in try readChartDescriptor() }
      } else if matches(key, "announcement") {
        try read(&announcement)
      } else if matches(key, "customActions") {
        try claim(&customActions) { () throws(NotFast) in
          var actions: [CustomAction] = []
          var array = try beginArray()
          while try nextItem(in: &array) { actions.append(try readCustomAction()) }
          return actions
        }
      } else {
        throw NotFast()
      }
    }
    return Accessibility(
      label: label, value: value, hint: hint, traits: traits, hidden: hidden, element: element, chart: chart,
      announcement: announcement, customActions: customActions)
  }

  private mutating func readCustomAction() throws(NotFast) -> CustomAction {
    var name: String?
    var action: Action?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "name") {
        try read(&name)
      } else if matches(key, "action") {
        try claim(&action) { () throws(NotFast) in try readAction() }
      } else {
        throw NotFast()
      }
    }
    return CustomAction(name: try required(name), action: try required(action))
  }

  private mutating func readChartDescriptor() throws(NotFast) -> ChartDescriptor {
    var title: String?
    var summary: String?
    var xAxis: ChartDescriptor.XAxis?
    var yAxis: ChartDescriptor.YAxis?
    var series: [ChartDescriptor.Series]?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "title") {
        try read(&title)
      } else if matches(key, "summary") {
        try read(&summary)
      } else if matches(key, "xAxis") {
        try claim(&xAxis) { () throws(NotFast) in try readXAxis() }
      } else if matches(key, "yAxis") {
        try claim(&yAxis) { () throws(NotFast) in try readYAxis() }
      } else if matches(key, "series") {
        try claim(&series) { () throws(NotFast) in
          var series: [ChartDescriptor.Series] = []
          var array = try beginArray()
          while try nextItem(in: &array) { series.append(try readDescribedSeries()) }
          return series
        }
      } else {
        throw NotFast()
      }
    }
    return ChartDescriptor(
      title: try required(title), summary: try required(summary), xAxis: try required(xAxis),
      yAxis: try required(yAxis), series: try required(series))
  }

  private mutating func readXAxis() throws(NotFast) -> ChartDescriptor.XAxis {
    var title: String?
    var lowerText: String?
    var upperText: String?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "title") {
        try read(&title)
      } else if matches(key, "lowerText") {
        try read(&lowerText)
      } else if matches(key, "upperText") {
        try read(&upperText)
      } else {
        throw NotFast()
      }
    }
    return ChartDescriptor.XAxis(
      title: try required(title), lowerText: try required(lowerText), upperText: try required(upperText))
  }

  private mutating func readYAxis() throws(NotFast) -> ChartDescriptor.YAxis {
    var title: String?
    var lower: Double?
    var upper: Double?
    var lowerText: String?
    var upperText: String?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "title") {
        try read(&title)
      } else if matches(key, "lower") {
        try read(&lower)
      } else if matches(key, "upper") {
        try read(&upper)
      } else if matches(key, "lowerText") {
        try read(&lowerText)
      } else if matches(key, "upperText") {
        try read(&upperText)
      } else {
        throw NotFast()
      }
    }
    return ChartDescriptor.YAxis(
      title: try required(title), lower: try required(lower), upper: try required(upper),
      lowerText: try required(lowerText), upperText: try required(upperText))
  }

  private mutating func readDescribedSeries() throws(NotFast) -> ChartDescriptor.Series {
    var name: String?
    var isContinuous: Bool?
    var points: [ChartDescriptor.Point]?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "name") {
        try read(&name)
      } else if matches(key, "isContinuous") {
        try read(&isContinuous)
      } else if matches(key, "points") {
        try claim(&points) { () throws(NotFast) in
          var points: [ChartDescriptor.Point] = []
          var array = try beginArray()
          while try nextItem(in: &array) { points.append(try readDescribedPoint()) }
          return points
        }
      } else {
        throw NotFast()
      }
    }
    return ChartDescriptor.Series(
      name: try required(name), isContinuous: try required(isContinuous), points: try required(points))
  }

  private mutating func readDescribedPoint() throws(NotFast) -> ChartDescriptor.Point {
    var x: Double?
    var value: Double?
    var label: String?
    var valueText: String?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "x") {
        try read(&x)
      } else if matches(key, "value") {
        try read(&value)
      } else if matches(key, "label") {
        try read(&label)
      } else if matches(key, "valueText") {
        try read(&valueText)
      } else {
        throw NotFast()
      }
    }
    return ChartDescriptor.Point(
      x: try required(x), value: try required(value), label: try required(label),
      valueText: try required(valueText))
  }

  /// The payload's keys are data: read as strings (escapes and all) into the dictionary the
  /// general path decodes, a key twice (as `String`s compare) left to it.
  mutating func readAction() throws(NotFast) -> Action {
    var id: Action.ID?
    var payload: [String: String]?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "id") {
        try read(&id)
      } else if matches(key, "payload") {
        try claim(&payload) { () throws(NotFast) in
          var members: [String: String] = [:]
          var p = try beginObject()
          while try nextDataKey(in: &p) {
            let name = try readString()
            try colon()
            guard members.updateValue(try readString(), forKey: name) == nil else { throw NotFast() }
          }
          return members
        }
      } else {
        throw NotFast()
      }
    }
    return Action(id: try required(id), payload: payload)
  }

  mutating func readHaptics() throws(NotFast) -> [Haptic] {
    var haptics: [Haptic] = []
    var array = try beginArray()
    while try nextItem(in: &array) {
      var kind: Haptic.Kind?
      var trigger: Haptic.Trigger?
      var o = try beginObject()
      while let key = try nextKey(in: &o) {
        if matches(key, "kind") {
          try read(&kind)
        } else if matches(key, "trigger") {
          try read(&trigger)
        } else {
          throw NotFast()
        }
      }
      haptics.append(Haptic(kind: try required(kind), trigger: try required(trigger)))
    }
    return haptics
  }

  mutating func readTransitions() throws(NotFast) -> [NodeTransition] {
    var transitions: [NodeTransition] = []
    var array = try beginArray()
    while try nextItem(in: &array) { transitions.append(try readTransition()) }
    return transitions
  }

  private mutating func readTransition() throws(NotFast) -> NodeTransition {
    var event: NodeTransition.Event?
    var effect: NodeTransition.Effect?
    var motion: ResolvedMotion?
    var reduceMotion: NodeTransition.Fallback?
    var delay: Double?
    var offset: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "event") {
        try read(&event)
      } else if matches(key, "effect") {
        try read(&effect)
      } else if matches(key, "motion") {
        try claim(&motion) { () throws(NotFast) in try readMotion() }
      } else if matches(key, "reduceMotion") {
        try claim(&reduceMotion) { () throws(NotFast) in try readFallback() }
      } else if matches(key, "delay") {
        try read(&delay)
      } else if matches(key, "offset") {
        try read(&offset)
      } else {
        throw NotFast()
      }
    }
    return NodeTransition(
      event: try required(event), effect: try required(effect), motion: try required(motion),
      reduceMotion: reduceMotion, delay: delay, offset: offset)
  }

  private mutating func readFallback() throws(NotFast) -> NodeTransition.Fallback {
    var effect: NodeTransition.Effect?
    var motion: ResolvedMotion?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "effect") {
        try read(&effect)
      } else if matches(key, "motion") {
        try claim(&motion) { () throws(NotFast) in try readMotion() }
      } else {
        throw NotFast()
      }
    }
    return NodeTransition.Fallback(effect: try required(effect), motion: try required(motion))
  }
}
