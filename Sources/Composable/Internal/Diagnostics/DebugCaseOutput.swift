import CustomDump

/// The case structure of a value, without its payloads, such as
/// `Feature.Action.rows(.element(id:, action:))`, as TCA prints actions in issue messages.
///
/// Only enum cases and tuple labels are shown: the message names which path the action took,
/// not the data it carried. A value with its own debug description is shown with it.
///
/// - Parameters:
///   - value: The value to describe, usually an action.
///   - abbreviated: Whether to leave out the type name before the first case.
@usableFromInline
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let described = value as? any CustomDebugStringConvertible {
    return described.debugDescription
  }
  return (abbreviated ? "" : abbreviatedTypeName(type(of: value))) + caseStructure(of: value)
}

/// `.case(.inner(label:, other:))` for enums and `label:, other:` for tuples; empty for values of
/// any other kind, whose contents the output leaves out.
private func caseStructure(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      // A case without payload prints as its name, unless the enum prints something else.
      let name = "\(value)"
      return name == abbreviatedTypeName(type(of: value)) ? "" : ".\(name)"
    }
    let inner = caseStructure(of: payload.value)
    return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { element in
      let inner = caseStructure(of: element.value)
      let label = element.label.map { isPositionalLabel($0) ? "_:" : "\($0):" } ?? ""
      return inner.isEmpty ? label : "\(label) \(inner)"
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// Whether a tuple element's mirror label is a position (`.0`, `.1`) rather than a name.
private func isPositionalLabel(_ label: String) -> Bool {
  label.allSatisfy { $0 == "." || $0.isNumber }
}

/// A type's name as CustomDump prints it: no module, no generic arguments, no anonymous
/// contexts (`Feature.Action`, `Result`).
func abbreviatedTypeName(_ type: Any.Type) -> String {
  let dumped = String(customDumping: type)
  return dumped.hasSuffix(".self") ? String(dumped.dropLast(5)) : dumped
}
