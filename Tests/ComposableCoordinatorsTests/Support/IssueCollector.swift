import ComposableCoordinators

/// Collects the messages of issues reported while `body` runs, instead of reporting them.
///
/// The property-based tests apply many impossible operations on purpose; PropertyBased counts
/// even known issues as failures, so they are collected and checked explicitly instead.
func collectingIssues<Result>(_ body: () throws -> Result) rethrows -> (Result, [String]) {
  let collector = IssueCollector()
  let result = try withIssueReporters([collector], operation: body)
  return (result, collector.messages.value)
}

private struct IssueCollector: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    self.messages.withValue { $0.append(message) }
  }
}
