/// Times `body` over `repetitions` runs of `iterations` operations each, after one warm-up run,
/// and returns the median nanoseconds per operation.
@MainActor
func measure(
  iterations: Int,
  repetitions: Int = 7,
  setUp: () -> Void = {},
  _ body: (Int) -> Void
) -> Double {
  let clock = ContinuousClock()
  setUp()
  body(iterations / 10 + 1)
  var samples: [Double] = []
  for _ in 0..<repetitions {
    setUp()
    let elapsed = clock.measure {
      body(iterations)
    }
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    samples.append(nanoseconds / Double(iterations))
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Keeps the optimizer from discarding a value.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// One line of the report: a scenario, its median, the floor it is compared with, and the target.
struct Row {
  let scenario: String
  let median: Double
  let floor: Double?
  let target: String
  let met: Bool
}

func format(_ nanoseconds: Double) -> String {
  if nanoseconds >= 1000 {
    return String(format: "%.2f µs", nanoseconds / 1000)
  }
  return String(format: "%.1f ns", nanoseconds)
}

func printTable(_ rows: [Row]) {
  let header = ["scenario", "median / op", "floor", "target", "met"]
  let lines = rows.map { row in
    [
      row.scenario, format(row.median), row.floor.map(format) ?? "—", row.target,
      row.met ? "yes" : "NO",
    ]
  }
  let widths = header.indices.map { column in
    ([header[column]] + lines.map { $0[column] }).map(\.count).max() ?? 0
  }
  func render(_ cells: [String]) -> String {
    "| "
      + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
      .joined(separator: " | ") + " |"
  }
  print(render(header))
  print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
  for line in lines { print(render(line)) }
}

/// Times two operations that undo each other, run alternately, each on its own: over
/// `repetitions` runs of `iterations` pairs (after a warm-up run), the median nanoseconds of
/// each. Every operation is timed separately, so the figures include a clock reading (tens of
/// nanoseconds).
@MainActor
func measureAlternating(
  iterations: Int,
  repetitions: Int = 7,
  _ first: () -> Void,
  _ second: () -> Void
) -> (first: Double, second: Double) {
  let clock = ContinuousClock()
  func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }
  func run(_ count: Int) -> (Double, Double) {
    var firstTotal = Duration.zero
    var secondTotal = Duration.zero
    for _ in 0..<count {
      firstTotal += clock.measure(first)
      secondTotal += clock.measure(second)
    }
    return (nanoseconds(firstTotal) / Double(count), nanoseconds(secondTotal) / Double(count))
  }
  _ = run(iterations / 10 + 1)
  var firsts: [Double] = []
  var seconds: [Double] = []
  for _ in 0..<repetitions {
    let (first, second) = run(iterations)
    firsts.append(first)
    seconds.append(second)
  }
  firsts.sort()
  seconds.sort()
  return (firsts[firsts.count / 2], seconds[seconds.count / 2])
}
