import Composable
import TestHelpers
import Testing

@MainActor
@Suite("BindingReducer")
struct BindingReducerTests {
  /// Records what the reducer after `BindingReducer` sees.
  struct Observer: Reducer {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var count = 0
      var seenByLaterReducer: [String] = []
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case other
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.name):
          state.seenByLaterReducer.append("name=\(state.name)")
        case .binding(\.count):
          state.seenByLaterReducer.append("count=\(state.count)")
        case .binding, .other:
          break
        }
        return .none
      }
    }
  }

  @Test func appliesTheChangeBeforeLaterReducersRun() {
    let store = Store(initialState: Observer.State()) { Observer() }
    store.send(.set(\.name, "Blob"))
    store.send(.set(\.count, 2))
    #expect(store.name == "Blob")
    #expect(store.count == 2)
    #expect(store.seenByLaterReducer == ["name=Blob", "count=2"])
  }

  @Test func ignoresOtherActions() {
    let store = Store(initialState: Observer.State()) { Observer() }
    store.send(.other)
    #expect(store.state == Observer.State())
  }

  @Test func laterReducersValidateTheNewValue() {
    let store = Store(initialState: TodaySpelling.Settings.State()) { TodaySpelling.Settings() }
    store.send(.set(\.displayName, "A very long display name"))
    #expect(store.displayName == "A very long disp")

    let seed = Store(initialState: SeedSpelling.Settings.State()) { SeedSpelling.Settings() }
    seed.send(.set(\.$displayName, "A very long display name"))
    #expect(seed.displayName == "A very long disp")
  }

  @Test func laterReducersStartAnEffectForTheField() async {
    let requests = LockIsolated(0)
    let store = Store(initialState: TodaySpelling.Settings.State()) {
      TodaySpelling.Settings()
    } withDependencies: {
      $0.notificationAuthorization.request = {
        requests.withValue { $0 += 1 }
        return true
      }
    }
    let task = store.send(.set(\.enableNotifications, true))
    #expect(store.isLoading)
    #expect(await finishes(task))
    #expect(requests.value == 1)
    #expect(!store.isLoading)
    #expect(store.enableNotifications)

    // Other fields start nothing.
    let other = store.send(.set(\.protectMyPosts, true))
    #expect(await finishes(other))
    #expect(requests.value == 1)
  }

  @Test func viewActionBindings() {
    let store = Store(initialState: TodaySpelling.Profile.State()) { TodaySpelling.Profile() }
    store.send(.view(.set(\.displayName, "BLOB")))
    #expect(store.displayName == "blob")
    store.send(.view(.saveButtonTapped))
    #expect(store.saved == ["blob"])

    let name = store.binding(\.displayName, action: \.view)
    name.wrappedValue = "Blobby"
    #expect(store.displayName == "blobby")
  }

  @Test func viewActionBindingsOfBindingStateFields() {
    let store = Store(initialState: SeedProfile.State()) { SeedProfile() }
    let name = store.binding(\.$displayName, action: \.view)
    name.wrappedValue = "Blob"
    #expect(store.displayName == "Blob")
  }
}

/// `BindingReducer(action: \.view)` with `@BindingState` fields.
struct SeedProfile: Reducer {
  struct State: Equatable {
    @BindingState var displayName = ""
  }

  @CasePathable
  enum Action: Equatable {
    case view(View)

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}
