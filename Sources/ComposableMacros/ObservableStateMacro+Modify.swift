import SwiftSyntax
import SwiftSyntaxBuilder

extension ObservableStateMacro {
  /// The names of the properties `@ObservationStateTracked` takes over, without diagnosing:
  /// diagnostics come from the member-attribute expansion.
  static func trackedPropertyNames(of declaration: some DeclGroupSyntax) -> [String] {
    declaration.memberBlock.members.compactMap { member -> String? in
      guard let property = member.decl.as(VariableDeclSyntax.self),
        !property.isLet, !property.isTypeProperty, !property.isLazy, !property.isComputed,
        !property.hasObservers,
        !property.modifiers.contains(.weak), !property.modifiers.contains(.unowned),
        let name = property.singleIdentifier
      else { return nil }
      for element in property.attributes {
        guard case let .attribute(attribute) = element,
          let attributeName = attribute.attributeName.baseName,
          !self.untrackedAttributeNames.contains(attributeName),
          self.storageNeutralAttributeNames.contains(attributeName)
        else { return nil }
      }
      return name.trimmedDescription
    }
  }

  /// `_$isTracked` and `_$modify`: whether a key path names a tracked property, and in-place
  /// modification of a tracked property named by key path, so that scoping operators change a
  /// child without copying it (key paths to computed properties copy).
  ///
  /// `@Presents` properties count as tracked (their getters register reads under their own
  /// names) but are not modified through `_$modify`.
  static func modifyMembers(
    access: AccessLevel, trackedNames: [String], presentedNames: [String]
  ) -> [DeclSyntax] {
    let observedNames = trackedNames + presentedNames
    guard !observedNames.isEmpty else { return [] }
    let isTracked: DeclSyntax = """
      \(raw: access.prefix)static func _$isTracked(_ keyPath: AnyKeyPath) -> Bool {
        \(raw: observedNames.map { "keyPath == \\Self.\($0)" }.joined(separator: " || "))
      }
      """
    guard !trackedNames.isEmpty else { return [isTracked] }
    // The key path literals live in a non-generic function, where Swift instantiates them once;
    // in the generic `_$modify` they would be instantiated on every call.
    let indexBranches = trackedNames.enumerated().map { index, name in
      "  if keyPath == \\Self.\(name) { return \(index) }"
    }
    let modifyCases = trackedNames.enumerated().map { index, name in
      """
        case \(index):
          return \(self.moduleName)._$modifyInPlace(&self.\(name), body)
      """
    }
    return [
      isTracked,
      """
      static func _$trackedIndex(_ keyPath: AnyKeyPath) -> Int? {
      \(raw: indexBranches.joined(separator: "\n"))
        return nil
      }
      """,
      """
      \(raw: access.prefix)mutating func _$modify<__Value, __Result>(
        _ keyPath: WritableKeyPath<Self, __Value>,
        _ body: (inout __Value) -> __Result
      ) -> __Result? {
        switch Self._$trackedIndex(keyPath) {
      \(raw: modifyCases.joined(separator: "\n"))
        default:
          return nil
        }
      }
      """,
    ]
  }
}

extension ObservableStateMacro {
  /// The names of the properties `@Presents` takes over.
  static func presentedPropertyNames(of declaration: some DeclGroupSyntax) -> [String] {
    declaration.memberBlock.members.compactMap { member -> String? in
      guard let property = member.decl.as(VariableDeclSyntax.self),
        property.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.baseName == "Presents"
        })
      else { return nil }
      return property.singleIdentifier?.trimmedDescription
    }
  }

  /// A `CustomDumpReflectable` conformance that shows the state as it was written: tracked
  /// properties under their own names rather than their `_name` storage, and no registrar, so
  /// that TestStore diffs and `_printChanges` read like the source.
  static func customDumpExtension(
    of type: some TypeSyntaxProtocol, access: AccessLevel, storedNames: [String]
  ) -> ExtensionDeclSyntax {
    let names = storedNames.map { "\"\($0)\"" }.joined(separator: ", ")
    let decl: DeclSyntax = """
      extension \(type.trimmed): CustomDump.CustomDumpReflectable {
        \(raw: access.prefix)var customDumpMirror: Mirror {
          \(raw: self.moduleName)._$observableStateMirror(self, storedAs: [\(raw: names)])
        }
      }
      """
    return decl.cast(ExtensionDeclSyntax.self)
  }
}
