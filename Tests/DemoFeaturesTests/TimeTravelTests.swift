import ComposableTerminal
import DemoFeatures
import TerminalTestHelpers
import TestHelpers
import Testing

/// The changes panel's time travel, driven by keys through a coordinator session.
@MainActor
@Suite struct TimeTravelTests {
  /// The Coordinator opened, Detail 3 pushed, the panel shown: actions #0, #1, #2.
  private func session() -> DemoHarness {
    let demo = DemoHarness(timeTravel: true)
    demo.open(.coordinator)
    demo.terminal.press(.down, .down, .enter)
    demo.terminal.press(.character("p"))
    #expect(demo.routeSummary == ["push 3"])
    #expect(demo.timeTravel?.recorder.count == 3)
    return demo
  }

  @Test func travellingBackShowsOlderRoutesReadOnly() {
    let demo = self.session()
    #expect(demo.frame.contains("PgUp/[ travel back"))

    // The newest step: the screen as it is, the step marked.
    demo.terminal.press(.pageUp)
    #expect(demo.timeTravel?.selectedID == 2)
    #expect(demo.frame.lines[0].contains("Composable demo · past"))
    #expect(demo.frame.contains("▶ #2 .changesPanelToggled"))
    #expect(demo.frame.contains("Detail 3"))

    // The push: its diff adds the route.
    demo.terminal.press(.character("["))
    #expect(demo.frame.contains("▶ #1 .destination(.presented("))
    #expect(demo.frame.contains("+         [1]: .push("))
    #expect(demo.frame.contains("Home › 3"))

    // Before the push: the Coordinator's Home alone, as it was.
    demo.terminal.press(.pageUp)
    #expect(demo.frame.contains("▶ #0 .menuItemSelected(.coordinator)"))
    #expect(demo.frame.lines[2].hasPrefix(" Home "))
    #expect(!demo.frame.contains("Detail 3"))
    #expect(demo.frame.contains("-   destination: nil,"))
    // The live app did not move.
    #expect(demo.routeSummary == ["push 3"])
    #expect(demo.timeTravel?.recorder.count == 3)

    // Forward again, then past the newest step: the present.
    demo.terminal.press(.pageDown, .character("]"))
    #expect(demo.frame.contains("▶ #2 .changesPanelToggled"))
    demo.terminal.press(.pageDown)
    #expect(demo.timeTravel?.isTravelling == false)
    #expect(demo.frame.contains("(present)"))
    #expect(demo.frame.contains("Detail 3"))
  }

  @Test func aKeyThatWouldSendAnActionReturnsToThePresentWithoutActing() {
    let demo = self.session()
    demo.terminal.press(.pageUp, .pageUp, .pageUp)
    #expect(demo.frame.lines[2].hasPrefix(" Home "))
    // Enter on a row of the past Home would push: it returns to the present instead.
    demo.terminal.press(.enter)
    #expect(demo.timeTravel?.isTravelling == false)
    #expect(demo.routeSummary == ["push 3"])
    #expect(demo.timeTravel?.recorder.count == 3)
    #expect(demo.frame.contains("Home › 3"))

    // So does Esc, which would pop the past Detail.
    demo.terminal.press(.pageUp, .pageUp)
    #expect(demo.frame.contains("▶ #1"))
    demo.terminal.press(.escape)
    #expect(demo.timeTravel?.isTravelling == false)
    #expect(demo.routeSummary == ["push 3"])
    #expect(demo.timeTravel?.recorder.count == 3)

    // Keys that only move focus travel on.
    demo.terminal.press(.pageUp, .character("j"))
    #expect(demo.timeTravel?.isTravelling == true)
  }

  @Test func travelOnlyWhileThePanelShows() {
    let demo = DemoHarness(timeTravel: true)
    demo.open(.coordinator)
    demo.terminal.press(.pageUp)
    #expect(demo.timeTravel?.isTravelling == false)
  }

  @Test func theInitialStateIsTheOldestStep() {
    // Wide enough for the menu beside the panel.
    let demo = DemoHarness(columns: 100, timeTravel: true)
    demo.open(.coordinator)
    demo.terminal.press(.character("p"))
    demo.terminal.press(.pageUp, .pageUp, .pageUp)
    #expect(demo.timeTravel?.selectedID == -1)
    #expect(demo.frame.contains("▶ initial state"))
    #expect(demo.frame.contains("A terminal front end for Composable features."))
    #expect(demo.frame.contains("(the recording's start)"))
    // There is nothing older.
    demo.terminal.press(.pageUp)
    #expect(demo.timeTravel?.selectedID == -1)
  }

  @Test func theCounterAsItWas() {
    let demo = DemoHarness(timeTravel: true)
    demo.open(.counter)
    demo.focus("Increment")
    demo.terminal.press(.enter, .enter)
    demo.terminal.press(.character("p"), .pageUp, .pageUp, .pageUp)
    #expect(demo.frame.contains("▶ #1 .destination(.presented(.counter(.incr"))
    #expect(demo.frame.contains("Count: 1"))
    // Increment on the past screen returns to the present without incrementing.
    demo.terminal.press(.enter)
    #expect(demo.timeTravel?.isTravelling == false)
    #expect(demo.frame.contains("Count: 2"))
  }

  @Test func theSettingsAsTheyWere() {
    // Wide enough for the form beside the panel.
    let demo = DemoHarness(columns: 100, timeTravel: true)
    demo.open(.settings)
    demo.terminal.type("Al")
    // Off the text field, which would take p, [ and ] as text.
    demo.terminal.press(.tab, .character("p"))
    #expect(demo.frame.contains("Display name: [Al"))
    demo.terminal.press(.pageUp, .pageUp, .pageUp)
    #expect(demo.timeTravel?.selectedID == 1)
    #expect(demo.frame.contains("Display name: [A "))
    // PgUp/PgDn travel even from the text field: it does not take them.
    demo.focus("Display name")
    demo.terminal.press(.pageDown)
    #expect(demo.timeTravel?.selectedID == 2)
    #expect(demo.frame.contains("Display name: [Al"))
  }
}
