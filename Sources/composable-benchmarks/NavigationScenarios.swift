import Composable

/// The rows of the navigation scenarios: presented destinations and children, navigation stacks,
/// coordinators and alerts, in the shapes TCA features are written in. Relative targets compare
/// with `rootSend` and `rootRead`, measured in the same run.
@MainActor
func navigationRows(
  selected: (String) -> Bool, rootSend: Double, rootRead: Double
) -> [Row] {
  var rows: [Row] = []
  func timed(_ name: String, iterations: Int) -> Double {
    let operation = navigationOperation(name)!
    return measure(iterations: iterations) { operation($0) }
  }
  func relative(
    _ scenario: String, _ median: Double, _ factor: Double, of reference: Double, _ what: String
  ) {
    let bound = factor * reference
    rows.append(
      Row(
        scenario: scenario, median: median, floor: nil,
        target: "≤ \(factor.formatted())× \(what) (\(format(bound)))", met: median <= bound))
  }
  func absolute(_ scenario: String, _ median: Double, below bound: Double) {
    rows.append(
      Row(
        scenario: scenario, median: median, floor: nil, target: "< \(format(bound))",
        met: median < bound))
  }
  // A creation row, with the evaluation of its call sites' key-path literals alone as its floor
  // (see `ScopeKeyPaths.swift`), and what creating costs beyond them. The target bounds the whole
  // creation, or, `overLiterals`, what it costs beyond the literals: for call sites whose
  // literals the Swift runtime builds anew on every evaluation, at a cost that no store can
  // change (see "The floor under creating the enum destination chain" in the Performance
  // article).
  func creation(
    _ scenario: String, _ median: Double, keyPaths: Double, overLiterals: Bool = false
  ) {
    let bounded = overLiterals ? max(median - keyPaths, 0) : median
    rows.append(
      Row(
        scenario: scenario, median: median, floor: keyPaths,
        target: "< \(format(20_000))\(overLiterals ? " over its literals" : "")",
        met: bounded < 20_000))
    rows.append(
      Row(
        scenario: "  less its key-path literals (the floor)", median: max(median - keyPaths, 0),
        floor: nil, target: "(information)", met: true))
  }

  // A row under the row above it, for information: its median and its ratio to the root send.
  // "floor": part of the same work, which the row cannot go below ("the action alone"); "plain
  // equivalent": a chain of plain `ifLet`s with as many operator levels and action boxes.
  func information(_ scenario: String, _ operation: String, iterations: Int) {
    let median = timed(operation, iterations: iterations)
    rows.append(
      Row(
        scenario: "  \(scenario)", median: median, floor: nil,
        target: "(information: \(String(format: "%.1f", median / rootSend))× root send)",
        met: true))
  }

  if selected("presents") {
    relative(
      "send, 10-deep @Presents enum destination", timed("destination-send", iterations: 50_000),
      4, of: rootSend, "root send")
    information(
      "plain equivalent: 20-deep ifLet, 10 of 20 action cases indirect", "paired-send",
      iterations: 50_000)
    information(
      "floor: build and match the 10-deep action alone, no store", "destination-action-floor",
      iterations: 200_000)
    relative(
      "read, 10-deep @Presents enum destination", timed("destination-read", iterations: 200_000),
      10, of: rootRead, "root read")
    let destinationCreate =
      timed("destination-create", iterations: 2_000) - timed("destination-store", iterations: 2_000)
    let destinationKeyPaths = timed("destination-keypaths", iterations: 2_000)
    creation(
      "create 10-deep enum destination scope", max(destinationCreate, 0),
      keyPaths: destinationKeyPaths, overLiterals: true)
    relative(
      "root send of a 10-deep destination action",
      timed("destination-root-send", iterations: 50_000), 4, of: rootSend, "root send")
    information(
      "plain equivalent: 20-deep ifLet, 10 of 20 action cases indirect", "paired-root-send",
      iterations: 50_000)
    relative(
      "send, 10-deep @Presents struct child", timed("sheet-send", iterations: 50_000),
      4, of: rootSend, "root send")
    information(
      "plain equivalent: 10-deep ifLet, indirect action cases", "boxed-send", iterations: 50_000)
    information(
      "floor: build and match the 10-deep action alone, no store", "sheet-action-floor",
      iterations: 200_000)
    relative(
      "read, 10-deep @Presents struct child", timed("sheet-read", iterations: 200_000),
      10, of: rootRead, "root read")
    let sheetCreate =
      timed("sheet-create", iterations: 2_000) - timed("sheet-store", iterations: 2_000)
    let sheetKeyPaths = timed("sheet-keypaths", iterations: 2_000)
    creation("create 10-deep struct child scope", max(sheetCreate, 0), keyPaths: sheetKeyPaths)
  }

  if selected("stack") {
    let stack1k = timed("stack-send-1k", iterations: 20_000)
    absolute("stack element send, 1,000 elements", stack1k, below: 5_000)
    relative(
      "stack element send, 10,000 elements", timed("stack-send-10k", iterations: 20_000),
      1.5, of: stack1k, "1,000 elements")
    let (first, second) = alternatingOperations("stack-push-pop")!
    let (push, pop) = measureAlternating(iterations: 10_000, first, second)
    absolute("stack push, 1,000 elements", push, below: 10_000)
    absolute("stack pop, 1,000 elements", pop, below: 10_000)
    let (appendLast, removeLast) = alternatingOperations("stack-append-remove")!
    let (append, remove) = measureAlternating(iterations: 10_000, appendLast, removeLast)
    absolute("stack append by the parent, 1,000 elements", append, below: 10_000)
    absolute("stack removeLast by the parent, 1,000 elements", remove, below: 10_000)
    let store1k = timed("stack-store-send-1k", iterations: 20_000)
    absolute("stack element store send, 1,000 elements", store1k, below: 5_000)
    relative(
      "stack element store send, 10,000 elements",
      timed("stack-store-send-10k", iterations: 20_000),
      1.5, of: store1k, "1,000 elements")
  }

  if selected("routes") {
    let indexed100 = timed("routes-send-100", iterations: 2_000)
    absolute("route send, 100 indexed routes", indexed100, below: 5_000)
    relative(
      "route send, 1,000 indexed routes", timed("routes-send-1k", iterations: 500),
      1.5, of: indexed100, "100 routes")
    let identified100 = timed("routes-id-send-100", iterations: 2_000)
    absolute("route send, 100 identified routes", identified100, below: 5_000)
    relative(
      "route send, 1,000 identified routes", timed("routes-id-send-1k", iterations: 500),
      1.5, of: identified100, "100 routes")
    let (update, updateBack) = alternatingOperations("routes-update")!
    let (toFewer, toAll) = measureAlternating(iterations: 1_000, update, updateBack)
    absolute("updateRoutes, 100 routes", max(toFewer, toAll), below: 20_000)
    let (pushRoute, popRoute) = alternatingOperations("routes-push-pop")!
    let (push, _) = measureAlternating(iterations: 1_000, pushRoute, popRoute)
    absolute("push, 100 routes", push, below: 20_000)
    absolute(
      "headless terminal frame, 100 routes", timed("routes-frame-100", iterations: 200),
      below: 1_000_000)
  }

  if selected("alert") {
    let (present, answer) = alternatingOperations("alert")!
    let (presented, answered) = measureAlternating(iterations: 20_000, present, answer)
    rows.append(
      Row(
        scenario: "alert presented + answered", median: presented + answered, floor: nil,
        target: "(information)", met: true))
  }
  return rows
}
