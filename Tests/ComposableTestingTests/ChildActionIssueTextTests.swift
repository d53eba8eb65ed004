import Composable
import ComposableTesting
import Testing

/// The navigation operators report an action for a child that is not there with TCA's text, word
/// for word: TCA documents these messages and its tests compare them whole.
@MainActor
@Suite struct ChildActionIssueTextTests {
  @Test func ifLetOnANilChild() async {
    let line = #line + 2
    let store = TestStore(initialState: Int?.none) {
      EmptyReducer<Int?, Void>().ifLet(\.self, action: \.self) {}
    }
    let issues = await recordIssues { await store.send(()) }
    #expect(
      issues.map(\.message) == [
        """
        An "ifLet" at "ComposableTestingTests/ChildActionIssueTextTests.swift:\(line)" received \
        a child action when child state was "nil". …

          Action:
            ()

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        • A parent reducer set child state to "nil" before this reducer ran. This reducer must \
        run before any other reducer sets child state to "nil". This ensures that child \
        reducers can handle their actions while their state is still available.

        • An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        • This action was sent to the store while state was "nil". Make sure that actions for \
        this reducer can only be sent from a view store when state is non-"nil". In SwiftUI \
        applications, use "IfLetStore".
        """
      ]
    )
  }

  struct SomeError: Error, Equatable {}

  @Test func ifCaseLetInAnotherCase() async {
    let line = #line + 3
    let store = TestStore(initialState: Result<Int, SomeError>.failure(SomeError())) {
      EmptyReducer<Result<Int, SomeError>, Result<Int, SomeError>>()
        .ifCaseLet(\.success, action: \.success) {}
    }
    let issues = await recordIssues { await store.send(.success(1)) }
    #expect(
      issues.map(\.message) == [
        """
        An "ifCaseLet" at "ComposableTestingTests/ChildActionIssueTextTests.swift:\(line)" \
        received a child action when child state was set to a different case. …

          Action:
            Result.success(1)
          State:
            Result.failure(ChildActionIssueTextTests.SomeError())

        This is generally considered an application logic error, and can happen for a few reasons:

        • A parent reducer set "Result" to a different case before this reducer ran. This \
        reducer must run before any other reducer sets child state to a different case. This \
        ensures that child reducers can handle their actions while their state is still available.

        • An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        • This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a view store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """
      ]
    )
  }

  enum Rows {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row> = []
    }
    struct Row: Equatable, Identifiable {
      let id: Int
    }
    @CasePathable
    enum Action: Equatable {
      case rows(IdentifiedAction<Int, String>)
    }
  }

  @Test func forEachOnAMissingRowShowsTheCasesTheActionTook() async {
    let line = #line + 2
    let store = TestStore(initialState: Rows.State()) {
      EmptyReducer<Rows.State, Rows.Action>().forEach(\.rows, action: \.rows) {
        EmptyReducer<Rows.Row, String>()
      }
    }
    let issues = await recordIssues { await store.send(.rows(.element(id: 1, action: "Blob"))) }
    #expect(
      issues.map(\.message) == [
        """
        A "forEach" at "ComposableTestingTests/ChildActionIssueTextTests.swift:\(line)" received \
        an action for a missing element. …

          Action:
            ChildActionIssueTextTests.Rows.Action.rows(.element(id:, action:))

        This is generally considered an application logic error, and can happen for a few reasons:

        • A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        • An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living effect.

        • This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a view store when \
        its state contains an element at this id. In SwiftUI applications, use "ForEachStore".
        """
      ]
    )
  }

  enum Path {
    struct State: Equatable {
      var path = StackState<Int>()
    }
    @CasePathable
    enum Action: Equatable {
      case path(StackAction<Int, Int>)
    }
  }

  func makePathStore(line: UInt = #line) -> TestStore<Path.State, Path.Action> {
    TestStore(initialState: Path.State()) {
      EmptyReducer<Path.State, Path.Action>()
        .forEach(\.path, action: \.path, destination: { EmptyReducer<Int, Int>() }, line: line)
    }
  }

  @Test func stackOperationsOnWrongIDs() async {
    let store = makePathStore(line: 1)
    let at = #""ComposableTestingTests/ChildActionIssueTextTests.swift:1""#
    await store.send(.path(.push(id: 0, state: 10))) { $0.path[id: 0] = 10 }

    let missing = await recordIssues { await store.send(.path(.element(id: 7, action: 1))) }
    #expect(missing.count == 1)
    #expect(
      missing.first?.message.hasPrefix(
        """
        A "forEach" at \(at) received an action for a missing element. …

          Action:
        """
      ) == true
    )
    #expect(
      missing.first?.message.hasSuffix(
        #"In SwiftUI applications, use "NavigationStack.init(path:)" with a binding to a store."#
      ) == true
    )

    let pop = await recordIssues { await store.send(.path(.popFrom(id: 9))) }
    #expect(
      pop.map(\.message) == [
        """
        A "forEach" at \(at) received a "popFrom" action for a missing element. …

          ID:
            #9
          Path IDs:
            [#0]
        """
      ]
    )

    let reused = await recordIssues { await store.send(.path(.push(id: 0, state: 20))) }
    #expect(
      reused.map(\.message) == [
        """
        A "forEach" at \(at) received a "push" action for an element it already contains. …

          ID:
            #0
          Path IDs:
            [#0]
        """
      ]
    )
    #expect(store.state.path[id: 0] == 10)
  }

  @Test func pushingPastTheNextGeneratedIDIsReportedInTests() async {
    let store = makePathStore(line: 1)
    let issues = await recordIssues {
      await store.send(.path(.push(id: 1, state: 10))) { $0.path[id: 1] = 10 }
    }
    #expect(
      issues.map(\.message) == [
        """
        A "forEach" at "ComposableTestingTests/ChildActionIssueTextTests.swift:1" received a \
        "push" action with an unexpected generational ID. …

          Received ID:
            #1
          Expected ID:
            #0
        """
      ]
    )
    // The element is pushed all the same, and the generator stays where it was.
    #expect(store.dependencies.stackElementID.peek() == 0)
  }

  @Test func pushingTheNextGeneratedIDConsumesIt() async {
    let store = makePathStore()
    await store.send(.path(.push(id: 0, state: 10))) { $0.path[id: 0] = 10 }
    #expect(store.dependencies.stackElementID.peek() == 1)
  }

  enum Sheet {
    struct State: Equatable {
      @PresentationState var child: Int?
    }
    @CasePathable
    enum Action: Equatable {
      case child(PresentationAction<Int>)
    }
  }

  @Test func presentationActionWithNothingPresented() async {
    let line = #line + 2
    let store = TestStore(initialState: Sheet.State()) {
      EmptyReducer<Sheet.State, Sheet.Action>().ifLet(\.$child, action: \.child) {
        EmptyReducer<Int, Int>()
      }
    }
    let issues = await recordIssues { await store.send(.child(.presented(1))) }
    #expect(
      issues.map(\.message) == [
        """
        An "ifLet" at "ComposableTestingTests/ChildActionIssueTextTests.swift:\(line)" received \
        a presentation action when destination state was absent. …

          Action:
            ChildActionIssueTextTests.Sheet.Action.child(.presented)

        This is generally considered an application logic error, and can happen for a few reasons:

        • A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        • This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or \
        from effects that start from this reducer. In SwiftUI applications, use a Composable \
        Architecture view modifier like "sheet(store:…)".
        """
      ]
    )
  }

  struct ScopedResult: Reducer {
    typealias State = Result<Int, SomeError>
    typealias Action = Result<Int, SomeError>
    var body: some ReducerOf<Self> {
      Scope(state: \.success, action: \.success, child: { EmptyReducer() }, line: 7)
    }
  }

  @Test func scopeOnAnotherCase() async {
    let line = 7
    let store = TestStore(initialState: Result<Int, SomeError>.failure(SomeError())) {
      ScopedResult()
    }
    let issues = await recordIssues { await store.send(.success(1)) }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        """
        A "Scope" at "ComposableTestingTests/ChildActionIssueTextTests.swift:\(line)" received \
        a child action when child state was set to a different case. …

          Action:
            Result.success
          State:
            Result.failure

        This is generally considered an application logic error, and can happen for a few reasons:

        • A parent reducer set "Result" to a different case before the scoped reducer ran.
        """
      ) == true
    )
  }
}
