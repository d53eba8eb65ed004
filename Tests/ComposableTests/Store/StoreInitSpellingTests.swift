import Composable
import Foundation
import Testing

/// Every way TCA code writes `Store(initialState:reducer:withDependencies:)` compiles and runs
/// the reducer with the dependencies given.
@MainActor
@Suite struct StoreInitSpellingTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var id: UUID?
    }

    enum Action: Equatable {
      case tap
    }

    @Dependency(\.uuid) var uuid

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.id = self.uuid()
      return .none
    }
  }

  @Test func trailingReducer() {
    let store = Store(initialState: Feature.State()) { Feature() }
    withKnownIssue {
      // The live `uuid` dependency is unimplemented in tests.
      store.send(.tap)
    }
  }

  @Test func trailingReducerAndDependencies() {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.tap)
    #expect(store.id == UUID(0))
  }

  @Test func labelledClosures() {
    let store = Store(
      initialState: Feature.State(),
      reducer: { Feature() },
      withDependencies: { $0.uuid = .constant(UUID(7)) }
    )
    store.send(.tap)
    #expect(store.id == UUID(7))
  }

  @Test func aReducerInitializerPassedAsTheBuilder() {
    let store = Store(initialState: Feature.State(), reducer: Feature.init) {
      $0.uuid = .incrementing
    }
    store.send(.tap)
    #expect(store.id == UUID(0))
  }

  @Test func typeContextAndImplicitMember() {
    let store: StoreOf<Feature> = .init(initialState: .init()) {
      Feature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let typed = StoreOf<Feature>(initialState: .init()) { Feature() }
    store.send(.tap)
    #expect(store.id == UUID(0))
    #expect(typed.id == nil)
  }

  @Test func anEmptyReducerBody() {
    let store = Store<Int, Feature.Action>(initialState: 0) {}
    store.send(.tap)
    #expect(store.state == 0)
  }

  @Test func anInlineReduce() {
    let store = Store(initialState: 0) {
      Reduce<Int, Feature.Action> { state, _ in
        state += 1
        return .none
      }
    }
    store.send(.tap)
    #expect(store.state == 1)
  }
}
