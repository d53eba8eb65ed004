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

  /// `_$isTracked`, `_$trackedIndex`, `_$modify(trackedIndex:_:)` and `_$peek(trackedIndex:_:)`:
  /// whether a key path names a tracked property, which one, and in-place modification (through
  /// the property's accessor) or reading (of its storage, unobserved) of a tracked property by its
  /// index, so that scoping operators reach a child without copying it (key paths to computed
  /// properties copy) and without comparing key paths on every action.
  ///
  /// `@Presents` properties count as tracked (their getters register reads under their own
  /// names); their projections (`$destination`, the `PresentationState` that presentation
  /// operators take) are numbered after the tracked properties, so that `ifLet(\.$destination,
  /// action:)` reaches them in place too: `_$modify` through the projection's accessor, `_$peek`
  /// to the storage.
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
    // Comparing key paths costs a key path instantiation per literal: operators find the index
    // once, when they are built, and modify by index for every action.
    let indexedNames = trackedNames + presentedNames.map { "$" + $0.filter { $0 != "`" } }
    let indexBranches = indexedNames.enumerated().map { index, name in
      "  if keyPath == \\Self.\(name) { return \(index) }"
    }
    return [
      isTracked,
      """
      \(raw: access.prefix)static func _$trackedIndex(_ keyPath: AnyKeyPath) -> Int? {
      \(raw: indexBranches.joined(separator: "\n"))
        return nil
      }
      """,
      // Through the property's accessor, which notifies observers of a replaced value.
      self.indexedAccess(named: "_$modify", access: access, targets: indexedNames),
      // Straight to the storage (`_name`, without the backticks a name like `default` needs):
      // a read that observation never hears of.
      self.indexedAccess(
        named: "_$peek", access: access,
        targets: observedNames.map { "_" + $0.filter { $0 != "`" } }
      ),
      self.trackedVisitMember(access: access, observedNames: observedNames),
    ]
  }

  /// `_$visitTracked(_:)`: hands a visitor the key path of each tracked property (`@Presents`
  /// properties included, under the key path their getters register), so that a scoped store
  /// whose state key path continues through a tracked property (`\.destination?.child`)
  /// registers that property rather than applying the whole key path on every read.
  private static func trackedVisitMember(
    access: AccessLevel, observedNames: [String]
  ) -> DeclSyntax {
    let visits = observedNames.map { name in "  visitor.visit(\\Self.\(name))" }
    return """
      \(raw: access.prefix)static func _$visitTracked<__Visitor: \(raw: self.moduleName)._TrackedPropertyVisitor<Self>>(
        _ visitor: inout __Visitor
      ) {
      \(raw: visits.joined(separator: "\n"))
      }
      """
  }

  /// A method that runs `body` in place on the member `targets[trackedIndex]`: forced inline, so
  /// that an operator reaching a child through it adds no call frame per level of nesting (deep
  /// call chains mispredict their returns; see `_ResolvedReducer`).
  private static func indexedAccess(
    named name: String, access: AccessLevel, targets: [String]
  ) -> DeclSyntax {
    let cases = targets.enumerated().map { index, target in
      """
        case \(index):
          return \(self.moduleName)._$modifyInPlace(&self.\(target), body)
      """
    }
    return """
      @inline(__always)
      \(raw: access.prefix)mutating func \(raw: name)<__Value, __Result>(
        trackedIndex: Int,
        _ body: (inout __Value) -> __Result
      ) -> __Result? {
        switch trackedIndex {
      \(raw: cases.joined(separator: "\n"))
        default:
          return nil
        }
      }
      """
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
  /// that TestStore diffs and `_printChanges` read like the source. Nonisolated, mirror included:
  /// `customDump` reads it from any isolation, whatever the state's.
  static func customDumpExtension(
    of type: some TypeSyntaxProtocol, access: AccessLevel, storedNames: [String]
  ) -> ExtensionDeclSyntax {
    let names = storedNames.map { "\"\($0)\"" }.joined(separator: ", ")
    let decl: DeclSyntax = """
      nonisolated extension \(type.trimmed): CustomDump.CustomDumpReflectable {
        \(raw: access.prefix)var customDumpMirror: Mirror {
          \(raw: self.moduleName)._$observableStateMirror(self, storedAs: [\(raw: names)])
        }
      }
      """
    return decl.cast(ExtensionDeclSyntax.self)
  }
}
