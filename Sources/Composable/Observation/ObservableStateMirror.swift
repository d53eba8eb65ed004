/// The mirror `@ObservableState` structs dump with: properties whose storage the macro renamed
/// (`_count` for `count`) appear under their own names, and the observation registrar is left
/// out, so diffs read like the struct's source.
///
/// - Parameters:
///   - state: The state to reflect.
///   - names: The properties the macro stores as `_name`.
public func _$observableStateMirror<State>(_ state: State, storedAs names: Set<String>) -> Mirror {
  let children = Mirror(reflecting: state).children.compactMap { child -> Mirror.Child? in
    guard let label = child.label, label != "_$observationRegistrar" else { return nil }
    if label.hasPrefix("_"), names.contains(String(label.dropFirst())) {
      return (label: String(label.dropFirst()), value: child.value)
    }
    return child
  }
  return Mirror(state, children: children, displayStyle: .struct)
}
