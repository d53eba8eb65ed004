import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a struct's stored properties individually observable, or gives an
/// enum an identity derived from its cases' payloads.
///
/// On a struct it adds an `ObservationStateRegistrar`, the `_$id` and `_$willModify()`
/// requirements, marks each trackable stored `var` with `@ObservationStateTracked`, and conforms
/// the struct to `ObservableState` and `Observable`. On an enum it adds `_$id` (the payload's
/// identity tagged with the case's index) and `_$willModify()` (forwarded to the payload), and
/// conforms the enum to `ObservableState`.
public enum ObservableStateMacro {
  static let moduleName = "Composable"
  static let trackedMacroName = "ObservationStateTracked"
  static let ignoredMacroName = "ObservationStateIgnored"

  /// Attributes that keep a stored property from being tracked: it is ignored on purpose, already
  /// tracked, or managed by another macro or property wrapper that handles observation itself.
  static let untrackedAttributeNames: Set<String> = [
    "ObservationStateIgnored",
    "ObservationIgnored",
    "ObservationStateTracked",
    "ObservationTracked",
    "Presents",
    "PresentationState",
  ]

  /// Attributes that do not affect a property's storage, and so do not prevent tracking.
  static let storageNeutralAttributeNames: Set<String> = ["available"]
}

// MARK: - Member

extension ObservableStateMacro: MemberMacro {
  /// Adds the registrar, `_$id` and `_$willModify()` to a struct, or `_$id` and
  /// `_$willModify()` switching over the cases of an enum.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if declaration.is(StructDeclSyntax.self) {
      let modify = self.modifyMembers(
        access: declaration.accessLevel,
        trackedNames: self.trackedPropertyNames(of: declaration),
        presentedNames: self.presentedPropertyNames(of: declaration)
      )
      return self.structMembers(access: declaration.accessLevel) + modify
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return self.enumMembers(of: enumDecl)
    }
    let suggestion =
      declaration.is(ClassDeclSyntax.self)
      ? "; use '@Observable' for a class" : ""
    context.diagnose(
      .error(
        "'@ObservableState' can only be applied to a struct or an enum, not "
          + "\(declaration.kindDescription)\(suggestion)",
        id: "observable-state-kind"
      ),
      at: node
    )
    return []
  }

  static func structMembers(access: AccessLevel) -> [DeclSyntax] {
    [
      """
      @\(raw: self.ignoredMacroName)
      var _$observationRegistrar = \(raw: self.moduleName).ObservationStateRegistrar()
      """,
      """
      \(raw: access.prefix)var _$id: \(raw: self.moduleName).ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      \(raw: access.prefix)mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
      """
      \(raw: access.prefix)mutating func _$access<__Value>(_ keyPath: KeyPath<Self, __Value>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      \(raw: access.prefix)static func _$accessRegistration<__Value>(\
      _ keyPath: KeyPath<Self, __Value>) -> (UnsafeRawPointer) -> Void {
        { state in
          UnsafeMutableRawPointer(mutating: state).assumingMemoryBound(to: Self.self).pointee\
      ._$access(keyPath)
        }
      }
      """,
    ]
  }
}

// MARK: - Member attribute

extension ObservableStateMacro: MemberAttributeMacro {
  /// Marks each trackable stored property of a struct `@ObservationStateTracked`.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      self.isTrackable(property, in: context)
    else { return [] }
    return ["@\(raw: self.trackedMacroName)"]
  }

  /// Whether `property` is a stored instance `var` that `@ObservationStateTracked` can take over.
  /// Diagnoses stored properties that should be tracked but cannot be.
  static func isTrackable(
    _ property: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) -> Bool {
    guard !property.isLet, !property.isTypeProperty, !property.isLazy, !property.isComputed,
      !property.modifiers.contains(.weak), !property.modifiers.contains(.unowned)
    else { return false }
    for element in property.attributes {
      guard case let .attribute(attribute) = element,
        let name = attribute.attributeName.baseName
      else { return false }
      if self.untrackedAttributeNames.contains(name) { return false }
      // A property wrapper or another macro owns this property's storage.
      if !self.storageNeutralAttributeNames.contains(name) { return false }
    }
    guard let name = property.singleIdentifier else {
      context.diagnose(
        .error(
          "'@ObservableState' cannot track several properties declared together; declare each "
            + "property separately, or mark the declaration '@\(self.ignoredMacroName)'",
          id: "observable-state-multiple-bindings"
        ),
        at: property
      )
      return false
    }
    if property.hasObservers {
      context.diagnose(
        .error(
          "'@ObservableState' cannot track '\(name.text)' because it has 'willSet' or 'didSet' "
            + "observers; remove them (reducers can react to changes with 'onChange'), or mark "
            + "the property '@\(self.ignoredMacroName)'",
          id: "observable-state-observers"
        ),
        at: property
      )
      return false
    }
    return true
  }
}

// MARK: - Extension

extension ObservableStateMacro: ExtensionMacro {
  /// Conforms the type to `ObservableState` (and a struct to `Observable`) unless it already
  /// conforms.
  ///
  /// The extensions are `nonisolated`, as Observation's `@Observable` makes its own: in a module
  /// with default main-actor isolation, an extension a macro adds belongs to the main actor even
  /// when the type does not, and so would the conformances it declares, which the type's
  /// nonisolated code (its tracked accessors, a nonisolated reducer) could then not use. The
  /// members generated inside the type keep the type's isolation: a main-actor type's tracked
  /// properties are main-actor isolated, and so are the members that reach them.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let isStruct = declaration.is(StructDeclSyntax.self)
    guard isStruct || declaration.is(EnumDeclSyntax.self) else { return [] }
    let missing = Set(protocols.compactMap(\.baseName))
    var conformances: [String] = []
    if missing.contains("ObservableState") {
      conformances.append("\(self.moduleName).ObservableState")
    }
    if isStruct, missing.contains("Observable") {
      conformances.append("Observation.Observable")
    }
    var extensions: [ExtensionDeclSyntax] = []
    if !conformances.isEmpty {
      let decl: DeclSyntax = """
        nonisolated extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}
        """
      extensions.append(decl.cast(ExtensionDeclSyntax.self))
    }
    if isStruct, missing.contains("CustomDumpReflectable") {
      extensions.append(
        self.customDumpExtension(
          of: type, access: declaration.accessLevel,
          storedNames: self.trackedPropertyNames(of: declaration)
            + self.presentedPropertyNames(of: declaration)
        )
      )
    }
    return extensions
  }
}
