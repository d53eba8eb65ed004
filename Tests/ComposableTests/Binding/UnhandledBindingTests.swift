import Composable
import Testing

@MainActor
@Suite("Unhandled binding actions")
struct UnhandledBindingTests {
  /// A feature that forgot `BindingReducer()`.
  struct Forgetful: Reducer {
    @ObservableState
    struct State: Equatable {
      var displayName = ""
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
    }
  }

  /// Also without `BindingReducer()`, and counting the actions it receives.
  struct CountingForgetful: Reducer {
    @ObservableState
    struct State: Equatable {
      var displayName = ""
      var actionsReceived = 0
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.actionsReceived += 1
        return .none
      }
    }
  }

  /// The seed spelling, also without `BindingReducer()`.
  struct ForgetfulSeed: Reducer {
    struct State: Equatable {
      @BindingState var isOn = false
      @BindingState var other = 0
    }

    @CasePathable
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @Test func reportsOnceNamingTheField() {
    let store = Store(initialState: Forgetful.State()) { Forgetful() }
    let name = store.binding(\.displayName)
    let issues = LockIsolated<[String]>([])
    withKnownIssue {
      name.wrappedValue = "Blob"
    } matching: { issue in
      issues.withValue { $0.append(issue.description) }
      let field = #"\UnhandledBindingTests.Forgetful.State.displayName"#
      return issue.description.contains(#"A binding action for "\#(field)" was sent"#)
        && issue.description.contains(#".binding(.set(\#(field), "Blob"))"#)
        && issue.description.contains(#"Add "BindingReducer()""#)
    }
    #expect(issues.value.count == 1)
    #expect(store.displayName == "")
  }

  @Test func reportsBindingStateFieldsWithTheirProjection() {
    let store = Store(initialState: ForgetfulSeed.State()) { ForgetfulSeed() }
    let issues = LockIsolated(0)
    withKnownIssue {
      store.binding(\.$isOn).wrappedValue = true
    } matching: { issue in
      issues.withValue { $0 += 1 }
      return issue.description.contains(#""\UnhandledBindingTests.ForgetfulSeed.State.$isOn""#)
        && issue.description.contains("ForgetfulSeed.Action.binding(.set(")
        && issue.description.contains(", true))")
    }
    #expect(issues.value == 1)
  }

  @Test func viewStoreBindingsReportToo() {
    let store = Store(initialState: ForgetfulSeed.State()) { ForgetfulSeed() }
    let viewStore = ViewStore(store, observe: { $0 })
    withKnownIssue {
      viewStore.$other.wrappedValue = 7
    } matching: { issue in
      issue.description.contains(#""\UnhandledBindingTests.ForgetfulSeed.State.$other""#)
    }
  }

  @Test func handledActionsReportNothing() {
    let store = Store(initialState: TodaySpelling.Settings.State()) { TodaySpelling.Settings() }
    store.binding(\.displayName).wrappedValue = "Blob"
    store.binding(\.digest).wrappedValue = .weekly
    let seed = Store(initialState: SeedSpelling.Settings.State()) { SeedSpelling.Settings() }
    seed.binding(\.$protectMyPosts).wrappedValue = true
    #expect(store.displayName == "Blob")
    #expect(seed.protectMyPosts)
  }

  @Test func equalValuesAreNotSentSoNotReported() {
    let store = Store(initialState: CountingForgetful.State()) { CountingForgetful() }
    let name = store.binding(\.displayName)
    // Any issue reported here would fail the test: writing the value the state holds sends no
    // action, so there is nothing unhandled to report.
    name.wrappedValue = ""
    #expect(store.actionsReceived == 0)

    // A different value is sent, reaches the reducer, and is reported as unhandled.
    withKnownIssue {
      name.wrappedValue = "Blob"
    } matching: { issue in
      issue.description.contains(#"A binding action for "#)
    }
    #expect(store.actionsReceived == 1)
  }

  @Test func actionsSentDirectlyAreNotChecked() {
    // Only actions from store bindings carry the check: tests and effects may send binding
    // actions to reducers that deliberately ignore them.
    let store = Store(initialState: Forgetful.State()) { Forgetful() }
    store.send(.set(\.displayName, "Blob"))
    #expect(store.displayName == "")
  }
}
