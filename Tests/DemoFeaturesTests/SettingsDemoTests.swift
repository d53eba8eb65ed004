import ComposableTerminal
import DemoFeatures
import Testing

@MainActor
@Suite struct SettingsDemoTests {
  private var settings: (DemoHarness) -> SettingsFeature.State? = { demo in
    guard case let .settings(state) = demo.store.destination else { return nil }
    return state
  }

  @Test func typingADisplayNameIsCleanedUpAndValidated() {
    let demo = DemoHarness()
    demo.open(.settings)
    #expect(demo.terminal.session.focusedLabel == "Display name")
    demo.terminal.type("  Blob   Jr")
    #expect(self.settings(demo)?.displayName == "Blob Jr")
    #expect(demo.frame.contains("› Display name: [Blob Jr"))

    demo.terminal.type(" the third of his name")
    #expect(self.settings(demo)?.displayName == "Blob Jr the third of")
    #expect(demo.frame.contains("⚠ At most 20 characters"))

    demo.terminal.press(Array(repeating: .backspace, count: 20))
    #expect(self.settings(demo)?.displayName == "")
    #expect(demo.frame.contains("⚠ A display name is required"))

    // j, k and q are typed, not used to move or quit.
    #expect(demo.terminal.type("jkq") == .handled)
    #expect(self.settings(demo)?.displayName == "jkq")
    #expect(!demo.frame.contains("⚠"))
  }

  @Test func writingTheValueAlreadyThereSendsNothing() {
    let demo = DemoHarness()
    demo.open(.settings)
    let actionsAfterOpening = demo.changeLog.actionCount

    // Backspace in an empty field writes "" over "": no action.
    demo.terminal.press(.backspace)
    // ← on the first option writes "daily" over "daily": no action.
    demo.focus("Digest")
    demo.terminal.press(.left)
    #expect(demo.changeLog.actionCount == actionsAfterOpening)

    // A real change is exactly one action.
    demo.terminal.press(.right)
    #expect(demo.changeLog.actionCount == actionsAfterOpening + 1)
    #expect(self.settings(demo)?.digest == .weekly)
    #expect(demo.frame.contains("Digest: ( ) daily  (•) weekly  ( ) off"))
    #expect(demo.changeLog.lines.contains { $0.contains("digest: .weekly") })

    // → on the last option: no action again.
    demo.terminal.press(.right, .right)
    #expect(self.settings(demo)?.digest == .off)
    #expect(demo.changeLog.actionCount == actionsAfterOpening + 2)
  }

  @Test func notificationsAskForPermissionAndEnableTheirOptions() async {
    let demo = DemoHarness()
    demo.open(.settings)
    #expect(!demo.terminal.session.focusableLabels.contains("Email notifications"))

    demo.focus("Enable notifications")
    demo.terminal.press(.space)
    #expect(demo.frame.contains("[x] Enable notifications"))
    #expect(demo.frame.contains("isLoading: true — requesting permission…"))
    #expect(
      demo.terminal.session.focusableLabels.suffix(3)
        == ["Email notifications", "Mobile notifications", "Reset settings"])

    await demo.advance(by: .seconds(1))
    await demo.waitUntilScreenContains("isLoading: false")
    #expect(demo.frame.contains("isLoading: false"))

    demo.terminal.press(.down, .space, .down, .space)
    #expect(self.settings(demo)?.sendEmailNotifications == true)
    #expect(self.settings(demo)?.sendMobileNotifications == true)

    // isLoading is shown, never focusable.
    #expect(!demo.terminal.session.focusableLabels.contains { $0.contains("isLoading") })
  }

  @Test func togglesAndPickerCoverTheWholeForm() {
    let demo = DemoHarness()
    demo.open(.settings)
    demo.focus("Protect my posts")
    demo.terminal.press(.enter)
    demo.focus("Haptic feedback")
    demo.terminal.press(.enter)
    demo.focus("Digest")
    demo.terminal.press(.enter, .enter)
    let state = self.settings(demo)
    #expect(state?.protectMyPosts == true)
    #expect(state?.isHapticFeedbackEnabled == false)
    #expect(state?.digest == .off)
    #expect(demo.frame.contains("[x] Protect my posts"))
    #expect(demo.frame.contains("[ ] Haptic feedback"))
  }

  @Test func resetSettingsAsksForADestructiveConfirmation() {
    let demo = DemoHarness()
    demo.open(.settings)
    demo.terminal.type("Blob")
    demo.focus("Protect my posts")
    demo.terminal.press(.enter)
    #expect(self.settings(demo)?.protectMyPosts == true)

    demo.focus("Reset settings")
    demo.terminal.press(.enter)
    #expect(self.settings(demo)?.alert == .reset)
    #expect(demo.frame.contains("Reset settings?"))
    #expect(demo.frame.contains("[ ⚠ Reset ]"))
    #expect(demo.terminal.session.focusableLabels == ["⚠ Reset", "Cancel"])
    #expect(demo.terminal.session.focusedLabel == "Cancel")

    // Cancel keeps everything, and Esc here answers the alert rather than leaving Settings.
    demo.terminal.press(.escape)
    #expect(self.settings(demo)?.alert == nil)
    #expect(self.settings(demo)?.displayName == "Blob")
    #expect(demo.terminal.session.focusedLabel == "Reset settings")

    demo.terminal.press(.enter)
    demo.terminal.press(.left, .enter)
    #expect(self.settings(demo) == SettingsFeature.State())
    #expect(demo.frame.contains("[ ] Protect my posts"))
    #expect(demo.terminal.session.focusedLabel == "Reset settings")
    #expect(!demo.frame.contains("Reset settings?"))
  }
}
