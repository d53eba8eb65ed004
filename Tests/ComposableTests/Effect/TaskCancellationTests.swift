import Composable
import TestHelpers
import Testing

/// A row whose effects cancel by id from inside: `Task.cancel(id:)` and `withTaskCancellation`.
struct CancellingRow: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var log: [String] = []
  }

  enum Action: Equatable {
    case cancelItself, startGuarded, stopFromReducer, stopFromEffect, stopAtOnce, startEffect
    case logged(String)
  }

  enum CancelID: Hashable, Sendable { case work }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cancelItself:
      return .run { send in
        Task.cancel(id: CancelID.work)
        try Task.checkCancellation()
        await send(.logged("not cancelled"))
      }
      .cancellable(id: CancelID.work)
    case .startGuarded:
      return .run { send in
        do {
          try await withTaskCancellation(id: CancelID.work) {
            await send(.logged("started"))
            try await Task.never()
          }
        } catch {
          await send(.logged("operation cancelled"))
        }
      }
    case .stopFromReducer:
      return .cancel(id: CancelID.work)
    case .stopFromEffect:
      return .run { _ in Task.cancel(id: CancelID.work) }
    case .stopAtOnce:
      Task.cancel(id: CancelID.work)
      return .none
    case .startEffect:
      return .run { _ in try await Task.never() }
        .cancellable(id: CancelID.work)
    case let .logged(entry):
      state.log.append(entry)
      return .none
    }
  }
}

struct CancellingRows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<CancellingRow.State> = [.init(id: 1), .init(id: 2)]
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<CancellingRow>)
    case stopAll
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .stopAll:
        return .run { _ in Task.cancel(id: CancellingRow.CancelID.work) }
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { CancellingRow() }
  }
}

@MainActor
@Suite struct TaskCancellationTests {
  @Test func taskCancelInsideAnEffectCancelsThatEffect() async {
    let store = Store(initialState: CancellingRow.State(id: 0)) { CancellingRow() }
    #expect(await finishes(store.send(.cancelItself)))
    #expect(store.log == [])
    #expect(store._registeredEffectCount == 0)
  }

  @Test func taskCancelInAReducerCancelsAtOnce() async {
    let store = Store(initialState: CancellingRow.State(id: 0)) { CancellingRow() }
    let task = store.send(.startEffect)
    store.send(.stopAtOnce)
    #expect(task.isCancelled)
    #expect(await finishes(task))
  }

  @Test func effectCancelReachesAWithTaskCancellationOperation() async {
    let store = Store(initialState: CancellingRow.State(id: 0)) { CancellingRow() }
    let task = store.send(.startGuarded)
    #expect(await eventually { store.log == ["started"] })
    store.send(.stopFromReducer)
    #expect(await finishes(task))
    #expect(store.log == ["started", "operation cancelled"])
    #expect(store._registeredEffectCount == 0)
  }

  @Test func taskCancelFromAnotherEffectReachesTheOperation() async {
    let store = Store(initialState: CancellingRow.State(id: 0)) { CancellingRow() }
    let task = store.send(.startGuarded)
    #expect(await eventually { store.log == ["started"] })
    #expect(await finishes(store.send(.stopFromEffect)))
    #expect(await finishes(task))
    #expect(store.log == ["started", "operation cancelled"])
  }

  @Test func aRowCannotCancelAnotherRowsOperation() async {
    let store = Store(initialState: CancellingRows.State()) { CancellingRows() }
    let first = store.send(.rows(.element(id: 1, action: .startGuarded)))
    let second = store.send(.rows(.element(id: 2, action: .startGuarded)))
    #expect(await eventually { store.rows.allSatisfy { $0.log == ["started"] } })
    let registeredByBothRows = store._registeredEffectCount

    #expect(await finishes(store.send(.rows(.element(id: 2, action: .stopFromEffect)))))
    #expect(await finishes(second))
    #expect(store.rows[id: 2]?.log == ["started", "operation cancelled"])
    // Row 1's effect and operation are still registered: cancelling removes at once.
    #expect(store._registeredEffectCount == registeredByBothRows / 2)
    #expect(store.rows[id: 1]?.log == ["started"])

    #expect(await finishes(store.send(.stopAll)))
    #expect(await finishes(first))
    #expect(store.rows[id: 1]?.log == ["started", "operation cancelled"])
  }

  @Test func cancelInFlightCancelsTheEarlierOperation() async {
    enum ID { case shared }
    let order = LockIsolated<[String]>([])
    let (started, didStart) = AsyncStream<Void>.makeStream()
    let first = Task {
      do {
        try await withTaskCancellation(id: ID.shared) {
          didStart.yield()
          try await Task.never()
        }
      } catch {
        order.withValue { $0.append("first cancelled") }
      }
    }
    for await _ in started { break }
    let value = await withTaskCancellation(id: ID.shared, cancelInFlight: true) { 42 }
    #expect(await finishes(first))
    #expect(value == 42)
    #expect(order.value == ["first cancelled"])
  }

  @Test func taskCancelOutsideStoresReachesOperationsOutsideStores() async throws {
    enum ID { case task }
    let (started, didStart) = AsyncStream<Void>.makeStream()
    let task = Task {
      try await withTaskCancellation(id: ID.task) {
        didStart.yield()
        try await Task.never()
      }
    }
    for await _ in started { break }
    Task.cancel(id: ID.task)
    try #require(await finishes(task))
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func cancellingTheCallerCancelsTheOperation() async throws {
    enum ID { case task }
    let (started, didStart) = AsyncStream<Void>.makeStream()
    let task = Task {
      await withTaskCancellation(id: ID.task) { () async -> Bool in
        didStart.yield()
        try? await Task.never()
        return Task.isCancelled
      }
    }
    for await _ in started { break }
    task.cancel()
    try #require(await finishes(task))
    #expect(await task.value)
  }
}
