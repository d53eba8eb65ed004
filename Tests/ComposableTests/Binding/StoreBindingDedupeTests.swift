import Composable
import Testing

/// Seed 004: a setter that fires when a field is merely focused, and fires twice per change. A
/// store binding of an `Equatable` value sends one action per real change and nothing else.
@MainActor
@Suite("Store bindings send only real changes")
struct StoreBindingDedupeTests {
  /// Records every action it receives.
  struct Recorder: Reducer {
    struct State: Equatable {
      var text = ""
      var received: [Action] = []
    }

    @CasePathable
    enum Action: Equatable {
      case textChanged(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.received.append(action)
      switch action {
      case let .textChanged(text):
        state.text = text
      }
      return .none
    }
  }

  /// A value that is not `Equatable`: its binding cannot tell a change from a repeat.
  struct Opaque {
    var text: String
  }

  struct OpaqueRecorder: Reducer {
    struct State {
      var value = Opaque(text: "")
      var count = 0
    }

    enum Action {
      case set(Opaque)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .set(value):
        state.value = value
        state.count += 1
      }
      return .none
    }
  }

  @Test func writingTheCurrentValueSendsNothing() {
    let store = Store(initialState: Recorder.State(text: "Title")) { Recorder() }
    let text = store.binding(get: \.text, send: { .textChanged($0) })

    // Focusing a text field writes back the value it shows.
    text.wrappedValue = "Title"
    #expect(store.received == [])
  }

  @Test func aChangeSendsExactlyOneActionEvenWhenWrittenTwice() {
    let store = Store(initialState: Recorder.State(text: "Title")) { Recorder() }
    let text = store.binding(get: \.text, send: { .textChanged($0) })

    // The control writes the new value twice.
    text.wrappedValue = "Title!"
    text.wrappedValue = "Title!"
    #expect(store.received == [.textChanged("Title!")])
    #expect(text.wrappedValue == "Title!")

    text.wrappedValue = "Title"
    #expect(store.received == [.textChanged("Title!"), .textChanged("Title")])
  }

  @Test func keyPathBindingsSkipEqualValuesInBothSpellings() {
    var todayActions = 0
    let today = Store(initialState: TodaySpelling.Settings.State()) {
      Reduce { (_: inout TodaySpelling.Settings.State, _: TodaySpelling.Settings.Action) in
        todayActions += 1
        return .none
      }
      TodaySpelling.Settings()
    }
    today.binding(\.protectMyPosts).wrappedValue = false
    today.binding(\.protectMyPosts).wrappedValue = true
    today.binding(\.protectMyPosts).wrappedValue = true
    #expect(todayActions == 1)
    #expect(today.protectMyPosts)

    var seedActions = 0
    let seed = Store(initialState: SeedSpelling.Settings.State()) {
      Reduce { (_: inout SeedSpelling.Settings.State, _: SeedSpelling.Settings.Action) in
        seedActions += 1
        return .none
      }
      SeedSpelling.Settings()
    }
    seed.binding(\.$digest).wrappedValue = .daily
    seed.binding(\.$digest).wrappedValue = .weekly
    seed.binding(\.$digest).wrappedValue = .weekly
    #expect(seedActions == 1)
    #expect(seed.digest == .weekly)
  }

  @Test func nonEquatableValuesAreAlwaysSent() {
    let store = Store(initialState: OpaqueRecorder.State()) { OpaqueRecorder() }
    let value = store.binding(get: \.value, send: { .set($0) })
    value.wrappedValue = Opaque(text: "")
    value.wrappedValue = Opaque(text: "")
    #expect(store.count == 2)
  }

  @Test func theComparisonIsAgainstTheCurrentState() {
    let store = Store(initialState: Recorder.State(text: "a")) { Recorder() }
    let text = store.binding(get: \.text, send: { .textChanged($0) })
    text.wrappedValue = "b"
    // The state moved on without the binding: writing "a" is a change again.
    store.send(.textChanged("c"))
    text.wrappedValue = "c"
    text.wrappedValue = "a"
    #expect(store.received == [.textChanged("b"), .textChanged("c"), .textChanged("a")])
  }
}
