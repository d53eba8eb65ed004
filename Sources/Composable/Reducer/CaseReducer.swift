/// A reducer made by `@Reducer` on an enum: each case holds a child reducer, its `State` and
/// `Action` are enums of the children's, and its body scopes each case to its child.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
///   case settings(Settings)
/// }
/// ```
///
/// Enum reducers are never instantiated: operators such as `ifLet(_:action:)` without a trailing
/// closure use the static ``body``.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  /// An enum with one case per child, each holding that child's store; see `Store.case`.
  associatedtype CaseScope

  /// The type of the static ``body``. Redeclared so that an opaque `static var body: some
  /// Reducer` is inferred as the body type rather than `Never`.
  associatedtype Body

  /// The reducer that scopes each case of the state to its child reducer.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The case of the store's state, with a store scoped to that case's child.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The instance body forwards to the static one.
  public var body: Body { Self.body }
}

/// The state enum of a ``CaseReducer``: names the reducer it belongs to.
public protocol CaseReducerState {
  /// The enum reducer whose `State` this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case the state is in, with a store for that case's child feature.
  ///
  /// ```swift
  /// switch store.case {
  /// case let .detail(store): DetailView(store: store)
  /// case let .settings(store): SettingsView(store: store)
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

extension Reducer {
  /// Runs an enum reducer on optional enum state while it is non-`nil`: `ifLet` without a
  /// trailing closure, for `@Reducer enum` destinations.
  @inlinable
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ toWrappedState: WritableKeyPath<State, ChildState?>,
    action toWrappedAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, ChildState.StateReducer.Body, _KeyPathAccess<State, ChildState>>
  where ChildState.StateReducer.Action == ChildAction {
    self.ifLet(
      toWrappedState, action: toWrappedAction,
      then: { ChildState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs an enum reducer on optional enum state while it is non-`nil`: the variant for
  /// `@ObservableState` state and enum state, which reaches the child in place through the
  /// state's generated accessors.
  @inlinable
  public func ifLet<ChildState: CaseReducerState & ObservableState, ChildAction>(
    _ toWrappedState: WritableKeyPath<State, ChildState?>,
    action toWrappedAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<
    Self, ChildState.StateReducer.Body, _ObservableStateAccess<State, ChildState>
  >
  where State: ObservableState, ChildState.StateReducer.Action == ChildAction {
    self.ifLet(
      toWrappedState, action: toWrappedAction,
      then: { ChildState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
