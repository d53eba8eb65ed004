import Composable
import Testing

struct AlertStateTests {
  enum Action: Equatable, Hashable, Sendable {
    case confirm, deny, retry(Int)
  }

  static func alert(canRetry: Bool = false, attempts: Int = 0) -> AlertState<Action> {
    AlertState {
      TextState("Alert!")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Destroy") }
      if canRetry {
        for attempt in 1...attempts {
          ButtonState(action: .retry(attempt)) { TextState("Retry \(attempt)") }
        }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Something went wrong...")
    }
  }

  @Test func builderCollectsButtonsInOrder() {
    #expect(Self.alert().buttons.map(\.label) == [TextState("Destroy"), TextState("Cancel")])
    #expect(
      Self.alert(canRetry: true, attempts: 2).buttons.map { String(state: $0.label) }
        == ["Destroy", "Retry 1", "Retry 2", "Cancel"]
    )
    let bare = AlertState<Action> { TextState("Done") }
    #expect(bare.buttons.isEmpty)
    #expect(bare.message == nil)
  }

  @Test func alertsBuiltAlikeAreEqualWhateverTheirID() {
    let a = Self.alert()
    let b = Self.alert()
    #expect(a.id != b.id)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != Self.alert(canRetry: true, attempts: 1))
    var retitled = a
    retitled.title = TextState("Alert?")
    #expect(retitled != a)
    var silent = a
    silent.message = nil
    #expect(silent != a)
  }

  @Test func mapTransformsEveryButtonAndKeepsIdentities() {
    let alert = Self.alert()
    let mapped = alert.map { action -> String? in action.map { "\($0)" } }
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
    #expect(mapped.buttons.map(\.action) == [.send("confirm"), .send(nil)])
    #expect(mapped.title == alert.title)
    #expect(mapped.message == alert.message)
  }

  @Test func dumpsAsItIsWritten() {
    var dump = ""
    customDump(Self.alert(), to: &dump)
    #expect(
      dump == """
        AlertState(
          title: "Alert!",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(
                .confirm
              ),
              label: "Destroy"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "Something went wrong..."
        )
        """
    )

    dump = ""
    customDump(AlertState<Action> { TextState("Done") }, to: &dump)
    #expect(
      dump == """
        AlertState(title: "Done")
        """
    )
  }

  @available(*, deprecated)
  @Test func deprecatedArrayInitializersBuildTheSameAlerts() {
    let destroy = ButtonState(role: .destructive, action: Action.confirm) { TextState("Destroy") }
    let cancel = ButtonState<Action>(role: .cancel) { TextState("Cancel") }
    #expect(
      AlertState(
        title: TextState("Alert!"),
        message: TextState("Something went wrong..."),
        buttons: [destroy, cancel]
      ) == Self.alert()
    )
    #expect(
      AlertState(
        title: TextState("Alert!"),
        message: TextState("Something went wrong..."),
        primaryButton: .destructive(TextState("Destroy"), action: .send(.confirm)),
        secondaryButton: .cancel(TextState("Cancel"))
      ) == Self.alert()
    )
    #expect(
      AlertState<Action>(title: TextState("Done"), dismissButton: .default(TextState("OK")))
        .buttons == [ButtonState { TextState("OK") }]
    )
    #expect(AlertState<Action>(title: TextState("Done")).buttons.isEmpty)
    #expect(
      ActionSheetState<Action>(title: TextState("Share"), buttons: [cancel])
        == ConfirmationDialogState {
          TextState("Share")
        } actions: {
          cancel
        }
    )
  }
}
