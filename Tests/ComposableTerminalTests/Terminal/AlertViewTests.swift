import ComposableTesting
import Testing

@testable import ComposableTerminal

/// An inbox whose "Delete all" asks for confirmation and whose "More" offers choices.
@Reducer
private struct Inbox {
  @ObservableState
  struct State: Equatable {
    var messages = ["Hello", "Lunch?"]
    var log: [String] = []
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    case deleteAllTapped
    case moreTapped
    case noticeTapped
    case shortcutPressed

    enum Alert: Equatable { case deleteAll }
    enum Dialog: Equatable { case archive, delete }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append(debugLabel(action))
      switch action {
      case .alert(.presented(.deleteAll)), .dialog(.presented(.delete)):
        state.messages = []
      case .deleteAllTapped:
        state.alert = AlertState {
          TextState("Delete all messages?")
        } actions: {
          ButtonState(role: .destructive, action: .deleteAll) { TextState("Delete all") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("Both messages will be gone for good, and there is no way to undo this.")
        }
      case .moreTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .hidden) {
          TextState("More")
        } actions: {
          ButtonState(action: .archive) { TextState("Archive") }
          ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
        }
      case .noticeTapped:
        state.alert = AlertState { TextState("Saved") }
      case .alert, .dialog, .shortcutPressed:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

private func debugLabel(_ action: Inbox.Action) -> String {
  switch action {
  case let .alert(.presented(action)): "alert \(action)"
  case .alert(.dismiss): "alert dismiss"
  case let .dialog(.presented(action)): "dialog \(action)"
  case .dialog(.dismiss): "dialog dismiss"
  default: "\(action)"
  }
}

private struct InboxView: View {
  let store: StoreOf<Inbox>

  var body: some View {
    VStack {
      Text("Messages: \(store.messages.count)")
      Button("Delete all") { store.send(.deleteAllTapped) }
      Button("More") { store.send(.moreTapped) }
      Button("Notice") { store.send(.noticeTapped) }
    }
    .onKeyPress(.character("x")) { store.send(.shortcutPressed) }
    .onBack { store.send(.shortcutPressed) }
    .alert(store.scope(state: \.alert, action: \.alert))
    .confirmationDialog(store.scope(state: \.dialog, action: \.dialog))
  }
}

@MainActor
@Suite struct AlertViewTests {
  private func inbox(columns: Int = 60, rows: Int = 14) -> (StoreOf<Inbox>, HeadlessTerminal) {
    let store = Store(initialState: Inbox.State()) { Inbox() }
    let terminal = HeadlessTerminal(columns: columns, rows: rows) {
      // A shortcut from around the view, as an app shell adds them.
      InboxView(store: store).onKeyPress(.character("y")) { store.send(.shortcutPressed) }
    }
    return (store, terminal)
  }

  @Test func anAlertIsAFramedBoxOverTheScreenWithItsButtons() {
    let (_, terminal) = self.inbox()
    terminal.press(.enter)
    #expect(
      terminal.lines == [
        "Messages: 2",
        "  [ Delete all ]",
        "  [┌───────────────────────────────────────────────────┐",
        "  [│ Delete all messages?                              │",
        "   │                                                   │",
        "   │ Both messages will be gone for good, and there is │",
        "   │ no way to undo this.                              │",
        "   │                                                   │",
        "   │   [ ⚠ Delete all ] › [ Cancel ]                   │",
        "   │                                                   │",
        "   │ Enter choose · Esc cancel                         │",
        "   └───────────────────────────────────────────────────┘",
        "",
        "",
      ]
    )
  }

  @Test func focusStartsOnTheFirstButtonThatIsNotDestructive() {
    let (_, terminal) = self.inbox()
    terminal.press(.enter)
    #expect(terminal.session.focusableLabels == ["⚠ Delete all", "Cancel"])
    #expect(terminal.session.focusedLabel == "Cancel")
  }

  @Test func destructiveButtonsAreRedAndTheTitleBold() {
    let (_, terminal) = self.inbox()
    terminal.press(.enter)
    let styled = terminal.styledLines.joined(separator: "\n")
    #expect(styled.contains("\u{1B}[0;31m⚠ Delete all"))
    #expect(styled.contains("\u{1B}[0;1mDelete all messages?"))
  }

  @Test func escapeActivatesTheCancelButtonAndFocusGoesBack() {
    let (store, terminal) = self.inbox()
    terminal.press(.enter)
    terminal.press(.escape)
    #expect(store.alert == nil)
    #expect(store.log == ["deleteAllTapped", "alert dismiss"])
    #expect(!terminal.frame.contains("┌"))
    #expect(terminal.session.focusedLabel == "Delete all")
  }

  @Test func enterOnTheDestructiveButtonSendsItsActionAndTheAlertGoes() {
    let (store, terminal) = self.inbox()
    terminal.press(.enter)
    terminal.press(.left)
    #expect(terminal.session.focusedLabel == "⚠ Delete all")
    terminal.press(.space)
    #expect(store.log == ["deleteAllTapped", "alert deleteAll"])
    #expect(store.alert == nil)
    #expect(store.messages == [])
    #expect(terminal.frame.contains("Messages: 0"))
    #expect(!terminal.frame.contains("┌"))
  }

  @Test func theAlertTakesEveryKeyWhileItShows() {
    let (store, terminal) = self.inbox()
    terminal.press(.enter)
    terminal.press(.character("x"), .character("y"), .character("j"), .character("k"), .tab)
    #expect(terminal.press(.character("q")) == .ignored)
    #expect(terminal.didQuit == false)
    #expect(store.log == ["deleteAllTapped"])
    #expect(store.alert != nil)
    // Without the alert, the same keys reach the screen.
    terminal.press(.escape)
    terminal.press(.character("x"), .character("y"))
    #expect(
      store.log == ["deleteAllTapped", "alert dismiss", "shortcutPressed", "shortcutPressed"])
  }

