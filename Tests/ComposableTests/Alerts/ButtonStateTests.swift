import Composable
import Testing

struct ButtonStateTests {
  enum Action: Equatable, Hashable, Sendable {
    case confirm, deny
  }

  @Test func buttonsBuiltAlikeAreEqualWhateverTheirID() {
    let a = ButtonState(role: .destructive, action: Action.confirm) { TextState("Delete") }
    let b = ButtonState(role: .destructive, action: .send(Action.confirm)) { TextState("Delete") }
    #expect(a.id != b.id)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != ButtonState(action: Action.confirm) { TextState("Delete") })
    #expect(a != ButtonState(role: .destructive, action: Action.deny) { TextState("Delete") })
    #expect(a != ButtonState(role: .destructive, action: Action.confirm) { TextState("Remove") })
  }

  @Test func aButtonWithoutActionSendsNil() {
    let cancel = ButtonState<Action>(role: .cancel) { TextState("Cancel") }
    #expect(cancel.action == .send(nil))
    #expect(cancel.action.action == nil)
    #expect(cancel.role == .cancel)
    var performed: [Action?] = [.confirm]
    cancel.withAction { performed.append($0) }
    #expect(performed == [.confirm, nil])
  }

  @Test func animationTakesPartInEqualityNotInHashing() {
    let animated = ButtonStateAction.send(Action.confirm, animation: .easeInOut)
    #expect(animated.action == .confirm)
    #expect(animated == .send(.confirm, animation: .easeInOut))
    #expect(animated != .send(.confirm, animation: .linear))
    #expect(animated != .send(.confirm))
    #expect(
      Set([animated, .send(.confirm, animation: .easeInOut), .send(.confirm)]).count == 2
    )
  }

  @Test func animatedActionsArePerformedSynchronously() {
    let button = ButtonState(action: .send(Action.confirm, animation: .default)) {
      TextState("OK")
    }
    var performed: [Action?] = []
    button.withAction { performed.append($0) }
    #expect(performed == [.confirm])
  }

  @MainActor
  @Test func anAnimatedActionPerformedAsynchronouslyIsReported() async {
    let button = ButtonState(action: .send(Action.confirm, animation: .easeInOut)) {
      TextState("Animate!")
    }
    var performed: [Action?] = []
    await withKnownIssue {
      await button.withAction { action in
        await Task.yield()
        performed.append(action)
      }
    } matching: { issue in
      issue.description.hasSuffix(
        """
        An animated action was performed asynchronously: …

          Action:
            ButtonStateAction.send(
              .confirm,
              animation: Animation.easeInOut
            )

        Asynchronous actions cannot be animated. Evaluate this action in a synchronous \
        closure, or use 'SwiftUI.withAnimation' explicitly.
        """
      )
    }
    #expect(performed == [.confirm])

    let plain = ButtonState(action: Action.deny) { TextState("Deny") }
    await plain.withAction { action in
      await Task.yield()
      performed.append(action)
    }
    #expect(performed == [.confirm, .deny])
  }

  @Test func mapTransformsTheActionAndKeepsTheRest() {
    let button = ButtonState(role: .destructive, action: .send(Action.confirm, animation: .smooth))
    {
      TextState("Delete")
    }
    let mapped = button.map { $0 == .confirm ? "confirmed" : nil }
    #expect(mapped.id == button.id)
    #expect(mapped.role == .destructive)
    #expect(mapped.label == TextState("Delete"))
    #expect(mapped.action == .send("confirmed", animation: .smooth))
  }

  @Test func dumpsAsItIsWritten() {
    var dump = ""
    customDump(
      [
        ButtonState(role: .destructive, action: .send(true, animation: .easeInOut)) {
          TextState("Destroy")
        },
        ButtonState(role: .cancel) { TextState("Cancel") },
        ButtonState(action: false) { TextState("Keep") },
      ],
      to: &dump
    )
    #expect(
      dump == """
        [
          [0]: ButtonState(
            role: .destructive,
            action: .send(
              true,
              animation: Animation.easeInOut
            ),
            label: "Destroy"
          ),
          [1]: ButtonState(
            role: .cancel,
            action: .send(nil),
            label: "Cancel"
          ),
          [2]: ButtonState(
            action: .send(
              false
            ),
            label: "Keep"
          )
        ]
        """
    )
  }
}
