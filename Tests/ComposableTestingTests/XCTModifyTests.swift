import ComposableTesting
import Testing

/// `XCTModify` (from CasePaths, re-exported) inside test store assertions: an exhaustive test store
/// fails one that leaves the value unchanged; a non-exhaustive one, whose assertions start from
/// the actual new state, does not. TCA's `testXCTModifyExhaustive` and
/// `testXCTModifyNonExhaustive`.
@MainActor
@Suite struct XCTModifyTests {
  struct State: Equatable {
    var child: Int? = 0
    var count = 0
  }
  enum Action: Equatable { case tap, response }

  func feature() -> some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.count += 1
        return .send(.response)
      case .response:
        state.count += 1
        return .none
      }
    }
  }

  nonisolated static let unchanged =
    "XCTModify: Expected \"Int\" value to be modified but it was unchanged."

  @Test func anExhaustiveTestStoreFailsAModifyThatChangesNothing() async {
    let store = TestStore(initialState: State()) { self.feature() }
    await store.send(.tap) { state in
      state.count = 1
      withKnownIssue {
        modifyChild(&state.child) { _ in }
      } matching: {
        $0.comments.map(\.rawValue) == [Self.unchanged]
      }
    }
    await store.receive(.response) { state in
      state.count = 2
      withKnownIssue {
        modifyChild(&state.child) { _ in }
      } matching: {
        $0.comments.map(\.rawValue) == [Self.unchanged]
      }
    }
  }

  @Test func aNonExhaustiveTestStoreAcceptsAModifyThatChangesNothing() async {
    let store = TestStore(initialState: State()) { self.feature() }
    store.exhaustivity = .off
    await store.send(.tap) {
      modifyChild(&$0.child) { _ in }
    }
    await store.receive(.response) {
      modifyChild(&$0.child) { _ in }
    }
    store.assert {
      modifyChild(&$0.child) { _ in }
    }
  }

  @Test func aModifyThatChangesTheValueIsCheckedAsAnyAssertion() async {
    let store = TestStore(initialState: State(child: 1)) {
      Reduce<State, Action> { state, _ in
        state.child? += 1
        return .none
      }
    }
    await store.send(.tap) {
      modifyChild(&$0.child) { $0 = 2 }
    }
  }
}

/// Calls the deprecated `XCTModify(_:_:)` on an optional through a protocol requirement, which
/// keeps its deprecation warning out of the build (`CasePathable.modify` replaces it, but ported
/// TCA tests still call it).
@MainActor
private func modifyChild(_ child: inout Int?, _ body: (inout Int) -> Void) {
  let modify: any OptionalModifier = DeprecatedOptionalModifier()
  modify(&child, body)
}

private protocol OptionalModifier {
  func callAsFunction(_ value: inout Int?, _ body: (inout Int) -> Void)
}

private struct DeprecatedOptionalModifier: OptionalModifier {
  @available(*, deprecated)
  func callAsFunction(_ value: inout Int?, _ body: (inout Int) -> Void) {
    XCTModify(&value, "", body)
  }
}
