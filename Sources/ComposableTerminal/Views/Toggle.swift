/// An on/off switch bound to a `Bool`; Enter or Space flips it.
///
/// ```swift
/// Toggle("Haptic feedback", isOn: store.binding(\.isHapticFeedbackEnabled))
/// ```
public struct Toggle: View, PrimitiveView {
  let label: Text
  let get: @MainActor () -> Bool
  let set: @MainActor (Bool) -> Void

  /// A toggle bound to a store binding.
  public init(_ title: some StringProtocol, isOn: StoreBinding<Bool>) {
    self.init(title, get: { isOn.wrappedValue }, set: { isOn.wrappedValue = $0 })
  }

  /// A toggle bound through a getter and a setter.
  public init(
    _ title: some StringProtocol, get: @escaping @MainActor () -> Bool,
    set: @escaping @MainActor (Bool) -> Void
  ) {
    self.label = Text(title)
    self.get = get
    self.set = set
  }

  func makeNode(in context: BuildContext) -> Node {
    .control(
      ControlNode(
        label: self.label.spans, kind: .toggle(isOn: self.get(), get: self.get, set: self.set)))
  }
}
