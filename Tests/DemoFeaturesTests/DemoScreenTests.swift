import ComposableTerminal
import DemoFeatures
import Testing

/// Every screen of the demo, drawn headlessly: what a person sees.
@MainActor
@Suite struct DemoScreenTests {
  @Test func mainMenu() {
    let demo = DemoHarness(columns: 72, rows: 14)
    #expect(
      demo.frame.lines == [
        " Composable demo                                                   Menu",
        "",
        " A terminal front end for Composable features.",
        "",
        " › Counter",
        "   Settings",
        "   Coordinator",
        "",
        " Counter: a count, two buttons and a timer (seed 003)",
        " Settings: a form on BindingReducer, validated (seeds 000, 002)",
        " Coordinator: Home and Detail: push, sheet, back to root (seed 001)",
        "",
        "",
        "↑↓/jk move · Enter open · p changes · q quit",
      ]
    )
  }

  @Test func counterScreen() {
    let demo = DemoHarness(columns: 72, rows: 10)
    demo.open(.counter)
    #expect(
      demo.frame.lines == [
        " Composable demo                                                Counter",
        "",
        " Count: 0",
        "",
        " COUNTER",
        " › [ Decrement ]   [ Increment ]",
        "   [ ] Timer (+1 every second)",
        "",
        "",
        "↑↓/jk/Tab move · Enter/Space change · Esc menu · p changes · Ctrl-C quit",
      ]
    )
  }

  @Test func settingsScreen() {
    let demo = DemoHarness(columns: 72, rows: 20)
    demo.open(.settings)
    #expect(
      demo.frame.lines == [
        " Composable demo                                               Settings",
        "",
        " PROFILE",
        " › Display name: [                      ]",
        "   [ ] Protect my posts",
        "",
        " GENERAL",
        "   [x] Haptic feedback",
        "   Digest: (•) daily  ( ) weekly  ( ) off",
        "",
        " NOTIFICATIONS",
        "   [ ] Enable notifications",
        "   [ ] Email notifications",
        "   [ ] Mobile notifications",
        "   isLoading: false",
        "",
        " RESET",
        "   [ Reset settings ]",
        "",
        "↑↓/jk/Tab move · Enter/Space change · Esc menu · p changes · Ctrl-C quit",
      ]
    )
  }

  @Test func coordinatorHomeDetailAndSheet() {
    let demo = DemoHarness(columns: 60, rows: 18)
    demo.open(.coordinator)
    #expect(
      Array(demo.frame.lines.prefix(7)) == [
        " Composable demo                                Coordinator",
        "",
        " Home",
        " ───────────────────────────────────────────────────────────",
        " › 1",
        "   2",
        "   3",
      ]
    )
    #expect(demo.frame.lines.last == "↑↓/jk move · Enter push · s sheet · Esc back · p changes · …")

    demo.terminal.press(.enter)
    #expect(
      Array(demo.frame.lines.prefix(10)) == [
        " Composable demo                                Coordinator",
        "",
        " Home › 1",
        " ───────────────────────────────────────────────────────────",
        " Detail 1",
        "",
        " › [ Go back to list view ]",
        "   [ Push 2 ]",
        "   [ Go back to root ]",
        "",
      ]
    )

    demo.terminal.press(.down, .character("s"))
    #expect(
      Array(demo.frame.lines.prefix(11)) == [
        " Composable demo                                Coordinator",
        "",
        " Home › 1 › [sheet] 2",
        " ───────────────────────────────────────────────────────────",
        " Detail 1",
        "   ┌─ 2 ─────────────────────────────────────────────────┐",
        "   │ Detail 2                                            │",
        "   │                                                     │",
        "   │ › [ Go back to list view ]                          │",
        "   │   [ Push 3 ]                                        │",
        "   │   [ Go back to root ]                               │",
      ]
    )
  }

  @Test func changesPanel() {
    let demo = DemoHarness(columns: 100, rows: 20)
    demo.terminal.press(.character("p"))
    let frame = demo.frame
    #expect(frame.lines[0].hasSuffix("Menu"))
    #expect(frame.lines[1].hasSuffix("│ Actions & state changes"))
    #expect(frame.lines[2].hasSuffix("│ received action:"))
    #expect(frame.lines[3].hasSuffix("│   AppFeature.Action.changesPanelToggled"))
    #expect(frame.contains("showsChanges: false"))
    #expect(frame.lines.contains { $0.contains("│ -") && $0.contains("showsChanges: false") })
    #expect(frame.lines.contains { $0.contains("│ +") && $0.contains("showsChanges: true") })
    // The menu's descriptions give up room to the panel.
    #expect(frame.lines[10].hasPrefix(" Coordinator: Home and Detail: push, sheet, back to…"))
    demo.terminal.press(.character("p"))
    #expect(!demo.frame.contains("Actions & state changes"))
  }

  @Test func aSmallWindowAsksToBeLarger() {
    let demo = DemoHarness(columns: 40, rows: 10)
    demo.open(.settings)
    #expect(demo.frame.contains("Make the window larger"))
    demo.terminal.resize(columns: 72, rows: 20)
    #expect(demo.frame.contains("PROFILE"))
  }
}
