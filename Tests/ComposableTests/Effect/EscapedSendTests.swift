import Composable
import TestHelpers
import Testing

/// A `send` used after its effect's closure returned is reported, and its action is dropped.
@MainActor
@Suite struct EscapedSendTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      var responses = 0
    }
    enum Action: Equatable { case tap, response }

    /// Set once the escaped task has called `send`.
    let didSend: LockIsolated<Bool>
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tap:
          return .run { [clock, didSend] send in
            // Not awaited: the effect ends at once, and `send` escapes into this task.
            Task {
              try await clock.sleep(for: .seconds(1))
              await send(.response)
              didSend.setValue(true)
            }
          }
        case .response:
          state.responses += 1
          return .none
        }
      }
    }
  }

  /// The line of the `.run` above, where the issue points.
  static let runLine = 23

  @Test func anActionSentAfterTheEffectFinishedIsReportedAndNotReduced() async {
    let clock = TestClock()
    let didSend = LockIsolated(false)
    let store = Store(initialState: Feature.State()) {
      Feature(didSend: didSend)
    } withDependencies: {
      $0.continuousClock = clock
    }
    let issues = LockIsolated<[Issue]>([])
    // The effect is started inside the known-issue scope so that the escaped task, which inherits
    // the scope, reports its issue there.
    await withKnownIssue {
      await store.send(.tap).finish()
      await untilSleeping(on: clock)
      await clock.advance(by: .seconds(1))
      #expect(await eventually { didSend.value })
    } matching: { issue in
      issues.withValue { $0.append(issue) }
      return true
    }
    #expect(store.responses == 0)
    #expect(issues.value.count == 1)
    let issue = issues.value.first
    let message = issue?.comments.map(\.rawValue).joined(separator: "\n") ?? ""
    #expect(
      message.hasPrefix(
        """
        An action was sent from a completed effect:

          Action:
            EscapedSendTests.Feature.Action.response

          Effect returned from:
            EscapedSendTests.Feature.Action.tap

          Effect created at:
            ComposableTests/EscapedSendTests.swift:\(Self.runLine)
        """
      )
    )
    #expect(issue?.sourceLocation?.fileID == "ComposableTests/EscapedSendTests.swift")
    #expect(issue?.sourceLocation?.line == Self.runLine)
  }

  @Test func aSendBeforeTheEffectFinishesIsReduced() async {
    let store = Store(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { state, action in
        switch action {
        case .tap:
          return .run { send in
            // Awaited: the effect is still running when it sends.
            await Task { await send(.response) }.value
          }
        case .response:
          state.responses += 1
          return .none
        }
      }
    }
    await store.send(.tap).finish()
    #expect(store.responses == 1)
  }
}
