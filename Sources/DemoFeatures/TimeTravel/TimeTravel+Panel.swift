/// What the changes panel shows with time travel: the keys, a window of the recorded actions
/// with the selected one marked, and the state diff of the selected step.
extension TimeTravel {
  /// The panel's lines.
  ///
  /// - Parameters:
  ///   - listLength: How many actions to list around the selected one (the newest in the
  ///     present).
  ///   - diffLength: How many lines of the state diff to show; the rest is counted.
  func panelLines(listLength: Int = 6, diffLength: Int = 12) -> [String] {
    let steps = self.steps
    guard !steps.isEmpty else { return ["(nothing recorded yet)"] }
    let selectedID = self.selectedID
    let selectedIndex = selectedID.flatMap { id in steps.lastIndex { $0.id <= id } }
    let shownIndex = selectedIndex ?? (steps.count - 1)
    var lines: [String] = []
    if selectedIndex != nil {
      lines.append("TRAVELLING (read-only) · PgDn/] newer")
    } else {
      lines.append("PgUp/[ travel back")
    }
    let end = min(steps.count, max(shownIndex + 1, listLength))
    let start = max(0, end - listLength)
    for index in start..<end {
      let marker = index == selectedIndex ? "▶" : " "
      lines.append("\(marker) \(Self.title(of: steps[index]))")
    }
    if selectedIndex == nil { lines.append("  (present)") }
    lines.append("state diff:")
    lines += Self.diffLines(of: steps[shownIndex], limit: diffLength)
    return lines
  }

  private static func title(of step: TimeTravelStep) -> String {
    guard let recorded = step.action else { return "initial state" }
    // The action on one line, without its type's name: `.destination(.presented(…))`.
    var action = ""
    for line in String(customDumping: recorded.action).split(separator: "\n") {
      let part = line.drop { $0 == " " }
      if !action.isEmpty, action.last != "(", part.first != ")" { action += " " }
      action += part
    }
    if action.hasPrefix("AppFeature.Action.") {
      action.removeFirst("AppFeature.Action".count)
    }
    let source = recorded.source == .user ? "" : " (\(recorded.source))"
    return "#\(recorded.id) \(action)\(source)"
  }

  private static func diffLines(of step: TimeTravelStep, limit: Int) -> [String] {
    guard let previous = step.previousState else { return ["  (the recording's start)"] }
    guard let difference = diff(previous, step.state) else { return ["  (no change)"] }
    let lines = difference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > limit else { return lines }
    return lines.prefix(limit) + ["… \(lines.count - limit) more lines"]
  }
}
