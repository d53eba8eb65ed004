/// A focusable control in the node tree, with what it does when activated or edited.
struct ControlNode {
  enum Kind {
    case button(action: @MainActor () -> Void)
    // Values are read again when a key arrives: several keys may be handled between two
    // evaluations, and each must build on the previous one's change.
    case toggle(isOn: Bool, get: @MainActor () -> Bool, set: @MainActor (Bool) -> Void)
    case textField(
      text: String, placeholder: String, width: Int, get: @MainActor () -> String,
      set: @MainActor (String) -> Void)
    case picker(
      options: [String], selected: Int?, get: @MainActor () -> Int?,
      select: @MainActor (Int) -> Void)
    case row(isSelected: Bool, select: @MainActor () -> Void)
  }

  /// How the control is drawn: standalone, or as a full-width row of a list.
  enum Presentation {
    case standard
    case row
  }

  var label: [TextRun]
  var kind: Kind
  /// An identity set with `focusID(_:)`; otherwise one is derived from the kind and label.
  var explicitID: String?
  var isDisabled = false
  var presentation = Presentation.standard
  /// Handlers that apply only while this control has focus (`onKeyPress` on the control).
  var keyHandlers: [KeyHandler] = []
  /// Whether focus goes to this control first when its layer opens (an alert's safe choice
  /// rather than its destructive one).
  var prefersFocus = false

  var kindName: String {
    switch self.kind {
    case .button: return "button"
    case .toggle: return "toggle"
    case .textField: return "textField"
    case .picker: return "picker"
    case .row: return "row"
    }
  }

  var isTextField: Bool {
    if case .textField = self.kind { return true }
    return false
  }
}
