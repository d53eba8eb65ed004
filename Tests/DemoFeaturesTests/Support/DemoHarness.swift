import ComposableTerminal
import DemoFeatures
import TerminalTestHelpers
import TestHelpers
import Testing

/// The demo app as `main.swift` builds it, in a headless terminal, with a test clock for the
/// timer, the permission request and the router's steps.
@MainActor
final class DemoHarness {
  let clock = TestClock()
  let changeLog = ChangeLog()
  let store: StoreOf<AppFeature>
  let terminal: HeadlessTerminal
  /// The time travel of the changes panel, when the harness was made with it.
  let timeTravel: TimeTravel?

  /// - Parameter timeTravel: Whether the store is recorded and the changes panel travels through
  ///   its actions (as `main.swift` does) instead of showing the change log.
  init(
    columns: Int = 80, rows: Int = 24, initialState: AppFeature.State = AppFeature.State(),
    timeTravel: Bool = false
  ) {
    let clock = self.clock
    let changeLog = self.changeLog
    let store = Store(initialState: initialState) {
      AppFeature()._printChanges(changeLog.printer())
    } withDependencies: {
      $0.continuousClock = clock
    }
    self.store = store
    var travel: TimeTravel?
    if timeTravel {
      let recorder = TimeTravel.Recorder()
      store._record(into: recorder)
      travel = TimeTravel(recorder: recorder)
    }
    self.timeTravel = travel
    self.terminal = HeadlessTerminal(columns: columns, rows: rows, clock: clock) {
      AppView(store: store, changeLog: changeLog, timeTravel: travel)
    }
  }

  var frame: Frame { self.terminal.frame }

  /// The coordinator's routes, if the coordinator is open.
  var routes: [Route<Screen.State>]? {
    guard case let .coordinator(coordinator) = self.store.destination else { return nil }
    return coordinator.routes
  }

  /// Numbers of the detail screens in the routes, with their styles: `["push 3", "sheet 5"]`.
  var routeSummary: [String] {
    (self.routes ?? []).dropFirst().map { route in
      guard case let .detail(detail) = route.screen else { return "\(route.style) home" }
      return "\(route.style) \(detail.title)"
    }
  }

  /// Opens a menu entry the way a person does: move to it, press Enter.
  func open(_ item: MenuItem) {
    self.terminal.press(.home)
    let index = MenuItem.allCases.firstIndex(of: item)!
    self.terminal.press(Array(repeating: .character("j"), count: index) + [.enter])
  }

  /// Moves focus to the control labelled `label`, with ↓ presses from the top.
  func focus(_ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    self.terminal.press(.home)
    for _ in 0..<40 where self.terminal.session.focusedLabel != label {
      self.terminal.press(.down)
    }
    #expect(self.terminal.session.focusedLabel == label, sourceLocation: sourceLocation)
  }

  /// Waits until the screen shows `text` (or ``hangGuard`` passes): effects deliver their
  /// actions through the main actor, which other tests share.
  func waitUntilScreenContains(_ text: String) async {
    await self.terminal.waitUntil { $0.contains(text) }
  }

  /// Advances the test clock and lets effects deliver their actions.
  ///
  /// - Parameter expectingASleeper: Whether an effect or a router step should be sleeping on the
  ///   clock: they start in tasks, and must reach their sleep before the clock moves, or they
  ///   miss the move. Pass `false` when nothing should be left to wake.
  func advance(by duration: Duration, expectingASleeper: Bool = true) async {
    _ = self.terminal.frame
    if expectingASleeper {
      #expect(await untilSleeping(on: self.clock), "nothing sleeps on the clock")
    }
    await self.clock.advance(by: duration)
    await Task.megaYield()
  }
}
