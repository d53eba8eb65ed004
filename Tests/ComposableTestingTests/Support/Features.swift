import ComposableTesting
import Foundation

/// A counter without effects, for state assertions.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var isEven = true
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case decrement
    case noop
    case set(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      state.isEven = state.count.isMultiple(of: 2)
      return .none
    case .decrement:
      state.count -= 1
      state.isEven = state.count.isMultiple(of: 2)
      return .none
    case .noop:
      return .none
    case let .set(value):
      state.count = value
      state.isEven = value.isMultiple(of: 2)
      return .none
    }
  }
}

/// Effects driven by a clock: a delayed sequence merged with a never-ending cancellable effect,
/// a cancellable delayed fetch, and synchronous `.send` chains.
struct Effects: Reducer {
  struct State: Equatable {
    var ticks: [Int] = []
    var isListening = false
    var response: Int?
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case tick(Int)
    case stop
    case fetch
    case cancelFetch
    case response(Int)
    case chain
    case chained(String)
    case sequence
    case forever
  }

  enum CancelID: Hashable, Sendable {
    case listener
    case fetch
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.isListening = true
      return .merge(
        .run { [clock] send in
          for index in 1...3 {
            try await clock.sleep(for: .seconds(1))
            await send(.tick(index))
          }
        },
        .run { _ in
          try await Task.never()
        }
        .cancellable(id: CancelID.listener)
      )
    case let .tick(index):
      state.ticks.append(index)
      return .none
    case .stop:
      state.isListening = false
      return .cancel(id: CancelID.listener)
    case .fetch:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.response(42))
      }
      .cancellable(id: CancelID.fetch)
    case .cancelFetch:
      return .cancel(id: CancelID.fetch)
    case let .response(value):
      state.response = value
      return .none
    case .chain:
      state.log.append("chain")
      return .merge(.send(.chained("a")), .send(.chained("b")))
    case let .chained(name):
      state.log.append(name)
      return .none
    case .sequence:
      return .concatenate(
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.chained("first"))
        },
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.chained("second"))
        }
      )
    case .forever:
      return .run { _ in try await Task.never() }
    }
  }
}

/// A row with a timer that ticks every second until cancelled.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var ticks = 0
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// A parent with `forEach` rows and an `ifLet` child, whose effects must stop when they go away.
struct Parent: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Ticker.State> = []
    var child: Ticker.State?
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Ticker>)
    case child(Ticker.Action)
    case removeRow(Int)
    case dismissChild
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .removeRow(id):
        state.rows.remove(id: id)
        return .none
      case .dismissChild:
        state.child = nil
        return .none
      case .rows, .child:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Ticker()
    }
    .ifLet(\.child, action: \.child) {
      Ticker()
    }
  }
}

/// Reads dependencies on every action, to show which values the reducer and its effects see.
struct Stamper: Reducer {
  struct State: Equatable {
    var stamps: [Date] = []
    var context: DependencyContext?
    var delivered = false
  }

  @CasePathable
  enum Action: Equatable {
    case stamp
    case readContext
    case deliverLater
    case delivered
  }

  @Dependency(\.date.now) var now
  @Dependency(\.context) var context
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .stamp:
      state.stamps.append(self.now)
      return .none
    case .readContext:
      state.context = self.context
      return .none
    case .deliverLater:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(5))
        await send(.delivered)
      }
    case .delivered:
      state.delivered = true
      return .none
    }
  }
}
