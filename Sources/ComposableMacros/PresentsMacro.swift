import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents`: stores an optional child state of an `@ObservableState` struct in
/// `PresentationState`, observably.
///
/// ```swift
/// @Presents var destination: Destination.State?
/// ```
///
/// expands to tracked accessors for `destination` that read and write
/// `_destination.wrappedValue`, the storage `_destination`, and a `$destination` property that
/// exposes the `PresentationState` itself (for `ifLet(\.$destination, action:)`). Both
/// `destination` and `$destination` register and notify observers of `\.destination`, so a
/// change made through either is seen by observers of either.
public enum PresentsMacro {
  /// The wrapped type of an optional type (`T?`, `T!`, `Optional<T>`, `Swift.Optional<T>`).
  static func wrappedType(of type: TypeSyntax) -> String? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmedDescription
    }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return optional.wrappedType.trimmedDescription
    }
    let genericArguments: GenericArgumentClauseSyntax?
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" {
      genericArguments = identifier.genericArgumentClause
    } else if let member = type.as(MemberTypeSyntax.self),
      member.baseType.trimmedDescription == "Swift", member.name.text == "Optional"
    {
      genericArguments = member.genericArgumentClause
    } else {
      genericArguments = nil
    }
    guard let arguments = genericArguments?.arguments, arguments.count == 1,
      let argument = arguments.first
    else { return nil }
    return argument.argument.trimmedDescription
  }

  /// The presented property's parts, or `nil` after diagnosing why it cannot be presented.
  static func presentedProperty(
    _ declaration: some DeclSyntaxProtocol,
    node: AttributeSyntax,
    in context: (any MacroExpansionContext)?
  ) -> (property: VariableDeclSyntax, name: TokenSyntax, wrapped: String)? {
    guard let property = declaration.as(VariableDeclSyntax.self),
      !property.isLet, !property.isTypeProperty, !property.isComputed,
      let name = property.singleIdentifier
    else {
      context?.diagnose(
        .error(
          "'@Presents' must be applied to a single stored instance 'var' property",
          id: "presents-property"
        ),
        at: node
      )
      return nil
    }
    guard let type = property.typeAnnotation?.type,
      let wrapped = self.wrappedType(of: type)
    else {
      context?.diagnose(
        .error(
          "'@Presents' requires an explicit optional type, like "
            + "'@Presents var \(name.text): Destination.State?'",
          id: "presents-optional-type"
        ),
        at: node
      )
      return nil
    }
    return (property, name, wrapped)
  }

  /// The access modifier written on `property`, with a trailing space, or empty.
  static func accessModifier(of property: VariableDeclSyntax) -> String {
    let accessKeywords: [Keyword] = [.open, .public, .package, .internal, .fileprivate, .private]
    for modifier in property.modifiers where modifier.detail == nil {
      for keyword in accessKeywords where modifier.name.tokenKind == .keyword(keyword) {
        return keyword == .open ? "public " : "\(modifier.name.text) "
      }
    }
    return ""
  }
}

extension PresentsMacro: AccessorMacro {
  /// The `init`, `get`, `set` and `_modify` accessors of the optional child state, reading and
  /// writing `_name.wrappedValue` through the registrar.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    // Diagnostics are emitted once, by the peer expansion.
    guard let (_, name, _) = self.presentedProperty(declaration, node: node, in: nil)
    else { return [] }
    let storage = "_\(name.identifierName)"
    let module = ObservableStateMacro.moduleName
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = \(raw: module).PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return \(raw: storage).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &\(raw: storage).wrappedValue, newValue, _$isIdentityEqual)
      }
      """,
      """
      _modify {
        let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \\.\(name), &\(raw: storage).wrappedValue)
        defer {
          if _$observationRegistrar.didModify(Self.self, keyPath: \\.\(name), &\(raw: storage).wrappedValue, oldValue, _$isIdentityEqual) {
            _$observationRegistrar.notify(self, keyPath: \\.\(name))
          }
        }
        yield &\(raw: storage).wrappedValue
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  /// The `$name` projection (the `PresentationState` itself) and the `_name` storage.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let (property, name, wrapped) = self.presentedProperty(
        declaration, node: node, in: context
      )
    else { return [] }
    let storage = "_\(name.identifierName)"
    let projection = "$\(name.identifierName)"
    let module = ObservableStateMacro.moduleName
    let initialValue = property.initializer?.value.trimmedDescription ?? "nil"
    return [
      """
      \(raw: self.accessModifier(of: property))var \(raw: projection): \(raw: module).PresentationState<\(raw: wrapped)> {
        get {
          _$observationRegistrar.access(self, keyPath: \\.\(name))
          return \(raw: storage)
        }
        set {
          _$observationRegistrar.mutate(self, keyPath: \\.\(name), &\(raw: storage), newValue, _$isIdentityEqual)
        }
        _modify {
          let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \\.\(name), &\(raw: storage))
          defer {
            if _$observationRegistrar.didModify(Self.self, keyPath: \\.\(name), &\(raw: storage), oldValue, _$isIdentityEqual) {
              _$observationRegistrar.notify(self, keyPath: \\.\(name))
            }
          }
          yield &\(raw: storage)
        }
      }
      """,
      """
      @\(raw: ObservableStateMacro.ignoredMacroName)
      private var \(raw: storage) = \(raw: module).PresentationState<\(raw: wrapped)>(wrappedValue: \(raw: initialValue))
      """,
    ]
  }
}
