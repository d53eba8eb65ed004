import Composable
import ComposableTesting
import Testing

/// A form whose effect feeds a binding action back: the nickname follows the name on request.
@Reducer
struct NicknameForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var nickname = ""
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case copyNameButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.nickname):
        state.nickname = state.nickname.lowercased()
        return .none
      case .binding:
        return .none
      case .copyNameButtonTapped:
        return .send(.set(\.nickname, state.name))
      }
    }
  }
}

/// The same form with `@BindingState` fields.
struct SeedNicknameForm: Reducer {
  struct State: Equatable {
    @BindingState var name = ""
    @BindingState var nickname = ""
  }

  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case copyNameButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$nickname):
        state.nickname = state.nickname.lowercased()
        return .none
      case .binding:
        return .none
      case .copyNameButtonTapped:
        return .send(.set(\.$nickname, state.name))
      }
    }
  }
}

@MainActor
@Suite("TestStore with bindings")
struct TestStoreBindingTests {
  @Test func sendByCaseKeyPathAndReceiveABindingAction() async {
    let store = TestStore(initialState: NicknameForm.State()) { NicknameForm() }
    await store.send(\.binding.name, "Blob") {
      $0.name = "Blob"
    }
    await store.send(.copyNameButtonTapped)
    await store.receive(\.binding.nickname, "Blob") {
      $0.nickname = "blob"
    }
  }

  @Test func receiveByEquatableAction() async {
    let store = TestStore(initialState: SeedNicknameForm.State(name: "Blob")) {
      SeedNicknameForm()
    }
    await store.send(.copyNameButtonTapped)
    await store.receive(.set(\.$nickname, "Blob")) {
      $0.nickname = "blob"
    }
  }

  @Test func receiveBySeedCaseKeyPath() async {
    let store = TestStore(initialState: SeedNicknameForm.State(name: "Blob")) {
      SeedNicknameForm()
    }
    await store.send(.copyNameButtonTapped)
    await store.receive(\.binding.$nickname, "Blob") {
      $0.nickname = "blob"
    }
  }

  @Test func aMismatchedBindingActionNamesTheField() async {
    let store = TestStore(initialState: NicknameForm.State(name: "Blob")) { NicknameForm() }
    await store.send(.copyNameButtonTapped)
    await withKnownIssue {
      await store.receive(.set(\.name, "Blob"), timeout: .milliseconds(100))
    } matching: { issue in
      issue.description.contains(#".binding(.set(\NicknameForm.State.nickname, "Blob"))"#)
    }
    store.exhaustivity = .off
  }

  @Test func unassertedBindingChangeFails() async {
    let store = TestStore(initialState: SeedNicknameForm.State()) { SeedNicknameForm() }
    await withKnownIssue {
      await store.send(.set(\.$name, "Blob"))
    } matching: { issue in
      issue.description.contains(#"+   _name: "Blob""#)
    }
  }
}