  @Test func anAlertWithoutButtonsHasAnOKButtonThatDismisses() {
    let (store, terminal) = self.inbox()
    terminal.press(.end, .enter)
    #expect(terminal.frame.contains("Saved"))
    #expect(terminal.session.focusableLabels == ["OK"])
    terminal.press(.enter)
    #expect(store.alert == nil)
    #expect(store.log == ["noticeTapped", "alert dismiss"])
    #expect(terminal.session.focusedLabel == "Notice")
  }

  @Test func aConfirmationDialogSitsOnTheBottomEdgeWithItsChoicesListed() {
    let (store, terminal) = self.inbox(rows: 12)
    terminal.press(.down, .enter)
    #expect(
      terminal.lines.suffix(6) == [
        " ┌────────────────────────────────────────────────────────┐",
        " │ › [ Archive ]                                          │",
        " │   [ ⚠ Delete ]                                         │",
        " │                                                        │",
        " │ Enter choose · Esc cancel                              │",
        " └────────────────────────────────────────────────────────┘",
      ]
    )
    // The title's visibility is hidden.
    #expect(!terminal.lines.suffix(6).joined().contains("More"))
    terminal.press(.escape)
    #expect(store.dialog == nil)
    #expect(store.log == ["moreTapped", "dialog dismiss"])
    #expect(terminal.session.focusedLabel == "More")

    terminal.press(.enter, .down, .enter)
    #expect(store.messages == [])
    #expect(store.dialog == nil)
  }

  @Test func textStateStylesBecomeTerminalStyles() {
    let text = Text(
      TextState("plain ") + TextState("bold").bold() + TextState("it").italic()
        + TextState("u").underline() + TextState("s").strikethrough()
        + TextState("not").bold().bold(isActive: false)
    )
    #expect(
      text.spans == [
        TextRun("plain "),
        TextRun("bold", style: TextStyle(isBold: true)),
        TextRun("it", style: TextStyle(isItalic: true)),
        TextRun("u", style: TextStyle(isUnderlined: true)),
        TextRun("s", style: TextStyle(isStruckThrough: true)),
        TextRun("not"),
      ]
    )
    #expect(TextStyle(isStruckThrough: true).sgr == "\u{1B}[0;9m")
  }

  @Test func wrappingBreaksBetweenWordsAndKeepsStyles() {
    let runs = [
      TextRun("one two "), TextRun("three", style: TextStyle(isBold: true)),
      TextRun(" four\nfive"),
    ]
    #expect(
      runs.wrapped(toWidth: 10) == [
        TextRun("one"), TextRun(" "), TextRun("two"), TextRun("\n"),
        TextRun("three", style: TextStyle(isBold: true)), TextRun(" "), TextRun("four"),
        TextRun("\n"), TextRun("five"),
      ]
    )
  }
}
