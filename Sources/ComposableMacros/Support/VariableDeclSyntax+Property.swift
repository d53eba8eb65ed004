import SwiftSyntax

extension VariableDeclSyntax {
  /// The name of the property, when the declaration declares exactly one simple identifier.
  var singleIdentifier: TokenSyntax? {
    guard self.bindings.count == 1,
      let pattern = self.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier.trimmed
  }

  /// Whether the declaration is `static` or `class`.
  var isTypeProperty: Bool {
    self.modifiers.contains(.static) || self.modifiers.contains(.class)
  }

  /// Whether the declaration is a `let`.
  var isLet: Bool {
    self.bindingSpecifier.tokenKind == .keyword(.let)
  }

  /// Whether the declaration is `lazy`.
  var isLazy: Bool {
    self.modifiers.contains(.lazy)
  }

  /// The accessor block of the (single) binding, if any.
  var accessorBlock: AccessorBlockSyntax? {
    self.bindings.first?.accessorBlock
  }

  /// Whether the property is computed: it has a getter (implicit or explicit) or other
  /// non-observer accessors.
  var isComputed: Bool {
    guard let accessorBlock = self.accessorBlock else { return false }
    switch accessorBlock.accessors {
    case .getter:
      return true
    case let .accessors(accessors):
      return accessors.contains { accessor in
        let kind = accessor.accessorSpecifier.tokenKind
        return kind != .keyword(.willSet) && kind != .keyword(.didSet)
      }
    }
  }

  /// Whether the stored property has `willSet` or `didSet` observers.
  var hasObservers: Bool {
    guard case let .accessors(accessors)? = self.accessorBlock?.accessors else { return false }
    return accessors.contains { accessor in
      let kind = accessor.accessorSpecifier.tokenKind
      return kind == .keyword(.willSet) || kind == .keyword(.didSet)
    }
  }

  /// The type annotation of the (single) binding, if written.
  var typeAnnotation: TypeAnnotationSyntax? {
    self.bindings.first?.typeAnnotation
  }

  /// The initial value of the (single) binding, if written.
  var initializer: InitializerClauseSyntax? {
    self.bindings.first?.initializer
  }
}

extension TokenSyntax {
  /// The identifier's text without surrounding backticks.
  var identifierName: String {
    let text = self.text
    if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
      return String(text.dropFirst().dropLast())
    }
    return text
  }
}
