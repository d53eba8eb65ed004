import Composable
import Testing

@testable import ComposableTerminal

/// `WithPerceptionTracking`, as TCA views wrap their bodies, shows its content and redraws it.
@MainActor
@Suite struct WithPerceptionTrackingTests {
  @Test func showsItsContentAndRedrawsWhenWhatItReadChanges() {
    let store = Store(initialState: ObservationRedrawTests.Counter.State()) {
      ObservationRedrawTests.Counter()
    }
    let terminal = HeadlessTerminal(columns: 20, rows: 2) {
      WithPerceptionTracking {
        Text("Count: \(store.count)")
        Text("More")
      }
    }
    #expect(terminal.lines == ["Count: 0", "More"])
    store.send(.touchUnrelated)
    #expect(!terminal.session.needsEvaluation)
    store.send(.increment)
    #expect(terminal.lines == ["Count: 1", "More"])
  }
}
