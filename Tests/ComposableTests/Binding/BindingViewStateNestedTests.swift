import Composable
import Testing

/// A view state can bind a field inside a `@BindingState` value
/// (`$0.$profile.displayName`): writing it sends the whole value with the field changed.
@MainActor
@Suite struct BindingViewStateNestedTests {
  @Reducer
  struct Settings {
    struct State: Equatable {
      @BindingState var profile = Profile()
      var profileBindings = 0

      struct Profile: Equatable {
        var displayName = ""
        var bio = "Hi"
      }
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        if case .binding(\.$profile) = action {
          state.profileBindings += 1
        }
        return .none
      }
    }
  }

  struct ViewState: Equatable {
    @BindingViewState var displayName: String
  }

  @Test func writingANestedFieldSendsTheWholeValue() {
    let store = Store(initialState: Settings.State()) { Settings() }
    let viewStore = ViewStore(store, observe: { ViewState(displayName: $0.$profile.displayName) })
    #expect(viewStore.displayName == "")

    viewStore.$displayName.wrappedValue = "Blob"

    #expect(store.withState(\.profile) == Settings.State.Profile(displayName: "Blob", bio: "Hi"))
    #expect(store.withState(\.profileBindings) == 1)
    #expect(viewStore.displayName == "Blob")
  }
}
