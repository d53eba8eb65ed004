/// A store for tests that requires the test to account for everything the feature does: every
/// state change, every action its effects feed back, and every effect still running.
///
/// ```swift
/// @Test @MainActor
/// func timer() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: Timer.State()) {
///     Timer()
///   } withDependencies: {
///     $0.continuousClock = clock
///   }
///
///   await store.send(.start) {
///     $0.isRunning = true
///   }
///   await clock.advance(by: .seconds(1))
///   await store.receive(\.tick) {
///     $0.seconds = 1
///   }
///   await store.send(.stop) {
///     $0.isRunning = false
///   }
/// }
/// ```
///
/// A step that does not match fails the test at the line of its `send` or `receive` call, with a
/// readable diff. Actions the test did not receive and effects still running when the test store
/// goes away (at the end of the test) fail the test too. Set ``exhaustivity`` to `.off` to check
/// only what the test names.
///
/// The test store runs the feature in a real `Store`. While it is alive, async work runs on the
/// main serial executor (see ``useMainSerialExecutor``), so that with a `TestClock` the order of
/// "advance the clock, then receive" is the same on every run.
///
/// Failures are reported with IssueReporting, which records them in Swift Testing or XCTest at the
/// caller's file and line. `ComposableTesting` links `IssueReportingTestSupport`, so this works on
/// Linux too without any setup.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How much of what happens the test must assert. Defaults to ``Exhaustivity/on``.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive(_:timeout:assert:)` and
  /// ``finish(timeout:fileID:filePath:line:column:)`` wait by default. One second.
  public var timeout: Duration = .seconds(1)

  /// The state as of the last step the test asserted: after a `send` call, the state right after
  /// the sent action; after a `receive` call, the state right after the received action.
  ///
  /// Inside an exhaustive assertion closure, `$0` starts from this value.
  public internal(set) var state: State

  let store: Store<State, TestAction<Action>>
  let recorder: TestStoreRecorder<State, Action>
  private let serialExecutorLease: MainSerialExecutorLease

  /// Creates a test store for `reducer`, starting from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer, its effects and the
  ///     assertion closures. The dependency context is `.test`. Dependencies can also be changed
  ///     between steps through ``dependencies``.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    let (initialState, base, dependencies) = Dependencies.withDependencies {
      $0.context = .test
      prepareDependencies(&$0)
    } operation: {
      (initialState(), reducer(), DependencyValues._current)
    }
    let recorder = TestStoreRecorder<State, Action>(dependencies: dependencies)
    // A root feature that dismisses itself ends the test store's run: its effects are cancelled
    // and later sends fail.
    recorder.dependencies.dismiss = DismissEffect { [weak recorder] in
      recorder?.dismissRootFeature()
    }
    self.recorder = recorder
    self.state = initialState
    let store = Store(initialState: initialState) {
      TestReducer(base: base, recorder: recorder)
    } withDependencies: {
      $0 = dependencies
    }
    recorder.cancelStoreEffects = { [weak store] in
      store?.core.root.cancelAllEffects()
    }
    self.store = store
    self.serialExecutorLease = MainSerialExecutorLease()
    MainQueue.mark()
  }

  deinit {
    // Not an `isolated deinit`: that runs without the task-local values of the code releasing
    // the store, and Swift Testing finds the current test through one, so issues reported there
    // would belong to no test. A test store is released on the main actor in practice (tests that
    // use it are main-actor isolated), where this plain deinit checks synchronously.
    let recorder = self.recorder
    let exhaustivity = self.exhaustivity
    let serialExecutorLease = self.serialExecutorLease
    let tearDown: @MainActor @Sendable () -> Void = {
      Self.assertEndOfTest(recorder: recorder, exhaustivity: exhaustivity)
      serialExecutorLease.release()
    }
    if MainQueue.isCurrent {
      MainActor.assumeIsolated(tearDown)
    } else {
      // Released off the main actor: check as soon as possible. The task inherits the task-local
      // values, so issues still belong to the test, but they may come after it has moved on.
      Task { @MainActor in tearDown() }
    }
  }

  /// The dependencies the feature runs with. Changes apply to every action reduced afterwards,
  /// and to the effects those actions start.
  ///
  /// ```swift
  /// store.dependencies.continuousClock = ImmediateClock()
  /// await store.send(.refresh)  // runs with the immediate clock
  /// ```
  public var dependencies: DependencyValues {
    get { self.recorder.dependencies }
    set { self.recorder.dependencies = newValue }
  }

  /// Whether async work runs serially on the main actor while this test store is alive, which
  /// makes effects deterministic. Defaults to `true`; set it to `false` to test against real
  /// concurrency.
  ///
  /// The test store turns serial execution on when it is created and puts back the setting it
  /// found when it goes away. The underlying switch (`uncheckedUseMainSerialExecutor`) is
  /// process-wide: while several test stores are alive, the newest one's setting applies.
  public var useMainSerialExecutor: Bool {
    get { self.serialExecutorLease.wantsSerialExecution }
    set { self.serialExecutorLease.wantsSerialExecution = newValue }
  }

  /// Called at the start of every step: see ``MainSerialExecutorLease/reassert()``.
  func prepareStep() {
    self.serialExecutorLease.reassert()
  }
}

/// A convenience for the test store of a reducer: `TestStoreOf<Feature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
