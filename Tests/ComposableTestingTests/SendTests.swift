import ComposableTesting
import Testing

private let bodyEvaluations = LockIsolated(0)

/// `Counter`, behind a body that counts its evaluations.
private struct CountedBody: Reducer {
  typealias State = Counter.State
  typealias Action = Counter.Action

  var body: some Reducer<State, Action> {
    let _ = bodyEvaluations.withValue { $0 += 1 }
    Counter()
  }
}

@MainActor
struct SendTests {
  @Test func theFeaturesBodyIsEvaluatedOnceAsInAStore() async {
    let store = TestStore(initialState: Counter.State()) { CountedBody() }
    await store.send(.increment) {
      $0.count = 1
      $0.isEven = false
    }
    await store.send(.increment) {
      $0.count = 2
      $0.isEven = true
    }
    #expect(bodyEvaluations.value == 1)
  }

  @Test func matchingAssertionPasses() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.increment) {
      $0.count = 1
      $0.isEven = false
    }
    #expect(store.state == Counter.State(count: 1, isEven: false))
  }

  @Test func sendLetsOtherMainActorWorkRunEvenWithNoEffectInFlight() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    var ran = false
    Task { @MainActor in ran = true }
    await store.send(.noop)
    #expect(ran)
  }

  @Test func closureStartsFromStateBeforeActionAndStateIsNewAfter() async {
    let store = TestStore(initialState: Counter.State(count: 4)) { Counter() }
    await store.send(.increment) {
      #expect($0 == Counter.State(count: 4, isEven: true))
      $0.count = 5
      $0.isEven = false
    }
    #expect(store.state.count == 5)
    await store.send(.increment) {
      #expect($0.count == 5)
      $0.count = 6
      $0.isEven = true
    }
    #expect(store.state.count == 6)
  }

  @Test func stateIsActualNewStateEvenWhenAssertionFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    _ = await recordIssues {
      await store.send(.increment) {
        $0.count = 100
      }
    }
    #expect(store.state == Counter.State(count: 1, isEven: false))
    await store.send(.increment) {
      #expect($0.count == 1)
      $0.count = 2
      $0.isEven = true
    }
  }

  @Test func unassertedChangeFailsAtSendLine() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    let issues = await recordIssues {
      await store.send(.increment)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(issues.first?.fileID?.hasSuffix("SendTests.swift") == true)
    #expect(
      issues.first?.message == """
        State was not expected to change, but a change occurred: …

              Counter.State(
            −   count: 0,
            +   count: 1,
            −   isEven: true
            +   isEven: false
              )

        (Expected: −, Actual: +)
        """
    )
  }

  @Test func wrongExpectationFailsOnceWithDiffOfTheWrongField() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    let issues = await recordIssues {
      await store.send(.increment) {
        $0.count = 2
        $0.isEven = false
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        A state change does not match expectation: …

              Counter.State(
            −   count: 2,
            +   count: 1,
                isEven: false
              )

        (Expected: −, Actual: +)
        """
    )
  }

  @Test func eachWrongFieldAppearsOnceInTheDiff() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let issues = await recordIssues {
      await store.send(.increment) {
        $0.count = 3
        $0.isEven = true
      }
    }
    #expect(issues.count == 1)
    let lines = issues.first?.message.split(separator: "\n").map(String.init) ?? []
    #expect(lines.filter { $0.contains("−   count: 3") }.count == 1)
    #expect(lines.filter { $0.contains("+   count: 1") }.count == 1)
    #expect(lines.filter { $0.contains("−   isEven: true") }.count == 1)
    #expect(lines.filter { $0.contains("+   isEven: false") }.count == 1)
    #expect(lines.filter { $0.hasPrefix("    −") || $0.hasPrefix("    +") }.count == 4)
  }

  @Test func oneFailurePerWrongStep() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let issues = await recordIssues {
      await store.send(.increment) { $0.count = 7 }
      await store.send(.increment) {
        $0.count = 2
        $0.isEven = true
      }
      await store.send(.increment) { $0.count = 9 }
    }
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.message.hasPrefix("A state change does not match expectation") })
  }

  @Test func unneededAssertionFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    let issues = await recordIssues {
      await store.send(.noop) {
        $0.count = 0
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        Expected state to change, but no change occurred.

        The trailing closure made no observable change to the state. If no change is expected, \
        omit the trailing closure.
        """
    )
  }

  @Test func noClosureAndNoChangePasses() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.noop)
    #expect(store.state == Counter.State())
  }

  @Test func throwingAssertionFails() async {
    struct Oops: Error {}
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let issues = await recordIssues {
      await store.send(.increment) { _ in throw Oops() }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message == "Threw error: Oops()")
  }

  @Test func sendsByCaseKeyPath() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(\.increment) {
      $0.count = 1
      $0.isEven = false
    }
    await store.send(\.set, 10) {
      $0.count = 10
      $0.isEven = true
    }
  }

  @Test func sendReturnsTaskThatIsCancelledWithoutEffects() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let task = await store.send(.noop)
    #expect(task.isCancelled)
  }
}
