import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_FastCasePaths`: conforms a case-pathable enum to `_FastCasePathable`.
///
/// `@Reducer` attaches it next to `@CasePathable`. The member role writes `_$casePath(for:)`,
/// `_$visitCases(_:)` and `_$caseMove(for:)` into the enum itself, so that the payload types of the cases
/// are spelled in the same lexical scope as the cases that declare them; the extension role adds
/// the conformance, unless the enum declares it already (as the enums that `@Reducer` generates
/// do, see `ReducerMacro.generatedEnumConformances`).
///
/// For each case it can handle, the generated function compares the key path it is given with
/// the case's literal case key path (`\Self.Cases.name`) and, on a match, returns a case path of
/// two closures that construct and match the case directly. The comparison proves that the
/// payload type it spells is the key path's value type, which the final `as?` cast turns into a
/// type the compiler accepts. Payloads are typed as CasePaths types them: `Void` for a case
/// without associated values, the type of a single associated value (whatever its label), and a
/// tuple keeping the labels for several. Cases declared inside `#if`, cases with attributes
/// (such as `@available`) and associated values the macro cannot restate (`inout`,
/// `@autoclosure`) are left out: for those the function returns `nil`, and callers fall back to
/// CasePaths.
public enum FastCasePathsMacro {
  static let module = "Composable"
  static let casePathsModule = "CasePaths"
  static let protocolName = "_FastCasePathable"
}

// MARK: - Member

