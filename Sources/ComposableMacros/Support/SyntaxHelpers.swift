import SwiftSyntax
import SwiftSyntaxBuilder

extension AttributeListSyntax {
  /// Whether the list holds an attribute named `name`, written bare (`@Name`) or qualified with
  /// a module (`@Module.Name`), with or without arguments.
  func contains(named name: String) -> Bool {
    self.contains { element in
      guard case let .attribute(attribute) = element else { return false }
      return attribute.isNamed(name)
    }
  }
}

extension AttributeSyntax {
  /// Whether the attribute is `@name` or `@Module.name`, ignoring generic arguments.
  func isNamed(_ name: String) -> Bool {
    self.attributeName.baseName == name
  }
}

extension TypeSyntax {
  /// The last component of the type's name, without generic arguments: `Name` for `Name`,
  /// `Module.Name` and `Name<T>`.
  var baseName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.name.text
    }
    return nil
  }
}

extension DeclModifierListSyntax {
  /// Whether the list holds the keyword modifier `keyword`.
  func contains(_ keyword: Keyword) -> Bool {
    self.contains { $0.name.tokenKind == .keyword(keyword) }
  }
}

/// The access level of a declaration, as far as generated members need to match it.
enum AccessLevel {
  case `public`
  case `package`
  case `internal`

  /// The access level a member must have to satisfy requirements of a type written with
  /// `modifiers`: `public` for public and open types, `package` for package types, and the
  /// default (no modifier) otherwise.
  init(_ modifiers: DeclModifierListSyntax) {
    if modifiers.contains(.public) || modifiers.contains(.open) {
      self = .public
    } else if modifiers.contains(.package) {
      self = .package
    } else {
      self = .internal
    }
  }

  /// The modifier to write before a member, with a trailing space; empty for internal.
  var prefix: String {
    switch self {
    case .public: "public "
    case .package: "package "
    case .internal: ""
    }
  }
}

extension DeclGroupSyntax {
  /// The access level of the type, for the members generated into it.
  var accessLevel: AccessLevel {
    AccessLevel(self.modifiers)
  }

  /// `extension Type: Conformances {}` for the declared type (spelled `type`), carrying the
  /// declaration's `@available` attributes so that the conformance is no more available than
  /// the type; `nonisolated extension` when `nonisolated`, so that in a module with default
  /// main-actor isolation the conformance is main-actor isolated only if the type's witnesses are.
  func conformanceExtension(
    of type: some TypeSyntaxProtocol,
    to conformances: [String],
    nonisolated: Bool = false
  ) -> ExtensionDeclSyntax {
    let availability = self.attributes.compactMap { element -> String? in
      guard case let .attribute(attribute) = element, attribute.isNamed("available")
      else { return nil }
      return attribute.trimmedDescription + "\n"
    }
    let decl: DeclSyntax = """
      \(raw: availability.joined())\(raw: nonisolated ? "nonisolated " : "")extension \(type.trimmed): \
      \(raw: conformances.joined(separator: ", ")) {}
      """
    return decl.cast(ExtensionDeclSyntax.self)
  }

  /// The name of the declared type, or of the type an extension extends, for diagnostics.
  var typeName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ProtocolDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
    return nil
  }

  /// A phrase naming the kind of declaration, for diagnostics: "a class", "an actor", ….
  var kindDescription: String {
    if self.is(StructDeclSyntax.self) { return "a struct" }
    if self.is(EnumDeclSyntax.self) { return "an enum" }
    if self.is(ClassDeclSyntax.self) { return "a class" }
    if self.is(ActorDeclSyntax.self) { return "an actor" }
    if self.is(ProtocolDeclSyntax.self) { return "a protocol" }
    if self.is(ExtensionDeclSyntax.self) { return "an extension" }
    return "this declaration"
  }

  /// The group's member declarations, including those in the active-looking clauses of `#if`
  /// blocks (every clause is searched: the macro cannot evaluate conditions).
  var memberDecls: [DeclSyntax] {
    self.memberBlock.members.flatMap { $0.decl.flattenedIfConfig }
  }
}

extension DeclSyntax {
  /// The declaration itself, or for an `#if` block, the declarations of all of its clauses.
  var flattenedIfConfig: [DeclSyntax] {
    guard let ifConfig = self.as(IfConfigDeclSyntax.self) else { return [self] }
    return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
      guard case let .decls(members) = clause.elements else { return [] }
      return members.flatMap { $0.decl.flattenedIfConfig }
    }
  }

  /// The name a nested type or type alias declaration introduces, if it is one.
  var declaredTypeName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    return nil
  }
}
