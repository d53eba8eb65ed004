import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: fills in what a reducer declaration leaves out.
///
/// On a struct it conforms the struct to `Reducer`, makes a nested `enum Action` case pathable,
/// marks `var body` as a reducer builder, and synthesizes a missing `State`, `Action` or `body`.
/// On an enum whose cases each hold a reducer, it generates the `State` and `Action` enums of the
/// cases, a static `body` scoping each case to its reducer, and the `CaseScope` enum and
/// `scope(_:)` function that `store.case` uses; see `ReducerMacro+Enum.swift`.
public enum ReducerMacro {
  static let module = "Composable"
  static let casePathsModule = "CasePaths"
}

// MARK: - Member

extension ReducerMacro: MemberMacro {
  /// Synthesizes the missing `State`, `Action` and `body` of a struct reducer, or the
  /// generated members of an enum reducer.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      if node.arguments != nil {
        context.diagnose(
          .error(
            "'@Reducer' takes conformance arguments only on an enum; on a struct, declare "
              + "'State' and 'Action' with the conformances they need",
            id: "reducer-struct-arguments"
          ),
          at: node
        )
      }
      return self.structMembers(of: structDecl)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return self.enumMembers(of: enumDecl, node: node, in: context)
    }
    context.diagnose(
      .error(
        "'@Reducer' can only be applied to a struct or an enum, not "
          + "\(declaration.kindDescription)",
        id: "reducer-kind"
      ),
      at: node
    )
    return []
  }

  static func structMembers(of structDecl: StructDeclSyntax) -> [DeclSyntax] {
    let members = structDecl.memberDecls
    let access = structDecl.accessLevel.prefix
    var decls: [DeclSyntax] = []
    if !members.contains(where: { $0.declaredTypeName == "State" }) {
      decls.append(
        """
        @\(raw: self.module).ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {
          }
        }
        """
      )
    }
    if !members.contains(where: { $0.declaredTypeName == "Action" }) {
      decls.append(
        """
        @\(raw: self.casePathsModule).CasePathable
        \(raw: access)enum Action: Equatable, Hashable, Sendable {
        }
        """
      )
    }
    if !members.contains(where: self.isBody), !members.contains(where: self.isReduceFunction) {
      decls.append(
        """
        @\(raw: self.module).ReducerBuilder<Self.State, Self.Action>
        \(raw: access)var body: some \(raw: self.module).ReducerOf<Self> {
          \(raw: self.module).EmptyReducer()
        }
        """
      )
    }
    return decls
  }

  /// Whether `decl` declares a `body` property (instance or static).
  static func isBody(_ decl: DeclSyntax) -> Bool {
    decl.as(VariableDeclSyntax.self)?.bindings.contains {
      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
    } ?? false
  }

  /// Whether `decl` declares `reduce(into:action:)`.
  static func isReduceFunction(_ decl: DeclSyntax) -> Bool {
    guard let function = decl.as(FunctionDeclSyntax.self), function.name.text == "reduce"
    else { return false }
    let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
    return labels == ["into", "action"]
  }
}

// MARK: - Member attribute

extension ReducerMacro: MemberAttributeMacro {
  /// Makes a struct reducer's `Action` enum case pathable and its `body` a reducer builder.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let enumDecl = member.as(EnumDeclSyntax.self), enumDecl.name.text == "Action",
      !enumDecl.attributes.contains(named: "CasePathable")
    {
      return ["@\(raw: self.casePathsModule).CasePathable"]
    }
    if let property = member.as(VariableDeclSyntax.self),
      !property.isTypeProperty, property.isComputed,
      property.singleIdentifier?.text == "body",
      !property.attributes.contains(named: "ReducerBuilder")
    {
      return ["@\(raw: self.module).ReducerBuilder<Self.State, Self.Action>"]
    }
    return []
  }
}

// MARK: - Extension

extension ReducerMacro: ExtensionMacro {
  /// Conforms a struct to `Reducer`, or an enum to `CaseReducer` and `Reducer`, unless it
  /// already conforms.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let candidates: [String]
    if declaration.is(StructDeclSyntax.self) {
      candidates = ["Reducer"]
    } else if declaration.is(EnumDeclSyntax.self) {
      candidates = ["CaseReducer", "Reducer"]
    } else {
      return []
    }
    let missing = Set(protocols.compactMap(\.baseName))
    let conformances = candidates.filter(missing.contains).map { "\(self.module).\($0)" }
    guard !conformances.isEmpty else { return [] }
    let decl: DeclSyntax = """
      extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
