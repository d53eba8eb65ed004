import Composable
import Testing

struct ConfirmationDialogStateTests {
  enum Action: Equatable, Hashable, Sendable {
    case copy, delete
  }

  static func dialog(
    _ visibility: ConfirmationDialogStateTitleVisibility = .automatic
  ) -> ConfirmationDialogState<Action> {
    ConfirmationDialogState(titleVisibility: visibility) {
      TextState("Share")
    } actions: {
      ButtonState(action: .copy) { TextState("Copy link") }
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
    } message: {
      TextState("Choose one")
    }
  }

  @Test func titleVisibilityDefaultsToAutomatic() {
    let dialog = ConfirmationDialogState<Action> { TextState("Share") }
    #expect(dialog.titleVisibility == .automatic)
    #expect(Self.dialog(.hidden).titleVisibility == .hidden)
  }

  @Test func dialogsBuiltAlikeAreEqualWhateverTheirID() {
    #expect(Self.dialog().id != Self.dialog().id)
    #expect(Self.dialog() == Self.dialog())
    #expect(Self.dialog().hashValue == Self.dialog().hashValue)
    // As in SwiftUI Navigation, the title visibility takes no part in equality.
    #expect(Self.dialog(.visible) == Self.dialog(.hidden))
    var other = Self.dialog()
    other.buttons.removeLast()
    #expect(other != Self.dialog())
  }

  @Test func mapKeepsTitleVisibility() {
    let mapped = Self.dialog(.visible).map { $0 == .copy ? 1 : nil }
    #expect(mapped.titleVisibility == .visible)
    #expect(mapped.buttons.map(\.action) == [.send(1), .send(nil)])
  }

  @Test func dumpsAsItIsWritten() {
    var dump = ""
    customDump(Self.dialog(.visible), to: &dump)
    #expect(
      dump == """
        ConfirmationDialogState(
          titleVisibility: .visible,
          title: "Share",
          actions: [
            [0]: ButtonState(
              action: .send(
                .copy
              ),
              label: "Copy link"
            ),
            [1]: ButtonState(
              role: .destructive,
              action: .send(
                .delete
              ),
              label: "Delete"
            )
          ],
          message: "Choose one"
        )
        """
    )
    dump = ""
    customDump(ConfirmationDialogState<Action> { TextState("Share") }, to: &dump)
    #expect(dump == #"ConfirmationDialogState(title: "Share")"#)
  }
}
