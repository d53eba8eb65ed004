/// Declares a feature's reducer with less boilerplate.
///
/// On a struct, the macro conforms it to ``Reducer``, makes its `Action` enum case pathable (and
/// a `State` enum too, with `@dynamicMemberLookup`, so that `state.loaded` reads a case), and
/// synthesizes what is missing: a `body` of ``EmptyReducer`` (unless the struct implements
/// `reduce(into:action:)`), and an empty `@ObservableState` `State` and empty `Action` unless
/// the reducer names its domain otherwise: through a body typed `some Reducer<State, Action>`
/// (which may be an enclosing feature's), a stored `let body`, or `reduce(into:action:)`.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum whose cases each hold a reducer, the macro makes a ``CaseReducer``: `State` and
/// `Action` enums with a case per child, a static `body` that runs each child on its case, and
/// `CaseScope` for switching over `store.case` in a view.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
///   case settings(Settings)
///   case meeting(Meeting = Meeting(style: .sheet))
///   #if os(macOS)
///     case inspector(Inspector)
///   #endif
/// }
/// ```
///
/// A case's reducer is made with `init()`, or by the case's default value when it has one. Cases
/// inside `#if` blocks are generated inside the same blocks.
@attached(
  member,
  names: named(State), named(Action), named(Body), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// Declares an enum reducer whose generated `State` and `Action` enums conform to the given
/// protocols.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
/// enum Destination {
///   case detail(Detail)
/// }
/// ```
///
/// Each child's state (or action) must conform to the protocols requested for `state` (or
/// `action`).
@attached(
  member,
  names: named(State), named(Action), named(Body), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(
  state: _SynthesizedConformance...,
  action: _SynthesizedConformance...
) = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")
