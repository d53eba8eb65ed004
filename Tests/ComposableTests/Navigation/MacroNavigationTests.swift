import Composable
import ComposableTesting
import Testing

// Tree and stack navigation written the way TCA users write it: `@Reducer`, `@ObservableState`,
// `@Presents`, `@Reducer enum` destinations and paths.

@Reducer
struct MacroNavItem {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var saved = false
  }

  enum Action: Equatable {
    case saveButtonTapped
    case saved
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveButtonTapped:
        return .run { send in
          await send(.saved)
          await self.dismiss()
        }
      case .saved:
        state.saved = true
        return .none
      }
    }
  }
}

@Reducer
struct MacroNavList {
  @Reducer(state: .equatable)
  enum Destination {
    case add(MacroNavItem)
    case edit(MacroNavItem)
  }

  @Reducer(state: .equatable)
  enum Path {
    case item(MacroNavItem)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var names: [String] = []
  }

  enum Action {
    case addButtonTapped
    case itemTapped(String)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(MacroNavItem.State(name: "new"))
        return .none
      case .itemTapped(let name):
        state.path.append(.item(MacroNavItem.State(name: name)))
        return .none
      case .destination(.presented(.add(.saved))):
        if case .add(let item) = state.destination {
          state.names.append(item.name)
        }
        return .none
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

@MainActor
@Suite struct MacroNavigationTests {
  @Test func aPresentedDestinationSavesAndDismissesItself() async {
    let store = TestStore(initialState: MacroNavList.State()) {
      MacroNavList()
    }
    await store.send(.addButtonTapped) {
      $0.destination = .add(MacroNavItem.State(name: "new"))
    }
    await store.send(.destination(.presented(.add(.saveButtonTapped))))
    await store.receive(\.destination.presented.add.saved) {
      $0.destination = .add(MacroNavItem.State(name: "new", saved: true))
      $0.names = ["new"]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func aPushedElementPopsItself() async {
    let store = TestStore(initialState: MacroNavList.State()) {
      MacroNavList()
    }
    await store.send(.itemTapped("a")) {
      $0.path[id: 0] = .item(MacroNavItem.State(name: "a"))
    }
    await store.send(.itemTapped("b")) {
      $0.path[id: 1] = .item(MacroNavItem.State(name: "b"))
    }
    await store.send(.path(.element(id: 0, action: .item(.saveButtonTapped))))
    await store.receive(\.path[id: 0].item.saved) {
      $0.path[id: 0, case: \.item]?.saved = true
    }
    // Popping the first element pops everything above it.
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test func theProjectedPresentationStateIsWhatIfLetScopes() {
    var state = MacroNavList.State()
    state.destination = .edit(MacroNavItem.State(name: "x"))
    #expect(state.$destination.wrappedValue == .edit(MacroNavItem.State(name: "x")))
    state.$destination.wrappedValue = nil
    #expect(state.destination == nil)
  }
}

/// An optional `@Reducer enum` child held by a plain optional property (not `@Presents`), run
/// with `ifLet` without a trailing closure.
@Reducer
struct MacroModeHost {
  @Reducer(state: .equatable)
  enum Mode {
    case item(MacroNavItem)
  }

  @ObservableState
  struct State: Equatable {
    var mode: Mode.State?
  }

  enum Action {
    case mode(Mode.Action)
    case close
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .close = action { state.mode = nil }
      return .none
    }
    .ifLet(\.mode, action: \.mode)
  }
}

@MainActor
@Suite struct MacroModeHostTests {
  @Test func anOptionalEnumChildIsReducedInPlaceAndReportedWhenGone() async {
    let store = TestStore(
      initialState: MacroModeHost.State(mode: .item(MacroNavItem.State(name: "a")))
    ) {
      MacroModeHost()
    }
    await store.send(.mode(.item(.saved))) {
      $0.mode = .item(MacroNavItem.State(name: "a", saved: true))
    }
    await store.send(.close) {
      $0.mode = nil
    }
    await withKnownIssue {
      await store.send(.mode(.item(.saved)))
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
    }
  }
}
