import Composable
import Testing

/// A feature whose view actions live in `Action.View`.
@Reducer
struct TapFeature {
  @ObservableState
  struct State: Equatable {
    var received: [Action] = []
  }

  enum Action: Equatable, ViewAction {
    case loaded
    case view(View)

    enum View: Equatable {
      case tapped
      case renamed(String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.received.append(action)
      return .none
    }
  }
}

/// Stands in for a SwiftUI view (main-actor isolated, as views are): holds the store and sends
/// view actions.
@MainActor
@ViewAction(for: TapFeature.self)
struct TapFeatureView {
  let store: StoreOf<TapFeature>

  func tapButton() {
    send(.tapped)
  }

  func rename(to name: String) {
    self.send(.renamed(name))
  }
}

@MainActor
@Suite struct ViewActionTests {
  @Test func sendWrapsTheActionInView() {
    let view = TapFeatureView(store: Store(initialState: TapFeature.State()) { TapFeature() })
    view.tapButton()
    view.rename(to: "Blob")
    let task: StoreTask = view.send(.tapped)
    task.cancel()
    #expect(view.store.received == [.view(.tapped), .view(.renamed("Blob")), .view(.tapped)])
  }
}
