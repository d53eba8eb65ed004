import ComposableTesting
import Testing

/// A log-in feature shaped like TCA's LoginCore: a failed request presents an alert, and
/// logging out asks for confirmation.
@Reducer
private struct Login {
  @ObservableState
  struct State: Equatable {
    var isLoggedIn = false
    var isRequestInFlight = false
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case loginButtonTapped
    case loginResponse(succeeded: Bool)
    case logOutButtonTapped

    @CasePathable
    enum Alert: Equatable {
      case confirmLogOut
    }
  }

  var succeeds = false

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmLogOut)):
        state.isLoggedIn = false
        return .none
      case .alert:
        return .none
      case .loginButtonTapped:
        state.isRequestInFlight = true
        return .run { [succeeds] send in
          await send(.loginResponse(succeeded: succeeds))
        }
      case let .loginResponse(succeeded):
        state.isRequestInFlight = false
        state.isLoggedIn = succeeded
        if !succeeded {
          state.alert = AlertState {
            TextState("Login failed")
          } message: {
            TextState("The password is wrong.")
          }
        }
        return .none
      case .logOutButtonTapped:
        state.alert = .logOut
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == Login.Action.Alert {
  fileprivate static let logOut = AlertState {
    TextState("Log out?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Log out") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
}

@MainActor
struct AlertTestStoreTests {
  @Test func aReceivedActionPresentsAnAlertThatTheTestComparesExhaustively() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    await store.send(.loginButtonTapped) {
      $0.isRequestInFlight = true
    }
    await store.receive(\.loginResponse) {
      $0.isRequestInFlight = false
      $0.alert = AlertState {
        TextState("Login failed")
      } message: {
        TextState("The password is wrong.")
      }
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }

  @Test func aButtonSentByCaseKeyPathAnswersAndDismissesTheAlert() async {
    let store = TestStore(initialState: Login.State(isLoggedIn: true)) { Login() }
    await store.send(.logOutButtonTapped) {
      $0.alert = AlertState {
        TextState("Log out?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Log out") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(\.alert.presented.confirmLogOut) {
      $0.alert = nil
      $0.isLoggedIn = false
    }

    await store.send(.logOutButtonTapped) { $0.alert = .logOut }
    await store.send(.alert(.presented(.confirmLogOut))) { $0.alert = nil }
  }

  @Test func aWrongAlertExpectationShowsADiffOfTheAlert() async {
    let store = TestStore(initialState: Login.State(isLoggedIn: true)) { Login() }
    let issues = await recordIssues {
      await store.send(.logOutButtonTapped) {
        $0.alert = AlertState {
          TextState("Log out?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Sign out") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        A state change does not match expectation: …

              Login.State(
                isLoggedIn: true,
                isRequestInFlight: false,
                alert: AlertState(
                  title: "Log out?",
                  actions: [
                    [0]: ButtonState(
                      role: .destructive,
                      action: .send(…),
            −         label: "Sign out"
            +         label: "Log out"
                    ),
                    [1]: ButtonState(…)
                  ]
                )
              )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func anUnassertedAlertIsAFailureThatShowsIt() async {
    let store = TestStore(initialState: Login.State(isLoggedIn: true)) { Login() }
    let issues = await recordIssues {
      await store.send(.logOutButtonTapped)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("State was not expected to change") == true)
    #expect(issues.first?.message.contains("−   alert: nil\n    +   alert: AlertState(") == true)
    #expect(issues.first?.message.contains(#"+     title: "Log out?","#) == true)
  }
}
