import Testing

@testable import ComposableTerminal

@MainActor
@Suite struct LayoutTests {
  @Test func textStacksAndSpacing() {
    let terminal = HeadlessTerminal(columns: 20, rows: 5) {
      VStack(spacing: 1) {
        Text("Hello")
        HStack {
          Text("a")
          Text("b")
          HStack(spacing: 3) {
            Text("c")
            Text("d")
          }
        }
      }
    }
    #expect(terminal.lines == ["Hello", "", "a b c   d", "", ""])
  }

  @Test func spacersPushContentApart() {
    let terminal = HeadlessTerminal(columns: 12, rows: 4) {
      VStack {
        HStack {
          Text("left")
          Spacer()
          Text("right")
        }
        Spacer()
        Text("bottom")
      }
    }
    #expect(terminal.lines == ["left   right", "", "", "bottom"])
  }

  @Test func longTextIsCutWithAnEllipsis() {
    let terminal = HeadlessTerminal(columns: 30, rows: 2) {
      HStack {
        Text("Label:")
        Text("a fairly long value that does not fit")
      }
      .frame(width: 20)
    }
    #expect(terminal.lines[0] == "Label: a fairly lon…")
  }

  @Test func wideCharactersTakeTwoColumns() {
    let terminal = HeadlessTerminal(columns: 10, rows: 1) {
      HStack(spacing: 0) {
        Text("한글")
        Text("|")
      }
    }
    #expect(terminal.lines == ["한글|"])
    #expect("한글|".terminalWidth == 5)
  }

  @Test func controlsShowTheirValuesAndFocus() {
    let terminal = HeadlessTerminal(columns: 60, rows: 6) {
      VStack {
        Button("Save") {}
        Toggle("Haptic feedback", get: { true }, set: { _ in })
        Toggle("Protect my posts", get: { false }, set: { _ in })
        TextField("Name", prompt: "Blob", width: 10, get: { "" }, set: { _ in })
        Picker("Digest", options: ["daily", "weekly", "off"], get: { "weekly" }, set: { _ in })
      }
    }
    #expect(
      terminal.lines == [
        "› [ Save ]",
        "  [x] Haptic feedback",
        "  [ ] Protect my posts",
        "  Name: [Blob      ]",
        "  Digest: ( ) daily  (•) weekly  ( ) off",
        "",
      ]
    )
  }

  @Test func sectionsFormsAndTitleBar() {
    let terminal = HeadlessTerminal(columns: 30, rows: 8) {
      VStack {
        TitleBar("Settings", trailing: "Esc back")
        Form {
          Section("Profile") {
            Text("  Blob")
          } footer: {
            Text("Shown to others")
          }
          Section("More") {
            Text("  …")
          }
        }
      }
    }
    #expect(
      terminal.lines == [
        " Settings            Esc back",
        "PROFILE",
        "  Blob",
        "  Shown to others",
        "",
        "MORE",
        "  …",
        "",
      ]
    )
    // The title bar is drawn in reverse video across the whole width.
    #expect(terminal.styledLines[0].hasPrefix("\u{1B}[0;7m \u{1B}[0;1;7mSettings"))
  }

  @Test func listRowsHighlightTheFocusedRowAcrossTheWidth() {
    let terminal = HeadlessTerminal(columns: 12, rows: 3) {
      List {
        ForEach(1...3, id: \.self) { number in
          Button("\(number)") {}
        }
      }
    }
    #expect(terminal.lines == ["› 1", "  2", "  3"])
    #expect(terminal.styledLines[0].contains("\u{1B}[0;1;7;36m› "))
    #expect(terminal.styledLines[0].hasSuffix("1         \u{1B}[0m"))
  }

  @Test func listWithSelectionMarksTheSelectedRow() {
    var selection: String? = "b"
    let terminal = HeadlessTerminal(columns: 12, rows: 3) {
      List(["a", "b", "c"], id: \.self, get: { selection }, set: { selection = $0 }) {
        Text($0.uppercased())
      }
    }
    #expect(terminal.lines == ["›   A", "  ● B", "    C"])
    terminal.press(.down, .down, .enter)
    #expect(selection == "c")
  }

  @Test func dividersFollowTheirStack() {
    let terminal = HeadlessTerminal(columns: 7, rows: 3) {
      VStack {
        Text("top")
        Divider()
        HStack {
          Text("a")
          Divider()
          Text("b")
        }
      }
    }
    #expect(terminal.lines == ["top", "───────", "a │ b"])
  }

  @Test func framedContentAndLayers() {
    let terminal = HeadlessTerminal(columns: 24, rows: 7) {
      AnyView(
        node: { _ in
          .layers(
            base: .stack(
              .vertical, spacing: 0,
              children: [
                .text([TextRun("Base screen")], truncation: .tail),
                .text([TextRun("second line")], truncation: .tail),
              ]),
            overlays: [
              Node.Layer(
                kind: .sheet, title: "Sheet", content: .text([TextRun("On top")], truncation: .tail)
              )
            ]
          )
        })
    }
    #expect(
      terminal.lines == [
        "Base screen",
        "second line",
        "",
        "  ┌─ Sheet ──────────┐",
        "  │ On top           │",
        "  │                  │",
        "  └──────────────────┘",
      ]
    )
    // What is under the sheet is dimmed.
    #expect(terminal.styledLines[0].hasPrefix("\u{1B}[0;2mBase screen"))
  }

  @Test func aWindowTooSmallShowsAMessage() {
    let terminal = HeadlessTerminal(columns: 30, rows: 6) {
      VStack {
        ForEach(1...10, id: \.self) { Text("Row \($0)") }
      }
    }
    #expect(terminal.frame.contains("Make the window larger"))
    #expect(terminal.frame.contains("This screen needs 6×10;"))
    #expect(terminal.frame.contains("the window is 30×6."))
    terminal.resize(columns: 30, rows: 10)
    #expect(terminal.lines.first == "Row 1")
    #expect(!terminal.frame.contains("larger"))
  }
}
