/// A choice among a few values, shown inline with the selected one marked. Enter, Space and →
/// select the next option, ← the previous one; the ends do not wrap around for the arrows.
///
/// ```swift
/// Picker("Digest", selection: store.binding(\.digest), options: Digest.allCases) {
///   $0.rawValue
/// }
/// ```
public struct Picker<Value: Equatable>: View, PrimitiveView {
  let label: Text
  let options: [Value]
  let title: (Value) -> String
  let get: @MainActor () -> Value
  let set: @MainActor (Value) -> Void

  /// A picker bound to a store binding.
  ///
  /// - Parameters:
  ///   - title: The picker's label.
  ///   - selection: The selected value.
  ///   - options: The values to choose from, in order.
  ///   - label: The text shown for each value.
  public init(
    _ title: some StringProtocol, selection: StoreBinding<Value>, options: [Value],
    label: @escaping (Value) -> String = { "\($0)" }
  ) {
    self.init(
      title, options: options, get: { selection.wrappedValue },
      set: { selection.wrappedValue = $0 }, label: label)
  }

  /// A picker bound through a getter and a setter.
  public init(
    _ title: some StringProtocol, options: [Value],
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
    label: @escaping (Value) -> String = { "\($0)" }
  ) {
    self.label = Text(title)
    self.options = options
    self.title = label
    self.get = get
    self.set = set
  }

  func makeNode(in context: BuildContext) -> Node {
    let current = self.get()
    let options = self.options
    let set = self.set
    let get = self.get
    return .control(
      ControlNode(
        label: self.label.spans,
        kind: .picker(
          options: options.map(self.title),
          selected: options.firstIndex(of: current),
          get: { options.firstIndex(of: get()) },
          select: { index in
            guard options.indices.contains(index) else { return }
            set(options[index])
          }
        )
      )
    )
  }
}
