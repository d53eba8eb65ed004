import ComposableTesting
import Testing

/// Proves that a wrong assertion fails the test, in a target that depends only on
/// `ComposableTesting` (and `Composable`), with no extra setup.
///
/// On Linux, IssueReporting records nothing into the test framework unless
/// `IssueReportingTestSupport` is linked; it would only print a warning and the test would pass.
/// `withKnownIssue` fails with "Known issue was not recorded" when nothing reaches Swift Testing,
/// so these tests fail if the link goes away.
@MainActor
struct IssueReportingTests {
  @Test func wrongAssertionIsRecordedAtTheCallSite() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    let issues = await recordIssues {
      await store.send(.increment) { $0.count = 42 }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.fileID == "ComposableTestingTests/IssueReportingTests.swift")
    #expect(issues.first?.line == line)
  }

  @Test func wrongAssertionFailsPlainWithKnownIssue() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.increment)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
    }
  }

  @Test func coreMisuseIsRecordedToo() async {
    // An issue reported by the core (an effect's unhandled error) also reaches Swift Testing.
    let store = TestStore(initialState: Counter.State()) {
      Reduce<Counter.State, Counter.Action> { _, _ in
        .run { _ in
          struct Failure: Error {}
          throw Failure()
        }
      }
    }
    await withKnownIssue {
      await store.send(.noop)
      await store.finish()
    } matching: { issue in
      issue.description.contains("threw an unhandled error")
    }
  }
}
