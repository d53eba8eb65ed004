/// Readable names of the fields binding actions write, such as `\Settings.State.displayName`.
///
/// A key path to a stored property describes itself, but key paths to computed properties (every
/// field of `@ObservableState` state, and every `$` projection of a `@BindingState` field) print
/// as `<computed 0x…>` off Apple platforms. Their name is found from a state value: write the
/// new value into a copy and see which stored field changed. The answer is remembered per key
/// path, so the cost is paid once per field per process, and dumps of binding actions stay
/// readable in test failures.
enum BindingFieldName {
  private static let known = Locked<[AnyKeyPath: String]>([:])

  /// The remembered name of the field at `keyPath`, or its own description.
  static func name<Root>(of keyPath: PartialKeyPath<Root>) -> String {
    if let name = self.lookUp(keyPath) {
      return name
    }
    return self.describe(keyPath) ?? keyPath.debugDescription
  }

  /// Whether the name of the field at `keyPath` is already known.
  static func isKnown(_ keyPath: AnyKeyPath) -> Bool {
    self.lookUp(keyPath) != nil
  }

  /// Learns the name of the field `action` writes by applying it to a copy of `state`.
  ///
  /// The copy of `@ObservableState` state shares the original's observation registrar, so its
  /// observers of the field may be notified once; this is used only when reporting a misuse.
  static func learn<Root>(from action: BindingAction<Root>, in state: Root) {
    guard !self.isKnown(action.keyPath) else { return }
    var changed = state
    action.write(&changed)
    self.learn(action.keyPath, before: state, after: changed)
  }

  /// Learns the name of the field at `keyPath` from the state before and after writing it.
  static func learn<Root>(_ keyPath: PartialKeyPath<Root>, before: Root, after: Root) {
    guard
      !self.isKnown(keyPath),
      let name = self.describe(keyPath) ?? self.findChangedField(keyPath, before, after)
    else { return }
    self.known.withLock { $0[keyPath] = name }
  }

  private static func lookUp(_ keyPath: AnyKeyPath) -> String? {
    self.known.withLock { $0[keyPath] }
  }

  /// `\Settings.State.displayName` from a stored property's key path; `nil` for a computed one.
  private static func describe<Root>(_ keyPath: PartialKeyPath<Root>) -> String? {
    let description = keyPath.debugDescription
    guard !description.contains("<computed") else { return nil }
    return "\\\(readableTypeName(Root.self))" + description.drop { $0 != "." }
  }

  private static func findChangedField<Root>(
    _ keyPath: PartialKeyPath<Root>, _ before: Root, _ after: Root
  ) -> String? {
    let before = Mirror(reflecting: before).children
    let after = Mirror(reflecting: after).children
    for (old, new) in zip(before, after) {
      guard let label = old.label, self.differ(old.value, new.value) else { continue }
      let field = label.hasPrefix("_") ? String(label.dropFirst()) : label
      let isBindingState = type(of: keyPath).valueType is any _BindingStateProtocol.Type
      return "\\\(readableTypeName(Root.self)).\(isBindingState ? "$" : "")\(field)"
    }
    return nil
  }

  private static func differ(_ lhs: Any, _ rhs: Any) -> Bool {
    func isEqual<T: Equatable>(_ lhs: T) -> Bool {
      (rhs as? T) == lhs
    }
    if let lhs = lhs as? any Equatable {
      return !isEqual(lhs)
    }
    return String(customDumping: lhs) != String(customDumping: rhs)
  }
}

/// `Settings.State` for `MyModule.Settings.State`.
func readableTypeName(_ type: Any.Type) -> String {
  let name = String(reflecting: type)
  guard let dot = name.firstIndex(of: ".") else { return name }
  return String(name[name.index(after: dot)...])
}
