import Observation
import Testing

@testable import ComposableTerminal

@MainActor
@Suite struct FocusAndKeyTests {
  /// A little form with state held by the test.
  @Observable final class Model {
    var log: [String] = []
    var name = ""
    var isOn = false
    var digest = "daily"
  }

  private func form(_ model: Model, notificationsEnabled: Bool = true) -> HeadlessTerminal {
    HeadlessTerminal(columns: 60, rows: 8) {
      VStack {
        Button("One") { model.log.append("one") }
        TextField("Name", get: { model.name }, set: { model.name = $0 })
        Toggle("On", get: { model.isOn }, set: { model.isOn = $0 })
        Toggle("Disabled", get: { false }, set: { _ in model.log.append("disabled") })
          .disabled(!notificationsEnabled)
        Picker(
          "Digest", options: ["daily", "weekly", "off"], get: { model.digest },
          set: { model.digest = $0 })
        Button("Two") { model.log.append("two") }
      }
    }
  }

  @Test func arrowsAndJKMoveFocusAndStopAtTheEnds() {
    let model = Model()
    let terminal = self.form(model)
    #expect(terminal.session.focusedLabel == "One")
    terminal.press(.character("j"))
    #expect(terminal.session.focusedLabel == "Name")
    terminal.press(.down)
    #expect(terminal.session.focusedLabel == "On")
    terminal.press(.up, .up, .up)
    #expect(terminal.session.focusedLabel == "One")
    terminal.press(.end)
    #expect(terminal.session.focusedLabel == "Two")
    terminal.press(.down)
    #expect(terminal.session.focusedLabel == "Two")
  }

  @Test func tabCyclesAndSkipsDisabledControls() {
    let model = Model()
    let terminal = self.form(model, notificationsEnabled: false)
    #expect(terminal.session.focusableLabels == ["One", "Name", "On", "Digest", "Two"])
    terminal.press(.end, .tab)
    #expect(terminal.session.focusedLabel == "One")
    terminal.press(.backTab)
    #expect(terminal.session.focusedLabel == "Two")
    #expect(terminal.frame.contains("  [ ] Disabled"))
  }

  @Test func enterAndSpaceActivate() {
    let model = Model()
    let terminal = self.form(model)
    terminal.press(.enter)
    terminal.press(.end, .space)
    #expect(model.log == ["one", "two"])
    terminal.press(.home, .down, .down, .space)
    #expect(model.isOn)
    terminal.press(.enter)
    #expect(!model.isOn)
  }

  @Test func typingEditsTheFocusedTextFieldIncludingJKAndQ() {
    let model = Model()
    let terminal = self.form(model)
    terminal.press(.down)
    #expect(terminal.type("jake q") == .handled)
    #expect(model.name == "jake q")
    terminal.press(.backspace, .backspace)
    #expect(model.name == "jake")
    #expect(terminal.frame.contains("› Name: [jake"))
    // Enter leaves the field for the next control.
    terminal.press(.enter)
    #expect(terminal.session.focusedLabel == "On")
  }

  @Test func pickerCyclesWithEnterAndStepsWithArrows() {
    let model = Model()
    let terminal = self.form(model)
    terminal.press(.down, .down, .down, .down)
    #expect(terminal.session.focusedLabel == "Digest")
    terminal.press(.enter)
    #expect(model.digest == "weekly")
    terminal.press(.right)
    #expect(model.digest == "off")
    terminal.press(.enter)
    #expect(model.digest == "daily")
    terminal.press(.left)
    #expect(model.digest == "daily")
  }

  @Test func quitKeys() {
    let terminal = self.form(Model())
    #expect(terminal.press(.character("q")) == .quit)
    let backable = HeadlessTerminal {
      Button("A") {}.onBack {}
    }
    #expect(backable.press(.character("q")) == .ignored)
    #expect(backable.press(.controlC) == .quit)
    #expect(backable.didQuit)
  }

  @Test func escapeGoesToTheInnermostBackHandler() {
    var log: [String] = []
    let terminal = HeadlessTerminal {
      VStack {
        VStack {
          Button("Inner") {}
        }
        .onBack { log.append("inner") }
        Button("Outer") {}
      }
      .onBack { log.append("outer") }
    }
    terminal.press(.escape)
    terminal.press(.down, .escape)
    #expect(log == ["inner", "outer"])
  }

  @Test func keyHandlersOnAControlApplyOnlyWhileItHasFocus() {
    var log: [String] = []
    let terminal = HeadlessTerminal {
      VStack {
        Button("1") {}.onKeyPress(.character("s")) { log.append("sheet 1") }
        Button("2") {}.onKeyPress(.character("s")) { log.append("sheet 2") }
      }
      .onKeyPress(.character("p")) { log.append("panel") }
    }
    terminal.press(.character("s"), .down, .character("s"), .character("p"))
    #expect(log == ["sheet 1", "sheet 2", "panel"])
    #expect(terminal.press(.character("x")) == .ignored)
  }

  @Test func focusScopesRememberFocusWhenAScreenComesBack() {
    final class Screen { var showsDetail = false }
    let screen = Screen()
    let terminal = HeadlessTerminal {
      if screen.showsDetail {
        Button("Back") { screen.showsDetail = false }.focusScope("detail")
      } else {
        VStack {
          Button("1") {}
          Button("2") { screen.showsDetail = true }
          Button("3") {}
        }
        .focusScope("home")
      }
    }
    terminal.press(.down, .enter)
    terminal.session.setNeedsEvaluation()
    #expect(terminal.session.focusedLabel == "Back")
    terminal.press(.enter)
    terminal.session.setNeedsEvaluation()
    #expect(terminal.session.focusedLabel == "2")
    #expect(terminal.lines[1] == "› [ 2 ]")
  }

  @Test func rawBytesAreDecodedIntoKeys() {
    let model = Model()
    let terminal = self.form(model)
    terminal.input("\u{1B}[Bab\u{7F}c")
    #expect(model.name == "ac")
  }
}
