import Testing

@testable import ComposableTerminal

@Suite struct DiffRendererTests {
  private func frame(_ lines: [String], width: Int = 10) -> Frame {
    Frame(size: Size(width: width, height: lines.count), lines: lines, styledLines: lines)
  }

  @Test func firstFrameDrawsEverythingThenOnlyChangedRows() {
    var renderer = DiffRenderer()
    let first = renderer.update(to: self.frame(["a", "b", "c"]))
    #expect(first.hasPrefix(ANSI.reset + ANSI.clearScreen))
    #expect(renderer.lastRowsWritten == 3)

    let second = renderer.update(to: self.frame(["a", "B", "c"]))
    #expect(renderer.lastRowsWritten == 1)
    #expect(second == ANSI.moveTo(row: 1, column: 0) + "B" + ANSI.reset + ANSI.clearToEndOfLine)

    _ = renderer.update(to: self.frame(["a", "B", "c"]))
    #expect(renderer.lastRowsWritten == 0)
  }

  @Test func aResizeOrInvalidationRedrawsEverything() {
    var renderer = DiffRenderer()
    _ = renderer.update(to: self.frame(["a", "b"]))
    _ = renderer.update(to: self.frame(["a", "b"], width: 12))
    #expect(renderer.lastRowsWritten == 2)
    renderer.invalidate()
    _ = renderer.update(to: self.frame(["a", "b"], width: 12))
    #expect(renderer.lastRowsWritten == 2)
  }

  @Test @MainActor func aFocusMoveRewritesOnlyTheTwoRowsInvolved() {
    let terminal = HeadlessTerminal(columns: 20, rows: 5) {
      VStack {
        Text("Title")
        Button("A") {}
        Button("B") {}
        Button("C") {}
      }
    }
    var renderer = DiffRenderer()
    _ = renderer.update(to: terminal.frame)
    terminal.press(.down)
    _ = renderer.update(to: terminal.frame)
    #expect(renderer.lastRowsWritten == 2)
  }
}
