import Composable
import Observation
import TestHelpers
import Testing

@testable import ComposableTerminal

@MainActor
@Suite struct ObservationRedrawTests {
  @Observable final class Model {
    var shown = 0
    var hidden = 0
  }

  @Test func redrawsOnlyWhenStateItReadChanges() {
    let model = Model()
    let terminal = HeadlessTerminal(columns: 20, rows: 2) {
      Text("Shown: \(model.shown)")
    }
    #expect(terminal.lines[0] == "Shown: 0")
    #expect(terminal.evaluationCount == 1)

    model.hidden += 1
    #expect(!terminal.session.needsEvaluation)
    #expect(terminal.lines[0] == "Shown: 0")
    #expect(terminal.evaluationCount == 1)

    model.shown += 1
    #expect(terminal.session.needsEvaluation)
    #expect(terminal.lines[0] == "Shown: 1")
    #expect(terminal.evaluationCount == 2)

    // Reading the frame again without a change evaluates nothing.
    _ = terminal.frame
    #expect(terminal.evaluationCount == 2)
  }

  @Test func focusMovesRedrawWithoutEvaluating() {
    let model = Model()
    let terminal = HeadlessTerminal(columns: 20, rows: 2) {
      Button("A \(model.shown)") {}
      Button("B") {}
    }
    #expect(terminal.lines == ["› [ A 0 ]", "  [ B ]"])
    terminal.press(.down)
    #expect(terminal.lines == ["  [ A 0 ]", "› [ B ]"])
    #expect(terminal.evaluationCount == 1)
  }

  struct Counter: Reducer {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var unrelated = 0
    }

    @CasePathable
    enum Action {
      case increment
      case touchUnrelated
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case .touchUnrelated: state.unrelated += 1
        }
        return .none
      }
    }
  }

  @Test func storeFieldsAreObservedOneByOne() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let terminal = HeadlessTerminal(columns: 20, rows: 2) {
      Text("Count: \(store.count)")
      Button("+") { store.send(.increment) }
    }
    #expect(terminal.lines[0] == "Count: 0")
    store.send(.touchUnrelated)
    _ = terminal.frame
    #expect(terminal.evaluationCount == 1)

    terminal.press(.enter)
    #expect(terminal.lines[0] == "Count: 1")
    #expect(terminal.evaluationCount == 2)
  }

  @Test func theAppIsToldWhenToDisplay() async {
    let model = Model()
    let terminal = HeadlessTerminal(columns: 20, rows: 2) {
      Text("Shown: \(model.shown)")
    }
    _ = terminal.frame
    var requests = 0
    terminal.session.onNeedsDisplay = { requests += 1 }
    model.shown = 5
    // The observation callback hops to the main actor before asking.
    #expect(await eventually { requests > 0 })
    #expect(requests == 1)
    #expect(terminal.lines[0] == "Shown: 5")
  }
}
