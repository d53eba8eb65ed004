import Composable

/// Features that present alerts and dialogs, the ways TCA features do.
enum AlertFixtures {
  /// Alerts and dialogs in `@Presents` properties, presented with `ifLet` and no child reducer.
  @Reducer
  struct Deleter {
    @ObservableState
    struct State: Equatable {
      var items = ["a", "b", "c"]
      @Presents var alert: AlertState<Action.Alert>?
      @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
      /// What the parent saw when it handled an alert's action.
      var seen: [String] = []
    }

    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case dialog(PresentationAction<Dialog>)
      case deleteTapped
      case optionsTapped

      enum Alert: Equatable {
        case askAgain
        case confirmDeletion
      }

      enum Dialog: Equatable {
        case deleteFirst
        case keep
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert(.presented(.confirmDeletion)):
          state.seen.append("confirmDeletion, alert shown: \(state.alert != nil)")
          state.items.removeAll()
          return .none
        case .alert(.presented(.askAgain)):
          state.alert = .confirmation(count: state.items.count + 1)
          return .none
        case .alert(.dismiss):
          state.seen.append("dismiss, alert shown: \(state.alert != nil)")
          return .none
        case .dialog(.presented(.deleteFirst)):
          state.items.removeFirst()
          return .none
        case .dialog:
          return .none
        case .deleteTapped:
          state.alert = .confirmation(count: state.items.count)
          return .none
        case .optionsTapped:
          state.dialog = .options
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$dialog, action: \.dialog)
    }
  }

  /// A `@Reducer enum` destination with an alert, a child feature and an ignored case.
  @Reducer
  struct EnumPresenter {
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case alert(AlertState<Alert>)
      case counter(NavigationFixtures.Counter)
      case note(String, isPinned: Bool)

      enum Alert: Equatable {
        case reset
        case resetAndCount
      }
    }

    @ObservableState
    struct State: Equatable {
      var total = 0
      @Presents var destination: Destination.State?
    }

    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case resetTapped
      case counterTapped
      case noteTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .destination(.presented(.alert(.reset))):
          state.total = 0
          return .none
        case .destination(.presented(.alert(.resetAndCount))):
          state.total = 0
          state.destination = .counter(NavigationFixtures.Counter.State())
          return .none
        case .destination:
          return .none
        case .resetTapped:
          state.destination = .alert(
            AlertState {
              TextState("Reset?")
            } actions: {
              ButtonState(role: .destructive, action: .reset) { TextState("Reset") }
              ButtonState(action: .resetAndCount) { TextState("Reset and count") }
            }
          )
          return .none
        case .counterTapped:
          state.destination = .counter(NavigationFixtures.Counter.State())
          return .none
        case .noteTapped:
          state.destination = .note("Hello", isPinned: true)
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  /// An alert in a plain optional, presented with `ifLet` on its key path.
  @Reducer
  struct PlainOptional {
    @ObservableState
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var confirmed = 0
    }

    enum Action: Equatable {
      case alert(Alert)
      case showTapped

      enum Alert: Equatable {
        case confirm
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert(.confirm):
          state.confirmed += 1
          return .none
        case .showTapped:
          state.alert = AlertState {
            TextState("Confirm?")
          } actions: {
            ButtonState(action: .confirm) { TextState("Confirm") }
          }
          return .none
        }
      }
      .ifLet(\.alert, action: \.alert)
    }
  }
}

extension AlertState where Action == AlertFixtures.Deleter.Action.Alert {
  static func confirmation(count: Int) -> Self {
    AlertState {
      TextState("Delete \(count) items?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(action: .askAgain) { TextState("Ask again") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }
}

extension ConfirmationDialogState where Action == AlertFixtures.Deleter.Action.Dialog {
  static let options = ConfirmationDialogState(titleVisibility: .visible) {
    TextState("Options")
  } actions: {
    ButtonState(role: .destructive, action: .deleteFirst) { TextState("Delete first") }
    ButtonState(action: .keep) { TextState("Keep") }
  }
}
