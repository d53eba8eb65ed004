#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

extension ViewStore {
  /// A view store whose ``publisher`` emits only view states that `isDuplicate` tells apart from
  /// the last one it emitted.
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, observe: { $0 }, removeDuplicates: { $0.id == $1.id })
  /// ```
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// A view store sending view actions that `fromViewAction` turns into the store's actions,
  /// whose ``publisher`` emits only view states that `isDuplicate` tells apart from the last one
  /// it emitted.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      store, observe: toViewState, send: fromViewAction,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    self.publisherSource.isDuplicate = isDuplicate
  }

  /// A publisher of the view state: the current one when subscribed to, then each new one after
  /// the store reduces actions.
  ///
  /// ```swift
  /// viewStore.publisher.isLoading
  ///   .sink { [weak self] in self?.spinner.isHidden = !$0 }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// A view state equal to the last one emitted (by `removeDuplicates`, else `==` when the view
  /// state is `Equatable`) is not emitted; the comparison runs once per change however many
  /// subscribers there are. When a value arrives, ``state`` is already that value. Values are
  /// delivered on the main actor, synchronously, as `send` finishes reducing; a subscription
  /// keeps the view store alive.
  public var publisher: StorePublisher<ViewState> {
    StorePublisher(store: self, upstream: self.publisherSource.relay())
  }
}

/// The view states a ``ViewStore`` publishes: follows the store tree's changes from the first
/// subscription on, and relays the view states that differ from the last one.
@MainActor
final class ViewStatePublisherSource<ViewState> {
  private let root: any RootCoreProtocol
  private let read: @MainActor () -> ViewState
  /// Tells view states apart; `nil` compares with `==` when the view state is `Equatable`, and
  /// emits every change otherwise.
  var isDuplicate: ((ViewState, ViewState) -> Bool)?
  private var currentRelay: CurrentValueRelay<ViewState>?
  private var changes: AnyCancellable?

  init(root: any RootCoreProtocol, read: @escaping @MainActor () -> ViewState) {
    self.root = root
    self.read = read
  }

  /// The relay of view states, following the store from its first use.
  func relay() -> CurrentValueRelay<ViewState> {
    if let relay = self.currentRelay { return relay }
    let relay = CurrentValueRelay(self.read())
    self.currentRelay = relay
    let isDuplicate = self.isDuplicate ?? Self.equality
    self.changes = self.root.stateChanges.dropFirst().sink { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self, let relay = self.currentRelay else { return }
        let state = self.read()
        if let isDuplicate, isDuplicate(relay.value, state) { return }
        relay.send(state)
      }
    }
    return relay
  }

  /// `==` when the view state is `Equatable`.
  private static var equality: ((ViewState, ViewState) -> Bool)? {
    guard let type = ViewState.self as? any Equatable.Type else { return nil }
    return { _areEqual($0, $1, as: type) }
  }
}
