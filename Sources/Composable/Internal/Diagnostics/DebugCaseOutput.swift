/// A short, readable rendering of an enum value's case path, such as `Parent.Action.child(.tap)`,
/// for issue messages.
@usableFromInline
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  func describe(_ value: Any, typeName: Bool) -> String {
    let mirror = Mirror(reflecting: value)
    let prefix = typeName ? typeNameOf(value) : ""
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first else {
        let name = "\(value)".split(separator: "(").first.map(String.init) ?? "\(value)"
        return "\(prefix).\(name)"
      }
      let label = child.label ?? ""
      let childMirror = Mirror(reflecting: child.value)
      let inner: String
      if childMirror.displayStyle == .enum {
        inner = describe(child.value, typeName: false)
      } else if childMirror.displayStyle == .tuple {
        inner = childMirror.children.map { element in
          let rendered = describe(element.value, typeName: false)
          return element.label.map { $0.hasPrefix(".") ? rendered : "\($0): \(rendered)" } ?? rendered
        }.joined(separator: ", ")
      } else if childMirror.displayStyle == .struct || childMirror.displayStyle == .class {
        inner = "\(typeNameOf(child.value))(…)"
      } else {
        inner = "\(child.value)"
      }
      return "\(prefix).\(label)(\(inner))"
    case .optional:
      guard let child = mirror.children.first else { return "nil" }
      return describe(child.value, typeName: typeName)
    default:
      return typeName ? "\(typeNameOf(value))" : "\(value)"
    }
  }
  return describe(value, typeName: !abbreviated)
}

private func typeNameOf(_ value: Any) -> String {
  var name = String(reflecting: type(of: value))
  if let dot = name.firstIndex(of: "."), name[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
    name = String(name[name.index(after: dot)...])
  }
  return name
}
