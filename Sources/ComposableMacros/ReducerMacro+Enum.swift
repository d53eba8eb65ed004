import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// `@Reducer` on an enum of reducers:
//
//     @Reducer(state: .equatable)
//     enum Destination {
//       case detail(Detail)
//       case settings(Settings)
//     }
//
// generates `State` and `Action` enums with one case per child (holding the child's state and
// action), both case pathable with fast case paths (see `FastCasePathsMacro`), a static `body`
// that runs each case's reducer on the case's state, and `CaseScope` / `scope(_:)` for switching
// over a store's case in a view. Cases that hold no reducer (alerts, plain values) are handled as
// `ReducerMacro+EnumCase.swift` describes; cases declared inside `#if` blocks are generated inside
// the same blocks (see `ReducerMacro+EnumCases.swift`).
//
// The static `body` has a named type, a nested `Body` reducer, rather than an opaque one: the
// `Reducer` conformance infers its `Body` from instance members only, where the default body of
// reducers without one (`Body == Never`) would win over the static body. A nested type named
// `Body` binds the associated type directly.
//
// `Body` switches over the action itself rather than composing a `Scope` per case: a `Scope`
// reaches its case through the closures of a case path and a `_CaseMove` it keeps, called through
// reabstraction thunks at every level of a navigation tree for every action. The switch matches
// the action's case in place, and hands the case's `_EnumCaseScope` closures that match and build
// the state's case, which are inlined where they are written (see `_EnumCaseScope`).

extension ReducerMacro {
  /// The conformances requested with `@Reducer(state: …, action: …)`.
  struct RequestedConformances {
    var state: [String] = []
    var action: [String] = []
  }

  static let conformanceNames: [String: String] = [
    "codable": "Codable",
    "decodable": "Decodable",
    "encodable": "Encodable",
    "equatable": "Equatable",
    "hashable": "Hashable",
    "sendable": "Sendable",
  ]

  /// Names an enum reducer generates unless the enum declares them itself (as TCA's macro does,
  /// an enum that spells out its own `State`, `Action`, `body`, `CaseScope` or `scope(_:)` keeps
  /// it, and only the rest is generated).
  static let generatedEnumMemberNames: Set<String> = [
    "State", "Action", "Body", "body", "CaseScope", "scope",
  ]

  static func enumMembers(
    of enumDecl: EnumDeclSyntax,
    node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let conformances = self.requestedConformances(node, in: context)
    let declared = self.declaredGeneratedNames(in: enumDecl)
    let cases = self.reducerCases(of: enumDecl, in: context)
    let access = enumDecl.accessLevel.prefix
    let enumName = enumDecl.name.trimmedDescription
    let module = self.module
    let casePaths = self.casePathsModule

    // The conformances that the attached macros would add in extensions are declared here; see
    // `ReducerMacro.generatedEnumConformances`.
    let stateInheritance =
      (["\(module).CaseReducerState", "\(module).ObservableState"]
      + self.generatedEnumConformances + ["\(module)._CaseProperties"] + conformances.state)
      .joined(separator: ", ")
    let actionInheritance = (self.generatedEnumConformances + conformances.action)
      .joined(separator: ", ")

    var members: [(name: String, decl: DeclSyntax)] = [
      (
        "State",
        """
        @\(raw: casePaths).CasePathable
        \(raw: self.fastCasePathsAttribute)
        @dynamicMemberLookup
        @\(raw: module).ObservableState
        \(raw: access)enum State: \(raw: stateInheritance) {
          \(raw: access)typealias StateReducer = \(raw: enumName)
        \(raw: cases.lines(\.stateCase).indentedLines(1))
        \(raw: self.caseProperties(of: cases, access: access).indented())
        }
        """
      ),
      (
        "Action",
        """
        @\(raw: casePaths).CasePathable
        \(raw: self.fastCasePathsAttribute)
        \(raw: access)enum Action: \(raw: actionInheritance) {
        \(raw: cases.lines(\.actionCase).indentedLines(1))}
        """
      ),
      (
        "Body",
        """
        \(raw: access)struct Body: \(raw: module).Reducer {
          \(raw: access)typealias State = \(raw: enumName).State
          \(raw: access)typealias Action = \(raw: enumName).Action
        \(raw: cases.lines(\.scopeProperty).indentedLines(1))  \(raw: access)func reduce(into state: inout Self.State, action: Self.Action) -> \(raw: module).Effect<Self.Action> {
            switch action {
        \(raw: cases.lines(\.reduceSwitchCase).indentedLines(2))    }
          }
        }
        """
      ),
      (
        "body",
        """
        \(raw: access)static var body: Body {
          Body()
        }
        """
      ),
      (
        "CaseScope",
        """
        \(raw: access)enum CaseScope {
        \(raw: cases.lines(\.caseScopeCase).indentedLines(1))}
        """
      ),
      (
        "scope",
        """
        @MainActor
        \(raw: access)static func scope(_ store: \(raw: module).Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
        \(raw: cases.lines(\.scopeSwitchCase).indentedLines(1))  }
        }
        """
      ),
    ]
    // A declared `body` replaces the generated one and its `Body` type.
    if declared.contains("body") {
      members.removeAll { $0.name == "Body" }
    }
    return members.filter { !declared.contains($0.name) }.map(\.decl)
  }

  /// Parses `state: .equatable, .hashable, action: .sendable`: each unlabeled argument belongs
  /// to the last label before it.
  static func requestedConformances(
    _ node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> RequestedConformances {
    var result = RequestedConformances()
    guard case let .argumentList(arguments)? = node.arguments else { return result }
    var label: String?
    for argument in arguments {
      if let newLabel = argument.label?.text {
        label = newLabel
      }
      guard let memberAccess = argument.expression.as(MemberAccessExprSyntax.self),
        memberAccess.base == nil,
        let conformance = self.conformanceNames[memberAccess.declName.baseName.text]
      else {
        context.diagnose(
          .error(
            "unknown conformance '\(argument.expression.trimmedDescription)'; expected one of "
              + self.conformanceNames.keys.sorted().map { ".\($0)" }.joined(separator: ", "),
            id: "reducer-unknown-conformance"
          ),
          at: argument.expression
        )
        continue
      }
      switch label {
      case "state":
        if !result.state.contains(conformance) { result.state.append(conformance) }
      case "action":
        if !result.action.contains(conformance) { result.action.append(conformance) }
      default:
        context.diagnose(
          .error(
            "'@Reducer' conformances must follow 'state:' or 'action:'",
            id: "reducer-conformance-label"
          ),
          at: argument
        )
      }
    }
    return result
  }

  /// Whether `type` names a type without generic arguments (`Feature`, `Parent.Feature`), so
  /// that `Type.State`, `Type.Action` and `Type()` can be spelled from it.
  static func isPlainTypeName(_ type: TypeSyntax) -> Bool {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.genericArgumentClause == nil
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.genericArgumentClause == nil && self.isPlainTypeName(member.baseType)
    }
    return false
  }

  /// The names among ``generatedEnumMemberNames`` that the enum declares itself.
  static func declaredGeneratedNames(in enumDecl: EnumDeclSyntax) -> Set<String> {
    var names: Set<String> = []
    for decl in enumDecl.memberDecls {
      let name: String?
      if let typeName = decl.declaredTypeName {
        name = typeName
      } else if let property = decl.as(VariableDeclSyntax.self) {
        name = property.singleIdentifier?.text
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        name = function.name.text
      } else {
        name = nil
      }
      if let name, self.generatedEnumMemberNames.contains(name) {
        names.insert(name)
      }
    }
    return names
  }
}
