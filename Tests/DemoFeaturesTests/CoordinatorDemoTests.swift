import ComposableTerminal
import DemoFeatures
import TerminalTestHelpers
import TestHelpers
import Testing

@MainActor
@Suite struct CoordinatorDemoTests {
  @Test func enterPushesAndGoBackToListViewPops() {
    let demo = DemoHarness()
    demo.open(.coordinator)
    demo.terminal.press(.down, .down, .enter)
    #expect(demo.routeSummary == ["push 3"])
    #expect(demo.frame.contains("Home › 3"))
    #expect(demo.frame.contains("Detail 3"))

    #expect(demo.terminal.session.focusedLabel == "Go back to list view")
    demo.terminal.press(.enter)
    #expect(demo.routeSummary == [])
    #expect(demo.frame.lines[2] == " Home")
    // Focus comes back to the row that was opened.
    #expect(demo.terminal.session.focusedLabel == "3")
  }

  @Test func sKeyPresentsTheDetailAsASheet() {
    let demo = DemoHarness()
    demo.open(.coordinator)
    demo.terminal.press(.down, .character("s"))
    #expect(demo.routeSummary == ["sheet(withNavigation) 2"])
    #expect(demo.frame.contains("Home › [sheet] 2"))
    #expect(demo.frame.contains("┌─ 2 "))
    // The list under the sheet takes no keys: focus is in the sheet.
    #expect(
      demo.terminal.session.focusableLabels == [
        "Go back to list view", "Push 3", "Go back to root",
      ])

