import Composable
import Observation
import Testing

/// Writing a field of a store of a feature with bindings sends a binding action, as a SwiftUI
/// `$store.displayName` binding does.
@MainActor
@Suite struct StoreWritableMemberTests {
  @Reducer
  struct Profile {
    @ObservableState
    struct State: Equatable {
      var displayName = ""
      var bindingActions = 0
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        if case .binding = action {
          state.bindingActions += 1
        }
        return .none
      }
    }
  }

  @Reducer
  struct Unbound {
    @ObservableState
    struct State: Equatable {
      var displayName = ""
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @Test func writingAFieldSendsABindingAction() {
    let store = Store(initialState: Profile.State()) { Profile() }
    store.displayName = "Blob"
    #expect(store.displayName == "Blob")
    #expect(store.bindingActions == 1)
  }

  @Test func writingTheValueAlreadyThereSendsNothing() {
    let store = Store(initialState: Profile.State(displayName: "Blob")) { Profile() }
    store.displayName = "Blob"
    #expect(store.bindingActions == 0)
  }

  @Test func writingTheWholeStateSendsOneBindingAction() {
    let store = Store(initialState: Profile.State()) { Profile() }
    store.state = Profile.State(displayName: "Blob")
    #expect(store.state == Profile.State(displayName: "Blob", bindingActions: 1))
    store.state = store.state
    #expect(store.bindingActions == 1)
  }

  @Test func aWrittenFieldNotifiesItsObservers() {
    let store = Store(initialState: Profile.State()) { Profile() }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.displayName
    } onChange: {
      changed.setValue(true)
    }
    store.displayName = "Blob"
    #expect(changed.value)
  }

  @Test func aWriteThatNoBindingReducerAppliesIsReported() {
    let store = Store(initialState: Unbound.State()) { Unbound() }
    withKnownIssue {
      store.displayName = "Blob"
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no \"BindingReducer\" applied it") }
    }
    #expect(store.displayName == "")
  }
}
