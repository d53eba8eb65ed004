// The properties the `State` of an `@Reducer` enum has for its cases, one per case holding a
// reducer's state or an alert, named as the case (`state.detail`, see
// `ReducerCase.stateProperty(access:)`), and `_$visitCaseProperties(_:)`, which hands them to
// `Composable` (see `_CaseProperties`):
//
//     var detail: Detail.State? {
//       if case let .detail(v0) = self { v0 } else { nil }
//     }
//
//     static func _$visitCaseProperties<_$Visitor: Composable._CasePropertyVisitor<Self>>(
//       _ visitor: inout _$Visitor
//     ) {
//       visitor.visit(\Self?.?.detail, casePath: \Self.AllCasePaths.detail)
//     }

extension ReducerMacro {
  /// The properties of `cases` and the function that lists them, separated by a blank line, at
  /// column 0, for the body of `State` after its cases.
  static func caseProperties(of cases: [EnumCaseTree<ReducerCase>], access: String) -> String {
    let properties = cases.lines { $0.stateProperty(access: access) }
    let visit = """
      \(access)static func _$visitCaseProperties<_$Visitor: \(self.module)._CasePropertyVisitor<Self>>(
        _ visitor: inout _$Visitor
      ) {
      \(cases.lines(\.statePropertyVisit).indentedLines(1))}
      """
    let members = (properties.isEmpty ? [] : [properties.joined(separator: "\n")]) + [visit]
    return members.joined(separator: "\n\n")
  }
}

extension ReducerMacro.ReducerCase {
  /// The payload type of the case's `State` case, for the cases that get a property of their
  /// name on `State` (reducers and ephemeral ones); `nil` for ignored cases.
  var statePropertyType: String? {
    switch self.kind {
    case let .reducer(type, _): "\(type).State"
    case let .ephemeral(type, _): type
    case .ignored: nil
    }
  }

  /// The instance property of the case's name on `State`: its payload, or `nil` in another
  /// case, as CasePaths' dynamic member, which it shadows, reads it.
  ///
  /// A real member rather than CasePaths' dynamic member, so that the key-path literal
  /// `\.destination?.detail` a view scopes with is a constant, not one the runtime builds on every
  /// evaluation (see `_CaseProperties`).
  ///
  /// Read-only, as the dynamic member is in effect: its setter for an optional is unavailable
  /// (`state.detail = value` picks it, and does not compile), and its other setter, for a
  /// payload, belongs to a subscript whose getter is unavailable, which neither an assignment
  /// through an optional chain nor a key path can use.
  func stateProperty(access: String) -> String? {
    guard let type = self.statePropertyType else { return nil }
    return """
      \(access)var \(self.name): \(type)? {
        if case let .\(self.name)(v0) = self { v0 } else { nil }
      }
      """
  }

  /// The visit of `_$visitCaseProperties(_:)` for the case's property.
  var statePropertyVisit: String? {
    guard self.statePropertyType != nil else { return nil }
    return "visitor.visit(\\Self?.?.\(self.name), casePath: \\Self.AllCasePaths.\(self.name))"
  }
}
