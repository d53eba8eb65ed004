import SwiftSyntax

// The three kinds of case a `@Reducer` enum holds, and what each contributes to the generated
// members:
//
//     @Reducer
//     enum Destination {
//       case detail(Detail)                 // a reducer
//       case alert(AlertState<Alert>)       // ephemeral: implicitly @ReducerCaseEphemeral
//       @ReducerCaseIgnored
//       case note(String)                   // ignored, as is any case without exactly one value
//     }
//
// | kind      | State case             | Action case             | body           | CaseScope case           |
// |-----------|------------------------|-------------------------|----------------|--------------------------|
// | reducer   | `detail(Detail.State)` | `detail(Detail.Action)` | _EnumCaseScope | `detail(StoreOf<Detail>)`|
// | ephemeral | `alert(AlertState<A>)` | `alert(A)`              | `.none`        | `alert(AlertState<A>)`   |
// | ignored   | as written             | `note(Swift.Never)`     | `.none`        | as written               |
//
// An ephemeral case's action is the alert's button action: `A` for `AlertState<A>` and
// `ConfirmationDialogState<A>`, `T.Action` for any other type marked `@ReducerCaseEphemeral`.
// Presentation operators dismiss ephemeral state once one of its actions has been handled (see
// `_EphemeralState`). An ignored case keeps an action case, holding `Never`, so that the case
// key paths of `State` and `Action` still line up.

extension ReducerMacro {
  /// One case of an enum reducer.
  struct ReducerCase {
    enum Kind {
      /// Holds a reducer: the name of its type, and the expression that makes it (the associated
      /// value's default value, `case meeting(Meeting = Meeting(context: .sheet))`, or else the
      /// type's `init()`).
      case reducer(type: String, make: String)
      /// Holds an alert-like state, by its type, answered by actions of the given type.
      case ephemeral(type: String, action: String)
      /// Holds plain values: the case as written.
      case ignored(EnumCaseElementSyntax)
    }

    let name: String
    let kind: Kind

    /// The type names that are ephemeral without `@ReducerCaseEphemeral`.
    static let ephemeralTypeNames: Set<String> = ["AlertState", "ConfirmationDialogState"]

    /// The case `element` declares, given the attributes of its declaration; `nil` when it holds
    /// one value that is neither a reducer nor ephemeral, and is not marked ignored.
    init?(_ element: EnumCaseElementSyntax, attributes: AttributeListSyntax) {
      self.name = element.name.trimmedDescription
      let parameters = element.parameterClause?.parameters
      guard !attributes.contains(named: "ReducerCaseIgnored"), let parameters,
        parameters.count == 1, let type = parameters.first?.type.trimmed
      else {
        self.kind = .ignored(element.trimmed)
        return
      }
      if attributes.contains(named: "ReducerCaseEphemeral")
        || Self.ephemeralTypeNames.contains(type.baseName ?? "")
      {
        self.kind = .ephemeral(type: type.description, action: Self.ephemeralAction(of: type))
      } else if ReducerMacro.isPlainTypeName(type) {
        let make = parameters.first?.defaultValue?.value.trimmedDescription ?? "\(type)()"
        self.kind = .reducer(type: type.description, make: make)
      } else {
        return nil
      }
    }

    /// `A` for `AlertState<A>` or `ConfirmationDialogState<A>`; `T.Action` otherwise.
    static func ephemeralAction(of type: TypeSyntax) -> String {
      let genericArguments =
        type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
        ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause?.arguments
      if self.ephemeralTypeNames.contains(type.baseName ?? ""), let genericArguments,
        genericArguments.count == 1, let argument = genericArguments.first
      {
        return argument.argument.trimmedDescription
      }
      return "\(type.description).Action"
    }

    /// The attribute `@Reducer` adds to the case's declaration to show how it reads it, if the
    /// declaration does not say so itself.
    static func impliedAttribute(for caseDecl: EnumCaseDeclSyntax) -> String? {
      guard caseDecl.elements.count == 1, let element = caseDecl.elements.first,
        !caseDecl.attributes.contains(named: "ReducerCaseIgnored"),
        !caseDecl.attributes.contains(named: "ReducerCaseEphemeral"),
        let reducerCase = ReducerCase(element, attributes: caseDecl.attributes)
      else { return nil }
      switch reducerCase.kind {
      case .reducer: return nil
      case .ephemeral: return "ReducerCaseEphemeral"
      case .ignored: return "ReducerCaseIgnored"
      }
    }

    var stateCase: String {
      switch self.kind {
      case let .reducer(type, _): "case \(self.name)(\(type).State)"
      case let .ephemeral(type, _): "case \(self.name)(\(type))"
      case let .ignored(element): "case \(element)"
      }
    }

    var actionCase: String {
      switch self.kind {
      case let .reducer(type, _): "case \(self.name)(\(type).Action)"
      case let .ephemeral(_, action): "case \(self.name)(\(action))"
      case .ignored: "case \(self.name)(Swift.Never)"
      }
    }

    /// The name of the `Body`'s stored scope for the case: prefixed, so that it cannot collide
    /// with a member `Body` declares for another purpose, and without the backticks of a case
    /// named by a keyword.
    var scopePropertyName: String {
      "_$" + self.name.filter { $0 != "`" }
    }

    /// The `Body`'s stored scope running the case's reducer, for reducer cases: made once per
    /// `Body`, where the location of its issues is taken.
    var scopeProperty: String? {
      guard case let .reducer(_, make) = self.kind else { return nil }
      return
        "private let \(self.scopePropertyName) = \(ReducerMacro.module)._EnumCaseScope(\(make))"
    }

    /// The case of the `Body`'s switch over the action: a reducer case runs its scope on the
    /// state's payload; other cases have no reducer and return no effect.
    var reduceSwitchCase: String {
      guard case .reducer = self.kind else {
        return """
          case .\(self.name):
            return .none
          """
      }
      return """
        case let .\(self.name)(action):
          return self.\(self.scopePropertyName).reduce(
            into: &state,
            action: action,
            isInCase: { if case .\(self.name) = $0 { return true } else { return false } },
            take: { if case let .\(self.name)(v0) = $0 { return v0 } else { return nil } },
            embed: { Self.State.\(self.name)($0) },
            embedAction: Self.Action.\(self.name)
          )
        """
    }

    var caseScopeCase: String {
      switch self.kind {
      case let .reducer(type, _): "case \(self.name)(\(ReducerMacro.module).StoreOf<\(type)>)"
      case let .ephemeral(type, _): "case \(self.name)(\(type))"
      case let .ignored(element): "case \(element)"
      }
    }

    /// The case of `scope(_:)`'s switch: a scoped store for a reducer, the values otherwise.
    var scopeSwitchCase: String {
      switch self.kind {
      case .reducer:
        return """
          case .\(self.name):
            return .\(self.name)(store.scope(state: \\.\(self.name), action: \\.\(self.name))!)
          """
      case .ephemeral:
        return """
          case let .\(self.name)(v0):
            return .\(self.name)(v0)
          """
      case let .ignored(element):
        guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
          return """
            case .\(self.name):
              return .\(self.name)
            """
        }
        let bindings = (0..<parameters.count).map { "v\($0)" }
        let arguments = zip(parameters, bindings).map { parameter, binding in
          guard let label = parameter.firstName, label.tokenKind != .wildcard else {
            return binding
          }
          return "\(label.text): \(binding)"
        }
        return """
          case let .\(self.name)(\(bindings.joined(separator: ", "))):
            return .\(self.name)(\(arguments.joined(separator: ", ")))
          """
      }
    }
  }
}
