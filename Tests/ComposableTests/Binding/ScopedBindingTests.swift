import Composable
import Testing

/// Bindings of child stores: a stored child and an optional one.
@MainActor
@Suite("Bindings of scoped stores")
struct ScopedBindingTests {
  struct Parent: Reducer {
    struct State: Equatable {
      var settings = TodaySpelling.Settings.State()
      var optionalSettings: TodaySpelling.Settings.State?
    }

    @CasePathable
    enum Action: Equatable {
      case settings(TodaySpelling.Settings.Action)
      case optionalSettings(TodaySpelling.Settings.Action)
      case dismiss
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.settings, action: \.settings) {
        TodaySpelling.Settings()
      }
      Reduce { state, action in
        if case .dismiss = action {
          state.optionalSettings = nil
        }
        return .none
      }
      .ifLet(\.optionalSettings, action: \.optionalSettings) {
        TodaySpelling.Settings()
      }
    }
  }

  @Test func childBindingsWriteThroughTheParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.settings, action: \.settings)
    let name = child.binding(\.displayName)
    name.wrappedValue = "Blob"
    #expect(store.settings.displayName == "Blob")
    #expect(name.wrappedValue == "Blob")
  }

  @Test func aBindingOfAGoneChildIsReportedOnceByTheCore() {
    let store = Store(
      initialState: Parent.State(optionalSettings: TodaySpelling.Settings.State())
    ) {
      Parent()
    }
    guard let child = store.scope(state: \.optionalSettings, action: \.optionalSettings) else {
      Issue.record("Expected a child store")
      return
    }
    let name = child.binding(\.displayName)
    store.send(.dismiss)
    let issues = LockIsolated<[String]>([])
    withKnownIssue {
      name.wrappedValue = "Blob"
    } matching: { issue in
      issues.withValue { $0.append(issue.description) }
      return true
    }
    // The `ifLet` reports the action sent to missing state; the binding adds no second issue.
    #expect(issues.value.count == 1)
    #expect(!(issues.value.first ?? "").contains("BindingReducer"))
  }
}
