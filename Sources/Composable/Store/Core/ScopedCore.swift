/// The core of a scoped store: reads its state from the parent on every access and embeds its
/// actions into the parent's.
///
/// For optional and collection scopes the slice can disappear; the core then keeps answering
/// with the last state it saw, and drops (and reports) actions sent to it.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: Core {
  let parent: any Core<ParentState, ParentAction>
  private let toState: (ParentState) -> State?
  private let fromAction: (Action) -> ParentAction
  private var lastState: State
  let root: any RootCoreProtocol

  init(
    parent: any Core<ParentState, ParentAction>,
    initialState: State,
    toState: @escaping (ParentState) -> State?,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.lastState = initialState
    self.toState = toState
    self.fromAction = fromAction
    self.root = parent.root
  }

  var state: State {
    if let state = self.toState(self.parent.state) {
      self.lastState = state
      return state
    }
    return self.lastState
  }

  var isValid: Bool {
    self.parent.isValid && self.toState(self.parent.state) != nil
  }

  func send(_ action: Action) -> Task<Void, Never>? {
    self.parent.send(self.fromAction(action))
  }
}
