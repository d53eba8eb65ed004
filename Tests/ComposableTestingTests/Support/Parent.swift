import ComposableTesting

/// A parent with `forEach` rows and an `ifLet` child, whose effects must stop when they go away.
struct Parent: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Ticker.State> = []
    var child: Ticker.State?
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Ticker>)
    case child(Ticker.Action)
    case removeRow(Int)
    case dismissChild
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .removeRow(id):
        state.rows.remove(id: id)
        return .none
      case .dismissChild:
        state.child = nil
        return .none
      case .rows, .child:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Ticker()
    }
    .ifLet(\.child, action: \.child) {
      Ticker()
    }
  }
}
