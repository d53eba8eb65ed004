import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Perceptible`: swift-perception's spelling of Observation's `@Observable`, which TCA
/// re-exports. It expands to what `@Observable` does (a registrar, `access`, `withMutation`, the
/// `shouldNotifyObservers` overloads its tracked setters use, `@ObservationTracked` on each stored
/// property and the `Observable` conformance), and it also recognizes swift-perception's
/// `@PerceptionIgnored` and `@PerceptionTracked`, which Observation's own macro would track over.
public enum PerceptibleMacro {}

extension PerceptibleMacro: MemberMacro {
  /// Adds the registrar and the functions tracked properties call.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      context.diagnose(
        .error(
          "'@Perceptible' can only be applied to a class, not \(declaration.kindDescription)",
          id: "perceptible-kind"
        ),
        at: node
      )
      return []
    }
    let type = self.typeName(of: classDecl)
    return [
      "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
      """
      internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: type), Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<Member, MutationResult>(
        keyPath: KeyPath<\(raw: type), Member>,
        _ mutation: () throws -> MutationResult
      ) rethrows -> MutationResult {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
        true
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: Equatable>(
        _ lhs: Member, _ rhs: Member
      ) -> Bool {
        lhs != rhs
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: AnyObject>(
        _ lhs: Member, _ rhs: Member
      ) -> Bool {
        lhs !== rhs
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
        _ lhs: Member, _ rhs: Member
      ) -> Bool {
        lhs != rhs
      }
      """,
    ]
  }

  /// The class's name with its generic parameters: the root of its key paths.
  static func typeName(of classDecl: ClassDeclSyntax) -> String {
    let name = classDecl.name.trimmedDescription
    guard let parameters = classDecl.genericParameterClause?.parameters, !parameters.isEmpty else {
      return name
    }
    return "\(name)<\(parameters.map(\.name.trimmedDescription).joined(separator: ", "))>"
  }
}

extension PerceptibleMacro: MemberAttributeMacro {
  /// Marks each stored instance `var` `@ObservationTracked`, unless it is ignored, already
  /// tracked, or its storage belongs to a property wrapper or another macro.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(ClassDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      !property.isLet, !property.isTypeProperty, !property.isLazy, !property.isComputed
    else { return [] }
    // `@PerceptionIgnored`, `@ObservationIgnored`, `@PerceptionTracked`, `@ObservationTracked`,
    // a property wrapper or another macro: the property is taken care of already.
    let isTakenCareOf = property.attributes.contains { element in
      guard case let .attribute(attribute) = element else { return true }
      return attribute.attributeName.baseName != "available"
    }
    return isTakenCareOf ? [] : ["@ObservationTracked"]
  }
}

extension PerceptibleMacro: ExtensionMacro {
  /// Conforms the class to `Observable` unless it already conforms, in a `nonisolated`
  /// extension as `@Observable` does (see `ObservableStateMacro`'s extensions).
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
    let decl: DeclSyntax = "nonisolated extension \(type.trimmed): Observation.Observable {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
