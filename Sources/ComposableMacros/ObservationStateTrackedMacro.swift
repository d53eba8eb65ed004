import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservationStateTracked`: turns a stored property of an `@ObservableState` struct into a
/// tracked one.
///
/// The value moves to a peer `_name` storage property, and `name` gets accessors that register
/// reads with the struct's `_$observationRegistrar`, and notify observers of writes unless the
/// new value is identity-equal to the old (`_$isIdentityEqual`).
public enum ObservationStateTrackedMacro {
  /// The property this macro can track, with its name, or `nil` if it must leave it alone.
  static func trackedProperty(
    _ declaration: some DeclSyntaxProtocol
  ) -> (property: VariableDeclSyntax, name: TokenSyntax, storage: String)? {
    guard let property = declaration.as(VariableDeclSyntax.self),
      let name = property.singleIdentifier,
      !property.isComputed,
      !property.attributes.contains(named: ObservableStateMacro.ignoredMacroName),
      !property.attributes.contains(named: "ObservationIgnored")
    else { return nil }
    return (property, name, "_\(name.identifierName)")
  }
}

extension ObservationStateTrackedMacro: AccessorMacro {
  /// The `init`, `get`, `set` and `_modify` accessors that route the property through the
  /// registrar and its `_name` storage.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (_, name, storage) = self.trackedProperty(declaration) else { return [] }
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return \(raw: storage)
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &\(raw: storage), newValue, _$isIdentityEqual)
      }
      """,
      """
      _modify {
        let oldValue = _$observationRegistrar.willModify(Self.self, keyPath: \\.\(name), &\(raw: storage))
        defer {
          if _$observationRegistrar.didModify(Self.self, keyPath: \\.\(name), &\(raw: storage), oldValue, _$isIdentityEqual) {
            _$observationRegistrar.notify(self, keyPath: \\.\(name))
          }
        }
        yield &\(raw: storage)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  /// The private `_name` storage of the tracked property.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (property, _, storage) = self.trackedProperty(declaration) else { return [] }
    let type = property.typeAnnotation.map { "\($0.trimmed)" } ?? ""
    let initializer = property.initializer.map { " \($0.trimmed)" } ?? ""
    return [
      """
      @\(raw: ObservableStateMacro.ignoredMacroName)
      private var \(raw: storage)\(raw: type)\(raw: initializer)
      """
    ]
  }
}