extension FastCasePathsMacro: MemberMacro {
  /// Generates `_$casePath(for:)`, `_$visitCases(_:)` and `_$caseMove(for:)` in the enum.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(
        .error(
          "'@_FastCasePaths' can only be applied to an enum, not \(declaration.kindDescription)",
          id: "fast-case-paths-kind"
        ),
        at: node
      )
      return []
    }
    return [
      self.casePathFunction(for: enumDecl), self.visitFunction(for: enumDecl),
      self.caseMoveFunction(for: enumDecl),
    ] + self.presentedMatcherFunction(for: enumDecl)
  }

  /// One case the generated function handles: its name, how to spell its payload type, the
  /// embed function (the case itself for one associated value, a closure from the payload `$0`
  /// otherwise) and the body of the extract closure (from the enum value `$0`, binding the
  /// associated values to `v0`, `v1`, …).
  ///
  /// A single associated value embeds through a reference to the case rather than a closure
  /// calling it: for an uninhabited payload (`Never`, an enum without cases, as alert actions
  /// often are) the closure's body is unreachable, which Swift warns about in the user's code.
  struct FastCase {
    let name: String
    let payloadType: String
    let embed: String
    let extract: String
    /// Whether the case is `indirect` (or the enum is): its payload is boxed, not laid out in
    /// the enum's own value.
    var isIndirect = false
  }

  /// `_$casePath(for:)` for `enumDecl`: one `if` per case it handles, then `return nil`.
  ///
  /// The function has the enum's access level (public for a public enum) and, like every
  /// member this macro generates, the enum's isolation, as `@CasePathable`'s members do: in a
  /// module with default main-actor isolation, a `nonisolated` function could not name the
  /// main-actor `AllCasePaths` properties its key paths go through. The conformance is then
  /// isolated too, and code off the main actor uses CasePaths' case paths instead.
  static func casePathFunction(for enumDecl: EnumDeclSyntax) -> DeclSyntax {
    let access = enumDecl.accessLevel.prefix
    let casePaths = self.casePathsModule
    let branches = self.fastCases(of: enumDecl).map { fastCase in
      """
      \(self.ifKeyPathNames(fastCase)) {
        return \(casePaths).AnyCasePath<Self, \(fastCase.payloadType)>(
          embed: \(fastCase.embed),
          extract: { \(fastCase.extract) }
        ) as? \(casePaths).AnyCasePath<Self, _$Value>
      }
      """
    }
    return """
      \(raw: access)static func _$casePath<_$Value>(
        for keyPath: \(raw: casePaths).CaseKeyPath<Self, _$Value>
      ) -> \(raw: casePaths).AnyCasePath<Self, _$Value>? {
      \(raw: branches.indentedLines(1))  return nil
      }
      """
  }

  /// The condition that opens a generated function's branch for `fastCase`: whether the key path
  /// the function was given is the case's (`_$casePath(for:)`, `_$caseMove(for:)`,
  /// `_$presentedMatcher(for:)` each answer per case this way).
  static func ifKeyPathNames(_ fastCase: FastCase) -> String {
    "if keyPath == (\\Self.Cases.\(fastCase.name) as "
      + "\(self.casePathsModule).CaseKeyPath<Self, \(fastCase.payloadType)>)"
  }

  /// `_$visitCases(_:)` for `enumDecl`: hands the visitor each case with one plain payload, as
  /// the key path to its case path in `AllCasePaths` and a `_CaseEmbedding` built here, where the
  /// payload and the enum are concrete types, so that a store scoped to the case (or through it,
  /// `\.destination.child`) embeds its actions through code specialized for them.
  static func visitFunction(for enumDecl: EnumDeclSyntax) -> DeclSyntax {
    let access = enumDecl.accessLevel.prefix
    let visits = self.embeddableCases(of: enumDecl).map { fastCase in
      // Typed as the level's payload: the steps move raw memory of that type, so the compiler
      // must check that the case takes exactly it.
      let embed = "\(fastCase.embed) as (\(fastCase.payloadType)) -> Self"
      // An indirect case says so: a route that keeps the boxes of the actions it builds must
      // know where each level's payload lies (see `RouteShape`).
      let indirect = fastCase.isIndirect ? ",\n    isIndirect: true" : ""
      return """
        visitor.visit(
          \\Self.AllCasePaths.\(fastCase.name),
          embedding: \(self.module)._CaseEmbedding<\(fastCase.payloadType), Self>(
            intoCase: { next in { \(self.module)._$embed($0, $1, next, \(embed)) } },
            intoPresented: { next in { \(self.module)._$present($0, $1, next, \(embed)) } }\(indirect)
          )
        )
        """
    }
    return """
      \(raw: access)static func _$visitCases<_$Visitor: \(raw: self.module)._FastCaseVisitor<Self>>(
        _ visitor: inout _$Visitor
      ) {
      \(raw: visits.indentedLines(1))}
      """
  }

  /// `_$caseMove(for:)` for `enumDecl`: for each case `_$visitCases(_:)` visits,
  /// a `_CaseMove` that checks the case by its tag, moves the payload out of an enum value it
  /// consumes, and embeds through the case itself (which consumes the payload).
  static func caseMoveFunction(for enumDecl: EnumDeclSyntax) -> DeclSyntax {
    let access = enumDecl.accessLevel.prefix
    let casePaths = self.casePathsModule
    let branches = self.embeddableCases(of: enumDecl).map { fastCase in
      let move = "\(self.module)._CaseMove<Self, \(fastCase.payloadType)>"
      return """
        \(self.ifKeyPathNames(fastCase)) {
          return \(move)(
            isInCase: { if case .\(fastCase.name) = $0 { return true } else { return false } },
            take: { (root: __owned Self) in
              if case let .\(fastCase.name)(v0) = root { return v0 } else { return nil }
            },
            embed: \(fastCase.embed)
          ) as? \(self.module)._CaseMove<Self, _$Value>
        }
        """
    }
    return """
      \(raw: access)static func _$caseMove<_$Value>(
        for keyPath: \(raw: casePaths).CaseKeyPath<Self, _$Value>
      ) -> \(raw: self.module)._CaseMove<Self, _$Value>? {
      \(raw: branches.indentedLines(1))  return nil
      }
      """
  }

  /// `_$presentedMatcher(for:)` for `enumDecl`, when some of the cases `_$caseMove(for:)`
  /// handles carry a `PresentationAction` (spelled so): for each, a `_PresentedMatcher` that
  /// matches `.presented` inside the case with one pattern and hands the child's action over as
  /// an alias, so that nothing is copied out. Nothing for an enum without such cases (the
  /// default returns `nil`).
  static func presentedMatcherFunction(for enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let access = enumDecl.accessLevel.prefix
    let casePaths = self.casePathsModule
    let branches = self.embeddableCases(of: enumDecl).compactMap { fastCase -> String? in
      guard let action = self.presentedActionType(fastCase.payloadType) else { return nil }
      let matcher = "\(self.module)._PresentedMatcher<Self, \(action)>"
      return """
        \(self.ifKeyPathNames(fastCase)) {
          return \(matcher) { (root: Self, presented: UnsafeMutableRawPointer) in
            if case let .\(fastCase.name)(.presented(v0)) = root {
              \(self.module)._$alias(v0, into: presented)
              return .presented
            }
            if case .\(fastCase.name)(.dismiss) = root { return .dismiss }
            return .other
          } as? \(self.module)._PresentedMatcher<Self, _$Action>
        }
        """
    }
    guard !branches.isEmpty else { return [] }
    return [
      """
      \(raw: access)static func _$presentedMatcher<_$Action>(
        for keyPath: \(raw: casePaths).CaseKeyPath<Self, \(raw: self.module).PresentationAction<_$Action>>
      ) -> \(raw: self.module)._PresentedMatcher<Self, _$Action>? {
      \(raw: branches.indentedLines(1))  return nil
      }
      """
    ]
  }

  /// The child's action type of a payload spelled `PresentationAction<Action>` (or qualified by
  /// its module), else `nil`.
  static func presentedActionType(_ payloadType: String) -> String? {
    let prefixes = [
      "PresentationAction<", "\(self.module).PresentationAction<",
      "ComposableArchitecture.PresentationAction<",
    ]
    guard let prefix = prefixes.first(where: { payloadType.hasPrefix($0) }),
      payloadType.hasSuffix(">")
    else { return nil }
    let action = payloadType.dropFirst(prefix.count).dropLast()
    // The angle brackets inside must close within it: `PresentationAction<A>.B<C>` is not one.
    var depth = 0
    for character in action {
      if character == "<" { depth += 1 }
      if character == ">" { depth -= 1 }
      if depth < 0 { return nil }
    }
    return action.isEmpty || depth != 0 ? nil : String(action)
  }

  /// The cases that `_$visitCases(_:)` and `_$caseMove(for:)` handle: those with
  /// one plain payload, which is what stores are scoped to. A case without a payload embeds
  /// nothing a store could send, and function-typed payloads crash the compiler (Swift 6.3) in
  /// this position.
  static func embeddableCases(of enumDecl: EnumDeclSyntax) -> [FastCase] {
    self.fastCases(of: enumDecl).filter { fastCase in
      let type = fastCase.payloadType
      return type != "Void" && !type.hasPrefix("(") && !type.contains("->") && !type.contains("@")
    }
  }

  /// The enum's cases that the generated function handles, in declaration order.
  static func fastCases(of enumDecl: EnumDeclSyntax) -> [FastCase] {
    var seenNames: Set<String> = []
    var duplicateNames: Set<String> = []
    var cases: [FastCase] = []
    let isIndirect = { (modifier: DeclModifierSyntax) in
      modifier.name.tokenKind == .keyword(.indirect)
    }
    let enumIsIndirect = enumDecl.modifiers.contains(where: isIndirect)
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        let name = element.name.text
        if !seenNames.insert(name).inserted { duplicateNames.insert(name) }
        guard caseDecl.attributes.isEmpty, var fastCase = self.fastCase(element) else { continue }
        fastCase.isIndirect = enumIsIndirect || caseDecl.modifiers.contains(where: isIndirect)
        cases.append(fastCase)
      }
    }
    // Overloaded case names are an error for `@CasePathable`; generate nothing ambiguous.
    return cases.filter { !duplicateNames.contains($0.name) }
  }

  /// The case path parts of `element`, or `nil` when its associated values cannot be restated.
  static func fastCase(_ element: EnumCaseElementSyntax) -> FastCase? {
    let name = element.name.text
    guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
      return FastCase(
        name: name,
        payloadType: "Void",
        embed: "{ _ in Self.\(name) }",
        extract: "if case .\(name) = $0 { return () } else { return nil }"
      )
    }
    var labels: [String?] = []
    var types: [String] = []
    for parameter in parameters {
      guard self.canRestate(parameter.type) else { return nil }
      let label: String?
      switch (parameter.firstName?.tokenKind, parameter.secondName) {
      case (nil, _), (.wildcard?, _):
        label = nil
      case (_?, nil):
        label = parameter.firstName?.text
      case (_?, _?):
        // An argument label and a separate parameter name; not something an enum case spells.
        return nil
      }
      labels.append(label)
      types.append(parameter.type.trimmedDescription)
    }
    let bindings = (0..<parameters.count).map { "v\($0)" }
    if parameters.count == 1, let type = parameters.first?.type {
      let payloadType =
        type.is(SomeOrAnyTypeSyntax.self) ? "(\(types[0]))" : types[0]
      return FastCase(
        name: name,
        payloadType: payloadType,
        embed: "Self.\(name)" + (labels[0].map { "(\($0):)" } ?? ""),
        extract: "if case let .\(name)(v0) = $0 { return v0 } else { return nil }"
      )
    }
    func labeled(_ values: [String]) -> String {
      zip(labels, values)
        .map { label, value in label.map { "\($0): \(value)" } ?? value }
        .joined(separator: ", ")
    }
    let arguments = labeled(bindings.indices.map { "$0.\($0)" })
    return FastCase(
      name: name,
      payloadType: "(\(labeled(types)))",
      embed: "{ Self.\(name)(\(arguments)) }",
      extract: """
        if case let .\(name)(\(bindings.joined(separator: ", "))) = $0 { \
        return (\(labeled(bindings))) } else { return nil }
        """
    )
  }

  /// Whether the type of an associated value can be written as a generic argument as it is:
  /// not `inout` or another specifier, not `@autoclosure`, not a parameter pack expansion.
  static func canRestate(_ type: TypeSyntax) -> Bool {
    if type.is(PackExpansionTypeSyntax.self) { return false }
    guard let attributed = type.as(AttributedTypeSyntax.self) else { return true }
    if !attributed.specifiers.isEmpty { return false }
    return !attributed.attributes.contains(named: "autoclosure")
  }
}

// MARK: - Extension

extension FastCasePathsMacro: ExtensionMacro {
  /// Conforms the enum to `_FastCasePathable`, unless it already conforms, keeping its
  /// `@available` attributes.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self),
      protocols.contains(where: { $0.baseName == self.protocolName })
    else { return [] }
    return [
      declaration.conformanceExtension(of: type, to: ["\(self.module).\(self.protocolName)"])
    ]
  }
}
