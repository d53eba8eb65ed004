/// A single-line text field bound to a `String`. While it has focus, typing edits it and
/// Backspace deletes the last character; `j`, `k` and `q` are typed rather than moving focus
/// or quitting.
///
/// ```swift
/// TextField("Display name", text: store.binding(\.displayName), prompt: "Blob")
/// ```
public struct TextField: View, PrimitiveView {
  let label: Text
  let prompt: String
  let width: Int
  let get: @MainActor () -> String
  let set: @MainActor (String) -> Void

  /// A text field bound to a store binding.
  ///
  /// - Parameters:
  ///   - title: The field's label.
  ///   - text: The text being edited.
  ///   - prompt: Shown faint while the field is empty and not focused.
  ///   - width: The number of columns of the input box.
  public init(
    _ title: some StringProtocol, text: StoreBinding<String>, prompt: String = "", width: Int = 22
  ) {
    self.init(
      title, prompt: prompt, width: width, get: { text.wrappedValue },
      set: { text.wrappedValue = $0 })
  }

  /// A text field bound through a getter and a setter.
  ///
  /// - Parameters:
  ///   - title: The field's label.
  ///   - prompt: Shown faint while the field is empty and not focused.
  ///   - width: The number of columns of the input box.
  ///   - get: Reads the text.
  ///   - set: Writes edited text.
  public init(
    _ title: some StringProtocol, prompt: String = "", width: Int = 22,
    get: @escaping @MainActor () -> String, set: @escaping @MainActor (String) -> Void
  ) {
    self.label = Text(title)
    self.prompt = prompt
    self.width = max(4, width)
    self.get = get
    self.set = set
  }

  func makeNode(in context: BuildContext) -> Node {
    .control(
      ControlNode(
        label: self.label.spans,
        kind: .textField(
          text: self.get(), placeholder: self.prompt, width: self.width, get: self.get,
          set: self.set)
      )
    )
  }
}