    // "Go back to list view" dismisses a sheet.
    demo.terminal.press(.enter)
    #expect(demo.routeSummary == [])
    #expect(!demo.frame.contains("┌─"))
  }

  @Test func escapeSendsUpdateRoutesWithoutTheTopRoute() {
    let demo = DemoHarness()
    demo.open(.coordinator)
    demo.terminal.press(.enter)
    demo.focus("Push 2")
    demo.terminal.press(.character("s"))
    #expect(demo.routeSummary == ["push 1", "sheet(withNavigation) 2"])

    let actionsBefore = demo.changeLog.actionCount
    demo.terminal.press(.escape)
    #expect(demo.routeSummary == ["push 1"])
    #expect(demo.changeLog.actionCount == actionsBefore + 1)
    // The action logged is the router's updateRoutes, as a swipe back sends it.
    let lines = demo.changeLog.lines
    let lastEntry = lines[(lines.lastIndex(of: "received action:") ?? 0)...]
    #expect(lastEntry.contains { $0.contains(".router(") })
    #expect(lastEntry.contains { $0.contains(".updateRoutes(") })
    #expect(lastEntry.contains { $0.hasPrefix("-         [2]: .sheet(") })

    demo.terminal.press(.escape)
    #expect(demo.routeSummary == [])
    // At the coordinator's root, Esc leaves the coordinator for the menu.
    demo.terminal.press(.escape)
    #expect(demo.routes == nil)
    #expect(demo.frame.contains("› Coordinator"))
  }

  @Test func detailsPushDeeperAndGoBackToRootFromAnyDepthAfterConfirming() async {
    let demo = DemoHarness()
    demo.open(.coordinator)
    demo.terminal.press(.enter)
    for _ in 0..<4 {
      demo.focus(demo.terminal.session.focusableLabels[1])
      demo.terminal.press(.enter)
    }
    #expect(demo.routeSummary == ["push 1", "push 2", "push 3", "push 4", "push 5"])
    #expect(demo.frame.contains("Home › 1 › 2 › 3 › 4 › 5"))

    demo.focus("Go back to root")
    demo.terminal.press(.enter)
    // Five screens would close: the coordinator asks first.
    #expect(demo.routeSummary.count == 5)
    #expect(demo.frame.contains("Go back to root?"))
    #expect(demo.frame.contains("This closes 5 screens and goes back to the list."))
    #expect(demo.terminal.session.focusableLabels == ["⚠ Close 5 screens", "Cancel"])
    #expect(demo.terminal.session.focusedLabel == "Cancel")

    demo.terminal.press(.left, .enter)
    #expect(demo.routeSummary == [])
    // Popping several pushes is one step: nothing to wait for.
    #expect(!demo.terminal.session.hasPendingAnimations)
    #expect(demo.frame.lines[2] == " Home")
    #expect(!demo.frame.contains("Go back to root?"))
  }

  @Test func goingBackToRootFromTwoScreensDeepDoesNotAsk() {
    let demo = DemoHarness()
    demo.open(.coordinator)
    demo.terminal.press(.enter)
    demo.focus("Push 2")
    demo.terminal.press(.enter)
    #expect(demo.routeSummary == ["push 1", "push 2"])

    demo.focus("Go back to root")
    demo.terminal.press(.enter)
    #expect(demo.routeSummary == [])
    #expect(demo.frame.lines[2] == " Home")
    #expect(!demo.frame.contains("Go back to root?"))
  }

  @Test func escapeCancelsGoingBackToRootAndKeepsTheStack() {
    let demo = DemoHarness()
    demo.open(.coordinator)
    demo.terminal.press(.enter)
    for _ in 0..<2 {
      demo.focus(demo.terminal.session.focusableLabels[1])
      demo.terminal.press(.enter)
    }
    #expect(demo.routeSummary == ["push 1", "push 2", "push 3"])
    demo.focus("Go back to root")
    demo.terminal.press(.enter)
    #expect(demo.frame.contains("Close 3 screens"))

    // Esc answers the alert (Cancel), not the router: no screen closes.
    demo.terminal.press(.escape)
    #expect(demo.routeSummary == ["push 1", "push 2", "push 3"])
    #expect(!demo.frame.contains("Go back to root?"))
    #expect(demo.terminal.session.focusedLabel == "Go back to root")
    // The next Esc goes back as usual.
    demo.terminal.press(.escape)
    #expect(demo.routeSummary == ["push 1", "push 2"])
  }

  @Test func goingBackToRootFromASheetDismissesThenPopsStepByStep() async {
    let demo = DemoHarness()
    demo.store.send(.deepLinkOpened(try! DeepLink.parse("coordinator/3/4/sheet/5")))
    await demo.terminal.settleSteps(clock: demo.clock)
    #expect(demo.frame.contains("Home › 3 › 4 › [sheet] 5"))

    demo.focus("Go back to root")
    demo.terminal.press(.enter)
    #expect(demo.frame.contains("Close 3 screens"))
    demo.terminal.press(.left, .enter)
    #expect(demo.routeSummary == [])
    // First shown: the sheet dismissed, the pushes under it still there.
    #expect(demo.frame.contains("Home › 3 › 4"))
    #expect(!demo.frame.contains("[sheet]"))
    await demo.advance(by: .milliseconds(350))
    await demo.terminal.waitUntil { $0.lines[2] == " Home" }
    #expect(demo.frame.lines[2] == " Home")
    #expect(!demo.terminal.session.hasPendingAnimations)
  }

  @Test func aDeepLinkOpensTheWholeStackInOneStateChangeShownStepByStep() async {
    let demo = DemoHarness()
    let link = try! DeepLink.parse("coordinator/3/4/sheet/5")
    demo.store.send(.deepLinkOpened(link))
    #expect(demo.changeLog.actionCount == 1)
    #expect(demo.routeSummary == ["push 3", "push 4", "sheet(withNavigation) 5"])

    // The router walks there one presentation change per step: the pushes together, at once,
    // then the sheet.
    #expect(demo.frame.contains("Home › 3 › 4"))
    #expect(!demo.frame.contains("[sheet]"))
    await demo.advance(by: .milliseconds(350))
    await demo.waitUntilScreenContains("[sheet] 5")
    #expect(demo.frame.contains("Home › 3 › 4 › [sheet] 5"))
    #expect(demo.frame.contains("┌─ 5 "))
    #expect(!demo.terminal.session.hasPendingAnimations)

    // Then it behaves like any other stack.
    demo.terminal.press(.escape)
    #expect(demo.routeSummary == ["push 3", "push 4"])
    #expect(demo.frame.contains("Detail 4"))
  }
}
